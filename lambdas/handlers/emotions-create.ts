import { randomUUID } from 'node:crypto';
import { readAccount } from '../adapters/accounts';
import { consumeCaptcha } from '../adapters/captcha';
import { saveEntry } from '../adapters/journal';
import { readProfile } from '../adapters/profiles';
import { crisisResources, detectCrisis } from '../domain/crisis';
import { pickLanguage } from '../domain/i18n-languages';
import { buildEntry, entryText, newEmotionSchema } from '../domain/journal';
import { httpHandler, json, parseBody, userIdOf } from './http';

/**
 * `POST /api/emotions`: validates, spends the human check, and saves with the server's clock.
 * A note that speaks of self-harm is still saved; the answer then carries the help lines.
 */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const input = parseBody(event, newEmotionSchema);
  await consumeCaptcha(input.captchaToken);
  const entry = buildEntry(input, input.requestId ?? randomUUID(), new Date());
  const saved = await saveEntry(userId, entry, input.requestId);
  const text = entryText(saved.entry);
  let crisis;
  if (detectCrisis(text)) {
    const [account, profile] = await Promise.all([readAccount(userId), readProfile(userId)]);
    crisis = crisisResources(pickLanguage(input.language, account?.language), profile?.country);
  }
  return json(saved.created ? 201 : 200, {
    entry: saved.entry,
    daysWithEntries: saved.daysWithEntries,
    ...(crisis ? { crisis } : {}),
  });
});
