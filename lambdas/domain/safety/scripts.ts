/**
 * The scripts a note may be written in, each read in its own view. A module of its own so that
 * the romaji reader, which `normalize.ts` uses, can ask it too.
 */
export const SCRIPTS = {
  latin: /[a-z]/i,
  cyrillic: /[\u0400-\u04ff]/,
  japanese: /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/,
} as const;
