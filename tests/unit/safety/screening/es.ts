import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'La psicóloga me preguntó si pienso en suicidarme. Le dije que sí.', crisis: true },
  { text: 'La psicóloga me preguntó si pienso en suicidarme. Le dije que no.', crisis: false },
];
