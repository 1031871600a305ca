import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'Психологиня спитала, чи думаю я про самогубство. Я сказала, що так.', crisis: true },
  { text: 'Психологиня спитала, чи думаю я про самогубство. Я сказала, що ні.', crisis: false },
];
