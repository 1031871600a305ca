import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crisis } from '@domain/safety/response';
import { useMe } from '@web/lib/account';
import { longDate, todayIso } from '@web/lib/dates';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { EmptyState } from '@web/ui/EmptyState';
import { EntryForm } from './EntryForm';
import { DayEntries } from './DayEntries';
import { useDayEntries } from './journalQueries';
import './journal.css';

/** Today: how the person feels right now first, then what they wrote today, then the way on. */
export default function TodayScreen() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const entries = useDayEntries(today);
  const me = useMe();
  const [crisis, setCrisis] = useState<Crisis>();

  return (
    <section className="today stack stack--lg" aria-labelledby="today-title">
      <header className="page-header">
        <h2 id="today-title" className="page-title">
          {t('journal.title')}
        </h2>
        {/* A prerendered page hides this line until the app fills in the real day (preview.ts). */}
        <p className="page-subtitle" data-prerendered-date>
          {t('journal.today', { date: longDate(today, i18n.language) })}
        </p>
      </header>

      {crisis && <CrisisNotice crisis={crisis} live />}

      <EntryForm onCrisis={setCrisis} />

      <section className="stack" aria-labelledby="today-entries-title">
        <div className="section-header">
          <h3 id="today-entries-title" className="section-title">
            {t('journal.todayEntries')}
          </h3>
          {me.data && (
            <p className="stat" data-testid="days-count">
              {t('journal.daysCount', { count: me.data.daysWithEntries })}
            </p>
          )}
        </div>
        <DayEntries
          date={today}
          query={entries}
          label={t('journal.todayEntries')}
          empty={<EmptyState text={t('journal.emptyToday')} />}
        />
      </section>
    </section>
  );
}
