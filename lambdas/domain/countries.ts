import type { Language } from './i18n-languages';

/**
 * Languages whose country names a free-text country field is read in: the product's four,
 * Russian (many of our users write it), and those of the countries where our users live or
 * found refuge. Intl supplies the names (CLDR), so every country is known in each of them.
 */
const nameLanguages = [
  'uk',
  'en',
  'ja',
  'es',
  'ru',
  'de',
  'pl',
  'fr',
  'it',
  'pt',
  'nl',
  'cs',
  'sk',
  'ro',
  'hu',
  'bg',
  'lt',
  'lv',
  'et',
  'sv',
  'nb',
  'da',
  'fi',
  'el',
  'hr',
  'sl',
  'tr',
  'he',
  'ka',
  'ko',
  'zh',
  'ca',
] as const;

/**
 * Region codes Intl names that are not countries of their own: groupings, pseudo-regions,
 * and places ISO 3166-1 only reserves (the Canary Islands are Spain, Ascension belongs to
 * St Helena), so a person there is sent to the right country's lines.
 */
const notCountries = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
]);

/** What people write that Intl does not list: short forms, parts of a country, transliterations. */
const aliases: Record<string, readonly string[]> = {
  UA: ['ukr', 'ukraina', 'ukrayina'],
  US: [
    'usa',
    'america',
    'unitedstatesofamerica',
    'eeuu',
    'estadosunidosdeamerica',
    'сша',
    'америка',
    'сполученіштатиамерики',
    'соединенныештатыамерики',
    'ssha',
    'アメリカ',
    '米国',
  ],
  GB: [
    'uk',
    'gbr',
    'greatbritain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northernireland',
    'granbretaña',
    'inglaterra',
    'escocia',
    'gales',
    'irlandadelnorte',
    'великобританія',
    'британія',
    'англія',
    'шотландія',
    'уельс',
    'північнаірландія',
    'британия',
    'англия',
    'шотландия',
    'уэльс',
    'севернаяирландия',
    '英国',
    'イングランド',
    'スコットランド',
    'ウェールズ',
    '北アイルランド',
  ],
  IE: ['irl', 'éire'],
  ES: ['esp', 'ispaniia', 'ispaniya', 'ispanija', 'canarias', 'islascanarias', 'canaryislands'],
  JP: ['jpn', 'nippon', 'nihon', '日本国'],
  DE: ['deu', 'nimechchyna', 'germaniya'],
  PL: ['pol', 'polshcha', 'polsha'],
  CA: ['can'],
  AU: ['aus'],
  FR: ['fra'],
  IT: ['ita'],
  PT: ['prt'],
  MX: ['mex', 'méjico'],
  AR: ['arg'],
};

/** What people type into an optional field to leave it empty ("N/A" is not Namibia). */
const placeholders = new Set(['na', 'no', 'none', 'nope', 'нет', 'ні', 'немає', 'なし', 'ninguno']);

/**
 * Latin letters that look like Cyrillic ones, typed in a Cyrillic word on a mixed keyboard,
 * and the dotted letters people often leave out ("Украiна" for "Україна", "е" for "ё").
 */
const cyrillicTwins: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  ї: 'і',
  ё: 'е',
};

/**
 * Lowercase letters and digits only, Latin accents dropped, so "U.S.A.", " España " and
 * "ＵＡ" compare plainly; a Cyrillic word's look-alikes are folded as `cyrillicTwins` says.
 */
function squash(text: string): string {
  let folded = text.normalize('NFKC').toLowerCase();
  if (/\p{Script=Cyrillic}/u.test(folded)) {
    folded = folded.replace(/[aceiopxyїё]/g, (letter) => cyrillicTwins[letter] ?? letter);
  }
  return folded
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function allRegionCodes(): string[] {
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters.flatMap((first) => letters.map((second) => first + second));
}

/** The ISO codes of countries Intl knows, without its deprecated aliases (UK, DD, SU…). */
function countryCodes(): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return allRegionCodes().filter(
    (code) =>
      !notCountries.has(code) &&
      english.of(code) !== undefined &&
      Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`,
  );
}

function buildNameIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const add = (name: string, code: string) => {
    const key = squash(name);
    if (key && !index.has(key)) index.set(key, code);
  };
  const codes = countryCodes();
  for (const code of codes) add(code, code);
  for (const [code, names] of Object.entries(aliases)) for (const name of names) add(name, code);
  for (const language of nameLanguages) {
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' });
      for (const code of codes) {
        const name = names.of(code);
        if (name) add(name, code);
      }
    }
  }
  return index;
}

let nameIndex: Map<string, string> | undefined;

/** Built on first use: a cold Lambda that never reads a country pays nothing. */
function names(): Map<string, string> {
  nameIndex ??= buildNameIndex();
  return nameIndex;
}

/** A flag emoji is two regional-indicator letters: 🇺🇦 is U+1F1FA U+1F1E6. */
function flagCode(text: string): string | undefined {
  const flag = /[\u{1F1E6}-\u{1F1FF}]{2}/u.exec(text)?.[0];
  if (!flag) return undefined;
  const code = String.fromCharCode(
    ...[...flag].map((symbol) => (symbol.codePointAt(0) ?? 0) - 0x1f1e6 + 65),
  );
  return names().get(squash(code));
}

/** Where a city and a country share the field: "Kharkiv, Ukraine", "Valencia (España)". */
const partSeparators = /[,;/|()[\]\n]+|\s[-–—]\s/;

/**
 * The ISO 3166-1 alpha-2 code of the country a free-text field names, in any of our languages
 * and many others, as a code, a flag, or with a city beside it; `undefined` when it names none
 * or more than one.
 */
export function countryCode(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const squashed = squash(text);
  if (placeholders.has(squashed)) return undefined;
  const whole = names().get(squashed) ?? flagCode(text);
  if (whole) return whole;
  const named = new Set(
    text
      .split(partSeparators)
      .map((part) => names().get(squash(part)))
      .filter((code): code is string => code !== undefined),
  );
  return named.size === 1 ? [...named][0] : undefined;
}

const countryOfLanguage: Record<Language, string> = { uk: 'UA', en: 'US', ja: 'JP', es: 'ES' };

/** The country to assume when the profile names none: where most people writing in it live. */
export function countryForLanguage(language: Language): string {
  return countryOfLanguage[language];
}
