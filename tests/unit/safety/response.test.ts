import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lambdas/domain/i18n-languages';
import { crisisResponse, crisisSchema } from '../../../lambdas/domain/safety/response';

const dialled = (language: Language, country?: string) =>
  crisisResponse(language, country).lines.map((l) => l.tel ?? l.url);

describe('crisisResponse: the help a flagged note brings', () => {
  it.each([
    ['uk', undefined, 'UA', ['7333', '116111', '112']],
    ['en', undefined, 'US', ['988', '911']],
    ['es', undefined, 'ES', ['024', '112']],
    ['ja', undefined, 'JP', ['119']],
    ['en', 'Україна', 'UA', ['7333', '112']],
    ['uk', 'Spain', 'ES', ['024']],
    ['uk', 'Polska', 'PL', ['116123', '112']],
    ['es', 'Mexico', 'MX', ['911']],
    ['en', 'England', 'GB', ['116123']],
  ] as const)('%s, profile %s → the lines of %s', (language, country, code, mustDial) => {
    const help = crisisResponse(language, country);
    expect(help.country).toBe(code);
    expect(dialled(language, country)).toEqual(expect.arrayContaining([...mustDial]));
    // The international directory always closes the list.
    expect(help.lines.at(-1)!.url).toBe('https://findahelpline.com');
  });

  it('reads the country from the profile first, then from the language', () => {
    expect(crisisResponse('uk', 'Japan').country).toBe('JP');
    expect(crisisResponse('ja', '').country).toBe('JP');
    expect(crisisResponse('es', 'not a place').country).toBe('ES');
  });

  it('gives a country without lines of its own the directory, not another country’s numbers', () => {
    const help = crisisResponse('uk', 'Czechia');
    expect(help.country).toBeUndefined();
    expect(help.lines.map((l) => l.url)).toEqual(['https://findahelpline.com']);
  });

  it.each(['uk', 'en', 'ja', 'es'] as const)(
    'speaks %s: title, message, grounding, names and hours, in the contract’s shape',
    (language) => {
      const help = crisisSchema.parse(crisisResponse(language));
      for (const text of [help.title, help.message, help.grounding]) {
        expect(text).not.toMatch(/^crisis\./);
      }
      for (const line of help.lines) {
        expect(line.name).not.toMatch(/^helplines\./);
        expect(line.hours).not.toMatch(/^helplines\./);
      }
    },
  );
});
