import { describe, expect, it } from 'vitest';
import { latinView } from '../../../lambdas/domain/safety/normalize';
import { compilePattern, matcherOf, NoteView } from '../../../lambdas/domain/safety/pattern';

const latinMatcher = (pattern: string) => matcherOf(compilePattern('latin', pattern));

/** A note as the Latin-script view the detector scans: folded, framed by spaces. */
const viewOf = (note: string) => ` ${latinView(note)} `;

/**
 * The prefilter may only rule a pattern out when its regex cannot match: every literal it
 * requires must be in every text the regex matches.
 */
describe('the literal prefilter of a pattern', () => {
  it.each([
    // A view squeezes repeated letters; these are given as a view would hold other repeats.
    ['xa+b', ' xaab '],
    ['xa{2,}b', ' xaaab '],
    ['(pills|tablets) ~2 (counted|hidden)', viewOf('the tablets I hidden')],
    ['counted (the )?pills', viewOf('counted pills')],
  ])('lets %s through to "%s", which it matches', (pattern, text) => {
    const matcher = latinMatcher(pattern);
    const view = new NoteView(text);
    matcher.regex.lastIndex = 0;
    expect(matcher.regex.test(text)).toBe(true);
    expect(view.admits(matcher)).toBe(true);
  });

  it('rules a pattern out when a literal it requires is missing', () => {
    const matcher = latinMatcher('counted (the )?pills');
    expect(new NoteView(viewOf('counted the sheep')).admits(matcher)).toBe(false);
  });
});
