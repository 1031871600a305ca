import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one logger. Callers log ids, counts and codes only: never journal text, emails or tokens.
 * Local mode prints plainly so `npm start` output stays readable.
 */
export const logger = new Logger({
  serviceName: 'emotion-journal',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | undefined) ?? 'INFO',
});
