import type { AnalysisInput, JournalLine } from '../../../lambdas/domain/analysis/types';
import type { Language } from '../../../lambdas/domain/i18n';

/** Seven days of entries with notes, in each language, for prompt and offline-analyst tests. */
export const weekEntries: Record<Language, JournalLine[]> = {
  uk: [
    {
      date: '2026-03-01',
      time: '08:10:00',
      emotion: 'тривога',
      note: 'Вночі були сирени, майже не спала. Зранку важко',
    },
    { date: '2026-03-01', time: '21:00:00', emotion: 'втома', note: 'Довгий день на роботі' },
    { date: '2026-03-02', time: '09:00:00', emotion: 'тривога', note: 'Чекаю новин від брата' },
    { date: '2026-03-03', time: '19:30:00', emotion: 'тривога' },
    { date: '2026-03-04', time: '20:00:00', emotion: 'спокій', note: 'Гуляла з собакою в парку' },
    {
      date: '2026-03-05',
      time: '18:00:00',
      emotion: 'радість',
      note: 'Брат подзвонив, усе добре!',
    },
    { date: '2026-03-06', time: '22:00:00', emotion: 'спокій', note: 'Читала книжку перед сном' },
    {
      date: '2026-03-07',
      time: '12:00:00',
      emotion: 'вдячність',
      note: 'Обід з подругою, сміялися',
    },
  ],
  en: [
    {
      date: '2026-03-01',
      time: '08:10:00',
      emotion: 'anxiety',
      note: 'Sirens at night, barely slept. Hard morning',
    },
    { date: '2026-03-01', time: '21:00:00', emotion: 'tired', note: 'Long day at work' },
    {
      date: '2026-03-02',
      time: '09:00:00',
      emotion: 'Anxiety',
      note: 'Waiting for news from my brother',
    },
    { date: '2026-03-03', time: '19:30:00', emotion: 'anxiety' },
    { date: '2026-03-04', time: '20:00:00', emotion: 'calm', note: 'Walked the dog in the park' },
    {
      date: '2026-03-05',
      time: '18:00:00',
      emotion: 'joy',
      note: 'My brother called, all is well!',
    },
    { date: '2026-03-06', time: '22:00:00', emotion: 'calm', note: 'Read a book before bed' },
    {
      date: '2026-03-07',
      time: '12:00:00',
      emotion: 'gratitude',
      note: 'Lunch with a friend, we laughed a lot',
    },
  ],
  ja: [
    {
      date: '2026-03-01',
      time: '08:10:00',
      emotion: '不安',
      note: '夜に警報が鳴って、ほとんど眠れなかった。朝がつらい',
    },
    { date: '2026-03-01', time: '21:00:00', emotion: '疲れ', note: '仕事で長い一日だった' },
    { date: '2026-03-02', time: '09:00:00', emotion: '不安', note: '兄からの連絡を待っている' },
    { date: '2026-03-03', time: '19:30:00', emotion: '不安' },
    { date: '2026-03-04', time: '20:00:00', emotion: '落ち着き', note: '公園で犬と散歩した' },
    {
      date: '2026-03-05',
      time: '18:00:00',
      emotion: '喜び',
      note: '兄から電話があって、みんな無事だった！',
    },
    { date: '2026-03-06', time: '22:00:00', emotion: '落ち着き', note: '寝る前に本を読んだ' },
    { date: '2026-03-07', time: '12:00:00', emotion: '感謝', note: '友達とランチ、たくさん笑った' },
  ],
  es: [
    {
      date: '2026-03-01',
      time: '08:10:00',
      emotion: 'ansiedad',
      note: 'Sirenas por la noche, casi no dormí. Mañana difícil',
    },
    { date: '2026-03-01', time: '21:00:00', emotion: 'cansancio', note: 'Día largo en el trabajo' },
    {
      date: '2026-03-02',
      time: '09:00:00',
      emotion: 'ansiedad',
      note: 'Espero noticias de mi hermano',
    },
    { date: '2026-03-03', time: '19:30:00', emotion: 'ansiedad' },
    {
      date: '2026-03-04',
      time: '20:00:00',
      emotion: 'calma',
      note: 'Paseé al perro por el parque',
    },
    {
      date: '2026-03-05',
      time: '18:00:00',
      emotion: 'alegría',
      note: '¡Mi hermano llamó, todo bien!',
    },
    {
      date: '2026-03-06',
      time: '22:00:00',
      emotion: 'calma',
      note: 'Leí un libro antes de dormir',
    },
    {
      date: '2026-03-07',
      time: '12:00:00',
      emotion: 'gratitud',
      note: 'Comida con una amiga, nos reímos mucho',
    },
  ],
};

export const weekInput = (
  language: Language,
  extra: Partial<AnalysisInput> = {},
): AnalysisInput => ({
  kind: 'week',
  language,
  from: '2026-03-01',
  to: '2026-03-07',
  entries: weekEntries[language],
  profile: {
    displayName: 'Olena',
    age: '34',
    occupation: 'teacher',
    joySources: 'walks with my dog',
    city: 'Kharkiv',
  },
  crisis: false,
  ...extra,
});
