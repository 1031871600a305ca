import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MONTH_MIN_DAYS, WEEK_MIN_DAYS } from '@domain/access';
import { useMe } from '@web/lib/account';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** SPEC §9: the week page offers the assistant only to users with this many days. */
const WEEK_ASSISTANT_MIN_DAYS = 15;

/** The days with entries each period needs, as the server counts them (lambdas/domain/access). */
const minDays = { week: WEEK_MIN_DAYS, month: MONTH_MIN_DAYS } as const;

/**
 * The analysis of a period: the last 7 days with entries, or the 30 calendar days ending today
 * (read by the server with the insights' patterns as well as the notes). The same screen for
 * both, its words from `analysis.<kind>`.
 */
export function PeriodAnalysisScreen({ kind }: { kind: 'week' | 'month' }) {
  const { t } = useTranslation();
  const me = useMe();
  const analysis = useAnalysisRun();

  return (
    <section className="stack stack--lg" aria-labelledby="period-analysis-title">
      <header className="page-header">
        <h2 id="period-analysis-title" className="page-title">
          {t(`analysis.${kind}.title`)}
        </h2>
        <p className="page-subtitle">{t(`analysis.${kind}.description`)}</p>
      </header>
      <QueryView query={me} loading={t('app.loading')}>
        {({ access, daysWithEntries }) => (
          <>
            {access.canAnalyze ? (
              <AnalysisRunner
                analysis={analysis}
                request={{ kind }}
                runLabel={t(`analysis.${kind}.run`)}
                blockedHint={
                  daysWithEntries < minDays[kind]
                    ? t(`analysis.${kind}.needDays`, {
                        required: minDays[kind],
                        have: daysWithEntries,
                      })
                    : undefined
                }
              />
            ) : (
              <Notice kind="info">{t('analysis.gate')}</Notice>
            )}
            {analysis.result?.advice &&
              access.canChat &&
              daysWithEntries >= WEEK_ASSISTANT_MIN_DAYS && (
                <div className="cluster">
                  <AssistantButton result={analysis.result} />
                </div>
              )}
          </>
        )}
      </QueryView>
      <div className="cluster">
        <Link className="button" to="/analysis">
          {t('analysis.nav.analysis')}
        </Link>
      </div>
    </section>
  );
}
