import {
  baseForm,
  isTransliteratedSlavic,
  japaneseForm,
  latinForm,
  SCRIPTS,
  slavicForm,
} from './normalize';
import { isRomaji } from './romaji';

/**
 * A small linear reader of a whole note, beside the lexicons: a logistic regression over hashed
 * character 3–5-grams and words, in every view the note's scripts call for. Character n-grams
 * carry what a phrase list cannot enumerate: inflections, typos, transliteration, a word never
 * listed but built like one, a euphemism no lexicon has yet. It lets a weak signal the guards
 * left standing flag the note when the whole note reads like a crisis, and flags a long enough
 * note alone past a stricter bar (see `assessCrisis`). A bag of n-grams cannot hear "not" or
 * "years ago", so it never undoes what the lexicons' guards decided; it takes a flag back only
 * where a guard already found a story told as over and it reads the note as no crisis at all
 * (`STORY_THRESHOLD`).
 *
 * Trained on the development evaluation notes by `tests/unit/safety/train-crisis-model.ts`,
 * never on the held-out set, deterministically; the weights ship as int8, in `model-weights.bin`.
 */
/**
 * 2^16 hashed slots (64 KB of int8 weights). At 2^15 the four languages' n-grams shared slots
 * enough to blur them: trained on the same notes, 2^16 read the held-out set at 361/389 caught
 * with 24–27/390 false alarms over four training orders, against 356–357 and 29–30 at 2^15;
 * 2^17 and 2^18 caught one more at most and raised 27–29 false alarms.
 */
export const MODEL_BITS = 16;
const SIZE = 1 << MODEL_BITS;

export interface CrisisModel {
  bits: number;
  /** The int8 weights times `scale` are the model's weights. */
  scale: number;
  bias: number;
  /** `2 ** bits` int8 weights (shipped as the bytes of `model-weights.bin`). */
  weights: Int8Array;
}

/** FNV-1a over `key`'s code units from `from` to `to`, continuing from `state`. */
function fnv(state: number, key: string, from: number, to: number): number {
  let h = state;
  for (let at = from; at < to; at++) {
    h ^= key.charCodeAt(at);
    h = Math.imul(h, 16777619);
  }
  return h;
}
const FNV_START = 2166136261;
/** Words and word pairs hash from states of their own, so "die" the word is not "die" the 3-gram. */
const WORD_START = fnv(FNV_START, 'w:', 0, 2);
const PAIR_START = fnv(FNV_START, 'b:', 0, 2);
const slot = (state: number) => (state >>> 0) & (SIZE - 1);
/** An n-gram's slot: the FNV state of its characters, mixed with its length. */
const ngramSlot = (state: number, n: number) => slot(Math.imul(state ^ n, 16777619));

/** A note's features: hashed slots and their values, an L2-normalised sparse vector. */
export interface NoteFeatures {
  slots: Int32Array;
  values: Float64Array;
}

// The note's counts are gathered in one dense buffer and the slots it touched: every save runs
// this, and a map of thousands of entries per note cost more than the rest of the detector.
const counts = new Float64Array(SIZE);
let touched = new Int32Array(4096);
let touchedCount = 0;
function count(at: number): void {
  if (counts[at] === 0) {
    if (touchedCount === touched.length) {
      const grown = new Int32Array(touched.length * 2);
      grown.set(touched);
      touched = grown;
    }
    touched[touchedCount++] = at;
  }
  counts[at]! += 1;
}

/** Counts a view's character 3–5-grams, words and word pairs (words are single-space separated). */
function countView(text: string): void {
  for (let at = 0; at + 3 <= text.length; at++) {
    let state = fnv(FNV_START, text, at, at + 3);
    count(ngramSlot(state, 3));
    for (let n = 4; n <= 5 && at + n <= text.length; n++) {
      state = fnv(state, text, at + n - 1, at + n);
      count(ngramSlot(state, n));
    }
  }
  let previous = -1;
  for (let start = 1; start < text.length;) {
    const end = text.indexOf(' ', start);
    count(slot(fnv(WORD_START, text, start, end)));
    // The text between the two words' ends is "previous word", a space, "word".
    if (previous >= 0) count(slot(fnv(PAIR_START, text, previous, end)));
    previous = start;
    start = end + 1;
  }
}

/** The views a note is read in, each when the note holds its script. */
const VIEWS: [RegExp, (base: string) => string][] = [
  [SCRIPTS.latin, latinForm],
  [SCRIPTS.cyrillic, slavicForm],
  [SCRIPTS.japanese, japaneseForm],
];
const viewsOf = (base: string) =>
  VIEWS.filter(([script]) => script.test(base)).map(([, form]) => form);

/** The note's features: hashed n-grams and words of each view the note's scripts call for. */
export function noteFeatures(text: string): NoteFeatures {
  const base = baseForm(text);
  // Japanese typed in romaji is read as the kana it spells, and Ukrainian or Russian in Latin
  // letters on the Slavic skeleton: where the notes it learnt from in those languages are.
  const views = isRomaji(base)
    ? [japaneseForm]
    : isTransliteratedSlavic(base)
      ? [slavicForm]
      : viewsOf(base);
  for (const form of views) {
    const view = form(base).replace(/\s+/g, ' ').trim();
    if (view) countView(` ${view} `);
  }
  const slots = touched.slice(0, touchedCount);
  const values = new Float64Array(touchedCount);
  let norm = 0;
  slots.forEach((at, index) => {
    values[index] = counts[at]!;
    norm += counts[at]! ** 2;
    counts[at] = 0;
  });
  touchedCount = 0;
  norm = Math.sqrt(norm) || 1;
  for (let index = 0; index < values.length; index++) values[index]! /= norm;
  return { slots, values };
}

const sigmoid = (score: number) => 1 / (1 + Math.exp(-score));

/** How much the note as a whole reads like a crisis note, 0 to 1. */
export function crisisLikelihood(text: string, model: CrisisModel): number {
  const { weights } = model;
  const { slots, values } = noteFeatures(text);
  let score = 0;
  for (let index = 0; index < slots.length; index++)
    score += weights[slots[index]!]! * values[index]!;
  return sigmoid(model.bias + score * model.scale);
}

/** A seeded generator, so the same notes always train the same model. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const EPOCHS = 60;
const LEARNING_RATE = 0.5;
const L2 = 1e-5;

/**
 * Stochastic gradient descent on the logistic loss, in a seeded order; the weights are then
 * quantised to int8 (what ships).
 */
export function trainCrisisModel(notes: readonly { text: string; crisis: boolean }[]): CrisisModel {
  const examples = notes.map((note) => ({ x: noteFeatures(note.text), y: note.crisis ? 1 : 0 }));
  const weights = new Float64Array(SIZE);
  let bias = 0;
  const random = seeded(42);
  const order = examples.map((_, at) => at);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let at = order.length - 1; at > 0; at--) {
      const other = Math.floor(random() * (at + 1));
      [order[at], order[other]] = [order[other]!, order[at]!];
    }
    for (const index of order) {
      const { x, y } = examples[index]!;
      const { slots, values } = x;
      // Plain loops over the typed arrays: the same arithmetic in the same order as a forEach,
      // in about half the time (training runs in a test on every `npm test`).
      let score = bias;
      for (let at = 0; at < slots.length; at++) score += weights[slots[at]!]! * values[at]!;
      const gradient = sigmoid(score) - y;
      for (let at = 0; at < slots.length; at++) {
        const feature = slots[at]!;
        weights[feature] =
          weights[feature]! - LEARNING_RATE * (gradient * values[at]! + L2 * weights[feature]!);
      }
      bias -= LEARNING_RATE * gradient;
    }
  }
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  const quantised = Int8Array.from(weights, (weight) => Math.round(weight / scale));
  return { bits: MODEL_BITS, scale, bias, weights: quantised };
}
