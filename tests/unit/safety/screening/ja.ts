import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'カウンセラーに死にたいと思うことがあるか聞かれた。はいと答えた。', crisis: true },
  { text: 'カウンセラーに死にたいと思うことがあるか聞かれた。いいえと答えた。', crisis: false },
];
