import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@domain/profile';
import { useSaveProfile } from '@web/lib/account';
import { errorKey } from '@web/lib/api';
import { todayIso } from '@web/lib/dates';
import { Icon } from '@web/ui/icons';
import { Notice } from '@web/ui/Notice';
import { useToast } from '@web/ui/Toast';
import {
  birthDateProblem,
  longProfileFields,
  profileSections,
  toFormValues,
  toProfileUpdate,
  type ProfileFormField,
  type ProfileFormValues,
  type ProfileSection,
} from './profileForm';

const hinted: ReadonlySet<ProfileFormField> = new Set(['birthDate', 'languages']);

function ProfileInput({
  field,
  value,
  error,
  onChange,
  inputRef,
}: {
  field: ProfileFormField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = `profile-${field}`;
  const described = [hinted.has(field) ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    value,
    className: longProfileFields.has(field) ? 'input textarea' : 'input',
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t(`profile.fields.${field}`)}
      </label>
      {longProfileFields.has(field) ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type="text"
          inputMode={field === 'age' ? 'numeric' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hinted.has(field) && (
        <p id={`${id}-hint`} className="field__hint">
          {t(`profile.hints.${field}`)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const filledCount = (values: ProfileFormValues, section: ProfileSection) =>
  profileSections[section].filter((field) => values[field].trim()).length;

/**
 * The profile in named sections: who you are stays open, the rest fold away with how much of
 * each is filled. An error shows under its field, and the field takes the focus, so it is never
 * off screen.
 */
export function ProfileForm({ initial }: { initial: UserProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveProfile();
  const birthDateRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(() => toFormValues(initial));
  const [showBirthDateError, setShowBirthDateError] = useState(false);
  const birthProblem = birthDateProblem(values.birthDate, todayIso());
  const birthDateError =
    showBirthDateError && birthProblem ? t(`profile.birthDate.${birthProblem}`) : undefined;

  const change = (field: ProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'birthDate') setShowBirthDateError(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (birthProblem) {
      setShowBirthDateError(true);
      birthDateRef.current?.focus();
      birthDateRef.current?.scrollIntoView({ block: 'center' });
      return;
    }
    save.mutate(toProfileUpdate(values), {
      onSuccess: (saved) => {
        setValues(toFormValues(saved));
        toast({ kind: 'success', text: t('profile.updated') });
      },
    });
  }

  return (
    <form className="stack stack--lg" onSubmit={submit} noValidate>
      {(Object.keys(profileSections) as ProfileSection[]).map((section) => {
        const fields = profileSections[section].map((field) => (
          <ProfileInput
            key={field}
            field={field}
            value={values[field]}
            error={field === 'birthDate' ? birthDateError : undefined}
            inputRef={field === 'birthDate' ? birthDateRef : undefined}
            onChange={(value) => change(field, value)}
          />
        ));
        const title = t(`profile.sections.${section}`);
        return section === 'about' ? (
          <fieldset key={section} className="card stack profile-section">
            <legend className="section-title profile-section__legend">{title}</legend>
            {fields}
          </fieldset>
        ) : (
          <details key={section} className="card profile-section disclosure">
            <summary className="profile-section__summary">
              <span className="profile-section__heading">
                <span className="section-title">{title}</span>
                <span className="muted">
                  {t('profile.sectionFilled', {
                    count: filledCount(values, section),
                    total: profileSections[section].length,
                  })}
                </span>
              </span>
              <Icon name="chevronRight" className="disclosure__chevron" />
            </summary>
            <div className="stack profile-section__fields">{fields}</div>
          </details>
        );
      })}
      {save.isError && (
        <Notice kind="error">
          {t(errorKey(save.error), { defaultValue: t('profile.saveError') })}
        </Notice>
      )}
      <div className="sticky-actions">
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={save.isPending}
        >
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}
