import { baseForm, japaneseForm, latinForm, SCRIPTS, slavicForm } from './normalize';

/**
 * A small linear reader of a whole note, beside the lexicons: a logistic regression over hashed
 * character 3–5-grams and words, in every view the note's scripts call for. Character n-grams
 * carry what a phrase list cannot enumerate: inflections, typos, transliteration, a word never
 * listed but built like one. It decides nothing alone (a bag of n-grams cannot hear "not" or
 * "years ago"); it only lets a weak signal the guards left standing flag the note when the whole
 * note reads like a crisis (see `assessCrisis`).
 *
 * Trained on the development evaluation notes by `tests/unit/safety/train-crisis-model.ts`,
 * never on the held-out set, deterministically; the weights ship as int8 in `model-weights.ts`.
 */
export const MODEL_BITS = 15;
const SIZE = 1 << MODEL_BITS;

export interface CrisisModel {
  bits: number;
  /** The int8 weights times `scale` are the model's weights. */
  scale: number;
  bias: number;
  /** `2 ** bits` int8 weights, base64. */
  weights: string;
}

/** FNV-1a over `key`'s code units from `from` to `to`, continuing from `state`. */
function fnv(state: number, key: string, from = 0, to = key.length): number {
  let h = state;
  for (let at = from; at < to; at++) {
    h ^= key.charCodeAt(at);
    h = Math.imul(h, 16777619);
  }
  return h;
}
const FNV_START = 2166136261;
const slot = (state: number) => (state >>> 0) & (SIZE - 1);
const hash = (key: string) => slot(fnv(FNV_START, key));
/** The hash state after each n-gram's key prefix ("c3:"), so an n-gram is hashed in place. */
const NGRAM_SIZES = [3, 4, 5];
const ngramPrefix = NGRAM_SIZES.map((n) => fnv(FNV_START, `c${n}:`));

/** The note's features: hashed n-grams and words of each view, as an L2-normalised vector. */
export function noteFeatures(text: string): Map<number, number> {
  const base = baseForm(text);
  const views = [
    SCRIPTS.latin.test(base) && latinForm(base),
    SCRIPTS.cyrillic.test(base) && slavicForm(base),
    SCRIPTS.japanese.test(base) && japaneseForm(base),
  ].filter((view): view is string => !!view);
  const features = new Map<number, number>();
  const count = (at: number) => features.set(at, (features.get(at) ?? 0) + 1);
  for (const view of views) {
    const text = ` ${view.replace(/\s+/g, ' ').trim()} `;
    // Hashed where they stand: the same slots as `c${n}:${text.slice(at, at + n)}`, no strings.
    NGRAM_SIZES.forEach((n, size) => {
      for (let at = 0; at + n <= text.length; at++)
        count(slot(fnv(ngramPrefix[size]!, text, at, at + n)));
    });
    const words = text.trim().split(' ');
    words.forEach((word, at) => {
      count(hash(`w:${word}`));
      if (at > 0) count(hash(`b:${words[at - 1]} ${word}`));
    });
  }
  let norm = 0;
  for (const value of features.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [at, value] of features) features.set(at, value / norm);
  return features;
}

const sigmoid = (score: number) => 1 / (1 + Math.exp(-score));

/** Decoded once per model. */
const decoded = new WeakMap<CrisisModel, Int8Array>();
function weightsOf(model: CrisisModel): Int8Array {
  let weights = decoded.get(model);
  if (!weights) {
    const bytes = atob(model.weights);
    weights = new Int8Array(bytes.length);
    for (let at = 0; at < bytes.length; at++) weights[at] = (bytes.charCodeAt(at) << 24) >> 24;
    decoded.set(model, weights);
  }
  return weights;
}

/** How much the note as a whole reads like a crisis note, 0 to 1. */
export function crisisLikelihood(text: string, model: CrisisModel): number {
  const weights = weightsOf(model);
  let score = model.bias;
  for (const [at, value] of noteFeatures(text)) score += weights[at]! * model.scale * value;
  return sigmoid(score);
}

/** A seeded generator, so the same notes always train the same model. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const EPOCHS = 30;
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
      let score = bias;
      for (const [feature, value] of x) score += weights[feature]! * value;
      const gradient = sigmoid(score) - y;
      for (const [feature, value] of x)
        weights[feature] =
          weights[feature]! - LEARNING_RATE * (gradient * value + L2 * weights[feature]!);
      bias -= LEARNING_RATE * gradient;
    }
  }
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  let bytes = '';
  for (const weight of weights) bytes += String.fromCharCode(Math.round(weight / scale) & 0xff);
  return { bits: MODEL_BITS, scale, bias, weights: btoa(bytes) };
}
