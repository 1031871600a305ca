/**
 * The emotion families of EXPERIENCE.md: the two axes people know from How We Feel and mood
 * research, energy and pleasantness. Every word of the vocabulary belongs to one family; a word
 * outside it is `other` and is shown neutrally. The emotion itself stays free text (SPEC §3).
 */
export const knownFamilies = ['bright', 'calm', 'stormy', 'heavy'] as const;
export type KnownFamily = (typeof knownFamilies)[number];
export type Family = KnownFamily | 'other';
export const families: readonly Family[] = [...knownFamilies, 'other'];

/** Where each family sits: +1 high energy / pleasant, −1 low energy / unpleasant. */
export const familyAxes: Record<KnownFamily, { energy: 1 | -1; pleasantness: 1 | -1 }> = {
  bright: { energy: 1, pleasantness: 1 },
  calm: { energy: -1, pleasantness: 1 },
  stormy: { energy: 1, pleasantness: -1 },
  heavy: { energy: -1, pleasantness: -1 },
};

export const isFamily = (value: unknown): value is Family =>
  typeof value === 'string' && (families as readonly string[]).includes(value);
