/**
 * The four product languages; Ukrainian first, English the fallback. Kept apart from the
 * server's string lookup so the web can import it without bundling every locale file.
 */
export const languages = ['uk', 'en', 'ja', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'uk';
export const fallbackLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of the candidates that is a product language (a request's, then a stored one), else Ukrainian. */
export function pickLanguage(...candidates: unknown[]): Language {
  return candidates.find(isLanguage) ?? defaultLanguage;
}
