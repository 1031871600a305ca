import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { useCopyProtection } from './copyProtection';
import { LanguageSelector } from './LanguageSelector';

function SignedInBar() {
  const { t } = useTranslation();
  return (
    <nav className="profile-bar" aria-label={t('app.profile')}>
      <Link className="button secondary" to="/profile">
        {t('app.profile')}
      </Link>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  useCopyProtection();
  const signedIn = state.status === 'signedIn';

  // Home first: signing out on a protected screen would otherwise send the user to /login.
  const logout = async () => {
    navigate('/');
    await signOut();
  };

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="app-title">
          <h1>{t('app.title')}</h1>
        </Link>
        <div className="header-actions">
          <LanguageSelector />
          {signedIn && (
            <button type="button" className="button secondary" onClick={() => void logout()}>
              {t('app.logout')}
            </button>
          )}
        </div>
      </header>
      {signedIn && <SignedInBar />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">{t('app.footer')}</footer>
    </div>
  );
}
