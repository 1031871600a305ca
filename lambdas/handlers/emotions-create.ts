import { randomUUID } from 'node:crypto';
import { readAccount } from '../adapters/accounts';
import { captchaRefused, requireCaptcha } from '../adapters/captcha';
import { EntryWriteRefused, readDayState, saveEntry } from '../adapters/journal';
import { readProfile } from '../adapters/profiles';
import { detectCrisis } from '../domain/crisis';
import { crisisResponse } from '../domain/safety/response';
import { pickLanguage } from '../domain/i18n-languages';
import { buildEntry, entryText, journalContracts } from '../domain/journal';
import { httpRoute } from '../http/route';

/**
 * `POST /api/emotions`: the entry, dated by the server's clock, and the human check it spends, in
 * one guarded transaction. A note that speaks of self-harm is still saved; the answer then
 * carries the help lines.
 */
export const handler = httpRoute(
  journalContracts.create,
  async ({ caller, body }) => {
    const { userId } = caller;
    const entry = buildEntry(body, body.requestId ?? randomUUID(), new Date());
    // The proof of work is checked while the day is looked up: one round trip before the write.
    const [spendCaptcha, day] = await Promise.all([
      requireCaptcha(body.captchaToken),
      readDayState(userId, entry.date),
    ]);
    let saved;
    try {
      saved = await saveEntry(caller, entry, {
        with: [spendCaptcha],
        dateIsKnown: day.dateIsKnown,
      });
    } catch (error) {
      // The only other condition of the save: the check was spent already.
      if (error instanceof EntryWriteRefused) throw captchaRefused('replayed');
      throw error;
    }
    let crisis;
    if (detectCrisis(entryText(saved.entry))) {
      const [account, profile] = await Promise.all([readAccount(userId), readProfile(userId)]);
      crisis = crisisResponse(pickLanguage(body.language, account?.language), profile?.country);
    }
    return {
      status: saved.created ? 201 : 200,
      json: {
        entry: saved.entry,
        daysWithEntries: day.daysWithEntries + (saved.newDate ? 1 : 0),
        ...(crisis ? { crisis } : {}),
      },
    };
  },
  // Every effect of a save is a guarded write: a revoked token cannot write or read through it.
  { session: 'writes' },
);
