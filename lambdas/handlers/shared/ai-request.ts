import { env } from '../../adapters/env';
import { countAiError } from '../../adapters/metrics';
import { localizeAiError } from '../../domain/analysis/errors';
import { AppError } from '../../domain/errors';
import type { Language } from '../../domain/i18n';
import { consumeAiQuota, refundAiQuota } from '../../adapters/quota';
import type { WriteAuthority } from '../../adapters/user-guard';

/**
 * Everything an AI route may spend on one request: under the HTTP API's 30 s, with room left
 * to answer. Past it the request ends with a localized 504 and the quota is given back.
 */
export const AI_TIME_BUDGET_MS = 24_000;

export const aiDeadline = (routeSignal: AbortSignal): AbortSignal =>
  AbortSignal.any([routeSignal, AbortSignal.timeout(AI_TIME_BUDGET_MS)]);

/**
 * Runs `work` as one request against the user's daily AI quota: counted before (so parallel
 * requests cannot pass the limit), given back when the work fails or brings no model answer
 * (`spent: false`), so only an answer the user received is counted.
 */
export async function withAiQuota<T>(
  authority: WriteAuthority,
  now: Date,
  work: () => Promise<{ value: T; spent: boolean }>,
): Promise<T> {
  await consumeAiQuota(authority, env().AI_DAILY_QUOTA, now);
  let result;
  try {
    result = await work();
  } catch (error) {
    await refundAiQuota(authority, now);
    throw error;
  }
  if (!result.spent) await refundAiQuota(authority, now);
  return result.value;
}

/**
 * An AI route's error on its way out: counted as `AiErrors` when the user got no answer because
 * of the model (not for limits or bad input, which are the user's to fix), then localized.
 */
export function failedAiRequest(
  source: 'analysis' | 'chat',
  error: unknown,
  language: Language,
): unknown {
  const modelFailure =
    !(error instanceof AppError) || error.kind === 'unavailable' || error.kind === 'timeout';
  if (modelFailure) countAiError(source, error instanceof AppError ? error.code : 'internal');
  return localizeAiError(error, language);
}
