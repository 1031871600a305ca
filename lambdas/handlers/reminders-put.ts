import { deleteReminderSchedule, putReminderSchedule } from '../adapters/reminder-schedule';
import { reminderChannels } from '../adapters/reminder-keys';
import { readReminder, writeReminder } from '../adapters/reminders';
import { sessionState } from '../adapters/user-guard';
import { reminderContracts, reminderRecordOf, reminderState } from '../domain/reminders/settings';
import { httpRoute, ok } from '../http/route';

/**
 * `PUT /api/reminders`: the settings saved and the user's one schedule made to match (created,
 * moved to a new time or zone, or removed when turned off).
 *
 * Turning on, the schedule comes first and the settings' guarded write after: should an erasure
 * start in between, the write is refused and the schedule just made is removed again, so no
 * schedule outlives its user. Turning off, the schedule goes first: a failure leaves the
 * reminder on, as the user sees it.
 */
export const handler = httpRoute(reminderContracts.put, async ({ caller, body }) => {
  const { userId } = caller;
  const available = reminderChannels();
  const record = reminderRecordOf(body, await readReminder(userId), available);
  if (record.enabled) {
    await putReminderSchedule(userId, record);
    try {
      await writeReminder(caller, record, new Date());
    } catch (error) {
      if ((await sessionState(userId)).erasedAt !== undefined) await deleteReminderSchedule(userId);
      throw error;
    }
  } else {
    await deleteReminderSchedule(userId);
    await writeReminder(caller, record, new Date());
  }
  return ok(reminderState(record, available));
});
