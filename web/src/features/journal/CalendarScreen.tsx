import { useMemo, type KeyboardEvent } from 'react';
import Calendar, { type OnArgs, type TileArgs } from 'react-calendar';
import { format, startOfMonth } from 'date-fns';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@domain/dates';
import { knownFamilies } from '@domain/emotions/family';
import { localDate, todayIso } from '@web/lib/dates';
import { familyOfEntry, useVocabulary } from '@web/lib/vocabulary';
import { EmptyState } from '@web/ui/EmptyState';
import { FamilyShape, Icon } from '@web/ui/icons';
import { QueryStatus } from '@web/ui/QueryView';
import { calendarSettings } from './calendarSettings';
import { moodsByDate } from './dayMood';
import { useMonthEntries } from './journalQueries';
import './calendar.css';
import './journal.css';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

const arrowSteps: Record<string, (columns: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (columns) => -columns,
  ArrowDown: (columns) => columns,
};

/**
 * Arrow keys move between the tiles of any view (days, months, years, decades), as in a date
 * picker; Tab still leaves the grid. The row length is read from the layout, so it holds for
 * every view and width.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = arrowSteps[event.key];
  const tile = (event.target as HTMLElement).closest('.react-calendar__tile');
  if (!step || !tile) return;
  const tiles = [
    ...tile.parentElement!.querySelectorAll<HTMLButtonElement>('.react-calendar__tile'),
  ];
  const top = tiles[0]!.offsetTop;
  const columns = Math.max(1, tiles.filter((t) => t.offsetTop === top).length);
  const next = tiles[tiles.indexOf(tile as HTMLButtonElement) + step(columns)];
  if (next && !next.disabled) {
    event.preventDefault();
    next.focus();
  }
}

export default function CalendarScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The month shown lives in the address, so Back from a day returns to the same month.
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = isIsoDate(`${asked}-01`) ? `${asked}-01` : iso(startOfMonth(new Date()));
  const entries = useMonthEntries(month);
  const vocabulary = useVocabulary();
  const moods = useMemo(
    () =>
      moodsByDate(
        (entries.data ?? []).map((entry) => ({
          ...entry,
          family: familyOfEntry(entry, vocabulary),
        })),
      ),
    [entries.data, vocabulary],
  );
  const { locale, calendarType } = calendarSettings(i18n.language);
  const today = todayIso();

  // A drill-down to the month already on screen changes the view but not the start date.
  const showMonth = ({ activeStartDate, view }: OnArgs) => {
    if (activeStartDate && view === 'month') {
      setParams({ month: format(activeStartDate, 'yyyy-MM') }, { replace: true });
    }
  };

  const tileContent = ({ date, view }: TileArgs) => {
    if (view !== 'month') return null;
    const day = iso(date);
    const mood = moods.get(day);
    return (
      <>
        {mood ? (
          <span className={`calendar__mark family family--${mood}`}>
            <FamilyShape family={mood} />
            <span className="visually-hidden">
              {t('calendar.hasEntries')}: {t(`emotions.families.${mood}.label`)}
            </span>
          </span>
        ) : (
          <span className="calendar__mark calendar__mark--empty" aria-hidden="true" />
        )}
        {day === today && <span className="visually-hidden">({t('calendar.today')})</span>}
      </>
    );
  };

  return (
    <section className="stack stack--lg" aria-labelledby="calendar-title">
      <header className="page-header">
        <h2 id="calendar-title" className="page-title">
          {t('calendar.title')}
        </h2>
        <p className="page-subtitle">{t('calendar.hint')}</p>
      </header>

      <div className="calendar card" onKeyDown={moveFocus}>
        <Calendar
          locale={locale}
          calendarType={calendarType}
          minDetail="century"
          maxDetail="month"
          maxDate={localDate(today)}
          showNeighboringMonth={false}
          defaultActiveStartDate={localDate(month)}
          prevLabel={<Icon name="chevronLeft" />}
          nextLabel={<Icon name="chevronRight" />}
          prevAriaLabel={t('calendar.previous')}
          nextAriaLabel={t('calendar.next')}
          prev2Label={null}
          next2Label={null}
          navigationLabel={({ label }) => (
            <>
              <span className="calendar__title">{label}</span>
              <span className="visually-hidden">: {t('calendar.changeView')}</span>
            </>
          )}
          onActiveStartDateChange={showMonth}
          onViewChange={showMonth}
          onClickDay={(date) => navigate(`/day/${iso(date)}`)}
          tileContent={tileContent}
        />
      </div>

      <QueryStatus
        query={entries}
        loading={t('calendar.loading')}
        errorText={t('calendar.loadError')}
      />
      {entries.isSuccess && moods.size === 0 && <EmptyState text={t('calendar.emptyMonth')} />}

      <section className="card stack stack--sm" aria-labelledby="calendar-legend-title">
        <h3 id="calendar-legend-title" className="section-title">
          {t('calendar.legendTitle')}
        </h3>
        <ul className="legend">
          {[...knownFamilies, 'other' as const].map((family) => (
            <li key={family} className={`legend__item family family--${family}`}>
              <FamilyShape family={family} />
              <span>{t(`emotions.families.${family}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
