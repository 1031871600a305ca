import type { Context } from 'aws-lambda';
import { logger } from '../../adapters/logger';
import { runMigrations } from '../../migrations/run';

/**
 * Run after every deploy (a CDK trigger) and by hand if one ever stops early: brings data
 * written by an earlier version up to date (lambdas/migrations/). Stops a minute before its
 * time is up and records how far it got; the next run resumes there, so a failed or timed-out
 * run loses nothing.
 */
export const handler = async (_event: unknown, context: Context) => {
  const result = await runMigrations({
    deadline: Date.now() + context.getRemainingTimeInMillis() - 60_000,
  });
  logger.info('migrations run', result);
  if (!result.finished) throw new Error('migrations not finished: run again to resume');
  return result;
};
