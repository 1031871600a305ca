import { useTranslation } from 'react-i18next';
import { WelcomeScreen } from '@web/features/home';
import { TodayScreen } from '@web/features/journal';
import { useSession } from '@web/lib/session';
import { Loading } from '@web/ui/QueryView';

/**
 * `/`: today for a signed-in person (writing first), the welcome page for a visitor. A visitor
 * is known without loading the identity code, so the welcome page shows at once.
 */
export function HomeRoute() {
  const { state } = useSession();
  const { t } = useTranslation();
  if (state.status === 'loading') return <Loading text={t('app.loading')} />;
  if (state.status === 'signedIn' && state.user.emailVerified) return <TodayScreen />;
  return <WelcomeScreen />;
}
