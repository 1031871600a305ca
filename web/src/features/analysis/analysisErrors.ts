import type { AnalysisKind } from '@domain/analysis/types';

export interface LocalizedMessage {
  /** Keys tried in order (i18next falls through to the next when one is missing). */
  keys: string[];
  values?: Record<string, unknown>;
}

/**
 * The message of a failed analysis (SPEC §8): the screen's own wording where SPEC names one
 * ("no days with emotions found" for the latest day, the 5-day rule for the week), else the
 * API's localized error, else "analysis failed" / "failed to run week analysis".
 */
export function analysisErrorMessage(
  kind: AnalysisKind,
  code: string | undefined,
  details?: unknown,
): LocalizedMessage {
  const fallback = kind === 'week' ? 'analysis.errors.weekFailed' : 'analysis.errors.failed';
  switch (code) {
    case 'no_entries':
      return { keys: [kind === 'day' ? 'analysis.errors.noEntries' : 'analysis.errors.noDays'] };
    case 'not_enough_days':
      return {
        keys: [
          kind === 'week' ? 'analysis.errors.weekNotEnoughDays' : 'analysis.errors.notEnoughDays',
        ],
        values: (details ?? {}) as Record<string, unknown>,
      };
    case 'ai_malformed':
      return { keys: ['analysis.errors.noResponse'] };
    case undefined:
      return { keys: [fallback] };
    default:
      return { keys: [`errors.${code}`, fallback] };
  }
}
