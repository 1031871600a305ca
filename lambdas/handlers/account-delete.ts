import { consumeCaptcha } from '../adapters/captcha';
import { eraseUser } from '../adapters/erasure';
import { logger } from '../adapters/logger';
import { accountContracts } from '../domain/account';
import { httpRoute, noContent } from '../http/route';

/** `DELETE /api/account`: after the human check, the user and everything of theirs is gone. */
export const handler = httpRoute(accountContracts.erase, async ({ caller, body }) => {
  await consumeCaptcha(body.captchaToken);
  await eraseUser(caller.userId);
  logger.info('account erased', { userId: caller.userId });
  return noContent();
});
