import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { daysBetween, isIsoDate } from '@domain/dates';
import { MAX_RANGE_DAYS } from '@domain/journal-rules';
import { longDate, todayIso } from '@web/lib/dates';
import { EmotionMark } from '@web/ui/EmotionMark';
import { QueryView } from '@web/ui/QueryView';
import { InsightsSections } from './InsightsSections';
import { Section } from './sections';
import { lastDays, useEntries, useInsights } from './useInsights';
import './insights.css';

/** `?from&to` when they make a range the API reads; the last 30 days otherwise. */
function rangeOf(query: URLSearchParams): { from: string; to: string } {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const valid =
    isIsoDate(from) &&
    isIsoDate(to) &&
    from <= to &&
    to <= todayIso() &&
    daysBetween(from, to) < MAX_RANGE_DAYS;
  return valid ? { from, to } : lastDays(30);
}

/**
 * `/report?from&to`: a summary to print or save as PDF and bring to a therapist: the figures
 * and charts of the insights, and only the notes the person ticks. Unticked notes, the controls
 * and the app's navigation are not printed.
 */
export default function ReportScreen() {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const range = rangeOf(query);
  const insights = useInsights(range);
  const entries = useEntries(range);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <article className="report stack stack--lg" aria-labelledby="report-title">
      <header className="page-header">
        <h2 id="report-title" className="page-title">
          {t('report.title')}
        </h2>
        <p className="page-subtitle">
          {t('report.period', {
            from: longDate(range.from, i18n.language),
            to: longDate(range.to, i18n.language),
          })}
        </p>
        <p className="report__disclaimer">{t('report.disclaimer')}</p>
      </header>
      <div className="report__controls card stack">
        <p>{t('report.howTo')}</p>
        <div className="cluster">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('report.print')}
          </button>
        </div>
      </div>
      <QueryView query={insights} loading={t('insights.loading')} errorText={t('insights.error')}>
        {(data) => <InsightsSections insights={data} />}
      </QueryView>
      <Section id="notes" title={t('report.notes.title')} hint={t('report.notes.hint')}>
        <QueryView query={entries} loading={t('app.loading')} errorText={t('insights.error')}>
          {(list) => {
            const withNotes = list.filter((entry) => entry.note);
            if (withNotes.length === 0) return <p className="muted">{t('report.notes.none')}</p>;
            return (
              <ul className="report-notes" role="list">
                {withNotes.map((entry) => (
                  <li
                    key={entry.id}
                    className={`report-note${chosen.has(entry.id) ? ' report-note--chosen' : ''}`}
                    data-testid="report-note"
                  >
                    <label className="report-note__choice">
                      <input
                        type="checkbox"
                        checked={chosen.has(entry.id)}
                        onChange={() => toggle(entry.id)}
                      />
                      {t('report.notes.include')}
                    </label>
                    <p className="report-note__when">
                      {longDate(entry.date, i18n.language)}
                      {entry.time && ` · ${entry.time}`}
                    </p>
                    <EmotionMark emotion={entry.emotion} family={entry.family} />
                    <p className="report-note__text">{entry.note}</p>
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryView>
      </Section>
    </article>
  );
}
