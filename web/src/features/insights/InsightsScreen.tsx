import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@web/ui/EmptyState';
import { QueryView } from '@web/ui/QueryView';
import { InsightsSections } from './InsightsSections';
import { insightRanges, lastDays, useInsights, type InsightRange } from './useInsights';
import './insights.css';

/**
 * `/insights`: what the days show together. Every chart has its figures in words or a table
 * beside it, and nothing is claimed about a tag from fewer than five days.
 */
export default function InsightsScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<InsightRange>(30);
  const period = lastDays(range);
  const insights = useInsights(period);

  return (
    <section className="stack stack--lg" aria-labelledby="insights-title">
      <header className="page-header">
        <h2 id="insights-title" className="page-title">
          {t('insights.title')}
        </h2>
        <p className="page-subtitle">{t('insights.subtitle')}</p>
      </header>
      <div className="insight-ranges" role="group" aria-label={t('insights.range.label')}>
        {insightRanges.map((days) => (
          <button
            key={days}
            type="button"
            className="chip"
            aria-pressed={range === days}
            onClick={() => setRange(days)}
          >
            {t(`insights.range.d${days}`)}
          </button>
        ))}
      </div>
      <div className="cluster">
        <Link className="button button--quiet" to={`/report?from=${period.from}&to=${period.to}`}>
          {t('insights.toReport')}
        </Link>
      </div>
      <QueryView query={insights} loading={t('insights.loading')} errorText={t('insights.error')}>
        {(data) =>
          data.totals.entries === 0 ? (
            <EmptyState
              text={t('insights.empty')}
              action={
                <Link className="button button--primary" to="/">
                  {t('insights.emptyAction')}
                </Link>
              }
            />
          ) : (
            <InsightsSections insights={data} />
          )
        }
      </QueryView>
    </section>
  );
}
