import { env } from '../../adapters/env';
import { deleteReminderSchedule } from '../../adapters/reminder-schedule';
import { stopLinkSecret } from '../../adapters/reminder-keys';
import { turnReminderOff } from '../../adapters/reminders';
import { AppError } from '../../domain/errors';
import { pickLanguage } from '../../domain/i18n-languages';
import { stopPage } from '../../domain/reminders/messages';
import { verifyStopToken } from '../../domain/reminders/stop-token';

/**
 * What the stop link does, whether a person opens it or a mail app posts to it (RFC 8058): the
 * token names the user and proves the link is ours; the schedule goes, the reminder is marked
 * off, and a small page in the link's language says so. Any other token changes nothing.
 */
export async function stopByLink(query: { token: string; lang?: string }) {
  const language = pickLanguage(query.lang);
  const userId = verifyStopToken(await stopLinkSecret(), query.token);
  if (userId) {
    await deleteReminderSchedule(userId);
    await turnReminderOff(userId, new Date()).catch((error: unknown) => {
      // An erased user's guard refuses the write: there is nothing of theirs left to stop.
      if (!(error instanceof AppError && error.kind === 'unauthorized')) throw error;
    });
  }
  return {
    status: userId ? 200 : 400,
    text: stopPage({ language, appUrl: env().APP_URL, stopped: Boolean(userId) }),
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' },
  };
}
