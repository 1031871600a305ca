import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { appLanguage } from '../journal/dayFormat';
import { requestAnalysis, type AnalysisRequest, type AnalysisResponse } from './analysisApi';
import { analysisErrorMessage, type LocalizedMessage } from './analysisErrors';

export type AnalysisRunState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; result: AnalysisResponse }
  | { status: 'error'; message: LocalizedMessage };

/**
 * One analysis run behind the human check, shared by the day, latest and week screens: the
 * solved check is spent on the request, so the widget is reset after every run.
 */
export function useAnalysisRun() {
  const { i18n } = useTranslation();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [state, setState] = useState<AnalysisRunState>({ status: 'idle' });

  async function run(request: AnalysisRequest) {
    if (!captchaToken || state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      const language = appLanguage(i18n.language);
      const result = await requestAnalysis(request, language, captchaToken);
      setState({ status: 'result', result });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setState({
        status: 'error',
        message: analysisErrorMessage(request.kind, apiError?.code, apiError?.details),
      });
    } finally {
      setResetSignal((n) => n + 1);
    }
  }

  return {
    state,
    run,
    /** The check is solved and no run is under way. */
    ready: captchaToken !== null && state.status !== 'loading',
    humanCheck: { onChange: setCaptchaToken, resetSignal },
  };
}

export type AnalysisRun = ReturnType<typeof useAnalysisRun>;
