export interface Notice {
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** Errors are alerts (announced at once); other notices are polite status messages. */
export function Message({ notice }: { notice: Notice | undefined }) {
  if (!notice) return null;
  return (
    <p
      className={`message ${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid={`message-${notice.kind}`}
    >
      {notice.text}
    </p>
  );
}
