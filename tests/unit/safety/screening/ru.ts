import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'Психолог спросила, думаю ли я о самоубийстве. Я сказала, что да.', crisis: true },
  { text: 'Психолог спросила, думаю ли я о самоубийстве. Я сказала, что нет.', crisis: false },
];
