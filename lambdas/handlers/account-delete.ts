import * as z from 'zod';
import { consumeCaptcha } from '../adapters/captcha';
import { eraseUser } from '../adapters/erasure';
import { logger } from '../adapters/logger';
import { httpHandler, noContent, parseBody, userIdOf } from './http';

const bodySchema = z.strictObject({ captchaToken: z.string().min(1).max(8192) });

/** `DELETE /api/account`: after the human check, the user and everything of theirs is gone. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const { captchaToken } = parseBody(event, bodySchema);
  await consumeCaptcha(captchaToken);
  await eraseUser(userId);
  logger.info('account erased', { userId });
  return noContent();
});
