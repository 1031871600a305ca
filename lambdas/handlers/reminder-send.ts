import * as z from 'zod/mini';
import { readAccount } from '../adapters/accounts';
import { sendEmail } from '../adapters/email-sender';
import { env } from '../adapters/env';
import { logger } from '../adapters/logger';
import { sendPush } from '../adapters/push';
import { deleteReminderSchedule } from '../adapters/reminder-schedule';
import { stopLinkSecret, vapidKeys } from '../adapters/reminder-keys';
import { forgetPushSubscription, readReminder } from '../adapters/reminders';
import { sessionState } from '../adapters/user-guard';
import { pickLanguage } from '../domain/i18n-languages';
import { reminderEmail, reminderPush, stopUrl } from '../domain/reminders/messages';
import { signStopToken } from '../domain/reminders/stop-token';

/** What the schedule passes: the user's id (never their email, which is read here). */
const eventSchema = z.strictObject({ userId: z.string().check(z.minLength(1), z.maxLength(128)) });

type Outcome = 'sent' | 'gone' | 'failed' | 'off';
export interface ReminderSent {
  email: Outcome;
  push: Outcome;
}

/**
 * The reminder-send Lambda, which each user's daily schedule invokes (EventBridge Scheduler in
 * AWS, the local stand-in under `npm start`). It sends what the user chose, in their language.
 *
 * A schedule with no one left to remind (erased, no account, turned off) removes itself: the
 * erasure and the stop link remove it first, this is the net under them. A channel that fails is
 * logged and the other still goes; only when everything chosen failed does the invocation fail,
 * so that the scheduler retries without sending anything twice.
 */
export const handler = async (event: unknown): Promise<ReminderSent | { removed: true }> => {
  const { userId } = eventSchema.parse(event);
  const [state, record, account] = await Promise.all([
    sessionState(userId),
    readReminder(userId),
    readAccount(userId),
  ]);
  if (state.erasedAt !== undefined || !record?.enabled || !account) {
    await deleteReminderSchedule(userId);
    logger.info('reminder schedule removed', { userId });
    return { removed: true };
  }
  const language = pickLanguage(record.language, account.language);
  const { APP_URL, EMAIL_FROM } = env();

  const email = async (): Promise<Outcome> => {
    if (!record.channels.email || !EMAIL_FROM) return 'off';
    const link = stopUrl(APP_URL, signStopToken(await stopLinkSecret(), userId), language);
    await sendEmail({
      to: account.email,
      ...reminderEmail({ language, appUrl: APP_URL, stopUrl: link }),
    });
    return 'sent';
  };
  const push = async (): Promise<Outcome> => {
    const vapid = await vapidKeys();
    if (!record.channels.push || !record.pushSubscription || !vapid) return 'off';
    const outcome = await sendPush(record.pushSubscription, reminderPush(language, APP_URL), {
      vapid,
      recipient: account.email,
    });
    if (outcome === 'gone') await forgetPushSubscription(userId);
    return outcome;
  };
  const attempt = (send: () => Promise<Outcome>, channel: string) =>
    send().catch((error: Error): Outcome => {
      logger.error('reminder channel failed', { userId, channel, errorName: error.name });
      return 'failed';
    });
  const sent: ReminderSent = {
    email: await attempt(email, 'email'),
    push: await attempt(push, 'push'),
  };
  logger.info('reminder sent', { userId, ...sent });
  const outcomes = [sent.email, sent.push].filter((outcome) => outcome !== 'off');
  if (outcomes.length && outcomes.every((outcome) => outcome === 'failed')) {
    throw new Error('every channel of the reminder failed');
  }
  return sent;
};
