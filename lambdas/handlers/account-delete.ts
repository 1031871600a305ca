import { consumeCaptcha } from '../adapters/captcha';
import { deleteCognitoUser } from '../adapters/cognito-users';
import { deleteAllItems } from '../adapters/journal';
import { destroyDataKey } from '../adapters/keys/data-keys';
import { logger } from '../adapters/logger';
import { erasePayments } from '../adapters/payment-customers';
import { deleteReminderSchedule } from '../adapters/reminder-schedule';
import { startErasure } from '../adapters/user-guard';
import { accountContracts } from '../domain/account';
import { AppError } from '../domain/errors';
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
 *
 * The daily reminder's schedule names the user in its input, so it goes right after the door
 * closes, before anything that cannot be undone: if the scheduler cannot be reached, the erasure
 * stops there with a 503 and nothing is destroyed yet, and erasing again finishes it.
 */
export const handler = httpRoute(
  accountContracts.erase,
  async ({ caller, body }) => {
    const { userId } = caller;
    await consumeCaptcha(body.captchaToken);
    await erasePayments(userId);
    const started = await startErasure(userId, new Date());
    await deleteReminderSchedule(userId).catch((error: Error) => {
      logger.error('erasure: reminder schedule not removed', { userId, errorName: error.name });
      throw new AppError(
        'unavailable',
        'erasure_incomplete',
        'Erasure could not finish; try again',
      );
    });
    await destroyDataKey(userId);
    await deleteAllItems(userId);
    await deleteCognitoUser(userId);
    logger.info('account erased', { userId, started });
    return noContent();
  },
  { session: 'erasure' },
);
