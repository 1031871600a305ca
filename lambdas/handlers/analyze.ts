import { aiProvider } from '../adapters/ai/select';
import { consumeCaptcha } from '../adapters/captcha';
import { env } from '../adapters/env';
import { listDates, listEntries } from '../adapters/journal';
import { logger } from '../adapters/logger';
import { consumeAiQuota } from '../adapters/quota';
import { loadUserContext } from '../adapters/user-context';
import { assertAiAllowed } from '../domain/access';
import { localizeAiError } from '../domain/analysis/errors';
import { selectEntries, selectPeriod } from '../domain/analysis/period';
import { analysisContracts } from '../domain/analysis/schema';
import { crisisForText } from '../domain/crisis';
import { entryText } from '../domain/journal';
import { httpRoute, ok } from '../http/route';

/**
 * `POST /api/analyze`. Cheap refusals first (access, days), then the one-use human check and the
 * daily quota, then the entries, read here and never taken from the browser.
 */
export const handler = httpRoute(
  analysisContracts.analyze,
  async ({ caller, body }) => {
    try {
      const now = new Date();
      const [user, dates] = await Promise.all([
        loadUserContext(caller.userId, caller.email, now),
        listDates(caller.userId),
      ]);
      assertAiAllowed(user.access, user.daysWithEntries);
      const period = selectPeriod(body.kind, dates, now.toISOString().slice(0, 10), body.date);
      // The human check before the quota: a failed check must not spend the user's daily allowance.
      await consumeCaptcha(body.captchaToken);
      await consumeAiQuota(caller, env().AI_DAILY_QUOTA, now);

      const entries = selectEntries(
        body.kind,
        period,
        await listEntries(caller.userId, period.from, period.to),
      );
      const crisis = crisisForText(
        entries.map(entryText).join('\n'),
        body.language,
        user.profile?.country,
      );
      const provider = aiProvider();
      const result = await provider.analyze({
        kind: body.kind,
        language: body.language,
        from: period.from,
        to: period.to,
        entries,
        profile: user.profile,
        crisis: crisis !== undefined,
      });
      logger.info('analysis answered', {
        kind: body.kind,
        provider: provider.name,
        entries: entries.length,
        crisis: crisis !== undefined,
      });
      return ok({ ...result, provider: provider.name, ...(crisis ? { crisis } : {}) });
    } catch (error) {
      throw localizeAiError(error, body.language);
    }
  },
  { session: 'before' },
);
