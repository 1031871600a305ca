import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../../lambdas/domain/safety';
import { cueHits, type Cue } from '../../../lambdas/domain/safety/cues';

/** Cues by sentence, as a reading would find them: `[['death', 'wish'], [], ['time']]`. */
function found(sentences: Cue[][]): Map<Cue, Set<number>> {
  const at = new Map<Cue, Set<number>>();
  sentences.forEach((cues, sentence) =>
    cues.forEach((cue) => at.set(cue, (at.get(cue) ?? new Set()).add(sentence))),
  );
  return at;
}

const classesOf = (sentences: Cue[][], weak: boolean) => [
  ...new Set(
    cueHits(found(sentences), sentences.length)
      .filter((hit) => hit.weak === weak)
      .map((hit) => hit.cls),
  ),
];

describe('cueHits: which cues together make a class', () => {
  it.each<[string, Cue[][], string[], string[]]>([
    // [what, cues per sentence, strong classes, weak-only classes]
    ['a death and a wish are intent', [['death', 'wish']], ['intent'], []],
    ['a death alone is nothing', [['death']], [], []],
    ['a means alone is nothing', [['means']], [], []],
    ['a means with a wish is a weak method', [['means', 'wish']], [], ['method']],
    ['a means with a preparation is a method', [['means', 'prepare']], ['method'], []],
    ['a time with a means and a wish is a plan', [['time', 'means', 'wish']], ['plan'], ['method']],
    ['a time with a means alone is no plan', [['time', 'means']], [], []],
    ['a moment alone with a preparation is a plan', [['alone', 'prepare']], ['plan'], []],
    ['a moment alone with a time is a weak plan', [['alone', 'time']], [], ['plan']],
    [
      'the unnamed deed with a time and a preparation is a plan',
      [['deed', 'time', 'prepare']],
      ['plan'],
      [],
    ],
    ['the deed with a time alone is nothing', [['deed', 'time']], [], []],
    ['a goodbye with a finality is farewell', [['farewell', 'finality']], ['farewell'], []],
    ['a goodbye alone is a weak farewell', [['farewell']], [], ['farewell']],
    ['a burden with a death is burden', [['burden', 'death']], ['burden'], []],
    ['a wound that comes again is self-harm', [['wound', 'again']], ['selfHarm'], []],
    ['a dose question with a means is dose', [['dose', 'means']], ['dose'], []],
    ['a dose question alone is nothing', [['dose']], [], []],
    ['a thought come back with an attempt is relapse', [['back', 'attempt']], ['relapse'], []],
    ['a thought come back with a wish alone is no relapse', [['back', 'wish']], [], []],
    [
      'hopelessness with permanence is hopelessness',
      [['hopeless', 'finality']],
      ['hopelessness'],
      [],
    ],
  ])('%s', (_, sentences, strong, weak) => {
    expect(classesOf(sentences, false).sort()).toEqual(strong.sort());
    // Weak hits of a class already strong add nothing; only the weak-only ones are asserted.
    const weakOnly = classesOf(sentences, true).filter((cls) => !strong.includes(cls));
    expect(weakOnly.sort()).toEqual(weak.sort());
  });

  it('reads a thought over three sentences, not four', () => {
    expect(classesOf([['time'], [], ['means', 'prepare']], false)).toContain('plan');
    expect(classesOf([['time'], [], [], ['means', 'wish']], false)).not.toContain('plan');
  });

  it('puts a hit in the last sentence of the thought', () => {
    const hits = cueHits(found([['time'], ['means'], ['prepare']]), 3);
    expect(hits.filter((hit) => hit.cls === 'plan').map((hit) => hit.sentence)).toEqual([2]);
  });

  it('makes a weak cue said again close by a strong one', () => {
    expect(classesOf([['burden'], ['burden']], false)).toEqual(['burden']);
    expect(classesOf([['burden'], [], [], ['burden']], false)).toEqual([]);
  });

  it('lets a weak cue stand only in its own sentence', () => {
    const hits = cueHits(found([['farewell'], []]), 2);
    expect(hits.map((hit) => hit.sentence)).toEqual([0]);
  });
});

describe('assessCrisis: cues under the guards', () => {
  it.each([
    'I looked at the kitchen knives for a long time tonight.',
    "Friday, when Jake's on his night shift. I've got everything I need.",
    'been stockin up on my nan’s tramadol, got like 60 now',
    "It's been two years since the hospital and I'm thinking about it again every night.",
    'Después del intento estuve mejor, pero los pensamientos han vuelto y quiero morir.',
  ])('hears %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(true);
  });

  it.each([
    'When I was fourteen I wanted to die. I’m thirty now and I have a daughter and a garden.',
    'Dad’s gun is locked up and he’s teaching me to shoot clay pigeons on Saturday.',
    'Bought a rope for the tent, camping trip next weekend with the kids.',
    'Reading a memoir by a woman who survived a suicide attempt, it’s hopeful.',
    'How much tylenol can I give my 5 year old?',
  ])('stays quiet for %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(false);
  });

  it('lets a crisis told in the past stand beside something of now', () => {
    const past = 'Years ago I tried to overdose on my pills.';
    expect(assessCrisis(past).flagged).toBe(false);
    const now = assessCrisis(`${past} Tonight the urges are back and I counted them again.`);
    expect(now.flagged).toBe(true);
    expect(now.classes).toContain('relapse');
  });
});
