import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { birthDateOf, lifeDayNumber } from '@domain/profile';
import { useProfile } from '@web/lib/account';
import { localeOf, longDate, todayIso } from '@web/lib/dates';
import { QueryView } from '@web/ui/QueryView';
import './profile.css';

export default function LifeCounterScreen() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const today = todayIso();

  return (
    <section className="stack stack--lg" aria-labelledby="life-counter-title">
      <header className="page-header">
        <h2 id="life-counter-title" className="page-title">
          {t('lifeCounter.title')}
        </h2>
      </header>
      <QueryView query={profile} loading={t('profile.loading')} errorText={t('profile.loadError')}>
        {(loaded) => {
          const birthDate = birthDateOf(loaded);
          const dayNumber = birthDate ? lifeDayNumber(birthDate, today) : undefined;
          return (
            <div className="card stack life-counter">
              {dayNumber !== undefined ? (
                <p className="life-counter__day" data-testid="life-day-number">
                  {t('lifeCounter.dayNumber', {
                    number: new Intl.NumberFormat(localeOf(i18n.language)).format(dayNumber),
                  })}
                </p>
              ) : (
                <p>{t(birthDate ? 'lifeCounter.futureBirthDate' : 'lifeCounter.noBirthDate')}</p>
              )}
              <dl className="facts">
                <div>
                  <dt>{t('lifeCounter.today')}</dt>
                  <dd>{longDate(today, i18n.language)}</dd>
                </div>
                {birthDate && (
                  <div>
                    <dt>{t('lifeCounter.birthDate')}</dt>
                    <dd>{longDate(birthDate, i18n.language)}</dd>
                  </div>
                )}
              </dl>
            </div>
          );
        }}
      </QueryView>
      <div className="cluster">
        <Link className="button" to="/profile">
          {t('lifeCounter.toProfile')}
        </Link>
      </div>
    </section>
  );
}
