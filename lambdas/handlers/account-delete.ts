import { consumeCaptcha } from '../adapters/captcha';
import { deleteCognitoUser } from '../adapters/cognito-users';
import { deleteAllItems } from '../adapters/journal';
import { logger } from '../adapters/logger';
import { startErasure } from '../adapters/user-guard';
import { accountContracts } from '../domain/account';
import { httpRoute, noContent } from '../http/route';

/**
 * `DELETE /api/account`: after the human check, the user and everything of theirs is gone.
 *
 * Erasure first closes the door (the guard every write checks, in the same transaction as the
 * users count, so parallel erasures count once), then sweeps: a save racing it either landed
 * before the door closed, and the sweep finds it, or does not land at all. The sign-in goes last,
 * so a failure part way leaves a user who can sign in and erase again.
 */
export const handler = httpRoute(
  accountContracts.erase,
  async ({ caller, body }) => {
    const { userId } = caller;
    await consumeCaptcha(body.captchaToken);
    const started = await startErasure(userId, new Date());
    await deleteAllItems(userId);
    await deleteCognitoUser(userId);
    logger.info('account erased', { userId, started });
    return noContent();
  },
  { session: 'erasure' },
);
