import { aiProvider } from '../adapters/ai/select';
import { newBudget } from '../adapters/ai/provider';
import { consumeCaptcha } from '../adapters/captcha';
import { listDates, listEntries } from '../adapters/journal';
import { logger } from '../adapters/logger';
import { loadUserContext } from '../adapters/user-context';
import { assertAiAllowed } from '../domain/access';
import { localizeAiError } from '../domain/analysis/errors';
import { selectEntries, selectPeriod } from '../domain/analysis/period';
import { analysisContracts } from '../domain/analysis/schema';
import { detectCrisis } from '../domain/crisis';
import { t } from '../domain/i18n';
import { entryText } from '../domain/journal';
import { crisisResponse } from '../domain/safety/response';
import { httpRoute, ok } from '../http/route';
import { aiDeadline, withAiQuota } from './shared/ai-request';

/**
 * `POST /api/analyze`. Cheap refusals first (access, days), then the one-use human check and the
 * daily quota, then the entries, read here and never taken from the browser. The help lines
 * come back when the lexicon finds crisis language in the entries or the model reads a risk in
 * them; when the guardrail stops the model, the app answers calmly in its place.
 */
export const handler = httpRoute(
  analysisContracts.analyze,
  async ({ caller, body, signal }) => {
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
      const entries = selectEntries(
        body.kind,
        period,
        await listEntries(caller.userId, period.from, period.to),
      );
      const lexicon = detectCrisis(entries.map(entryText).join('\n'));
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
            crisis: lexicon,
          },
          newBudget(aiDeadline(signal)),
        );
        return { value: result, spent: !('intervened' in result) };
      });
      const help = crisisResponse(language, user.profile?.country);
      if ('intervened' in answer) {
        logger.info('analysis stopped by the guardrail', { kind: body.kind });
        return ok({
          analysis: t(language, 'ai.guardrail.analysis'),
          advice: t(language, 'ai.guardrail.advice'),
          tips: [],
          provider: provider.name,
          crisis: help,
        });
      }
      const flagged = lexicon || answer.risk !== 'none';
      logger.info('analysis answered', {
        kind: body.kind,
        provider: provider.name,
        entries: entries.length,
        lexicon,
        modelRisk: answer.risk,
      });
      return ok({
        ...answer.answer,
        provider: provider.name,
        ...(flagged ? { crisis: help } : {}),
      });
    } catch (error) {
      throw localizeAiError(error, language);
    }
  },
  { session: 'before' },
);
