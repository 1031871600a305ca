import { randomUUID } from 'node:crypto';
import { readAccount } from '../adapters/accounts';
import { captchaRefused, requireCaptcha } from '../adapters/captcha';
import { daysAfterSave, EntryWriteRefused, readDayState, saveEntry } from '../adapters/journal';
import { sealerFor } from '../adapters/keys/user-text';
import { countCrisisFlag } from '../adapters/metrics';
import { readProfile } from '../adapters/profiles';
import { assessCrisis } from '../domain/crisis';
import { withFamily } from '../domain/emotions/vocabulary';
import { crisisResponse } from '../domain/safety/response';
import { crisisSignal } from '../domain/safety/signal';
import { pickLanguage } from '../domain/i18n-languages';
import { buildEntry, entryText, journalContracts } from '../domain/journal';
import { httpRoute } from '../http/route';

/**
 * `POST /api/emotions`: the entry, dated by the server's clock, and the human check it spends, in
 * one guarded transaction, beside an atomic read of the days count. A note that speaks of
 * self-harm is still saved; the answer then carries the help lines.
 */
export const handler = httpRoute(
  journalContracts.create,
  async ({ caller, body }) => {
    const { userId } = caller;
    const entry = withFamily(buildEntry(body, body.requestId ?? randomUUID(), new Date()));
    const [spendCaptcha, seal] = await Promise.all([
      requireCaptcha(body.captchaToken),
      sealerFor(userId),
    ]);
    // The days count is read beside the write, not before it: one round trip when the save's
    // guess about its date holds (see saveEntry).
    let saved;
    let day;
    try {
      [saved, day] = await Promise.all([
        saveEntry(caller, entry, { with: [spendCaptcha], seal }),
        readDayState(userId, entry.date),
      ]);
    } catch (error) {
      // The only other condition of the save: the check was spent already.
      if (error instanceof EntryWriteRefused) throw captchaRefused('replayed');
      throw error;
    }
    let crisis;
    // Saves send text nowhere: the lexicon alone decides here.
    const lexicon = assessCrisis(entryText(saved.entry));
    if (lexicon.flagged) {
      const [account, profile] = await Promise.all([readAccount(userId), readProfile(userId)]);
      const language = pickLanguage(body.language, account?.language);
      countCrisisFlag('save', crisisSignal(lexicon, undefined, language));
      crisis = crisisResponse(language, profile?.country);
    }
    return {
      status: saved.created ? 201 : 200,
      json: {
        entry: saved.entry,
        daysWithEntries: daysAfterSave(day),
        ...(crisis ? { crisis } : {}),
      },
    };
  },
  // Every effect of a save is a guarded write: a revoked token cannot write or read through it.
  { session: 'writes' },
);
