import { format } from 'date-fns';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isIsoDate } from '../../../../lambdas/domain/dates';
import { localDate } from './dayFormat';
import { entriesOfDay } from './journalApi';
import { useLoaded } from './useLoaded';
import './journal.css';

const readDay = (date: string, signal: AbortSignal) => entriesOfDay(date, signal);

export default function DayScreen() {
  const { date = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const day = useLoaded(isIsoDate(date) ? date : undefined, readDay);

  if (!isIsoDate(date)) return <Navigate to="/calendar" replace />;

  function runAnalysis() {
    const entries = day.status === 'loaded' ? day.value : [];
    if (entries.length === 0) {
      window.alert(t('day.noEntriesAlert'));
      return;
    }
    navigate('/day-analysis', { state: { date, entries } });
  }

  return (
    <section className="journal-screen" aria-labelledby="day-title">
      <h2 id="day-title">{format(localDate(date), 'dd.MM.yyyy')}</h2>
      <nav className="journal-day-nav" aria-label={t('day.dayNavigation')}>
        <Link className="button" to={`/day/${addDays(date, -1)}`}>
          {t('day.previous')}
        </Link>
        <Link className="button" to={`/day/${addDays(date, 1)}`}>
          {t('day.next')}
        </Link>
      </nav>

      {day.status === 'loading' && (
        <p className="journal-muted" role="status">
          {t('day.loading')}
        </p>
      )}
      {day.status === 'error' && (
        <p className="journal-error" role="alert">
          {t(day.key, { defaultValue: t('day.loadError') })}
        </p>
      )}
      {day.status === 'loaded' &&
        (day.value.length === 0 ? (
          <p className="journal-muted">{t('day.empty')}</p>
        ) : (
          <ol className="journal-entries" aria-label={t('day.entriesLabel')}>
            {day.value.map((entry) => (
              <li key={entry.id} className="journal-entry">
                <span className="journal-entry__time">
                  {entry.time ? entry.time.slice(0, 5) : t('day.noTime')}
                </span>
                <span className="journal-entry__emotion">{entry.emotion}</span>
                {entry.note && <p className="journal-entry__note">{entry.note}</p>}
              </li>
            ))}
          </ol>
        ))}

      <div className="journal-actions">
        <button
          type="button"
          className="button primary"
          onClick={runAnalysis}
          disabled={day.status === 'loading'}
        >
          {t('day.runAnalysis')}
        </button>
        <Link className="button" to="/calendar">
          {t('day.backToCalendar')}
        </Link>
      </div>
    </section>
  );
}
