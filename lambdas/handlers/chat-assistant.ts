import { aiProvider } from '../adapters/ai/select';
import { newBudget } from '../adapters/ai/provider';
import { readConversation, writeConversation } from '../adapters/conversations';
import { logger } from '../adapters/logger';
import { countCrisisFlag } from '../adapters/metrics';
import { loadUserContext } from '../adapters/user-context';
import { assertAiAllowed } from '../domain/access';
import {
  afterExchange,
  assertWithinCaps,
  currentConversation,
  messagesForModel,
  needsDisclosure,
} from '../domain/analysis/conversation';
import { analysisContracts } from '../domain/analysis/schema';
import { assessCrisis } from '../domain/crisis';
import { aiStrings } from '../domain/i18n';
import { referralFirst } from '../domain/safety/referral';
import { crisisResponse } from '../domain/safety/response';
import { crisisSignal } from '../domain/safety/signal';
import { httpRoute, ok } from '../http/route';
import { aiDeadline, failedAiRequest, withAiQuota } from './shared/ai-request';

const { t } = aiStrings;

/**
 * `POST /api/chat-assistant`. The conversation lives on the server: the user's new message is
 * added to it, the model reads its last 20 turns, and its reply is kept. The assistant says it
 * is an AI at the start of a conversation and again after three hours of one. No human check:
 * the daily quota bounds the cost.
 */
export const handler = httpRoute(analysisContracts.chat, async ({ caller, body, signal }) => {
  const { language, message } = body;
  try {
    const now = new Date();
    const [user, stored] = await Promise.all([
      loadUserContext(caller.userId, caller.email, now),
      readConversation(caller.userId),
    ]);
    assertAiAllowed(user.access, user.daysWithEntries);
    const conversation = currentConversation(stored, now, body);
    assertWithinCaps(conversation, message);
    const lexicon = assessCrisis(message);
    const provider = aiProvider();
    const history = [...conversation.messages, { role: 'user' as const, content: message, at: '' }];
    const answer = await withAiQuota(caller, now, async () => {
      const result = await provider.chat(
        {
          language,
          messages: messagesForModel(history),
          lastAnalysis: conversation.lastAnalysis,
          lastAnalysisDate: conversation.lastAnalysisDate,
          daysWithEntries: user.daysWithEntries,
          profile: user.profile,
          crisis: lexicon.flagged,
        },
        newBudget(aiDeadline(signal)),
      );
      return { value: result, spent: !('intervened' in result) };
    });
    const intervened = 'intervened' in answer;
    const safety = crisisSignal(lexicon, intervened ? 'guardrail' : answer.risk, language);
    countCrisisFlag('chat', safety);
    const answered = intervened ? t(language, 'ai.guardrail.chat') : answer.answer;
    // A flagged message is answered referral-first, whatever the model chose to say.
    const reply = safety.flagged ? referralFirst(language, answered) : answered;
    const disclosure = needsDisclosure(conversation, now)
      ? t(language, 'ai.disclosure')
      : undefined;
    await writeConversation(
      caller,
      afterExchange(conversation, { user: message, reply, disclosure }, now),
    );
    logger.info('chat answered', {
      provider: provider.name,
      intervened,
      lexicon: lexicon.flagged,
      modelRisk: intervened ? undefined : answer.risk,
    });
    return ok({
      // The disclosure is said first, in the reply itself, so no screen can leave it out.
      reply: disclosure ? `${disclosure}\n\n${reply}` : reply,
      provider: provider.name,
      ...(safety.flagged ? { crisis: crisisResponse(language, user.profile?.country) } : {}),
      ...(disclosure ? { disclosure } : {}),
    });
  } catch (error) {
    throw failedAiRequest('chat', error, language);
  }
});
