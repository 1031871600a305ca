import { randomUUID } from 'node:crypto';
import { readAccount } from '../adapters/accounts';
import { consumeCaptcha } from '../adapters/captcha';
import { saveEntry } from '../adapters/journal';
import { readProfile } from '../adapters/profiles';
import { crisisResources, detectCrisis } from '../domain/crisis';
import { pickLanguage } from '../domain/i18n-languages';
import { buildEntry, entryText, journalContracts } from '../domain/journal';
import { httpRoute } from '../http/route';

/**
 * `POST /api/emotions`: validates, spends the human check, and saves with the server's clock.
 * A note that speaks of self-harm is still saved; the answer then carries the help lines.
 */
export const handler = httpRoute(journalContracts.create, async ({ caller, body }) => {
  const { userId } = caller;
  await consumeCaptcha(body.captchaToken);
  const entry = buildEntry(body, body.requestId ?? randomUUID(), new Date());
  const saved = await saveEntry(userId, entry, body.requestId);
  let crisis;
  if (detectCrisis(entryText(saved.entry))) {
    const [account, profile] = await Promise.all([readAccount(userId), readProfile(userId)]);
    crisis = crisisResources(pickLanguage(body.language, account?.language), profile?.country);
  }
  return {
    status: saved.created ? 201 : 200,
    json: {
      entry: saved.entry,
      daysWithEntries: saved.daysWithEntries,
      ...(crisis ? { crisis } : {}),
    },
  };
});
