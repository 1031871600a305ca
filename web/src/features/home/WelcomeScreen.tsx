import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knownFamilies } from '@domain/emotions/family';
import { scrollToSection } from '@web/lib/scroll';
import { FamilyShape } from '@web/ui/icons';
import { DISCLAIMER_ID } from './anchors';
import { Disclaimer } from './Disclaimer';
import { UserCount } from './UserCount';
import './home.css';

const more = [
  { to: '/instructions', label: 'nav.instructions' },
  { to: '/analysis', label: 'nav.analysis' },
  { to: '/payment', label: 'nav.payment' },
] as const;

const documents = [
  { href: '/privacy.html', label: 'home.privacy' },
  { href: '/terms.html', label: 'home.terms' },
  { href: '/delete-account.html', label: 'home.deleteAccount' },
] as const;

/** `/` for a visitor (SPEC §2): the welcome, the way in, the disclaimer, the user count. */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="welcome stack stack--lg">
      <section className="welcome__hero stack" aria-labelledby="welcome-title">
        <div className="welcome__shapes" aria-hidden="true">
          {knownFamilies.map((family) => (
            <span key={family} className={`welcome__shape family family--${family}`}>
              <FamilyShape family={family} />
            </span>
          ))}
        </div>
        <h2 id="welcome-title" className="welcome__title">
          {t('home.welcomeTitle')}
        </h2>
        <p className="welcome__text">{t('home.welcomeText')}</p>
        <div className="welcome__actions">
          <Link className="button button--primary button--large" to="/emotion">
            {t('nav.startNow')}
          </Link>
          <Link className="button button--large" to="/login">
            {t('nav.login')}
          </Link>
          <Link className="button button--large" to="/register">
            {t('nav.register')}
          </Link>
        </div>
        <p className="important">
          <strong>{t('home.importantPrefix')}</strong>{' '}
          <a
            href={`#${DISCLAIMER_ID}`}
            onClick={(event) => {
              if (scrollToSection(DISCLAIMER_ID)) event.preventDefault();
            }}
          >
            {t('home.importantLink')}
          </a>
        </p>
        <UserCount />
      </section>

      <nav className="card" aria-label={t('home.actionsLabel')}>
        <ul className="link-list">
          {more.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <Disclaimer />

      <nav className="card stack stack--sm" aria-labelledby="documents-title">
        <h3 id="documents-title" className="section-title">
          {t('home.documentsTitle')}
        </h3>
        <ul className="link-list">
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
