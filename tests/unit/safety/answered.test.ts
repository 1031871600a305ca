import { describe, expect, it } from 'vitest';
import {
  answeredNo,
  answeredUntruly,
  despairAnswered,
} from '../../../lambdas/domain/safety/answered';
import { screenedPositive } from '../../../lambdas/domain/safety/screening';
import { assessCrisis } from '../../../lambdas/domain/safety/assess';
import { baseForm, sentencesAndQuestions } from '../../../lambdas/domain/safety/normalize';

const denied = (text: string) => {
  const { sentences, asked } = sentencesAndQuestions(baseForm(text));
  return [...answeredNo(sentences, asked).keys()];
};

describe('a crisis asked about and answered no', () => {
  it.each([
    // a quoted question, answered in the next sentence
    ['GP asked the usual: any thoughts of harming yourself? No. Back on Tuesday.', [0]],
    ['Any thoughts of ending your life? "Nope," I said, and meant it.', [0]],
    ['¿Matarme yo por ese tipo? Ni que estuviera loca.', [0]],
    ['Pregunta de la enfermera: "¿se ha autolesionado?". No. Vine por el esguince.', [0]],
    // a reported question, or someone's worry, answered in the next sentence
    ['Doc asked if I have thoughts about death after the shelling. No, I told her.', [0]],
    ['Mi papá cree que me quiero suicidar. Nada que ver, estoy jugando.', [0]],
    ['Подружка спросила, режусь ли я тоже. Нет, никогда.', [0]],
    ['Лікарка спитала, чи думаю я про самогубство. Ні, кажу, просто втомилась.', [0]],
    ['先生に死にたいと思うことはあるかと聞かれた。いいえ、と答えた。', [0]],
    // a form named in the sentence that asks its item, answered in the next one
    ['Анкета в поликлинике: "бывают мысли что лучше бы умереть?" нет. Давление высокое.', [0]],
    ['Intake form at the clinic: thoughts of harming yourself? No. Just the knee.', [0]],
    [
      'Психолог спросила: хочется ли иногда исчезнуть? Нету. Хочется, чтобы исчезли коллекторы.',
      [0],
    ],
    // the answer inside the sentence that reports the question
    ['The nurse asked if I want to hurt myself, I said no, I want to see my kids grow.', [0]],
    // a Japanese answer quoted and reported after the question, said to be no lie
    [
      'カウンセラーさんに聞かれる「自分を傷つけたい気持ちはありますか」に、迷わず「ないです」と答えた。うそじゃない',
      [0],
    ],
    // an answer introduced ("I answered honestly:"), or a past yes and a present no
    [
      'Психиатр спросила про мысли о смерти. Честно ответила: прошлой весной были, сейчас нет.',
      [0],
    ],
    ['Психіатриня спитала, чи думаю я про смерть. Чесно відповіла: навесні думала, зараз ні.', [0]],
    [
      'Mi psiquiatra me preguntó si tengo ideas de suicidio. Le dije que en marzo sí, ahora no.',
      [0],
    ],
    [
      '先生に「死にたい気持ちは？」と聞かれて、「今はないです、眠れないのがつらいです」と答えた。',
      [0],
    ],
    // a screening item that words death as "better": "no" denies the death
    // the answer after the dash is a tick of the lowest option, set aside with its question
    ['Заповнювала анкету. "Думки про те, що краще померти?" — ні, жодного разу.', [1, 2]],
    ['GP asked: do you ever feel you would be better off dead? No, never.', [0]],
    // a breath before the no
    ['La gente cree que quiero tirarme por un balcón. Pues no. Me gusta mi vida.', [0]],
    ['The nurse asked if I have thoughts of harming myself. Well, no. Just tired.', [0]],
    ['думки покинчити з собою? ни, не було такого и не буде.', [0]],
    // a question reported without "if", an answer with its particle, a denial and what follows it
    [
      'The psychologist ask me do I want to die sometimes. I say no, I want the war to finish.',
      [0],
    ],
    [
      'My pastor asked me if I have thought of taking my own life. I told him no o, God forbid.',
      [0],
    ],
    ['la orientadora me pregunto si me hago daño. le dije q no y le mostre los brazos', [0]],
    // typed on a Russian keyboard, the death item worded as "better not to live"
    ['ликар спытав чи бувають думкы шо краще не жыты. кажу ни.', [0]],
    // a Japanese question answered inside its sentence, or after the sentence that reports it
    ['主治医に「消えてしまいたくなることは」と聞かれ、ありませんと答えた。', [0]],
    ['「また死のうとか考えてない？」って聞かれた。考えてない、と答えた。', [0, 1]],
  ])('blanks the question: %s', (text, sentences) => {
    expect(denied(text)).toEqual(sentences);
  });

  it.each([
    // the "no" is itself the crisis: a question about living, a future, a reason
    'Do I want to live? No.',
    'Is there any point in going on? Nope.',
    'Есть ли смысл жить дальше? Нет.',
    '¿Tengo futuro? No.',
    '¿Alguien me extrañaría? No.',
    'Nurse asked if I am safe at home. No.',
    '¿Estás bien? No.',
    '大丈夫？って聞かれた。ううん。',
    // a denial taken back, or going further
    'The nurse asked if I have thoughts of killing myself. I told her no. I lied.',
    'Лікарка спитала, чи думаю я про самогубство. Ні. Я збрехала.',
    'Mum asked if I want to die. No, but I think about it every night.',
    // the answer given, then the real one
    'Counsellor asked "do you ever feel people would be better off without you?" I said no. The true answer is every single day.',
    'Психолог спросила, думаю ли я о смерти. Нет. Настоящий ответ: каждый вечер.',
    // the answer given for someone else's sake
    "Mum asked if I ever think about ending it. I said no so she wouldn't worry.",
    'Mi madre me preguntó si pienso en matarme. Le dije que no, para que no se preocupe.',
    'Психотерапевтка спитала, чи повертались думки про самогубство. Я сказала: «ні, все стабільно». Брехня.',
    // no denial: an answer that is not no, or no answer at all
    'Do I want to kill myself? No idea, maybe.',
    '¿Quiero morirme? No sé.',
    'Mamá cree que me quiero suicidar. Tiene razón.',
    'Why do I want to die?',
    // "now no" only as a whole answer: «сейчас нет сил» is no answer
    'Психиатр спросила про мысли о смерти. Ответила: сейчас нет сил ни на что.',
  ])('leaves it: %s', (text) => {
    expect(denied(text)).toEqual([]);
  });

  it.each([
    'GP asked the usual: any thoughts of harming yourself? No. Back on Tuesday for the bloods.',
    'Mi papá cree que porque me encierro en el cuarto me quiero suicidar. Nada que ver, estoy jugando Valorant con mis amigos.',
    'Подружка показала порезы и спросила, режусь ли я тоже. Нет, никогда, мне от одной мысли плохо.',
    'The social worker asks me every month: do you think to harm yourself? I say no, never, my children need me.',
    'My sister worries that I will hurt myself since the divorce. Not at all, I just need time and long walks with the dog.',
  ])('is not flagged: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it.each([
    'The nurse asked if I have thoughts of killing myself. I told her no. I lied, I have the pills saved.',
    'Mum asked if I want to die. No, but I think about dying every night.',
    "Doc asked if I'm suicidal. No. I just want to go to sleep and never wake up.",
    'Сестра спросила, не пьяный ли я. Нет, просто попрощался со всеми. Завтра меня не будет.',
    // a lexicon's mask runs from the question into its answer: the sentences after it are still read
    'Any thoughts of suicide? Nope. Everyone would be better off without me.',
    // the truth told after the denial, or the crisis spoken of again in the answer
    '死にたいかって聞かれた。ううん、って答えた。本当はもう準備してある。',
    'Врач спросила, есть ли мысли о суициде. Нет, сказала я. Соврала. Таблетки уже собраны.',
    'Mi mamá cree que me quiero morir. No, mamá, ya no quiero nada, ni morir ni vivir, solo desaparecer.',
  ])('still flags a crisis said beside it: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

const despairing = (text: string) => {
  const { sentences, asked } = sentencesAndQuestions(baseForm(text));
  return despairAnswered(sentences, asked);
};

describe("the writer's own question about living, answered no", () => {
  it.each([
    ['Do I want to wake up tomorrow? No.', 0, 'en'],
    ['Long shift, cold dinner. Would anyone miss me? Nope.', 1, 'en'],
    ['Is there any point in living anymore? No.', 0, 'en'],
    ['Will my life ever get better? Never.', 0, 'en'],
    ['¿Quiero seguir viviendo? No.', 0, 'es'],
    ['¿Vale la pena seguir? Pues no.', 0, 'es'],
    ['¿Mi familia me echaría de menos, si me muero? Nadie.', 0, 'es'],
    ['Чи хочу я завтра прокидатися? Ні.', 0, 'slavic'],
    // «колись» is also "once": the despair is the answer's, said now
    ['Чи стане колись краще? Ні. Обіцяю собі це щороку.', 0, 'slavic'],
    ['Кто-нибудь заметит, если меня не станет? Никто.', 0, 'slavic'],
    ['Есть ли смысл жить дальше? Нет.', 0, 'slavic'],
    ['生きる意味ある？ない。', 0, 'ja'],
  ])('hears despair in %s', (text, question, language) => {
    expect(despairing(text)).toMatchObject([{ question, language }]);
    expect(assessCrisis(text)).toMatchObject({ flagged: true, classes: ['hopelessness'] });
  });

  it.each([
    // about a place, a chore, a job or a plan, not about living
    'Do I want to live in Berlin forever? No.',
    'Is there any point calling the landlord again? No.',
    'Would anyone notice my new haircut? No.',
    'Do I have a future at this company? No. Time to update the CV.',
    '¿Quiero vivir en Madrid toda la vida? No.',
    '¿El tiempo va a mejorar este finde? No.',
    'Хочу ли я жить в Варшаве всегда? Нет.',
    'Погода станет ли лучше? Нет.',
    '古い車、直したら良くなる？ならない。',
    // an answer that turns, a question asked by someone else, an answer that is not no
    'Do I want to live? No, but I will, for the kids.',
    'My therapist asked: do you want to live? No idea how to answer that.',
    'Do I want to wake up tomorrow? Yes, it is my birthday.',
  ])('hears none in %s', (text) => {
    expect(despairing(text)).toEqual([]);
  });
});

describe('a crisis question the note later says was answered untruly', () => {
  const untruly = (text: string) => {
    const { sentences, asked } = sentencesAndQuestions(baseForm(text));
    return [...answeredUntruly(sentences, asked)];
  };

  it.each([
    // the act asked about, done again: the lexicons' question masks took the question's words
    ['Mum asked if I’m still cutting. I said no. Did it again tonight.', 'selfHarm'],
    ['心療内科で死にたい気持ちはあるかと聞かれた。ないと答えた。嘘だった。', 'intent'],
    ['La psicóloga me preguntó si pienso en matarme. Le dije que no. Le mentí.', 'intent'],
    ['Мама питала, чи я думаю про самогубство. Ні. Я збрехала.', 'intent'],
    ['The GP asked if I think about killing myself. I said no. That was a lie.', 'intent'],
  ])('reads the question as the writer’s own: %s', (text, cls) => {
    expect(untruly(text)).toEqual([0]);
    expect(assessCrisis(text)).toMatchObject({ flagged: true, classes: [cls] });
  });

  it.each([
    // the truth, "actually" or "again" vouch for the answer or speak of something else
    'Counsellor asked if I ever think of ending my life. Honestly no. The truth is I just miss my dad.',
    'The nurse asked if I have thoughts of suicide. No. Mum called again tonight about Christmas.',
    'Психолог спросил про мысли о суициде. Нет. На самом деле я просто устала от смен.',
    '先生に自殺を考えたことはあるかと聞かれた。ないと答えた。嘘じゃない。',
    'My sister worries I will hurt myself. Not at all. Otherwise things are fine, work is busy.',
  ])('leaves the answer standing: %s', (text) => {
    expect(untruly(text)).toEqual([]);
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe("a screening form's item about death or self-harm, its lowest option ticked", () => {
  it.each([
    "Did the PHQ-9 at intake again. Item 9 (thoughts you'd be better off dead or of hurting yourself): not at all. Score down to 5.",
    'Hice el PHQ-9 en el centro de salud. Ítem 9, pensamientos de que estaría mejor muerto o de hacerme daño: "ningún día". Lo del cansancio sí lo marqué.',
    'Психиатр дал анкету из девяти вопросов. Последний пункт — мысли, что лучше умереть или причинить себе вред. Отметил «ни разу», это правда.',
    'Item 9 of the PHQ, being better off dead or hurting yourself: never. The sleep ones I ticked several days.',
  ])('is a denial in the form’s own words: %s', (text) => {
    expect(denied(text).length).toBeGreaterThan(0);
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it.each([
    // the form named sentences before the item it answers
    'Health visitor did the Edinburgh scale with me today. Sleep: most nights bad. The one about harming myself: never, and I meant it.',
    'Заповнила опитувальник у лікаря. Втома велика. Про думки про смерть поставила «ні разу», це правда.',
    'Me pasaron una encuesta de ánimo en el trabajo. Cansancio: casi siempre. Lo de pensar en quitarme la vida: "nunca". Es verdad.',
  ])('is a denial though the form was named before: %s', (text) => {
    expect(denied(text).length).toBeGreaterThan(0);
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it('is no item answered where the note names no form', () => {
    // the shape of a ticked answer, said to a voice rather than a form
    const text =
      'Me and the voice in my head again. Better off dead: never, I keep telling it, and it keeps winning.';
    expect(denied(text)).toEqual([]);
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it('keeps the item’s words when a means follows the answer', () => {
    const text =
      'The GP gave me a questionnaire. The one about being better off dead: "never", I ticked. The rope is still in the garage.';
    expect(assessCrisis(text)).toMatchObject({ flagged: true, classes: ['passive'] });
  });

  it.each([
    // another option ticked, or the tick owned as a lie
    'PHQ-9 again. Item 9: nearly every day.',
    'Item 9 on the PHQ: not at all, I wrote. I lied.',
  ])('is no denial: %s', (text) => {
    expect(denied(text)).toEqual([]);
  });
});

describe("a screening form's death item ticked above its lowest option", () => {
  const positive = (text: string) =>
    screenedPositive(sentencesAndQuestions(baseForm(text)).sentences).map(({ answer }) => answer);

  it.each([
    // the item by its number alone, or by its words: no lexicon hears these
    ['PHQ-9 again. Item 9: nearly every day.', [1]],
    ['Анкета у психиатра. Последний пункт, мысли о смерти: несколько дней.', [1]],
    ['Заповнила опитувальник. Девʼятий пункт, думки що краще було б померти: майже щодня.', [1]],
    [
      'Cuestionario en el centro de salud. Pregunta 9, pensamientos de que estaría mejor muerta: varios días.',
      [1],
    ],
    ['問診票の「死んだ方がましだと思ったこと」は「ほとんど毎日」に丸をつけた。', [0]],
  ])('is a positive screen: %s', (text, answers) => {
    expect(positive(text)).toEqual(answers);
    expect(assessCrisis(text)).toMatchObject({ flagged: true });
    expect(assessCrisis(text).classes).toContain('passive');
  });

  it.each([
    // the death item answered lowest, whatever other items were ticked
    'PHQ-9 today. Sleep: nearly every day. Item 9: not at all.',
    'Item 9 of the PHQ-9: not at all. Sleep: nearly every day.',
    "Filled in the mood questionnaire. Question 9, thoughts that you'd be better off dead: 'not at all'. The rest was mostly 'several days'.",
    // another form, no death item
    'Questionnaire at the physio: pain most days, sleep several days.',
  ])('is none: %s', (text) => {
    expect(positive(text)).toEqual([]);
    expect(assessCrisis(text).flagged).toBe(false);
  });
});
