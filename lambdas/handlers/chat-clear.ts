import { forgetConversation } from '../adapters/conversations';
import { analysisContracts } from '../domain/analysis/schema';
import { httpRoute, noContent } from '../http/route';

/** `DELETE /api/chat`: the conversation is forgotten; the next message starts a new one. */
export const handler = httpRoute(analysisContracts.clear, async ({ caller }) => {
  await forgetConversation(caller.userId);
  return noContent();
});
