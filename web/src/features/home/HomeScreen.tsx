import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Disclaimer, DISCLAIMER_ID } from './Disclaimer';
import { UserCount } from './UserCount';

const actions = [
  { to: '/login', label: 'nav.login' },
  { to: '/register', label: 'nav.register' },
  { to: '/instructions', label: 'nav.instructions' },
  { to: '/emotion', label: 'nav.startNow', primary: true },
  { to: '/analysis', label: 'nav.analysis' },
  { to: '/payment', label: 'nav.payment' },
] as const;

const documents = [
  { href: '/privacy.html', label: 'home.privacy' },
  { href: '/terms.html', label: 'home.terms' },
  { href: '/delete-account.html', label: 'home.deleteAccount' },
] as const;

/** Smooth unless the user asked for less motion; focus follows so keyboard users land there too. */
function scrollToDisclaimer(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(DISCLAIMER_ID);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="card welcome">
        <h2>{t('home.welcomeTitle')}</h2>
        <p>{t('home.welcomeText')}</p>
        <p className="important">
          <strong>{t('home.importantPrefix')}</strong>{' '}
          <a href={`#${DISCLAIMER_ID}`} onClick={scrollToDisclaimer}>
            {t('home.importantLink')}
          </a>
        </p>
        <UserCount />
      </section>

      <nav className="card actions" aria-label={t('home.actionsLabel')}>
        {actions.map(({ to, label, ...rest }) => (
          <Link key={to} to={to} className={'primary' in rest ? 'button primary' : 'button'}>
            {t(label)}
          </Link>
        ))}
      </nav>

      <Disclaimer />

      <nav className="card documents" aria-labelledby="documents-title">
        <h3 id="documents-title">{t('home.documentsTitle')}</h3>
        <ul>
          {documents.map(({ href, label }) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(label)} <span className="visually-hidden">{t('app.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
