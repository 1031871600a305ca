import { aiProvider } from '../adapters/ai/select';
import { newBudget } from '../adapters/ai/provider';
import { consumeCaptcha } from '../adapters/captcha';
import { listDates, listEntries } from '../adapters/journal';
import { logger } from '../adapters/logger';
import { countCrisisFlag } from '../adapters/metrics';
import { loadUserContext } from '../adapters/user-context';
import { assertAiAllowed } from '../domain/access';
import { selectEntries, selectPeriod } from '../domain/analysis/period';
import { analysisContracts } from '../domain/analysis/schema';
import { assessCrisis } from '../domain/crisis';
import { aiStrings } from '../domain/i18n';
import { entryText } from '../domain/journal';
import { computeInsights, patternsOf } from '../domain/insights/insights';
import { crisisResponse } from '../domain/safety/response';
import { crisisSignal } from '../domain/safety/signal';
import { httpRoute, ok } from '../http/route';
import { aiDeadline, failedAiRequest, withAiQuota } from './shared/ai-request';

const { t } = aiStrings;

/**
 * `POST /api/analyze`. Cheap refusals first (access, days), then the one-use human check and the
 * daily quota, then the entries, read here and never taken from the browser. The help lines
 * come back when the lexicon finds crisis language in the entries or the model reads a risk in
 * them; when the guardrail stops the model, the app answers calmly in its place.
 */
export const handler = httpRoute(analysisContracts.analyze, async ({ caller, body, signal }) => {
  const { language } = body;
  try {
    const now = new Date();
    const [user, dates] = await Promise.all([
      loadUserContext(caller.userId, caller.email, now),
      listDates(caller.userId),
    ]);
    assertAiAllowed(user.access, user.daysWithEntries);
    const period = selectPeriod(body.kind, dates, now.toISOString().slice(0, 10), body.date);
    // The human check before the quota: a failed check must not spend the user's allowance.
    await consumeCaptcha(body.captchaToken);
    const stored = await listEntries(caller.userId, period.from, period.to);
    const entries = selectEntries(body.kind, period, stored);
    const lexicon = assessCrisis(entries.map(entryText).join('\n'));
    // A month is read with its patterns, as the insights screen shows them.
    const patterns =
      body.kind === 'month'
        ? patternsOf(
            computeInsights({
              entries: stored,
              from: period.from,
              to: period.to,
              today: period.to,
            }),
          )
        : undefined;
    const provider = aiProvider();
    const answer = await withAiQuota(caller, now, async () => {
      const result = await provider.analyze(
        {
          kind: body.kind,
          language,
          from: period.from,
          to: period.to,
          entries,
          profile: user.profile,
          crisis: lexicon.flagged,
          ...(patterns ? { patterns } : {}),
        },
        newBudget(aiDeadline(signal)),
      );
      return { value: result, spent: !('intervened' in result) };
    });
    const help = crisisResponse(language, user.profile?.country);
    if ('intervened' in answer) {
      countCrisisFlag('analysis', crisisSignal(lexicon, 'guardrail', language));
      logger.info('analysis stopped by the guardrail', { kind: body.kind });
      return ok({
        analysis: t(language, 'ai.guardrail.analysis'),
        advice: t(language, 'ai.guardrail.advice'),
        tips: [],
        provider: provider.name,
        crisis: help,
      });
    }
    const safety = crisisSignal(lexicon, answer.risk, language);
    countCrisisFlag('analysis', safety);
    logger.info('analysis answered', {
      kind: body.kind,
      provider: provider.name,
      entries: entries.length,
      lexicon: lexicon.flagged,
      modelRisk: answer.risk,
    });
    return ok({
      ...answer.answer,
      provider: provider.name,
      ...(safety.flagged ? { crisis: help } : {}),
    });
  } catch (error) {
    throw failedAiRequest('analysis', error, language);
  }
});
