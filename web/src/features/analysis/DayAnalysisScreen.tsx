import { format } from 'date-fns';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../../lambdas/domain/dates';
import { FREE_UA_MIN_DAYS } from '../../../../lambdas/domain/access';
import { useAuth } from '../../lib/auth';
import { localDate } from '../journal/dayFormat';
import { AnalysisNav } from './AnalysisNav';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** The day chosen on the day screen; the entries came along but the server reads its own. */
function dayFromState(state: unknown): { date: string; entryCount: number } | undefined {
  const { date, entries } = (state ?? {}) as { date?: unknown; entries?: unknown };
  if (typeof date !== 'string' || !isIsoDate(date) || !Array.isArray(entries) || !entries.length) {
    return undefined;
  }
  return { date, entryCount: entries.length };
}

export default function DayAnalysisScreen() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const day = dayFromState(useLocation().state);
  const analysis = useAnalysisRun();
  if (auth.status !== 'signedIn') return null;
  const { access, daysWithEntries } = auth;

  return (
    <section className="analysis-screen" aria-labelledby="day-analysis-title">
      <h2 id="day-analysis-title">
        {day
          ? t('analysis.day.title', { date: format(localDate(day.date), 'dd.MM.yyyy') })
          : t('analysis.day.titleNoDate')}
      </h2>
      {!day ? (
        <p className="analysis-error" role="alert">
          {t('analysis.errors.missingDay')}
        </p>
      ) : !access.canAnalyze ? (
        <p className="analysis-gate">{t('analysis.gate')}</p>
      ) : (
        <>
          <p className="analysis-muted">{t('analysis.day.entries', { count: day.entryCount })}</p>
          <AnalysisRunner
            analysis={analysis}
            request={{ kind: 'day', date: day.date }}
            runLabel={t('analysis.day.run')}
          />
          {analysis.state.status === 'result' &&
            access.canChat &&
            daysWithEntries >= FREE_UA_MIN_DAYS && (
              <AssistantButton result={analysis.state.result} date={day.date} />
            )}
        </>
      )}
      <AnalysisNav to={['calendar', 'emotion']} />
    </section>
  );
}
