import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { birthDateOf, lifeDayNumber } from '../../../../lambdas/domain/profile';
import { useAuth } from '../../lib/auth';
import { localeOf, longDate, todayIso } from '../journal/dayFormat';
import './profile.css';

export default function LifeCounterScreen() {
  const { t, i18n } = useTranslation();
  const { state } = useAuth();
  const profile = state.status === 'signedIn' ? state.profile : {};
  const today = todayIso();
  const birthDate = birthDateOf(profile);
  const dayNumber = birthDate ? lifeDayNumber(birthDate, today) : undefined;

  return (
    <section className="profile-screen" aria-labelledby="life-counter-title">
      <h2 id="life-counter-title">{t('lifeCounter.title')}</h2>
      <dl className="life-counter">
        <dt>{t('lifeCounter.today')}</dt>
        <dd>{longDate(today, i18n.language)}</dd>
        {birthDate && (
          <>
            <dt>{t('lifeCounter.birthDate')}</dt>
            <dd>{longDate(birthDate, i18n.language)}</dd>
          </>
        )}
      </dl>
      {dayNumber !== undefined ? (
        <p className="life-counter__day" data-testid="life-day-number">
          {t('lifeCounter.dayNumber', {
            number: new Intl.NumberFormat(localeOf(i18n.language)).format(dayNumber),
          })}
        </p>
      ) : (
        <p>
          {t(birthDate ? 'lifeCounter.futureBirthDate' : 'lifeCounter.noBirthDate')}{' '}
          <Link to="/profile">{t('lifeCounter.toProfile')}</Link>
        </p>
      )}
      <nav className="profile-actions" aria-label={t('journal.navigation')}>
        <Link className="button" to="/profile">
          {t('lifeCounter.toProfile')}
        </Link>
        <Link className="button" to="/">
          {t('journal.toHome')}
        </Link>
      </nav>
    </section>
  );
}
