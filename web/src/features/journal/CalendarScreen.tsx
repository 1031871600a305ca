import { useState } from 'react';
import Calendar, { type OnArgs, type TileArgs } from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calendarSettings } from './calendarSettings';
import { localDate } from './dayFormat';
import { datesWithEntries } from './journalApi';
import { useLoaded } from './useLoaded';
import './journal.css';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The dates with entries of the month starting on `monthStart`. */
async function readMonth(monthStart: string, signal: AbortSignal): Promise<ReadonlySet<string>> {
  const last = iso(endOfMonth(localDate(monthStart)));
  return new Set(await datesWithEntries(monthStart, last, signal));
}

export default function CalendarScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const days = useLoaded(iso(month), readMonth);
  const { locale, calendarType } = calendarSettings(i18n.language);

  // A drill-down to the month already on screen changes the view but not the start date.
  const showMonth = ({ activeStartDate, view }: OnArgs) => {
    if (activeStartDate && view === 'month') setMonth(startOfMonth(activeStartDate));
  };

  const hasEntries = ({ date, view }: TileArgs) =>
    view === 'month' && days.status === 'loaded' && days.value.has(iso(date));

  return (
    <section className="journal-screen" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{t('calendar.title')}</h2>
      <p className="journal-hint">{t('calendar.hint')}</p>
      <div aria-live="polite">
        {days.status === 'loading' && (
          <p className="journal-muted" role="status">
            {t('calendar.loading')}
          </p>
        )}
        {days.status === 'error' && (
          <p className="journal-error" role="alert">
            {t(days.key, { defaultValue: t('calendar.loadError') })}
          </p>
        )}
        {days.status === 'loaded' && days.value.size === 0 && (
          <p className="journal-muted">{t('calendar.emptyMonth')}</p>
        )}
      </div>
      <div className="journal-calendar">
        <Calendar
          locale={locale}
          calendarType={calendarType}
          minDetail="century"
          maxDetail="month"
          onActiveStartDateChange={showMonth}
          onViewChange={showMonth}
          onClickDay={(date) => navigate(`/day/${iso(date)}`)}
          tileClassName={(args) => (hasEntries(args) ? 'journal-calendar__has-entries' : null)}
          tileContent={(args) =>
            hasEntries(args) ? (
              <>
                <span className="journal-calendar__dot" aria-hidden="true" />
                <span className="visually-hidden">{t('calendar.hasEntries')}</span>
              </>
            ) : null
          }
        />
      </div>
      <p className="journal-legend">
        <span className="journal-calendar__dot" aria-hidden="true" /> {t('calendar.legend')}
      </p>
      <nav className="journal-actions" aria-label={t('journal.navigation')}>
        <Link className="button" to="/emotion">
          {t('calendar.toEmotion')}
        </Link>
        <Link className="button" to="/analysis">
          {t('journal.toAnalysis')}
        </Link>
        <Link className="button" to="/">
          {t('journal.toHome')}
        </Link>
      </nav>
    </section>
  );
}
