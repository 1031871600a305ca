import { format } from 'date-fns';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isIsoDate } from '@domain/dates';
import { localDate, longDate, todayIso } from '@web/lib/dates';
import { EmptyState } from '@web/ui/EmptyState';
import { Icon } from '@web/ui/icons';
import { DayEntries } from './DayEntries';
import { useDayEntries } from './journalQueries';
import './journal.css';

function Day({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const day = useDayEntries(date);
  const today = todayIso();

  function runAnalysis() {
    const entries = day.data ?? [];
    if (entries.length === 0) {
      window.alert(t('day.noEntriesAlert'));
      return;
    }
    navigate('/day-analysis', { state: { date, entries } });
  }

  return (
    <section className="stack stack--lg" aria-labelledby="day-title">
      <header className="page-header">
        <h2 id="day-title" className="page-title">
          {format(localDate(date), 'dd.MM.yyyy')}
        </h2>
        <p className="page-subtitle">{longDate(date, i18n.language)}</p>
      </header>

      <nav className="day-nav" aria-label={t('day.dayNavigation')}>
        <Link className="button" to={`/day/${addDays(date, -1)}`}>
          <Icon name="chevronLeft" />
          <span>{t('day.previous')}</span>
        </Link>
        {/* No day after today: the future has no entries yet. */}
        {date === today ? (
          <span className="button button--disabled" aria-disabled="true">
            <span>{t('day.next')}</span>
            <Icon name="chevronRight" />
          </span>
        ) : (
          <Link className="button" to={`/day/${addDays(date, 1)}`}>
            <span>{t('day.next')}</span>
            <Icon name="chevronRight" />
          </Link>
        )}
      </nav>

      <DayEntries
        date={date}
        query={day}
        label={t('day.entriesLabel')}
        empty={
          <EmptyState
            text={t(date === today ? 'journal.emptyToday' : 'day.empty')}
            action={
              date === today ? (
                <Link className="button button--primary" to="/">
                  {t('journal.writeNow')}
                </Link>
              ) : undefined
            }
          />
        }
      />

      <div className="cluster">
        <button
          type="button"
          className="button button--primary"
          onClick={runAnalysis}
          disabled={day.isPending}
        >
          {t('day.runAnalysis')}
        </button>
        <Link className="button" to={`/calendar?month=${date.slice(0, 7)}`}>
          {t('day.backToCalendar')}
        </Link>
      </div>
    </section>
  );
}

/** `/day/yyyy-MM-dd`; a date in the future or not a date goes back to the calendar. */
export default function DayScreen() {
  const { date = '' } = useParams();
  if (!isIsoDate(date) || date > todayIso()) return <Navigate to="/calendar" replace />;
  return <Day key={date} date={date} />;
}
