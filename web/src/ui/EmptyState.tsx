import type { ReactNode } from 'react';
import { FamilyShape } from './icons';

/** A kind empty state: it invites the next step rather than reporting an absence. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <div className="empty-state__shapes" aria-hidden="true">
        <FamilyShape family="bright" />
        <FamilyShape family="calm" />
        <FamilyShape family="heavy" />
      </div>
      <p className="empty-state__text">{text}</p>
      {action}
    </div>
  );
}
