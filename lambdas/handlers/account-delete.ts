import { consumeCaptcha } from '../adapters/captcha';
import { deleteCognitoUser } from '../adapters/cognito-users';
import { deleteAllItems } from '../adapters/journal';
import { destroyDataKey } from '../adapters/keys/data-keys';
import { logger } from '../adapters/logger';
import { erasePayments } from '../adapters/payments';
import { startErasure } from '../adapters/user-guard';
import { accountContracts } from '../domain/account';
import { httpRoute, noContent } from '../http/route';

/**
 * `DELETE /api/account`: after the human check, the user and everything of theirs is gone.
 *
 * Erasure first closes the door (the guard every write checks, in the same transaction as the
 * users count, so parallel erasures count once), then destroys the user's data key, so every
 * copy of their text anywhere (backups included) can no longer be opened, then sweeps: a save
 * racing it either landed before the door closed, and the sweep finds it, or does not land at
 * all. The sign-in goes last, so a failure part way leaves a user who can sign in and erase again.
 *
 * Stripe comes before the door: the subscription is cancelled and the customer deleted there, or,
 * if Stripe cannot be reached, the erasure stops with a 503 and nothing is deleted, rather than
 * leave a customer behind who would go on being charged.
 */
export const handler = httpRoute(
  accountContracts.erase,
  async ({ caller, body }) => {
    const { userId } = caller;
    await consumeCaptcha(body.captchaToken);
    await erasePayments(userId);
    const started = await startErasure(userId, new Date());
    await destroyDataKey(userId);
    await deleteAllItems(userId);
    await deleteCognitoUser(userId);
    logger.info('account erased', { userId, started });
    return noContent();
  },
  { session: 'erasure' },
);
