import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../../lambdas/domain/crisis';
import { crisisStrings } from '../../../lambdas/domain/i18n';

const { t } = crisisStrings;
import { referralFirst } from '../../../lambdas/domain/safety/referral';
import { crisisSignal, type ModelSignal } from '../../../lambdas/domain/safety/signal';

const quiet = assessCrisis('Зранку кава, потім робота. Звичайний день.');
const heard = assessCrisis('Не хочу більше жити.');
const byReader = { flagged: true, classes: [], languages: [], wholeNote: true };

describe('crisisSignal', () => {
  it.each<[string, typeof quiet, ModelSignal | undefined, boolean, string[], string[]]>([
    ['a quiet note on a save', quiet, undefined, false, [], []],
    ['a quiet note the model read as calm', quiet, 'none', false, [], []],
    ['the lexicon alone', heard, undefined, true, ['uk'], heard.classes],
    ['the model alone: concern', quiet, 'concern', true, ['en'], ['model:concern']],
    ['the model alone: urgent', quiet, 'urgent', true, ['en'], ['model:urgent']],
    ['the guardrail alone', quiet, 'guardrail', true, ['en'], ['guardrail']],
    ['both', heard, 'urgent', true, ['uk'], [...heard.classes, 'model:urgent']],
    ['the whole-note reader alone', byReader, undefined, true, ['en'], ['wholeNote']],
    [
      'the whole-note reader and the model',
      byReader,
      'concern',
      true,
      ['en'],
      ['wholeNote', 'model:concern'],
    ],
  ])('%s', (_name, lexicon, model, flagged, languages, classes) => {
    expect(crisisSignal(lexicon, model, 'en')).toEqual({ flagged, languages, classes });
  });

  it('hears what the lexicon heard', () => {
    expect(heard.flagged).toBe(true);
    expect(heard.classes.length).toBeGreaterThan(0);
  });
});

describe('referralFirst', () => {
  it.each(['uk', 'en', 'ja', 'es'] as const)(
    'puts the way to help before the reply in %s',
    (language) => {
      const reply = referralFirst(language, 'The model said this.');
      expect(reply.startsWith(t(language, 'crisis.referral'))).toBe(true);
      expect(reply.endsWith('The model said this.')).toBe(true);
    },
  );
});
