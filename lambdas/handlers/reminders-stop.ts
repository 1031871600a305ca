import { reminderContracts } from '../domain/reminders/settings';
import { httpRoute } from '../http/route';
import { stopByLink } from './shared/reminder-stop';

/** `GET /api/reminders/stop?token=`: the email's one-click stop link, no sign-in needed. */
export const handler = httpRoute(reminderContracts.stop, ({ query }) => stopByLink(query));
