import { useTranslation } from 'react-i18next';
import { WEEK_MIN_DAYS } from '../../../../lambdas/domain/access';
import { useAuth } from '../../lib/auth';
import { AnalysisNav } from './AnalysisNav';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** SPEC §9: the week page offers the assistant only to users with this many days. */
const WEEK_ASSISTANT_MIN_DAYS = 15;

export default function WeekAnalysisScreen() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const analysis = useAnalysisRun();
  if (auth.status !== 'signedIn') return null;
  const { access, daysWithEntries } = auth;
  const result = analysis.state.status === 'result' ? analysis.state.result : undefined;

  return (
    <section className="analysis-screen" aria-labelledby="week-analysis-title">
      <h2 id="week-analysis-title">{t('analysis.week.title')}</h2>
      <p className="analysis-muted">{t('analysis.week.description')}</p>
      {access.canAnalyze ? (
        <AnalysisRunner
          analysis={analysis}
          request={{ kind: 'week' }}
          runLabel={t('analysis.week.run')}
          blockedHint={
            daysWithEntries < WEEK_MIN_DAYS
              ? t('analysis.week.needDays', { required: WEEK_MIN_DAYS, have: daysWithEntries })
              : undefined
          }
        />
      ) : (
        <p className="analysis-gate">{t('analysis.gate')}</p>
      )}
      {result?.advice && access.canChat && daysWithEntries >= WEEK_ASSISTANT_MIN_DAYS && (
        <AssistantButton result={result} />
      )}
      <AnalysisNav to={['analysis', 'calendar', 'emotion']} />
    </section>
  );
}
