import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'カウンセラーに死にたいと思うことがあるか聞かれた。はいと答えた。', crisis: true },
  { text: 'カウンセラーに死にたいと思うことがあるか聞かれた。いいえと答えた。', crisis: false },
  // a disclosure now: a nod, the truth, a lie of "no", tears instead of an answer, a form ticked
  {
    text: '看護師さんに「自分を傷つけたいと思うことはありますか」と聞かれて、うなずいた。',
    crisis: true,
  },
  {
    text: '心療内科の問診票に「死んだほうがましだと思ったことがあるか」という質問があって、「ほぼ毎日」に丸をつけた。',
    crisis: true,
  },
  { text: '友達に「消えたいとか思ってない？」って聞かれた。本当のことを言った。', crisis: true },
  {
    text: 'カウンセラーに死にたい気持ちはあるかと聞かれて、ないと嘘をついた。本当は毎晩考えてる。',
    crisis: true,
  },
  {
    text: '先生に自殺を考えたことがあるか聞かれたけど、何も答えられなくて、ただ泣いてしまった。',
    crisis: true,
  },
  { text: 'いのちの電話の人に「今、死にたいですか」ってきかれて、ハイって言った。', crisis: true },
  // an honest "no", "not for years", "yes, but long ago and not now"
  {
    text: '主治医に死にたいと思うことはあるか聞かれた。いいえ、と答えた。本当にそう思ってないから。',
    crisis: false,
  },
  {
    text: 'アンケートに「自分を傷つけたいと思ったことがある」という項目があって、「まったくない」にチェックした。',
    crisis: false,
  },
  { text: '保健師さんに希死念慮はあるかと聞かれた。もう何年もないですと答えた。', crisis: false },
  {
    text: 'カウンセラーに消えたいと思うことはあるかと聞かれた。はい、でもそれは学生の頃の話で、今はないと答えた。',
    crisis: false,
  },
  {
    text: '彼に「死にたいなんて思ってないよね？」と聞かれて、思ってないよと笑って答えた。',
    crisis: false,
  },
];
