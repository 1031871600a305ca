import { aiProvider } from '../adapters/ai/select';
import { env } from '../adapters/env';
import { logger } from '../adapters/logger';
import { consumeAiQuota } from '../adapters/quota';
import { loadUserContext } from '../adapters/user-context';
import { assertAiAllowed } from '../domain/access';
import { localizeAiError } from '../domain/analysis/errors';
import { analysisContracts } from '../domain/analysis/schema';
import { crisisForText } from '../domain/crisis';
import { httpRoute, ok } from '../http/route';

/**
 * `POST /api/chat-assistant`. The schema keeps the last 20 messages with text; the reply is
 * returned as the model gave it (the screen shows an ellipsis for an empty one). No human
 * check: the quota bounds the cost.
 */
export const handler = httpRoute(
  analysisContracts.chat,
  async ({ caller, body }) => {
    try {
      const now = new Date();
      const user = await loadUserContext(caller.userId, caller.email, now);
      assertAiAllowed(user.access, user.daysWithEntries);
      await consumeAiQuota(caller, env().AI_DAILY_QUOTA, now);

      // The schema guarantees the conversation ends with the user's message.
      const crisis = crisisForText(
        body.messages.at(-1)!.content,
        body.language,
        user.profile?.country,
      );
      const provider = aiProvider();
      const reply = await provider.chat({
        language: body.language,
        messages: body.messages,
        lastAnalysis: body.lastAnalysis,
        lastAnalysisDate: body.lastAnalysisDate,
        daysWithEntries: user.daysWithEntries,
        profile: user.profile,
        crisis: crisis !== undefined,
      });
      logger.info('chat answered', {
        provider: provider.name,
        messages: body.messages.length,
        crisis: crisis !== undefined,
      });
      return ok({ reply, provider: provider.name, ...(crisis ? { crisis } : {}) });
    } catch (error) {
      throw localizeAiError(error, body.language);
    }
  },
  { session: 'before' },
);
