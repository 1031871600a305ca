import type { ReactNode } from 'react';
import { Icon } from './icons';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

const icons = { success: 'check', info: 'info', warning: 'warning', error: 'error' } as const;

/**
 * The one inline message of the app, beside what it is about. Errors are alerts (announced at
 * once); the others are polite status messages. Never colour alone: each kind has its icon.
 */
export function Notice({
  kind,
  children,
  action,
  id,
}: {
  kind: NoticeKind;
  children: ReactNode;
  /** A button that resolves it (try again, sign in…). */
  action?: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`notice notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`message-${kind}`}
    >
      <Icon name={icons[kind]} className="notice__icon" />
      <div className="notice__body">{children}</div>
      {action && <div className="notice__action">{action}</div>}
    </div>
  );
}
