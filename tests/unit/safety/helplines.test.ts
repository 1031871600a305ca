import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { countryCode, countryForLanguage } from '../../../lambdas/domain/countries';
import {
  helplineCountries,
  helplinesFor,
  type Helpline,
} from '../../../lambdas/domain/safety/helplines';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import ja from '../../../locales/ja.json';
import uk from '../../../locales/uk.json';

const catalogs = { uk, en, ja, es };
const fallbackUrl = 'https://findahelpline.com';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

const helplineSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
    phone: z.optional(z.string().check(z.regex(/^\d+( \d+)*$/))),
    tel: z.optional(z.string().check(z.regex(/^(\+[1-9]\d{7,14}|\d{3,6})$/))),
    url: z.optional(z.url({ protocol: /^https$/ })),
    hours: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('always') }),
      z.strictObject({ kind: z.literal('daily'), from: clock, to: clock }),
      z.strictObject({
        kind: z.literal('text'),
        key: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
      }),
    ]),
    languages: z
      .array(
        z.string().check(
          z.regex(/^[a-z]{2}$/),
          z.refine((code) => languageNames.of(code) !== undefined, 'not an ISO 639-1 language'),
        ),
      )
      .check(z.minLength(1)),
    audience: z.enum(['everyone', 'children', 'veterans', 'emergency']),
  })
  .check(
    z.refine((line) => line.phone !== undefined || line.url !== undefined, 'no way to reach it'),
    z.refine(
      (line) => (line.phone === undefined) === (line.tel === undefined),
      'phone without tel',
    ),
    z.refine((line) => {
      if (line.phone === undefined || line.tel === undefined) return true;
      // The tel: link must dial the number shown: same digits, less the trunk 0 abroad.
      const shown = line.phone.replace(/\D/g, '');
      return line.tel.startsWith('+')
        ? line.tel.slice(1).endsWith(shown.replace(/^0+/, ''))
        : line.tel === shown;
    }, 'tel does not dial the phone shown'),
  );

const allLines = helplineCountries.flatMap((country) => helplinesFor(country).lines);
const tableLines = [...new Map(allLines.map((line) => [line.id, line])).values()];

function lookup(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
}

const telsOf = (lines: Helpline[]) => lines.map((line) => line.tel);

describe('help-line table', () => {
  it('prints its size', () => {
    console.log(
      `help lines: ${helplineCountries.length} countries, ${tableLines.length} lines with the fallback`,
    );
    expect(helplineCountries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(tableLines.map((line) => [line.id, line] as const))(
    '%s has the shape of a help line',
    (_id, line) => {
      expect(helplineSchema.safeParse(line).error?.issues ?? []).toEqual([]);
    },
  );

  it('gives every line its own id', () => {
    const ids = helplineCountries.flatMap((country) =>
      helplinesFor(country).lines.map((line) => line.id),
    );
    const national = ids.filter((id) => id !== 'findAHelpline');
    expect(new Set(national).size).toBe(national.length);
  });

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])(
    '%s names every line and every kind of hours',
    (language) => {
      const catalog = catalogs[language];
      const textKeys = tableLines.flatMap((line) =>
        line.hours.kind === 'text' ? [line.hours.key] : [],
      );
      const missing = [
        ...tableLines.map((line) => `helplines.lines.${line.id}`),
        ...['always', 'daily', ...textKeys].map((key) => `helplines.hours.${key}`),
      ].filter((key) => {
        const value = lookup(catalog, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
      expect(lookup(catalog, 'helplines.hours.daily')).toMatch(/\{\{from\}\}.*\{\{to\}\}/);
    },
  );
});

describe('helplinesFor', () => {
  it.each([
    ['UA', ['7333', '116111', '112']],
    ['US', ['988', '911']],
    ['GB', ['116123', '999']],
    ['IE', ['116123', '112']],
    ['ES', ['024', '112']],
    ['JP', ['+81120279338', '+81120783556', '119']],
    ['DE', ['+498001110111', '+498001110222', '112']],
    ['PL', ['116123', '116111', '112']],
    ['CA', ['988', '911']],
    ['AU', ['131114', '000']],
    ['FR', ['3114', '112']],
    ['IT', ['+390223272327', '112']],
    ['PT', ['+351213544545', '+351808242424', '112']],
    ['MX', ['+528009112000', '911']],
    ['AR', ['135', '+541152751135', '911']],
  ])('%s has its required numbers', (country, tels) => {
    const { country: found, lines } = helplinesFor(country);
    expect(found).toBe(country);
    expect(telsOf(lines)).toEqual(expect.arrayContaining(tels));
  });

  it.each(helplineCountries)(
    '%s lists lines for everyone, then for a group, then emergencies, and the directory last',
    (country) => {
      const { lines } = helplinesFor(country);
      const rank = { everyone: 0, children: 1, veterans: 1, emergency: 2 };
      const national = lines.slice(0, -1);
      const ranks = national.map((line) => rank[line.audience]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(national[0]?.audience).toBe('everyone');
      expect(national.some((line) => line.audience === 'emergency')).toBe(true);
      expect(lines.at(-1)?.url).toBe(fallbackUrl);
      expect(lines.filter((line) => line.url === fallbackUrl)).toHaveLength(1);
    },
  );

  it.each([undefined, '', 'ZZ', 'Narnia', 'CZ', 'Česko', 'N/A'])(
    'gives %j only the international directory',
    (country) => {
      const result = helplinesFor(country);
      expect(result.country).toBeUndefined();
      expect(result.lines.map((line) => line.url)).toEqual([fallbackUrl]);
    },
  );

  it.each([
    ['ua', 'UA'],
    ['Україна', 'UA'],
    ['España', 'ES'],
    ['日本', 'JP'],
  ])('reads %j as a country (%s)', (text, code) => {
    expect(helplinesFor(text).country).toBe(code);
  });
});

describe('countryCode', () => {
  it.each([
    // Ukraine, as our users write it
    ['Ukraine', 'UA'],
    ['Україна', 'UA'],
    ['україна', 'UA'],
    ['Украiна', 'UA'],
    ['Украина', 'UA'],
    ['UA', 'UA'],
    ['ua', 'UA'],
    ['U A', 'UA'],
    ['UKR', 'UA'],
    ['ukraina', 'UA'],
    ['Ukrayina', 'UA'],
    ['ウクライナ', 'UA'],
    ['Ucrania', 'UA'],
    ['🇺🇦', 'UA'],
    ['Харків, Україна', 'UA'],
    ['Kyiv (Ukraine)', 'UA'],
    // United States
    ['U.S.A.', 'US'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['United States of America', 'US'],
    ['EE.UU.', 'US'],
    ['Estados Unidos', 'US'],
    ['アメリカ', 'US'],
    ['アメリカ合衆国', 'US'],
    ['米国', 'US'],
    ['США', 'US'],
    ['Сполучені Штати', 'US'],
    // United Kingdom and its nations
    ['Great Britain', 'GB'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['England', 'GB'],
    ['Wales', 'GB'],
    ['Scotland', 'GB'],
    ['Northern Ireland', 'GB'],
    ['Reino Unido', 'GB'],
    ['Велика Британія', 'GB'],
    ['Великобританія', 'GB'],
    ['Англія', 'GB'],
    ['Великобритания', 'GB'],
    ['イギリス', 'GB'],
    ['英国', 'GB'],
    ['London, England', 'GB'],
    // Ireland
    ['Ireland', 'IE'],
    ['Éire', 'IE'],
    ['Ірландія', 'IE'],
    ['Irlanda', 'IE'],
    // Spain
    ['Spain', 'ES'],
    ['España', 'ES'],
    ['espana', 'ES'],
    ['Іспанія', 'ES'],
    ['Испания', 'ES'],
    ['スペイン', 'ES'],
    ['Valencia, España', 'ES'],
    ['Islas Canarias', 'ES'],
    ['ES', 'ES'],
    // Japan
    ['Japan', 'JP'],
    ['日本', 'JP'],
    ['Japón', 'JP'],
    ['Японія', 'JP'],
    ['Япония', 'JP'],
    ['JP', 'JP'],
    ['Nippon', 'JP'],
    // Germany
    ['Deutschland', 'DE'],
    ['Germany', 'DE'],
    ['Niemcy', 'DE'],
    ['Німеччина', 'DE'],
    ['Германия', 'DE'],
    ['Alemania', 'DE'],
    ['ドイツ', 'DE'],
    ['Berlin / Deutschland', 'DE'],
    // Poland
    ['Polska', 'PL'],
    ['Poland', 'PL'],
    ['Польща', 'PL'],
    ['Польша', 'PL'],
    ['Polonia', 'PL'],
    ['ポーランド', 'PL'],
    // the rest of the table
    ['Canada', 'CA'],
    ['Канада', 'CA'],
    ['Canadá', 'CA'],
    ['カナダ', 'CA'],
    ['Australia', 'AU'],
    ['Австралія', 'AU'],
    ['オーストラリア', 'AU'],
    ['France', 'FR'],
    ['Франція', 'FR'],
    ['Francia', 'FR'],
    ['フランス', 'FR'],
    ['Italia', 'IT'],
    ['Italy', 'IT'],
    ['Італія', 'IT'],
    ['イタリア', 'IT'],
    ['Portugal', 'PT'],
    ['Португалія', 'PT'],
    ['ポルトガル', 'PT'],
    ['México', 'MX'],
    ['Mexico', 'MX'],
    ['Мексика', 'MX'],
    ['メキシコ', 'MX'],
    ['Argentina', 'AR'],
    ['Аргентина', 'AR'],
    ['アルゼンチン', 'AR'],
    // countries without national lines in the table still resolve, so no wrong country's lines show
    ['Чехія', 'CZ'],
    ['Česko', 'CZ'],
    ['Moldova', 'MD'],
    ['Румунія', 'RO'],
    ['Nederland', 'NL'],
    ['Lietuva', 'LT'],
    ['Türkiye', 'TR'],
    ['Россия', 'RU'],
    ['ＵＡ', 'UA'],
  ])('reads %j as %s', (text, code) => {
    expect(countryCode(text)).toBe(code);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    '   ',
    'N/A',
    'no',
    '-',
    'Narnia',
    'Харків',
    'Ukraine / Spain',
  ])('reads %j as no country', (text) => {
    expect(countryCode(text)).toBeUndefined();
  });
});

describe('countryForLanguage', () => {
  it.each([
    ['uk', 'UA'],
    ['en', 'US'],
    ['ja', 'JP'],
    ['es', 'ES'],
  ] as const)('assumes %s is written in %s', (language, code) => {
    expect(countryForLanguage(language)).toBe(code);
  });
});
