import * as z from 'zod/mini';
import { contract } from '../contract';
import { countryCode, countryForLanguage } from '../countries';
import { crisisStrings } from '../i18n';
import { languages, type Language } from '../i18n-languages';
import { helplinesFor, type Helpline } from './helplines';

const { t } = crisisStrings;

export const audiences = ['everyone', 'children', 'veterans', 'emergency'] as const;

/**
 * The help a flagged note or message brings back, and what "Get help now" shows: a calm title
 * and message, a grounding step for right now, and the lines of the person's country, each
 * with what to dial, when it answers and in which languages. Texts are in the person's language.
 */
export const crisisSchema = z.strictObject({
  title: z.string(),
  message: z.string(),
  grounding: z.string(),
  /** The country whose lines these are; absent when only the international directory fits. */
  country: z.optional(z.string()),
  lines: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      phone: z.optional(z.string()),
      /** What a `tel:` link dials. */
      tel: z.optional(z.string()),
      url: z.optional(z.string()),
      hours: z.string(),
      /** ISO 639-1 codes; the screen names them with Intl.DisplayNames. */
      languages: z.array(z.string()),
      audience: z.enum(audiences),
    }),
  ),
});

export type Crisis = z.infer<typeof crisisSchema>;

function hoursText(language: Language, hours: Helpline['hours']): string {
  switch (hours.kind) {
    case 'always':
      return t(language, 'helplines.hours.always');
    case 'daily':
      return t(language, 'helplines.hours.daily', { from: hours.from, to: hours.to });
    case 'text':
      return t(language, `helplines.hours.${hours.key}`);
  }
}

/**
 * The help for someone writing in `language`: the lines of the country their profile names
 * when we can read it, else of the country most people writing in that language live in. A
 * country we read but have no lines for gets the international directory alone (better than
 * another country's numbers); it always closes the list.
 */
export function crisisResponse(language: Language, profileCountry?: string): Crisis {
  const code = countryCode(profileCountry) ?? countryForLanguage(language);
  const { country, lines } = helplinesFor(code);
  return {
    title: t(language, 'crisis.title'),
    message: t(language, 'crisis.message'),
    grounding: t(language, 'crisis.grounding'),
    ...(country ? { country } : {}),
    lines: lines.map((line) => ({
      id: line.id,
      name: t(language, `helplines.lines.${line.id}`),
      ...(line.phone ? { phone: line.phone } : {}),
      ...(line.tel ? { tel: line.tel } : {}),
      ...(line.url ? { url: line.url } : {}),
      hours: hoursText(language, line.hours),
      languages: line.languages,
      audience: line.audience,
    })),
  };
}

/** `GET /api/helplines?language=&country=`: "Get help now", for anyone, signed in or not. */
export const helplinesContract = contract({
  query: z.strictObject({
    language: z._default(z.enum(languages), 'uk'),
    country: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
  response: crisisSchema,
});
