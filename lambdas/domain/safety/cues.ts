import type { CrisisClass } from './lexicon';

/**
 * Concepts a crisis-line worker hears in a sentence, none of them alarming alone: a death
 * ("die", "not wake up"), a wish or decision ("want", "decided", "ready"), a means ("pills",
 * "the roof"), a preparation ("bought", "counted", "looked up"), a time ("tonight"), a goodbye,
 * a finality ("forever", "the last time"), a burden, a wound, a return ("again"), a state come back ("the urges are back"), an earlier
 * attempt, hopelessness, a dose question, a moment alone ("when the flat is empty"), the deed
 * never named ("I'll do it", "lo haré"). The phrase rules catch the sayings people share; cues
 * catch the rest by what the sentence holds together, in any word order and any phrasing, which
 * is what generalises to the next person's words.
 *
 * Each language lists its cues as broad word lists in the pattern language of `pattern.ts`;
 * which combinations make a class is written once, here, for every language.
 */
export const cueKinds = [
  'death',
  'wish',
  'means',
  'prepare',
  'time',
  'farewell',
  'finality',
  'burden',
  'wound',
  'again',
  'back',
  'attempt',
  'hopeless',
  'dose',
  'alone',
  'deed',
] as const;
export type Cue = (typeof cueKinds)[number];

/**
 * A class and the cues that make it together: every cue of `all`, and one of `any` when given.
 * A `weak` combination flags a note only beside a signal of another class (see `assessCrisis`).
 */
interface Combination {
  cls: CrisisClass;
  all: readonly Cue[];
  any?: readonly Cue[];
  weak?: boolean;
}

const combinations: readonly Combination[] = [
  { cls: 'intent', all: ['death', 'wish'] },
  { cls: 'method', all: ['means'], any: ['prepare', 'death', 'finality'] },
  { cls: 'plan', all: ['time', 'death'] },
  { cls: 'plan', all: ['time', 'means'], any: ['wish', 'prepare', 'finality'] },
  { cls: 'plan', all: ['time', 'prepare'], any: ['farewell', 'finality'] },
  { cls: 'plan', all: ['time', 'farewell'], any: ['finality', 'prepare'] },
  { cls: 'plan', all: ['time', 'deed'], any: ['prepare', 'finality', 'farewell', 'alone'] },
  {
    cls: 'plan',
    all: ['alone'],
    any: ['prepare', 'means', 'death', 'finality', 'farewell', 'deed'],
  },
  // "The kids are at their dad's this weekend" is a plan only beside something else.
  { cls: 'plan', all: ['alone', 'time'], weak: true },
  { cls: 'farewell', all: ['farewell'], any: ['finality', 'death', 'burden', 'means'] },
  { cls: 'burden', all: ['burden'], any: ['death', 'finality', 'hopeless', 'wish'] },
  { cls: 'selfHarm', all: ['wound'], any: ['again', 'back', 'wish', 'time', 'prepare'] },
  { cls: 'hopelessness', all: ['hopeless'], any: ['death', 'finality', 'wish'] },
  { cls: 'dose', all: ['dose'], any: ['means', 'death', 'prepare'] },
  { cls: 'relapse', all: ['again'], any: ['death', 'attempt'] },
  { cls: 'relapse', all: ['back'], any: ['attempt', 'death', 'means', 'wound', 'hopeless'] },
  { cls: 'relapse', all: ['attempt'], any: ['wish', 'death', 'means', 'time', 'finality'] },
  { cls: 'burden', all: ['burden'], weak: true },
  { cls: 'hopelessness', all: ['hopeless'], weak: true },
  { cls: 'selfHarm', all: ['wound'], weak: true },
  { cls: 'farewell', all: ['farewell'], weak: true },
  { cls: 'method', all: ['means', 'wish'], weak: true },
];

/** How many sentences, the current one and those before it, a thought may run over. */
const WINDOW = 3;

export interface CueHit {
  cls: CrisisClass;
  weak: boolean;
  sentence: number;
}

/** Each cue as one bit, so a sentence's cues are one number and a combination two masks. */
const bitOf = new Map(cueKinds.map((cue, at) => [cue, 1 << at]));
const maskOf = (cues: readonly Cue[] = []) => cues.reduce((mask, cue) => mask | bitOf.get(cue)!, 0);
const compiled = combinations.map(({ cls, all, any, weak }) => ({
  cls,
  all: maskOf(all),
  any: maskOf(any),
  weak: weak ?? false,
  /** A weak combination of one cue, which becomes strong when that cue comes again close by. */
  alone: weak && all.length === 1 ? maskOf(all) : 0,
}));
const makes = (cues: number, { all, any }: { all: number; any: number }) =>
  (cues & all) === all && (any === 0 || (cues & any) !== 0);

/**
 * The classes the cues of each sentence make, a sentence read together with the ones just before
 * it (a thought often runs over a full stop: "Sunday. That's when. It's all arranged."); a hit
 * belongs to the last sentence. `found` holds, per cue, the sentences it occurs in, silenced ones
 * already left out. Runs on every save, so sentences are bit masks.
 */
export function cueHits(found: ReadonlyMap<Cue, ReadonlySet<number>>, sentences: number): CueHit[] {
  const masks = new Array<number>(sentences).fill(0);
  for (const [cue, at] of found) for (const sentence of at) masks[sentence]! |= bitOf.get(cue)!;
  const hits: CueHit[] = [];
  for (let sentence = 0; sentence < sentences; sentence++) {
    const own = masks[sentence]!;
    let before = 0;
    for (let back = 1; back < WINDOW && sentence - back >= 0; back++)
      before |= masks[sentence - back]!;
    const near = own | before;
    if (near === 0) continue;
    for (const combination of compiled) {
      // Weak cues stand alone, so only their own sentence counts; said again in another
      // sentence close by ("I'm a burden. They deserve better."), the thought is no passing one.
      if (!makes(own, combination) && (combination.weak || !makes(near, combination))) continue;
      const { cls, weak, alone } = combination;
      hits.push({ cls, weak: weak && !(alone !== 0 && (before & alone) !== 0), sentence });
    }
  }
  return hits;
}
