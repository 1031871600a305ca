import { Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/session';
import { Loading } from '@web/ui/QueryView';

/** SPEC §2: nothing but Loading… until the first auth result; then a user, or /login. */
export function Protected({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  if (state.status === 'loading') return <Loading text={t('app.loading')} />;
  if (state.status === 'signedOut') {
    // Leaving already (sign-out and erasure navigate home first): while the next screen's code
    // loads, this one may render once more, and must not send the user to /login instead.
    if (window.location.pathname !== location.pathname) return null;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (!state.user.emailVerified) return <Navigate to="/verify-email" replace />;
  return children;
}
