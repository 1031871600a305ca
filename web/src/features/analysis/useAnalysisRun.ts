import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError, type BodyOf } from '@web/lib/api';
import { appLanguage } from '@web/lib/dates';
import { useHumanCheck } from '@web/ui/HumanCheck';
import { analysisErrorMessage } from './analysisErrors';

export type AnalysisRequest = Pick<BodyOf<'POST /api/analyze'>, 'kind' | 'date'>;

/**
 * One analysis run behind the human check, shared by the day, latest and week screens: the
 * solved check is spent on the request, so the widget is reset after every run.
 */
export function useAnalysisRun() {
  const { i18n } = useTranslation();
  const check = useHumanCheck();
  const mutation = useMutation({
    mutationFn: (request: AnalysisRequest & { captchaToken: string }) =>
      api('POST /api/analyze', { body: { ...request, language: appLanguage(i18n.language) } }),
    onSettled: check.reset,
  });

  const run = (request: AnalysisRequest) => {
    if (!check.token || mutation.isPending) return;
    mutation.mutate({ ...request, captchaToken: check.token });
  };

  const error = mutation.error;
  const apiError = error instanceof ApiError ? error : undefined;
  return {
    check,
    run,
    result: mutation.data,
    pending: mutation.isPending,
    error:
      error && mutation.variables
        ? analysisErrorMessage(mutation.variables.kind, apiError?.code, apiError?.details)
        : undefined,
    /** The check is solved and no run is under way. */
    ready: check.token !== null && !mutation.isPending,
  };
}

export type AnalysisRun = ReturnType<typeof useAnalysisRun>;
export type AnalysisResult = NonNullable<AnalysisRun['result']>;
