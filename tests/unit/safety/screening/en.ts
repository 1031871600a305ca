import type { ScreeningCase } from './types';

export const cases: ScreeningCase[] = [
  { text: 'The nurse asked if I ever think about killing myself. I said yes.', crisis: true },
  { text: 'The nurse asked if I ever think about killing myself. I said no.', crisis: false },
  {
    text: "My GP asked whether I'd had thoughts of ending my life in the last two weeks. I just nodded.",
    crisis: true,
  },
  {
    text: 'Psychologist asked me do I think about suicide. I told her the truth, almost every day.',
    crisis: true,
  },
  {
    text: "The form had the question about hurting yourself or being better off dead. I lied and put 'not at all' so they wouldn't ring my mum.",
    crisis: true,
  },
  {
    text: 'Crisis line lady asked if I was thinking about killing myself right now. I couldnt answer, I just cried.',
    crisis: true,
  },
  {
    text: 'My mate asked me straight out if I wanted to die. I said yeah, kind of. Most days.',
    crisis: true,
  },
  {
    text: "Doctor asked if I've had any thoughts of harming myself. I said no, honestly, I'm just exhausted.",
    crisis: false,
  },
  {
    text: 'Intake questionnaire asked if I think about suicide. Ticked no. Not since uni, years ago.',
    crisis: false,
  },
  {
    text: "Counsellor asked whether I'd ever thought about killing myself. Yes, but years ago when I was 16, not now. I'm in a good place.",
    crisis: false,
  },
  {
    text: 'Mum asked if I was thinking of hurting myself after the breakup. No Mum, I am just sad.',
    crisis: false,
  },
];
