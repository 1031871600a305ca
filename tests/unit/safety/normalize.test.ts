import { describe, expect, it } from 'vitest';
import { assessCrisis, normalizeForDetection } from '../../../lambdas/domain/safety';
import {
  baseForm,
  EMOJI,
  isTransliteratedSlavic,
  japaneseView,
  latinView,
  opensOnNow,
  slavicView,
  sentencesAndQuestions,
} from '../../../lambdas/domain/safety/normalize';

describe('the Ukrainian/Russian view puts Cyrillic and transliteration on one skeleton', () => {
  it.each([
    ['ne hochu zhyty', 'не хочу жити'],
    ['ne hochu zhit', 'не хочу жить'],
    ['hochu pomerty', 'хочу померти'],
    ['vbyty sebe', 'вбити себе'],
    ['ubit sebya', 'убить себя'],
    ['pokinchyty z soboyu', 'покінчити з собою'],
    ['pokonchit s soboy', 'покончить с собой'],
    ['suitsyd', 'суїцид'],
    ['samohubstvo', 'самогубство'],
    ['samoubiystvo', 'самоубийство'],
    ['tabletky', 'таблетки'],
    ['hochetsya', 'хочеться'],
    ["hochet'sya", 'хочется'],
    ['zhyttia', 'життя'],
    ['shchob', 'щоб'],
    ['nemaye sensu', 'немає сенсу'],
    // chat Russian: w for ш, 4 for ч, 6 for ш
    ['xorowo', 'хорошо'],
    ['ne ho4u zhit', 'не хочу жить'],
    ['4to', 'что'],
    ['6kola', 'школа'],
    ['bolwe ne mogu', 'больше не могу'],
  ])('%s = %s', (translit, cyrillic) => {
    expect(slavicView(translit)).toBe(slavicView(cyrillic));
  });

  it.each([
    ['суїцид', 'суицид'],
    ['немає', 'немае'],
    ['ґрати', 'грати'],
    ['всё', 'все'],
    ['жити', 'жыти'],
    ['мій', 'мии'],
    ['вбʼю', "вб'ю"],
    ['вб’ю', 'вбю'],
    ['життя', 'житя'],
    ['хочеться', 'хочется'],
    ['выхода нету', 'выхода нет'],
  ])('letter variants fold: %s = %s', (a, b) => {
    expect(slavicView(a)).toBe(slavicView(b));
  });

  it.each([
    ['хoчу', 'хочу'],
    ['нe хочу жuти', 'не хочу жити'],
    ['xочу', 'хочу'],
    ['ceбe', 'себе'],
    ['хо4у', 'хочу'],
  ])('Latin look-alikes inside Cyrillic words: %s = %s', (mixed, cyrillic) => {
    expect(slavicView(mixed)).toBe(slavicView(cyrillic));
  });

  it.each(['v 4am', 'vypila 6mg', '24h', '4th'])(
    'a time, a dose or a size keeps its digit: %s',
    (text) => {
      expect(slavicView(text)).toMatch(/[46]/);
    },
  );
});

describe('the English/Spanish view', () => {
  it.each([
    ['Quiero MORIRME, qué daño', 'quiero morirme que dano'],
    ['I don’t want to… die!!!', 'i dont want to die'],
    ['Ｉ ＷＡＮＴ ＴＯ ＤＩＥ', 'i want to die'],
    ['nooooo', 'no'],
    ['kill', 'kil'],
    ['kiiiill', 'kil'],
    // not "od", an overdose
    ['That was odd', 'that was odd'],
    ['oddly odd', 'odly odd'],
    ['su1c1de', 'suicide'],
    ['k1ll mys3lf', 'kil myself'],
    ['kіll', 'kil'],
    ['self-harm', 'self harm'],
    ['Cannae see a way oot', 'cant se a way out'],
    ["Whit's the point, naebody cares", 'whats the point nobody cares'],
  ])('%s → %s', (text, view) => {
    expect(latinView(text)).toBe(view);
  });

  it.each([
    ['🪦', EMOJI.death],
    ['⚰️', EMOJI.death],
    ['😵', EMOJI.death],
    ['x_x', EMOJI.death],
    ['🔪', EMOJI.blade],
    ['🩸', EMOJI.blood],
    ['💊', EMOJI.pill],
    ['🪢', EMOJI.rope],
    ['🔫', EMOJI.gun],
    ['🚆', EMOJI.train],
  ])('emoji %s carries its meaning', (emoji, token) => {
    expect(latinView(`i want ${emoji}`)).toBe(`i want ${token}`);
    expect(slavicView(`хочу ${emoji}`)).toBe(`хочу ${token}`);
  });
});

describe('the Japanese view', () => {
  it.each([
    ['シニタイ', 'しにたい'],
    ['ｼﾆﾀｲ', 'しにたい'],
    ['死にたーい', '死にたい'],
    ['死にたいいいい', '死にたい'],
    ['キエタイ。', 'きえたい'],
    ['ＯＤしたい', 'odしたい'],
    // ぢ and づ as じ and ず, as romaji spells them
    ['つづけたくない', 'つずけたくない'],
    // a note with no Japanese script is romaji, read as the kana it spells
    ['Mou shinitai.', 'もうしにたい'],
    ['tsuzukenakute ii', 'つずけなくていい'],
  ])('%s → %s', (text, view) => {
    expect(japaneseView(text)).toBe(view);
  });

  it.each([
    ['死にたい', 'しにたい'],
    ['死にたい', 'シにたい'],
    ['消えたい', 'きえたい'],
    ['生きるのが辛い', '生きるのがつらい'],
    ['自殺したい', 'じさつしたい'],
  ])('kanji and kana spellings of the same words both fire: %s / %s', (kanji, kana) => {
    expect(assessCrisis(kanji).flagged).toBe(true);
    expect(assessCrisis(kana).flagged).toBe(true);
  });
});

describe('sentences', () => {
  const split = (text: string) => sentencesAndQuestions(text).sentences;

  it('split at sentence ends, not at an ellipsis or a dash', () => {
    expect(split('Grandma died. I want to follow her! Why? Пишу… далі — все')).toEqual([
      'Grandma died',
      'I want to follow her',
      'Why',
      'Пишу… далі — все',
    ]);
    expect(split('疲れた。死にたい！\nまた明日')).toEqual(['疲れた', '死にたい', 'また明日']);
  });

  it('knows which sentences were questions, a closing quote or a second mark included', () => {
    expect(sentencesAndQuestions('Any thoughts of ending it?! "No." ¿Seguro? 本当？ はい')).toEqual(
      {
        sentences: ['Any thoughts of ending it', '"No', '" ¿Seguro', '本当', 'はい'],
        asked: [true, false, true, true, false],
      },
    );
  });

  it.each([
    [
      'years ago I tried, but now again the pills',
      ['years ago I tried', 'but now again the pills'],
    ],
    ['колись давно, а зараз знову лезо', ['колись давно', 'а зараз знову лезо']],
    ['раньше было, но сейчас опять: верёвка', ['раньше было', 'но сейчас опять: верёвка']],
    ['hace años lo intenté y hoy otra vez', ['hace años lo intenté', 'y hoy otra vez']],
    ['antes era feliz, pero ya no quiero vivir', ['antes era feliz', 'pero ya no quiero vivir']],
    // Japanese turns with no space before them.
    ['3年前に死のうとしたけど、今また死にたい', ['3年前に死のうとした', 'けど、今また死にたい']],
    ['昔はリスカしてた。でも今夜また切った', ['昔はリスカしてた', 'でも今夜また切った']],
    ['自殺未遂をしたが、今は元気', ['自殺未遂をした', 'が、今は元気']],
    // Only a conjunction turning to now splits: "and" alone, or "now" alone, does not.
    ['I was tired then and I am sad now', ['I was tired then and I am sad now']],
    ['tired and sad', ['tired and sad']],
    ['me quiero ir y ya', ['me quiero ir y ya']],
    ['сейчас и завтра', ['сейчас и завтра']],
    ['私が今日行く', ['私が今日行く']],
  ])('starts a new thought where a sentence turns to now: %s', (text, sentences) => {
    expect(split(text)).toEqual(sentences);
  });
});

describe('normalizeForDetection', () => {
  it('gives one comparable string framed by spaces', () => {
    expect(normalizeForDetection('  Я НЕ ХОЧУ ЖИТИ... ')).toBe(' я не хочу жити ');
    expect(normalizeForDetection('Quiero MORIR')).toBe(' quiero morir ');
    expect(normalizeForDetection('')).toBe('  ');
  });
});

describe('a Latin note written in Ukrainian or Russian is known as one', () => {
  it.each([
    ['ya ne khochu zhyty, prosto vtomylas', true],
    ["ja ne hochu zhit', mne vsjo ravno", true],
    ['Segodnya opyat ne spala. Zavtra na rabotu', true],
    // English and Spanish, with words that spell a Slavic one ("bill", "bit", "Jake", "win")
    ['Paid the bill, a bit tired. Jake wants to win the match.', false],
    ['No tengo ganas de nada, ni de salir ni de comer', false],
    // a note with Cyrillic in it is read as Cyrillic anyway
    ['я ne khochu', false],
  ])('%s: %s', (text, slavic) => {
    expect(isTransliteratedSlavic(baseForm(text))).toBe(slavic);
  });
});

describe('a sentence that opens on the present', () => {
  it.each<[string, boolean]>([
    ['now i am home, learning to drive', true],
    ['two years now in therapy', true],
    ['im 26 now', true],
    ['hoy en barcelona, primer día del curso', true],
    ['сейчас учусь заново спать', true],
    ['今は義足で坂を上っている', true],
    // the present named late in the sentence, or not at all
    ['i went back to the station where it happened and stood there till now and then', false],
    ['back then i wanted to die every day', false],
    ['あの頃は毎日死にたかった', false],
  ])('%s → %s', (sentence, opens) => {
    expect(opensOnNow(sentence)).toBe(opens);
  });
});
