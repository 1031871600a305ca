import { loadUserContext } from '../adapters/user-context';
import { emailOf, httpHandler, json, userIdOf } from './http';

/** `GET /api/me`: who the token's user is and what their access level allows. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const user = await loadUserContext(userId, emailOf(event), new Date());
  const { level, canAnalyze, canAnalyzeWeek, canChat } = user.access;
  return json(200, {
    userId,
    email: user.email,
    daysWithEntries: user.daysWithEntries,
    access: { level, canAnalyze, canAnalyzeWeek, canChat },
  });
});
