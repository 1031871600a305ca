import { describe, expect, it } from 'vitest';
import '../../../lambdas/domain/safety';
import { compileLexicon } from '../../../lambdas/domain/safety/lexicon';
import { lexiconSources } from './lexicon-sources';

const rulesOf = (language: string) => {
  const source = lexiconSources.find((lexicon) => lexicon.language === language)!;
  return compileLexicon(source).rules.flatMap((rule) => rule.patterns.map(({ regex }) => regex));
};

const cpuMs = (run: () => void) => {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const DAY =
  '今日は会社で会議があって、そのあと友達とご飯を食べに行った。帰りの電車は混んでいて疲れた。';
const SENTENCES = DAY.repeat(20);

/**
 * What `machine-code-regexes.ts` is for. With V8's default tier-up, regexes made once the process
 * had compiled megabytes of regex code ran many times slower than the same regexes made first: of
 * four sets of the twenty largest Japanese rules made after the English and Spanish rules, the
 * first two read these sentences fifty times in 6–11 ms and the third and fourth in 224–262 ms.
 * Compiled straight to machine code, the slowest set reads them in about 11 ms. The bound sits far
 * from both.
 */
describe('the crisis detector’s regexes', () => {
  it('run as fast when made after megabytes of other regex code as when made first', () => {
    const largest = rulesOf('ja')
      .sort((a, b) => b.length - a.length)
      .slice(0, 20);
    const made = (copy: number) =>
      largest.map((source) => {
        // An empty group per copy: the same regex, but not V8's cached compilation of it.
        const regex = new RegExp(`${source}${'(?:)'.repeat(copy)}`, 'g');
        regex.test(SENTENCES);
        regex.test(SENTENCES);
        return regex;
      });
    const read = (regexes: RegExp[]) =>
      cpuMs(() => {
        for (let pass = 0; pass < 50; pass++)
          for (const regex of regexes) {
            regex.lastIndex = 0;
            regex.test(SENTENCES);
          }
      });
    // Megabytes of regex code first: the English and Spanish rules, each compiled by a use.
    const others = ['en', 'es'].flatMap(rulesOf).map((source) => new RegExp(source, 'g'));
    others.forEach((regex) => regex.test('¦'.repeat(1000)));
    const slowest = Math.max(...[1, 2, 3, 4].map((copy) => read(made(copy))));
    expect(others.length).toBeGreaterThan(500);
    expect(slowest).toBeLessThan(60);
  }, 30_000);
});
