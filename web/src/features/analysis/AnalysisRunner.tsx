import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheck } from '../../lib/HumanCheck';
import type { AnalysisRequest } from './analysisApi';
import { AnalysisResultView } from './AnalysisResultView';
import type { AnalysisRun } from './useAnalysisRun';

interface AnalysisRunnerProps {
  analysis: AnalysisRun;
  request: AnalysisRequest;
  runLabel: string;
  /** A rule of the screen that keeps the button off (the 5-day rule of the week), shown in red. */
  blockedHint?: ReactNode;
}

/** The human check, the run button, the run's progress or error, and its result. */
export function AnalysisRunner({ analysis, request, runLabel, blockedHint }: AnalysisRunnerProps) {
  const { t } = useTranslation();
  const { state } = analysis;
  return (
    <div className="analysis-runner">
      <HumanCheck {...analysis.humanCheck} />
      <button
        type="button"
        className="button primary"
        disabled={!analysis.ready || blockedHint !== undefined}
        onClick={() => void analysis.run(request)}
      >
        {state.status === 'loading' ? t('analysis.running') : runLabel}
      </button>
      {blockedHint && <p className="analysis-error">{blockedHint}</p>}
      <div aria-live="polite">
        {state.status === 'loading' && (
          <p className="analysis-muted" role="status">
            {t('analysis.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <p className="analysis-error" role="alert">
            {t(state.message.keys, state.message.values)}
          </p>
        )}
      </div>
      {state.status === 'result' && <AnalysisResultView result={state.result} />}
    </div>
  );
}
