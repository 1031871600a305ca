import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheck } from '@web/ui/HumanCheck';
import { Loading } from '@web/ui/QueryView';
import { Notice } from '@web/ui/Notice';
import { AnalysisResultView } from './AnalysisResultView';
import type { AnalysisRequest, AnalysisRun } from './useAnalysisRun';

interface AnalysisRunnerProps {
  analysis: AnalysisRun;
  request: AnalysisRequest;
  runLabel: string;
  /** A rule of the screen that keeps the button off (the 5-day rule of the week), shown beside it. */
  blockedHint?: ReactNode;
}

/** The human check, the run button, the run's progress or error, and its result. */
export function AnalysisRunner({ analysis, request, runLabel, blockedHint }: AnalysisRunnerProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <div className="card stack">
        <HumanCheck check={analysis.check} />
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!analysis.ready || blockedHint !== undefined}
          onClick={() => analysis.run(request)}
        >
          {analysis.pending ? t('analysis.running') : runLabel}
        </button>
        {blockedHint && <Notice kind="warning">{blockedHint}</Notice>}
      </div>
      <div aria-live="polite">{analysis.pending && <Loading text={t('analysis.loading')} />}</div>
      {analysis.error && (
        <Notice kind="error">{t(analysis.error.keys, analysis.error.values)}</Notice>
      )}
      {analysis.result && <AnalysisResultView result={analysis.result} />}
    </div>
  );
}
