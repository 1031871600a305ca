import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { OutboxSender, waitingCount } from '@web/features/journal';
import { blockCopying } from '@web/lib/copyProtection';
import { api } from '@web/lib/api';
import { useOnline } from '@web/lib/online';
import { registerServiceWorker } from '@web/lib/serviceWorker';
import { useSession } from '@web/lib/session';
import { followSystemTheme } from '@web/lib/theme';
import { Icon, type IconName } from '@web/ui/icons';
import { Notice } from '@web/ui/Notice';
import { LanguageSelector } from './LanguageSelector';
import { screenRoutes, sectionPaths, sections, type Section } from './routes';
import { ThemeSwitch } from './ThemeSwitch';
import { useIdleLock } from './useIdleLock';

const sectionIcons: Record<Section, IconName> = {
  today: 'today',
  calendar: 'calendar',
  insights: 'insights',
  analysis: 'analysis',
  assistant: 'assistant',
  profile: 'profile',
};

function useCurrentSection(): Section | undefined {
  const { pathname } = useLocation();
  return screenRoutes.find((route) => matchPath(route.path, pathname))?.section;
}

/**
 * The primary screens, one tap apart: a bar at the bottom of a phone (where the thumb is) and
 * a row in the header on a wider screen. CSS shows one of the two.
 */
function SectionNav({ variant }: { variant: 'tabs' | 'top' }) {
  const { t } = useTranslation();
  const current = useCurrentSection();
  return (
    <nav className={variant === 'tabs' ? 'tab-bar' : 'top-nav'} aria-label={t('nav.primaryLabel')}>
      <ul className={`${variant === 'tabs' ? 'tab-bar' : 'top-nav'}__list`}>
        {sections.map((section) => (
          <li key={section}>
            <Link
              to={sectionPaths[section]}
              className={`${variant === 'tabs' ? 'tab-bar' : 'top-nav'}__link`}
              aria-current={current === section ? 'page' : undefined}
            >
              <Icon name={sectionIcons[section]} />
              <span className={`${variant === 'tabs' ? 'tab-bar' : 'top-nav'}__label`}>
                {t(`nav.tabs.${section}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, signOut } = useSession();
  const navigate = useNavigate();
  // Layout effect: the block is in place in the same commit that first paints the page.
  useLayoutEffect(blockCopying, []);
  useEffect(followSystemTheme, []);
  const signedIn = state.status === 'signedIn' && state.user.emailVerified;
  const userId = signedIn ? state.user.userId : undefined;
  const online = useOnline();
  useEffect(() => {
    if (!userId) return;
    registerServiceWorker();
    // "Where you are signed in" learns of this sign-in when the app opens.
    api('POST /api/sessions/current').catch(() => undefined);
  }, [userId]);
  useIdleLock(userId);

  // Home first: signing out on a protected screen would otherwise send the user to /login.
  const logout = async () => {
    // Sign-out clears the device, entries not sent yet too: the person decides, knowing it.
    const unsent = userId ? await waitingCount(userId) : 0;
    if (unsent > 0 && !window.confirm(t('offline.signOutUnsent', { count: unsent }))) return;
    navigate('/');
    await signOut();
  };

  return (
    <div className={`app${signedIn ? ' app--signed-in' : ''}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner container container--wide">
          <Link to="/" className="brand">
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <circle className="brand__face" cx="16" cy="16" r="15" />
              <path
                className="brand__smile"
                d="M9.5 18.5c1.9 2.9 4.1 4.3 6.5 4.3s4.6-1.4 6.5-4.3"
              />
              <circle className="brand__eye" cx="11.5" cy="12.5" r="1.8" />
              <circle className="brand__eye" cx="20.5" cy="12.5" r="1.8" />
            </svg>
            <h1 className="brand__title">{t('app.title')}</h1>
          </Link>
          {signedIn && <SectionNav variant="top" />}
          <div className="app-header__actions">
            {signedIn && (
              <Link to="/help" className="icon-button app-header__help">
                <Icon name="help" />
                <span className="app-header__help-label">{t('crisisUi.getHelp')}</span>
              </Link>
            )}
            <LanguageSelector />
            <ThemeSwitch />
            {signedIn && (
              <button
                type="button"
                className="icon-button app-header__logout"
                onClick={() => void logout()}
              >
                <Icon name="logout" />
                <span className="app-header__logout-label">{t('app.logout')}</span>
              </button>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <div className="container">
          {signedIn && !online && (
            <div className="app-main__notice" data-testid="offline-notice">
              <Notice kind="warning">{t('offline.banner')}</Notice>
            </div>
          )}
          {signedIn && <OutboxSender />}
          {children}
        </div>
      </main>
      <footer className="app-footer">
        <div className="container">{t('app.footer')}</div>
      </footer>
      {signedIn && <SectionNav variant="tabs" />}
    </div>
  );
}
