import { loadUserContext } from '../adapters/user-context';
import { accessContracts } from '../domain/access';
import { httpRoute, ok } from '../http/route';

/** `GET /api/chat-permission`: the token's user only; a `uid` or `email` query is ignored. */
export const handler = httpRoute(accessContracts.chatPermission, async ({ caller }) => {
  const { access } = await loadUserContext(caller.userId, caller.email, new Date());
  return ok({ canChat: access.canChat, isAdmin: access.isAdmin });
});
