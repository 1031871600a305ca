import type { CrisisClass } from './lexicon';

/**
 * Concepts a crisis-line worker hears in a sentence, none of them alarming alone: a death
 * ("die", "not wake up"), a wish or decision ("want", "decided", "ready"), a means ("pills",
 * "the roof"), a preparation ("bought", "counted", "looked up"), a time ("tonight"), a goodbye,
 * a finality ("forever", "the last time"), a burden, a wound, a return ("again"), an earlier
 * attempt, hopelessness, a dose question. The phrase rules catch the sayings people share; cues
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
  'attempt',
  'hopeless',
  'dose',
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
  { cls: 'plan', all: ['time'], any: ['death', 'means'] },
  { cls: 'plan', all: ['time', 'prepare'], any: ['farewell', 'finality'] },
  { cls: 'farewell', all: ['farewell'], any: ['finality', 'death', 'burden', 'means'] },
  { cls: 'burden', all: ['burden'], any: ['death', 'finality', 'hopeless', 'wish'] },
  { cls: 'selfHarm', all: ['wound'], any: ['again', 'wish', 'time', 'prepare'] },
  { cls: 'hopelessness', all: ['hopeless'], any: ['death', 'finality', 'wish'] },
  { cls: 'dose', all: ['dose'], any: ['means', 'death'] },
  { cls: 'relapse', all: ['again'], any: ['death', 'attempt', 'means'] },
  { cls: 'relapse', all: ['attempt'], any: ['wish', 'death', 'means', 'time', 'finality'] },
  { cls: 'burden', all: ['burden'], weak: true },
  { cls: 'hopelessness', all: ['hopeless'], weak: true },
  { cls: 'selfHarm', all: ['wound'], weak: true },
  { cls: 'farewell', all: ['farewell'], weak: true },
  { cls: 'method', all: ['means', 'wish'], weak: true },
];

export interface CueHit {
  cls: CrisisClass;
  weak: boolean;
  sentence: number;
}

/**
 * The classes the cues of each sentence make, a sentence read together with the one before it
 * (a thought often runs over a full stop: "I bought the pills. Tonight."); a hit belongs to the
 * later sentence. `found` holds, per cue, the sentences it occurs in, silenced ones already left
 * out.
 */
export function cueHits(found: ReadonlyMap<Cue, ReadonlySet<number>>, sentences: number): CueHit[] {
  const cuesOf = (sentence: number) =>
    new Set(cueKinds.filter((cue) => found.get(cue)?.has(sentence)));
  const hits: CueHit[] = [];
  let before = new Set<Cue>();
  for (let sentence = 0; sentence < sentences; sentence++) {
    const own = cuesOf(sentence);
    const both = new Set([...before, ...own]);
    for (const { cls, all, any, weak } of combinations) {
      const makes = (cues: ReadonlySet<Cue>) =>
        all.every((cue) => cues.has(cue)) && (!any || any.some((cue) => cues.has(cue)));
      // Weak cues stand alone, so only their own sentence counts.
      if (makes(own) || (!weak && makes(both)))
        hits.push({ cls, weak: weak ?? false, sentence });
    }
    before = own;
  }
  return hits;
}
