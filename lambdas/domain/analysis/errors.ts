import { AppError } from '../errors';
import { aiStrings, type Language } from '../i18n';

const { t } = aiStrings;

/**
 * The AI routes' errors with their message in the request's language (`ai.errors.<code>`),
 * so a 429 or 503 reads well even where the web has no text for the code. Codes stay as-is.
 */
export function localizeAiError(error: unknown, language: Language): unknown {
  if (!(error instanceof AppError)) return error;
  const key = `ai.errors.${error.code}`;
  const details = (error.details ?? {}) as Record<string, string | number>;
  const message = t(language, key, typeof details === 'object' ? details : {});
  return message === key ? error : new AppError(error.kind, error.code, message, error.details);
}
