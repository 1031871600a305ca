import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input: the label is always visible and tied to the field for screen readers. */
export function Field({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
