import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WEEK_MIN_DAYS } from '@domain/access';
import { useMe } from '@web/lib/account';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** SPEC §9: the week page offers the assistant only to users with this many days. */
const WEEK_ASSISTANT_MIN_DAYS = 15;

export default function WeekAnalysisScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const analysis = useAnalysisRun();

  return (
    <section className="stack stack--lg" aria-labelledby="week-analysis-title">
      <header className="page-header">
        <h2 id="week-analysis-title" className="page-title">
          {t('analysis.week.title')}
        </h2>
        <p className="page-subtitle">{t('analysis.week.description')}</p>
      </header>
      <QueryView query={me} loading={t('app.loading')}>
        {({ access, daysWithEntries }) => (
          <>
            {access.canAnalyze ? (
              <AnalysisRunner
                analysis={analysis}
                request={{ kind: 'week' }}
                runLabel={t('analysis.week.run')}
                blockedHint={
                  daysWithEntries < WEEK_MIN_DAYS
                    ? t('analysis.week.needDays', {
                        required: WEEK_MIN_DAYS,
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
