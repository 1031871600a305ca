import { loadUserContext } from '../adapters/user-context';
import { emailOf, httpHandler, json, userIdOf } from './http';

/** `GET /api/chat-permission`: the token's user only; a `uid` or `email` query is ignored. */
export const handler = httpHandler(async (event) => {
  const { access } = await loadUserContext(userIdOf(event), emailOf(event), new Date());
  return json(200, { canChat: access.canChat, isAdmin: access.isAdmin });
});
