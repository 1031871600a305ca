import { describe, expect, it } from 'vitest';
import { offlineAnalysis, offlineChatReply } from '../../../lambdas/domain/analysis/offline';
import { analysisResultSchema, countSentences } from '../../../lambdas/domain/analysis/schema';
import { languages, type Language } from '../../../lambdas/domain/i18n';
import { weekInput } from './fixtures';

const script: Record<Language, RegExp> = {
  uk: /[а-яіїєґ]{3}/i,
  en: /\b(the|you|your|a|and|of)\b/,
  ja: /[\u3040-\u30ff]/,
  es: /\b(tus|los|del|que|la|el|de|y)\b/,
};

describe.each(languages)('offline analyst (%s)', (language) => {
  const result = offlineAnalysis(weekInput(language));

  it('has the validated shape: 2–4 + 2–4 sentences, 1–2 tips', () => {
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(countSentences(result.analysis)).toBeGreaterThanOrEqual(2);
    expect(countSentences(result.analysis)).toBeLessThanOrEqual(4);
    expect(countSentences(result.advice)).toBeGreaterThanOrEqual(2);
    expect(countSentences(result.advice)).toBeLessThanOrEqual(4);
    expect(result.tips.length).toBeGreaterThanOrEqual(1);
    expect(result.tips.length).toBeLessThanOrEqual(2);
    expect(new Set(result.tips).size).toBe(result.tips.length);
  });

  it('is written in that language', () => {
    for (const text of [result.analysis, result.advice, ...result.tips]) {
      expect(text).toMatch(script[language]);
    }
    if (language !== 'uk') expect(result.analysis + result.advice).not.toMatch(/[іїєґ]/);
  });

  it('counts the emotions, and quotes the user’s own words', () => {
    const input = weekInput(language);
    const top = input.entries[0]!.emotion;
    expect(result.analysis).toContain(`${top}`);
    expect(result.analysis).toMatch(/[(（]3[回)）]/);
    const firstNote = input.entries[0]!.note!.split(/[.。]/)[0]!.trim();
    expect(result.analysis).toContain(firstNote);
    expect(result.advice).toContain(input.profile!.joySources!);
  });

  it('is deterministic', () => {
    expect(offlineAnalysis(weekInput(language))).toEqual(result);
  });

  it('leads the advice with the help lines when the crisis detector fired', () => {
    const crisis = offlineAnalysis(weekInput(language, { crisis: true }));
    expect(crisis.advice.startsWith(result.advice)).toBe(false);
    expect(countSentences(crisis.advice)).toBeLessThanOrEqual(4);
    expect(analysisResultSchema.safeParse(crisis).success).toBe(true);
  });

  it('handles a single day with one entry and no notes', () => {
    const day = offlineAnalysis(
      weekInput(language, {
        kind: 'day',
        from: '2026-03-03',
        to: '2026-03-03',
        entries: [{ date: '2026-03-03', emotion: 'x!?. y' }],
        profile: undefined,
      }),
    );
    expect(analysisResultSchema.safeParse(day).success).toBe(true);
  });

  it('chats: reflects the message, one step, says it is offline', () => {
    const reply = offlineChatReply({
      language,
      messages: [{ role: 'user', content: 'Sirens again, I cannot sleep. Help' }],
      lastAnalysisDate: '2026-03-07',
      daysWithEntries: 7,
      crisis: false,
    });
    expect(reply).toContain('Sirens again, I cannot sleep');
    expect(reply).toMatch(script[language]);
    expect(countSentences(reply)).toBeGreaterThanOrEqual(3);
  });
});

describe('offline samples', () => {
  it('prints one week analysis per language (for the report)', () => {
    for (const language of languages) {
      console.log(
        `--- ${language}\n${JSON.stringify(offlineAnalysis(weekInput(language)), null, 2)}`,
      );
    }
  });
});
