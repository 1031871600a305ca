import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'The nurse asked if I ever think about killing myself. I said yes.', crisis: true },
  { text: 'The nurse asked if I ever think about killing myself. I said no.', crisis: false },
];
