import { reminderContracts } from '../domain/reminders/settings';
import { httpRoute } from '../http/route';
import { stopByLink } from './shared/reminder-stop';

/** `POST /api/reminders/stop?token=`: the same link, as a mail app's one-click unsubscribe posts it. */
export const handler = httpRoute(reminderContracts.unsubscribe, ({ query }) => stopByLink(query));
