import { readConversation } from '../adapters/conversations';
import { analysisContracts } from '../domain/analysis/schema';
import { httpRoute, ok } from '../http/route';

/** `GET /api/chat`: the conversation so far, as the server kept it. */
export const handler = httpRoute(analysisContracts.history, async ({ caller }) => {
  const conversation = await readConversation(caller.userId);
  return ok({
    messages: (conversation?.messages ?? []).map(({ role, content, at, disclosure }) => ({
      role,
      content,
      at,
      ...(disclosure ? { disclosure } : {}),
    })),
    ...(conversation?.startedAt ? { startedAt: conversation.startedAt } : {}),
    ...(conversation?.lastAnalysisDate ? { lastAnalysisDate: conversation.lastAnalysisDate } : {}),
  });
});
