import { reminderChannels } from '../adapters/reminder-keys';
import { readReminder } from '../adapters/reminders';
import { reminderContracts, reminderState } from '../domain/reminders/settings';
import { httpRoute, ok } from '../http/route';

/** `GET /api/reminders`: the user's daily reminder, off until they turn it on. */
export const handler = httpRoute(reminderContracts.get, async ({ caller }) =>
  ok(reminderState(await readReminder(caller.userId), reminderChannels())),
);
