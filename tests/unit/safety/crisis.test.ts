import { describe, expect, it } from 'vitest';
import { assessCrisis, detectCrisis, detectCrisisLanguage } from '../../../lambdas/domain/crisis';
import { wholeNoteFlags } from '../../../lambdas/domain/safety/assess';
import { affirmsLiving } from '../../../lambdas/domain/safety/answered';

const mustFire: Record<'en' | 'uk' | 'ja' | 'es', string[]> = {
  en: [
    'I want to kill myself',
    "I'm going to kill myself tonight",
    'I want to die',
    'Honestly I just wanna die.',
    'I wish I was dead',
    'I wish I were never born',
    "I don't want to live anymore",
    "I don't want to be alive",
    'I keep thinking about suicide',
    'I have suicidal thoughts again',
    'I want to end my life',
    "I'm ready to end it all",
    "I can't stop cutting myself",
    'I want to hurt myself',
    'Nobody would care if I died',
    'Everyone would be better off without me',
    'There is no reason to live',
    "I can't go on living like this",
    "I'm planning to take my own life",
    'I hope I never wake up',
    'I wrote a suicide note',
    'I started self-harming again',
    "What's the point of living",
    "I'm so tired of living",
  ],
  uk: [
    'Хочу померти',
    'я хочу вмерти',
    'Не хочу жити',
    'не хочу більше жити.',
    'Думаю про самогубство',
    'у мене думки про суїцид',
    'хочу накласти на себе руки',
    'хочу вбити себе',
    'я вбʼю себе',
    "я вб'ю себе",
    'Хочу покінчити з собою',
    'краще б я померла',
    'всім буде краще без мене',
    'немає сенсу жити',
    'знову ріжу себе',
    'хочу заснути і не прокинутися',
    'не бачу сенсу жити далі',
    'хочу, щоб мене не стало',
    'суїцидальні думки не відпускають',
    'написала прощальну записку',
    'хочу наковтатися таблеток',
    'думаю стрибнути з даху',
    'набридло жити',
    'не хочу жить больше',
  ],
  ja: [
    '死にたい',
    'もう消えたい',
    '自殺したい',
    '自殺を考えている',
    '生きていたくない',
    '生きている意味がない',
    'もう生きたくない',
    '死んでしまいたい',
    'またリストカットした',
    '自分を傷つけたい',
    '自傷してしまった',
    '首を吊りたい',
    'ビルから飛び降りたい',
    'いなくなりたい',
    '死のうと思う',
    '遺書を書いた',
    '明日の朝、目が覚めなければいいのに',
    '私なんかいないほうがいい',
    '生きるのがつらい',
    '薬を大量に飲んでしまいたい',
    '死ぬしかないと思う',
  ],
  es: [
    'Quiero morirme',
    'me quiero morir',
    'quiero morir',
    'no quiero vivir más',
    'no quiero seguir viviendo',
    'pienso en suicidarme',
    'quiero suicidarme',
    'tengo pensamientos suicidas',
    'quiero quitarme la vida',
    'me voy a matar',
    'quiero hacerme daño',
    'me sigo cortando',
    'ojalá estuviera muerta',
    'ojalá no despertara nunca',
    'no tiene sentido vivir',
    'todos estarían mejor sin mí',
    'quiero acabar con mi vida',
    'nadie me extrañaría si me muero',
    'estoy pensando en el suicidio',
    'escribí una carta de despedida',
    'ya no quiero existir',
  ],
};

const mustNotFire: Record<'en' | 'uk' | 'ja' | 'es', string[]> = {
  en: [
    'This exam is killing me',
    "I'm dying to see you",
    'Killing it at work today!',
    'My phone is dead',
    "I'm dead tired",
    'I almost died laughing',
    'My feet are killing me',
    'The suspense is killing me',
    'I could kill for a coffee',
    'Stuck in a dead-end job',
    'The battery died again',
    'I would die for pizza',
    'I cut myself shaving',
    'I hurt myself playing football',
    "I don't want to live in this city anymore",
    'I want to die of embarrassment',
    'My grandmother died last year and I miss her',
    'We lost power again after the shelling',
    'I want to end this meeting early',
    'I thought I was going to die during the air raid',
    'We watched a film about suicide prevention',
    'Life is hard but I am coping',
  ],
  uk: [
    'Вмираю від сміху',
    'Ця робота мене вбиває',
    'Цей іспит мене вбиває',
    'помираю з голоду',
    'телефон помер',
    'батарея сіла',
    'ледь не померла від сорому',
    'порізала палець, коли готувала',
    'я хочу спати',
    'хочу жити спокійно',
    'дуже хочу жити після війни',
    'не хочу жити в цьому місті',
    'бабуся померла минулого року',
    'сирени не давали спати всю ніч',
    'вбили комара',
    'вбила час на серіали',
    'смертельно втомилася',
    'хочу покінчити з боргами',
    'хочу померти від сміху',
    'читала статтю про профілактику самогубств',
    'мрію зникнути у відпустку на тиждень',
  ],
  ja: [
    '死ぬほど笑った',
    '死ぬほど眠い',
    'お腹が空いて死にそう',
    '暑くて死にそう',
    'スマホの電池が死んだ',
    'このテストは地獄だ',
    '会議が長すぎて死ぬかと思った',
    '祖母が亡くなった',
    '蚊を殺した',
    'カフェで時間を潰した',
    '恥ずかしくて消えたい',
    '恥ずかしくて死にたい',
    '死ぬ気で頑張る',
    '死ぬほど好き',
    '必死に勉強した',
    '自殺防止のポスターを見た',
    '祖父の遺言を読んだ',
    '消しゴムが消えた',
    '電気が消えた',
    '彼が生きているだけでうれしい',
  ],
  es: [
    'Me muero de risa',
    'me muero de ganas de verte',
    'me muero de hambre',
    'este examen me está matando',
    'me mata el calor',
    'el móvil está muerto',
    'estoy muerta de cansancio',
    'me corté el pelo',
    'me corté el dedo cocinando',
    'mi abuela murió el año pasado',
    'maté una mosca',
    'quiero vivir en Madrid',
    'no quiero vivir en esta ciudad',
    'quiero acabar con la tarea',
    'me quiero morir de la vergüenza',
    'mato el tiempo leyendo',
    'el partido fue mortal',
    'me muero de sueño',
    'leí sobre la prevención del suicidio',
    'quiero acabar con todo el trabajo hoy',
  ],
};

describe('detectCrisis', () => {
  for (const [language, phrases] of Object.entries(mustFire)) {
    it(`has at least 20 ${language} phrases that fire`, () =>
      expect(phrases.length).toBeGreaterThanOrEqual(20));
    it.each(phrases)(`${language} fires: %s`, (phrase) => {
      expect(detectCrisis(phrase)).toBe(true);
    });
  }
  for (const [language, phrases] of Object.entries(mustNotFire)) {
    it(`has at least 20 ${language} everyday sentences`, () =>
      expect(phrases.length).toBeGreaterThanOrEqual(20));
    it.each(phrases)(`${language} stays quiet: %s`, (phrase) => {
      expect(detectCrisis(phrase)).toBe(false);
    });
  }

  it('normalizes full-width text and punctuation', () => {
    expect(detectCrisis('I  WANT   to...  DIE!!!')).toBe(true);
    expect(detectCrisis('ＩＷＡＮＴ')).toBe(false);
    expect(detectCrisisLanguage('хочу померти')).toBe('uk');
    expect(detectCrisisLanguage('死にたい')).toBe('ja');
    expect(detectCrisis('')).toBe(false);
  });
});

describe('assessCrisis', () => {
  it('names the classes and the languages it heard', () => {
    expect(assessCrisis('Tonight after the kids are asleep I will take all the pills.')).toEqual({
      flagged: true,
      classes: ['method', 'plan'],
      languages: ['en'],
      wholeNote: false,
    });
    expect(assessCrisis('Сегодня был обычный день.')).toEqual({
      flagged: false,
      classes: [],
      languages: [],
      wholeNote: false,
    });
    expect(assessCrisis('')).toEqual({
      flagged: false,
      classes: [],
      languages: [],
      wholeNote: false,
    });
  });

  it.each([
    ['хочу вмерти', ['uk']],
    ['я хочу умереть', ['ru']],
    ['я вже не хочу жить', ['uk', 'ru']],
    ['ne hochu zhyty', ['uk']],
    ['ne hochu zhit', ['ru']],
    ['I want to die', ['en']],
    ['quiero morirme', ['es']],
    ['死にたい', ['ja']],
  ])('hears %s in %j', (text, languages) => {
    expect(assessCrisis(text).languages).toEqual(languages);
  });

  it.each<[string, string, number, boolean]>([
    [
      'eleven words, however sure',
      'one two three four five six seven eight nine ten eleven',
      0.99,
      false,
    ],
    [
      'twelve words past the bar',
      'one two three four five six seven eight nine ten eleven twelve',
      0.7,
      true,
    ],
    [
      'twelve words under the bar',
      'one two three four five six seven eight nine ten eleven twelve',
      0.69,
      false,
    ],
    ['thirty Japanese characters, a dozen words', 'あ'.repeat(30), 0.9, true],
    ['twenty-nine Japanese characters', 'あ'.repeat(29), 0.9, false],
    ['punctuation and emoji are not words', `${'… 😞 '.repeat(20)}one two three`, 0.99, false],
  ])(
    'the whole-note reader flags alone only a note long enough to read: %s',
    (_name, text, likelihood, flags) => {
      const read: string[] = [];
      const reader = (note: string) => (read.push(note), likelihood);
      expect(wholeNoteFlags(text, reader)).toBe(flags);
      // A short note never pays for the reading.
      if (!flags && likelihood >= 0.7) expect(read).toEqual([]);
    },
  );

  // Whether the reader alone names no concept is asked of every development note in
  // evaluation.test.ts, which reads them all already.
  it('leaves a short note of the war to the lexicons, whatever the reader makes of it', () => {
    expect(assessCrisis('We lost power again after the shelling').flagged).toBe(false);
  });

  it('keeps detectCrisisLanguage for callers, Russian included', () => {
    expect(detectCrisisLanguage('хочу убить себя')).toBe('ru');
    expect(detectCrisisLanguage('сьогодні гарний день')).toBeUndefined();
  });

  it.each([
    "My brother was killed at the front and I don't want to live without him.",
    'Брата вбили на фронті, і я не хочу жити без нього.',
    'Grandma died last year. I just want to follow her.',
    "I wanted to die years ago and now it's back.",
    'Five years ago I tried to kill myself. The thoughts are back.',
    "I'm not suicidal, but I hope I never wake up.",
    'Watched a film tonight. I want to die too, like every night.',
    // A sentence that turns to now: the past it began with does not guard what follows.
    'Раньше было, что хотела умереть, но сейчас опять: купила верёвку и жду, когда все уйдут.',
    'Я хотіла померти багато років тому, а зараз це повернулося.',
  ])('a guard does not swallow a crisis: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it('marks a relapse after an earlier crisis', () => {
    expect(assessCrisis("I wanted to die years ago and now it's back.").classes).toContain(
      'relapse',
    );
  });

  it.each([
    "I don't want to die, I want to live.",
    'Grandma died last year.',
    'Five years ago I wanted to die; therapy helped and today I am grateful to be alive.',
    'How much ibuprofen can I take for a headache?',
    'Max dose of paracetamol for a fever?',
    'The hero kills himself at the end of the book.',
    'убейте меня, опять понедельник',
    'вмираю від сміху',
    'me muero de risa',
    '死ぬほど笑った',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it('lets no borrowed reading undo what the writer’s own language read as negated', () => {
    // The Slavic lexicon reads short Latin-script notes as transliteration too.
    expect(assessCrisis("I've never self-harmed.").flagged).toBe(false);
    expect(assessCrisis('i have never self harmed and i never will').flagged).toBe(false);
    // A sentence the writer's language left alone is still read by the borrowing lexicon.
    expect(assessCrisis('I never cut myself. ne hochu zhyty').languages).toEqual(['uk']);
  });

  it('lets no other lexicon of the same script undo what one read as negated', () => {
    // English and Spanish both read short Latin-script notes; Spanish knows the loanword.
    expect(assessCrisis('Never been the type to self-harm, just tired of work.').flagged).toBe(
      false,
    );
    expect(
      assessCrisis('The form asked about self harm. I ticked yes, back when I was 15.').flagged,
    ).toBe(false);
    // What no lexicon negated still stands, in either language.
    expect(
      assessCrisis('Never been the type to self-harm, but last night I cut myself.').flagged,
    ).toBe(true);
  });

  it('lets no cue another language read as negated make a class a sentence later', () => {
    // English hears "od" as a dose cue, and its cues combine across sentences; Japanese read the
    // question and its answer as a denial.
    expect(assessCrisis('OD？しないしない。普通に寝不足なだけ。').flagged).toBe(false);
    expect(assessCrisis('OD？する。今夜全部飲む').flagged).toBe(true);
  });

  // Punctuation is gone before the patterns run, so "no sé, quiero matarme" reads as "no sé quiero
  // matarme": a "no" must govern the verb it stands before, not one a clause later. And a past
  // told in one clause or sentence must not silence a crisis that comes back in the next.
  it.each([
    ['No sé, quiero matarme.', true],
    ['No lo sé, me quiero morir.', true],
    ['No puedo dormir, quiero matarme.', true],
    ['No me controlo, voy a tirarme del puente esta noche.', true],
    ['No aguanto más, me voy a matar.', true],
    ['No quiero matarme.', false],
    ['No me quiero morir, solo estoy cansada.', false],
    ['Yo no quiero realmente morir, quiero que pare el dolor.', false],
    ['No tengo ninguna intención de matarme.', false],
    ['No voy a hacer ninguna locura, tranquila.', false],
    ['No quiero ni pensar en morirme.', false],
    ['Él no se quiere matar, lo dijo el médico.', false],
    // a wish after a clause the lost comma ran into it
    ['Nadie me quiere, mejor me muero.', true],
    ['No sé por qué escribo esto, hoy termino con todo.', true],
    ['Hoy termino con todo el papeleo y me voy de vacaciones.', false],
    ['Si sigue así, mejor me muero de hambre esperando el bus.', false],
    // a negated wish does not reach the same wish said again
    ['Нічого не хочу, хочу вмерти.', true],
    ['Ничего не хочу, хочу умереть.', true],
    ['Не хочу, не хочу умирать.', false],
    ['Я не хочу вмирати, просто втомилась.', false],
    // a Japanese turn to now, with no space before it
    ['3年前に死のうとしたけど、今また死にたい。', true],
    ['去年ODしたけど今夜もう一回やるつもり', true],
    ['若い頃に自殺未遂をしたが、今は孫もいて毎日楽しい。', false],
    ['昔は死にたいと思ってたけど今は元気', false],
    // a sentence that says something is back and names nothing of its own
    ['When I was 15 I wanted to die. Now it’s back.', true],
    ['Years ago I tried to kill myself. Now I feel the same again.', true],
    ['Было время, когда я хотела умереть. Сейчас опять так же.', true],
    ['Коли я був у полоні, хотів вмерти. І зараз знову хочу.', true],
    ['Hace años intenté matarme. Ahora otra vez lo mismo.', true],
    ['昔は死にたかった。今またそう思う。', true],
    ['When I was 15 I wanted to die. Now I’m back at school and happy.', false],
    ['Коли я був у полоні, хотів вмерти. Тепер вдома, все добре.', false],
    ['Hace años intenté matarme. Hoy estoy bien, con mi familia.', false],
    ['昔は死にたかった。今は幸せ。', false],
  ])('reads each clause for what it says: %s', (text, crisis) => {
    expect(assessCrisis(text).flagged).toBe(crisis);
  });

  // Katakana folds to hiragana without its long vowels, so the narrator ナレーター reads "なれた",
  // which is also "could become": the fiction guard must not hear a story in "帰らぬ人になれたら".
  it.each([
    ['もう帰らぬ人になれたら', true],
    ['いっそ星になれたらいいのに', true],
    ['ナレーターの声で泣いた。死にたいって台詞が刺さった', false],
  ])('tells a narrator from "could become": %s', (text, crisis) => {
    expect(assessCrisis(text).flagged).toBe(crisis);
  });

  it('weighs weak signals together: a method alone is not a crisis, a method with a time is', () => {
    expect(assessCrisis('Bought a rope today.').flagged).toBe(false);
    expect(assessCrisis('Said goodbye to the team today.').flagged).toBe(false);
    expect(assessCrisis('Bought a rope today. Said goodbye to the team today.').flagged).toBe(true);
    // A lone weak signal flags when the whole note reads like a crisis to the linear reader.
    expect(assessCrisis('Sorry for everything.').flagged).toBe(true);
  });
  // Ways of saying it that the twenty-ninth round, written blind, showed the lexicons lacked; each
  // with the everyday sentence of the same shape that must stay quiet.
  it.each<[string, string]>([
    // no longer anyone's problem, on a clock
    ["Don't worry, I won't be a problem for anyone much longer.", 'euphemism'],
    ['soon i wont be your problem anymore mum', 'euphemism'],
    ['Tranquila mamá, pronto dejo de darte problemas. Ya casi.', 'euphemism'],
    ['Скоро я перестану бути для вас проблемою.', 'euphemism'],
    ['Недолго вам осталось со мной мучиться.', 'euphemism'],
    ['もうすぐ迷惑かけなくなるから安心して', 'euphemism'],
    ['人生のログアウトボタン、ついに見つけた。今回はマジで押す。', 'euphemism'],
    // a rescue refused ahead
    ['Выпила всё, что было в аптечке. Не хочу, чтобы спасали.', 'intent'],
    ['Me tomé todo lo del botiquín. No quiero que me salven.', 'intent'],
    ['全部飲んだ。助けないでほしい。', 'intent'],
    // the first-aid box emptied into oneself
    ['Випила все, що було в аптечці, і пляшку зверху.', 'dose'],
    // the means at hand, only the nerve missing
    ['Мотузка вже в рюкзаку. Бракує тільки сміливості.', 'method'],
    ['Верёвка уже в сумке. Осталось набраться смелости.', 'method'],
    [
      'ya tengo la cuerda en la mochila, la compre en la ferre de la esquina. nomas me falta juntar el valor',
      'method',
    ],
    ['ロープはもう買った。あとは勇気だけ。', 'method'],
    // a vehicle wished into oneself
    [
      'Sometimes I hope the bus just goes into me on the way in so I never have to do any of this again.',
      'passive',
    ],
    ['Вот бы меня сбила машина по дороге домой.', 'passive'],
    // a crash staged so nobody will know
    [
      'Руль чуть вправо, в опору моста на полной скорости, и никто не поймёт, что специально.',
      'method',
    ],
    // a diary that stops at a day, with a high place as its last item
    [
      'Friday: return the keys, pay back Mark, take the cat to mum, evening the bridge. After Friday, no plans.',
      'plan',
    ],
    [
      'Viernes: devolver las llaves, llevar el gato a mamá, por la noche el puente. Después del viernes no hay planes.',
      'plan',
    ],
    [
      "П'ятниця: віддати ключі, кота до мами, ввечері на міст. Після п'ятниці планів немає.",
      'plan',
    ],
    ['金曜日：鍵を返す、猫を実家へ、夜はあの橋。金曜から先の予定はない。', 'plan'],
    // the thirtieth round's: a season named as one's last, passwords left for after, food
    // withheld as a sentence, sleep no one wakes from, a subscription to life run out, a game
    // of "end it tonight, don't stop me"
    ["Reckon this'll be the last winter I see, and I'm alright with that.", 'euphemism'],
    [
      'wrote all my passwords on a card for mum and put it in the top drawer so she can get into my stuff after',
      'farewell',
    ],
    [
      "Ate a biscuit because Priya was watching. Disgusting. Fat useless pig, you don't get to eat.",
      'selfHarm',
    ],
    ['今日も何も食べてない。罰。昨日チョコ食べちゃったから。', 'selfHarm'],
    ['Quedarme dormida y que nadie me encuentre nunca, que se olviden de que existí.', 'passive'],
    ['подписка на жизнь истекает, автопродление я отключил.', 'euphemism'],
    ['Але хай не переживає — я їм усім уже недовго заважатиму.', 'euphemism'],
    ['もうええわ。今夜で終わりにする。止めんといて。', 'intent'],
    // the thirty-first round's
    ['Booking my early checkout from the hotel called Life. Zero stars.', 'euphemism'],
    ['Cada noche le pido a la Virgen que no me deje despertar por la mañana.', 'passive'],
    ['Me doy de baja de todo.', 'euphemism'],
    ['Mi guerra se termina este fin de semana. Que mi madre me perdone.', 'plan'],
    ['la azotea del bloque 4, el domingo a las 6, que a esa hora no sube nadie', 'plan'],
    ['みんなに迷惑かけるのも、あと少しの辛抱だから。', 'euphemism'],
    [
      'ホームセンターでずっとロープ売り場にいた。何に使うんですかって聞かれたらなんて答えよう。',
      'method',
    ],
    ['いじめられた日はカッターの日　いまもう手に持ってる', 'selfHarm'],
    ['おばあちゃん、もうすぐ会いに行くね。待っててね', 'euphemism'],
    [
      'メモを夫の手帳に挟んだ。これで私がいなくても家は回る。スマホのパスコードも書いた。',
      'farewell',
    ],
    ['Смешно, потому что до конца месяца я доживать не собираюсь.', 'intent'],
    ['роздала свої речі. вони не знають, що це я так прощаюсь', 'farewell'],
    [
      'Двічі ходила ввечері на пірс, дивилась, де немає камер і людей. Визначилась: субота.',
      'plan',
    ],
    // the thirty-second round's
    [
      "Sorting it this weekend. Permanently. can't be chased for debt if you're not here lads",
      'euphemism',
    ],
    [
      'El coche, el garaje cerrado, el tubo. Anoche bajé a probar si la manguera llegaba a la ventanilla.',
      'method',
    ],
    [
      'borrar el historial / puente de Segovia a las 6, antes de que pase la gente que va a trabajar',
      'plan',
    ],
    ['もうむりほんとにむり　きょうしぬ　ほんきで　だれもとめないで', 'intent'],
    ['駅のホームで黄色い線の外側に立ってみた。一歩だけでいいんだな、と思った。', 'method'],
    ['農薬の棚の鍵、今日は閉めなかった。あれなら俺にもできると、頭から離れない。', 'method'],
    ['借金900万。生命保険は3000万。生きてる俺は負債で、死んだ俺は資産。', 'burden'],
    ['今日も食べなかった。私には食べる資格がない。', 'selfHarm'],
    ['じゃあ何のために生きてんの？続ける理由、もう一個も思いつかない。', 'hopelessness'],
    ['порізала знову стегно. 6 полосок. заслужила. завтра ще', 'selfHarm'],
    ['Я не хочу так навіть ще рік. Не витягну і не хочу витягувати.', 'passive'],
    ['скоро побачусь з бабусею. вона одна мене завжди розуміла. вже недовго', 'euphemism'],
    // the thirty-third and thirty-fourth rounds'
    [
      'did a practice run last night with the belt. got scared and stopped. next time i wont stop',
      'plan',
    ],
    [
      "I can't picture any version of next year with me still in it, and I don't want one.",
      'hopelessness',
    ],
    [
      'Hoy busqué cuál es el edificio más alto del centro al que se puede subir sin que te pregunten nada.',
      'method',
    ],
    [
      'si no contesto el lunes q no me busque, q me fui de vacaciones largas, de esas de las q no se regresa',
      'euphemism',
    ],
    ['いまカッター持ってる きりたいきりたいきりたい', 'selfHarm'],
    ['もうええわ、自分でケリつけたる。これが俺の最終回や笑', 'euphemism'],
    ['駅のホームで、今日も快速に飛び込むタイミングを数えてた。', 'method'],
    ['きのう、橋まで行って手すりに手をかけてみた。予行演習はおわり。次は本番。', 'plan'],
    ['А тепер слухаю і розумію: а я здамся. Тихо, без бою.', 'euphemism'],
    [
      'Hoy me despedí de todos, aunque ninguno se haya dado cuenta de que era una despedida.',
      'farewell',
    ],
    ['Me voy a dar de baja de la vida como el plan del celular.', 'euphemism'],
    [
      'LINEで昔の友達みんなに「今までありがとう、元気でね」って送った。これで思い残すことない',
      'farewell',
    ],
    // the thirty-fifth round's
    [
      'Mañana me voy de viaje largo, de esos que no tienen regreso. Bendiciones pa todos.',
      'euphemism',
    ],
    ['クラスで言われてから、食べるのをやめた。今日も給食ぜんぶ残した。罰だから。', 'selfHarm'],
    ['処方されてる薬、さっき一週間分まとめて飲んだ。わざと。ねむい。', 'dose'],
    ['あの頃の「死んだほうがまし」って声が、また頭の中で鳴ってる。', 'relapse'],
    ['прийшла додому, руки трусяться, хочеться взяти лезо прям зараз', 'selfHarm'],
    ['Двічі піднімалась на дах, стояла на краю. Як репетиція. Дату вибрала — 14-те.', 'plan'],
    [
      'Вона думає, що я про обстріли. Скинула їй фото, де лежать документи, і пін від картки.',
      'farewell',
    ],
    // the thirty-seventh round's
    ['Said my prayers and asked Him again not to let me wake up in the morning.', 'passive'],
    ['Anton was killed near Bakhmut in May. I just want to be where Anton is now.', 'euphemism'],
    ['Did a practice run last night. Stood on the chair with the belt round the beam.', 'plan'],
    [
      'gave jade my switch and all my hoodies today. i wanted them to have something of me.',
      'farewell',
    ],
    [
      'El paraquat viejo sigue en el cobertizo. Hoy lo he tenido en la mano pensando que con eso se acaba lo mío.',
      'method',
    ],
    [
      '牛舎の梁をずっと見上げてた。縄なら納屋にいくらでもある。親父も最後はあそこだった。',
      'method',
    ],
    ['ночью ходил на пути за гаражами, постоял. завтра не отойду в сторону', 'plan'],
    // the thirty-ninth round's
    ['ngl the old voice is back. 300 days clean and i reset the counter tonight.', 'relapse'],
    ['妻に先立たれて五年。今朝もまた目が覚めてしまい、がっかりしました。', 'passive'],
    [
      '駅のホームで快速を何本も見送った。どのタイミングで踏み出せばいいか、だいたい分かった。',
      'method',
    ],
    ['borrar el historial y las fotos. el viernes en la noche subir solo al cerro', 'farewell'],
    [
      'Що зробити до суботи: видалити всі переписки. Кота відвезти мамі, сказати що на тиждень.',
      'farewell',
    ],
    // the forty-first round's
    [
      'Chiste del día: mi suscripción a la vida vence el viernes y no pienso renovarla.',
      'euphemism',
    ],
    ['He subido a la azotea tres veces esta semana. Nueve pisos deberían bastar.', 'method'],
    ['Me apagué el cigarro en el muslo. Dos veces. Con el pantalón nadie lo va a ver.', 'selfHarm'],
    ['ゼミの発表、もう準備しなくていいや。その時には私、ここにいないし。', 'euphemism'],
    ['ゲイの息子なんていないほうが、うちは普通の家族でいられる。', 'burden'],
    ['maybe it would be easier for her if someone actually did.', 'burden'],
    ['короче я всё. сегодня закончу это сама, хватит с меня', 'intent'],
  ])('hears it said sideways: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Soon I won’t be a problem for the landlord much longer: I start the new job on Monday.',
    'After Friday, no plans. Just the beach and a book.',
    'Después del viernes no hay planes, ¡vacaciones por fin!',
    'Після пʼятниці планів немає, відпустка!',
    '金曜から先の予定はない。やっと夏休み。',
    'Скоро перестану бути для вас проблемою — знайшла квартиру, зʼїжджаю в суботу.',
    'Ya casi no voy a ser un problema para el alquiler, me subieron el sueldo.',
    'Went to the roof in the evening to fix the aerial, then the bridge.',
    'Ввечері на міст — там салют на День міста.',
    'Last winter I saw the northern lights for the first time.',
    'Punishment for skipping the gym: no dessert this week, haha.',
    '罰ゲームで激辛ラーメンを食べた。',
    'Estoy muerta, hice doble turno. Mañana me mato en el gimnasio para compensar el asado.',
    'Мама со своим ремонтом меня в гроб загонит. Повеситься можно от этих обоев 😂 но цвет красивый.',
    'エルデンリングのボスで百回は死んだ。もう無理…と言いつつ明日もやる。',
    'в елдені помер вже разів сорок на одному босі, хочу вмерти разом з ним лол. завтра ще спробую.',
    'むかしはリスカが止まらなかった。腕の跡はもう白くなった。今日、はじめて半袖で出かけた。',
    'Заполняла анкету у врача. «Мысли, что лучше было бы умереть или причинить себе вред?» — поставила «ни разу». Сплю плохо из-за тревоги.',
    'Read my goodbye letter to the class today, last day after 32 years of teaching.',
    'Angry is not the same as wanting to die.',
    'Último día en la fábrica antes de jubilarme. Me despedí de todos y dejé una carta de despedida en el tablón.',
    'Написала прощальное письмо в общий чат — все плакали. С понедельника новый офис!',
    '使わない服は同じ団地の人にあげた。新しい部屋、日当たりがいい。',
    'Me di de baja del gimnasio, de todo lo que no uso.',
    'おばあちゃんの家に来週行く。',
    'Зміна в токсикології. Привезли дівчинку 16 років, наковталась бабусиних таблеток. Промили, мама поруч.',
    'Последний день в офисе. Написала прощальное письмо всему коллективу, раздала цветы. С понедельника новая работа в Кракове.',
    '引っ越し準備。いらない物は全部友達にあげた。この部屋とも今日でお別れ。新しい部屋は日当たり最高！',
    'Lavé el coche con la manguera, la ventanilla de atrás no cerraba bien.',
    'Порізала руку, коли різала хліб. Заклеїла пластирем.',
    'Скоро побачусь з бабусею, їду до неї в село на вихідні.',
    'Wrote a letter to the council about her blue badge. Exhausting day but everything is done.',
    'Counted out my tablets for the week into the little boxes, 9 a day now with the new heart one.',
    'Me corté la mano con el machete desyerbando el cafetal. Siete puntos en el puesto de salud.',
    'Se me cayó la bandeja delante de todo el comedor y me quería morir ahí mismo. Luego nos partimos de risa.',
    '夫の三回忌。会いたい。でもそっちに行くのはまだずっと先ね、と言ったら風が吹いた。',
    '恥ずかしすぎて死にたい。会議で課長のこと「お母さん」って呼んじゃった…',
    'Прощаюсь с Варшавой — едем с детьми домой, в Житомир. Последняя ночь в этой квартире.',
    'Черга на пів вулиці, кондиціонер не працює, здохнути можна. Зате подружилась з бабусею.',
    'не не думайте шо я там шось собі зроблю, просто настроєніє ніяке. пару днів пореву і попустить',
    'весь вечір в доті, мене за каточку 12 раз вбили, я вже хотів вийти з гри назавжди 😂',
    'en el cole me dicen q me mate. pero no lo voy a hacer, no les voy a dar el gusto.',
    'Subí al tejado a arreglar la teja. Mi mujer abajo gritando que me iba a matar. Bajé entero.',
    'Прощальний вечір на роботі. Роздала колегам вазони, з понеділка — Варшава, нова робота.',
    'blin ya ubju svoego brata, on opyat slomal moi naushniki. zhit ne hochetsya v etom dome lol.',
    'Мы с сестрой договорились: пин от карты у неё, если вдруг потеряю телефон.',
    'Goodbye at the airport for Aunty Ngozi, she is going back to Houston. Wrote her a letter to read on the flight.',
    '転勤で大阪へ。公共料金の解約リストとパスワードを紙にまとめた。新生活ドキドキ。',
    'Раздаю вещи малого — вырос. Коляску отдала соседке. Прощай, младенчество, будем скучать 🥲',
    'Борги, колектори, все погано. Але думок покінчити з усім нема. Є думки знайти другу роботу.',
    'I want to be where the sun is now, booked Tenerife for March!',
    'Last day at the school after 31 years. Said goodbye to every class, the Year 6s wrote me letters.',
    'La gente cree que porque tengo fibromialgia quiero tirarme por un balcón. Pues no. Me gusta mi vida.',
    '一ヶ月健診。産後うつのチェックシートを渡された。「自分を傷つけたいと思うことがある」→「全くない」に丸。',
    'Woke up again at 5am, disappointed it was not Saturday.',
    'Купив нову мотузку, бо стара перетерлась — телицю привʼязувати. Ще цвяхи і замок до погреба.',
    'ни, таблеток я не наковтаюсь, не бийся, це я просто так написала. кинути хочу роботу, а не життя.',
    'Купила нарешті нормальний ніж для мʼяса і таблетки для посудомийки. Останній день відпустки.',
    '¡Campeones, carajo! Me quiero morir de la felicidad, parce.',
    '引っ越しの準備。大家さんにお別れの手紙を書いた。明日から大阪！',
    'ubila by etogo soseda s ego perforatorom v 7 utra. ya tak ne dozhivu do vyhodnyh lol',
  ])('stays quiet on the same shapes in an everyday note: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  // The everyday masks above take only what names its everyday reason: a goodbye to everyone or
  // to the group chat, a rope with the dog given away, pills counted into a box, an arm cut with a
  // razor, a goodbye at a station before the tracks, are each still heard.
  it.each<[string, string]>([
    ['Написала всем прощальное письмо.', 'farewell'],
    ['Posted a goodbye message in the group chat.', 'farewell'],
    ['Dejé un mensaje de despedida en el grupo de amigos.', 'farewell'],
    ['Купив мотузку, собаку віддав сусіду.', 'method'],
    ['Counted my pills into a box. 60 of them.', 'dose'],
    ['Me corté el brazo con una navaja.', 'selfHarm'],
    ['Said goodbye at the station. Going to the tracks tonight.', 'farewell'],
  ])('keeps what no everyday reason explains: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });
});

// The 43rd round's lessons, each said in other words than the round's notes: a wish for a vehicle
// to cross into one's lane, the dead one told "soon I come to you", hunger welcomed as punishment,
// a household's sum done without the writer, the rope and the beam checked, death as the answer
// to everything; and on the quiet side, a death wish disowned as a figure of speech, a crisis
// dated by a child's age now, a screening question named by its subject and answered no.
describe('crisis detection: the 43rd round', () => {
  it.each<[string, string]>([
    ['On the A1 I kept hoping a truck would cross into my lane. Just over, no fuss.', 'passive'],
    ['Mum died in May. Wait for me, Mum, before long I am coming to you.', 'euphemism'],
    ['Grandad passed in the spring. I told him tonight: soon I come to you, grandad.', 'euphemism'],
    ['Everything is signed. Please, let no one cry for me.', 'farewell'],
    ['The kindest thing for them would be to get rid of me from this family.', 'burden'],
    ['My stomach hurts all day and I tell it good, you deserve this.', 'selfHarm'],
    ['I honestly cannot see the point in carrying on.', 'hopelessness'],
    ['There is no version of next year I want to be in.', 'hopelessness'],
    ['ホームセンターで縄を買った。納屋の梁なら十分届く。', 'method'],
    ['最近ずっと、死んだら楽になるって考えてる。', 'passive'],
    ['La carta ya está escrita. Le di el gato a mi vecina.', 'farewell'],
    ['Хочу померти. Це не образно.', 'intent'],
    ['I want to die. And no, not a figure of speech.', 'intent'],
    ['消えたい。言葉のあやじゃない。', 'passive'],
    ['Max turned two today. I want to walk into the sea tonight.', 'method'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Ugh, the thesis. I could die every time I open it. Figure of speech, obviously. Pub at six.',
    '"Me muero si vuelve a llover", le dije a mi vecina. Es un decir, claro; el huerto lo agradece.',
    'Ці рахунки за газ — хоч лягай і помирай. Це я образно, звісно, завтра піду в ЖЕК.',
    '課長の話が長すぎて消えたい、って言葉のあやだけどね。',
    'Sam turns five next week. When he was born I wanted to disappear for good; the health visitor got me help. Now I bake his cake.',
    'Згадую той перший рік після пологів: думки, що їм без мене буде краще. Зараз ми щасливі, малій вже три.',
    'The GP asks the usual questions, the one about hurting myself too. No, love, I said, I have a garden to dig.',
    'Зміна в приймальному. Привезли жінку з передозом снодійного, промили, живе.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 44th round's lessons, said in other words than its notes: the wish not to wake said as a
// pleasure, a rope searched for the neck, the traces cleared after, the entry named the last,
// better left dead where it nearly happened; and on the quiet side, cringe and boredom said as
// death, what "I'm done" meant, a boss as the cause, a threat taken back with a laugh, a song of
// a kind, a time dated by an age or a sobriety anniversary, "as if I would".
describe('crisis detection: the 44th round', () => {
  it.each<[string, string]>([
    ["I'd be glad to just go to sleep and not wake up.", 'passive'],
    ['ロープ 耐荷重 首 何分', 'method'],
    ['首にかけるロープ、苦しくない結び方を調べた。', 'method'],
    ['Пишу з Праги. Гроші на картці, пін знаєш. Це останній запис.', 'farewell'],
    ['Краще б мене під Бахмутом і залишили.', 'passive'],
    ['Tengo las pastillas. Me quiero matar con estas pastillas esta noche.', 'intent'],
    ['Me quiero morir. No es broma.', 'intent'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Tripped on stage at graduation. Dying inside a bit. Photos were nice though.',
    'Told my sister I’m done. I meant done with the gym, not with life, calm down.',
    'Me quiero matar con esta profe de química, nos puso otro examen sorpresa.',
    '¡Me voy a colgar del ventilador! jajaja mentira, solo hace mucho calor.',
    'Cantamos rancheras toda la noche, "quiero morir en tus brazos", ja.',
    'Cuando me divorcié, con treinta años, pensé en tirarme al tren. Hoy tengo nietos.',
    'Десять років тверезості. Памʼятаю, як у останній запій хотів, щоб усе скінчилось. Сьогодні торт.',
    'нє, не в тому сенсі шо я помру, просто хочу виспатись тиждень.',
    'あんな奴らのために死んでやるもんか。明日も学校行く。',
    '演劇部の発表会。毒を飲むシーンの練習をした。',
    'La tía cree q me quiero morir porque no salgo del cuarto. No, solo estudio.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 45th round's lessons, in other words than its notes: hunger named a punishment, a wish to
// switch off said with "ojalá pudiera", a journey of no return (ja), pills washed down (ja, in
// kana), not long anyone's problem, ending it tonight "enough of me", an accident nobody would
// know was none, the urge of then the same now; and on the quiet side, a patient's overdose
// placed in the department, a meaning disowned at once, a death wish someone else's talk
// triggers, a goodbye letter to a neighbour, a death from nagging or over one's notes, "not one
// of those who", "morir no", a "no" with a colon and the will to live after its "but".
describe('crisis detection: the 45th round', () => {
  it.each<[string, string]>([
    ["Not a diet. It's penance. I don't get to eat until I've earned it.", 'selfHarm'],
    ['ojalá pudiera apagarme y ya, como la tele.', 'passive'],
    ['もう戻れない遠いところへ旅立つ。', 'euphemism'],
    ['くすりを全部、おさけでながした。', 'method'],
    ['Недовго я ще буду вам тягарем.', 'euphemism'],
    ['Сегодня я это закончу, хватит с меня.', 'intent'],
    ['Кермо трохи вправо, під фуру. Ніхто б не подумав, що це не випадково.', 'method'],
    ['Дістала лезо. Думки такі самі, як тоді, в шістнадцять.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Busy night. Overdose in resus, 22, sertraline and vodka; stable by 3am. Home, toast, bed.',
    'Told the nurse I’m ready to go when God calls. I don’t mean I want to, I mean I’m at peace.',
    'I could shoot myself every time my manager starts a sentence with "going forward".',
    'Me dan ganas de tirarme por la ventana cada vez que el vecino canta en la ducha.',
    'Le dejé una carta de despedida a la portera con las llaves. ¡Mañana, Sevilla!',
    'Вчора думала, що помру над курсовою, але здала!',
    'Свекруха знову тут. Думала, повішусь від її порад, але пиріжки в неї смачні.',
    'Кредити, борги. Але я не з тих, хто руки опускає. Завтра нова робота.',
    '¿Pensar en morir? No. Quiero ver crecer a mis nietos. Morir no.',
    'Лікарка спитала, чи є думки про самогубство. Сказала ні: втома є, але жити я хочу.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 46th round's lessons, in other words than its notes: a "no" said because someone was
// listening, the finder chosen, a day chosen, things given away (weak), leaving for good with no
// respawn, «себе порішу», affairs put in order and nothing left to regret (ja, weak together), not
// here by next week (ja); and on the quiet side, the means a sentence of care names, a dose
// schedule, a patient described before the overdose, an old diary's pages, a child's age dating
// a time, a threat on a trigger's next time, a farewell pinned at work or sent to a club, a
// licence renewal, a farewell party's letters (ja), leaving a workplace (ja), a concert's song.
describe('crisis detection: the 46th round', () => {
  it.each<[string, string]>([
    [
      'La pediatra preguntó si tengo ideas de hacerme daño. Dije que no. Mentí: ayer me corté.',
      'selfHarm',
    ],
    ['Ya he elegido la fecha, para que no sea mi hija quien me encuentre.', 'plan'],
    ['я вже скоро вийду з гри назавжди, без відродження.', 'euphemism'],
    ['все. сьогодні себе порішу.', 'intent'],
    ['通帳と印鑑の場所を書いた。もう思い残すことはない。', 'farewell'],
    ['来月にはもうこの世にいない。祖母に会いに行く準備をしてる。', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('keeps the question’s words when the "no" was said because someone was listening', () => {
    const text =
      'The nurse asked if I have thoughts of killing myself. I said no because my husband was right there. The truth is yes, every night.';
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'New tablets today, one with breakfast. Got a pill organiser from the chemist. Feeling hopeful.',
    'Long night in majors. Woman, 45, paracetamol overdose, NAC started, she’ll be fine.',
    'Found my old diary from uni. Pages and pages of hating myself. I’m 34 now and happy.',
    'Leo is 3 today! When he was eight weeks old I wanted to disappear. Today: cake and chaos.',
    'If they play that advert once more I swear I’ll kill myself. Anyway, pasta for tea.',
    'Handed in my notice. Pinned a goodbye card on the noticeboard for the night shift.',
    'Reminder: shotgun licence renewal due in March, and the tractor MOT.',
    'Написала прощальное письмо в хоровой клуб — ухожу, надоело петь одно и то же.',
    '送別会で、みんなに手紙を書いた。さよなら、また会おう。',
    '死にたいんじゃなくて、この会社から消えたいだけ。',
    'Після концерту Океану Ельзи весь день у голові «Без бою». Щаслива!',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 47th round's lessons, in other words than its notes: "I am coming to you soon" said to the
// dead, the old plan come back, a goodbye made proper and a finding wondered about (weak each),
// nothing left to regret with things given away (ja), to stop today (ja); and on the quiet side, a
// shift in the department, an overdose told with an age, someone else's goodbye letter, a kitchen
// accident told with its food, "I could die." after a deadline, a form item answered ", no,
// never", «pero de sueño», «ya me morí, entiérrenme», «matarse a…», «es para pegarse un tiro», a
// streak counted (ja), a state then (ja), «пойду умру в подушку».
describe('crisis detection: the 47th round', () => {
  it.each<[string, string]>([
    [
      'My husband died in March. At the cemetery I said: I am coming to you very soon.',
      'euphemism',
    ],
    ['Two years clean. Tonight the old thoughts came back like they never left.', 'relapse'],
    [
      'Phoned my brother to say goodbye properly. How long before the neighbours notice?',
      'farewell',
    ],
    ['推しのグッズは全部後輩にあげた。これで心残りはない。', 'farewell'],
    ['毎日がしんどい。もうここで止まりたい。', 'passive'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('still hears a cut told as a kitchen accident to others', () => {
    expect(
      assessCrisis(
        'Told mum the knife slipped chopping onions. It didn’t. I did it on purpose again.',
      ).flagged,
    ).toBe(true);
  });

  it.each([
    'ED night shift. Overdose at 3am, 17 year old, stable by breakfast. Home and asleep by 9.',
    'Drafted chapter nine. Wrote his suicide note for the villain, the editor loved it.',
    'The knife slipped chopping carrots, a small cut only. Plaster and on with the soup.',
    'Thesis due Monday and the printer is broken. I could die.',
    'Health visitor did the questionnaire. Tired, yes. Thoughts of harming myself, no, never.',
    'Estoy reventada, me quiero morir pero de sueño. Mañana libro.',
    'Le mandé el audio a mi jefe en vez de a mi hermana. Ya me morí, entiérrenme jajaja.',
    'El finde me voy a matar a empanadas en lo de mi abuela.',
    'Esta reunión es para pegarse un tiro, tres horas de diapositivas.',
    'もう3年以上切ってない。今年は半袖で海に行った。',
    'Контрольна з хімії — все, піду помру в подушку до ранку 😂',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 48th round's lessons, in other words than its notes: a cover story told and then denied, a
// goodbye kissed in sleep and a child owed a better parent, «acabar conmigo», "it's not your fault
// I'm gone" (ja), a lie owned in one word (ja), heat pressed to the skin, prescribed pills kept
// untaken; and on the quiet side, a dream told as one, a song that came on, overdoses counted on a
// shift, "I mean the caring, not living", a wish for today only (ja), a time dated by the next
// sentence (ja), a season and a year.
describe('crisis detection: the 48th round', () => {
  it.each<[string, string]>([
    ["Told my boss I'm emigrating. I'm not emigrating.", 'farewell'],
    ['He deserves a dad who isn’t this. Gave away my guitar today.', 'burden'],
    ['Voy a acabar conmigo esta noche.', 'intent'],
    ['ママが死ぬのは、あなたのせいじゃないよ。', 'farewell'],
    ['Held a lit cigarette against my wrist again tonight.', 'selfHarm'],
    ['Притиснула розпечену ложку до руки. Заслужила.', 'selfHarm'],
    ['Снотворное, что выписали, не пью. Уже месяц собираю в баночку.', 'dose'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('keeps the question’s words when the answer is called a lie in one word (ja)', () => {
    expect(
      assessCrisis('先生に「死にたい気持ちはある？」って聞かれて「ない」って答えた。嘘。').flagged,
    ).toBe(true);
  });

  it.each([
    'Strange dream last night: I jumped off a cliff and flew over the sea. Woke up starving.',
    'That sad song came on the radio, "I don’t want to live without you", and I sang along.',
    'Night in resus: three overdoses before 2am, all stable. Home by nine.',
    'Some days I can’t do this anymore, but I mean the night feeds, not living.',
    '会議で大失敗。今日だけ地球から消えたい。',
    'Весной 2022 в подвале хотелось умереть от страха. Сейчас мы в Дублине, сын пошёл в школу.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 50th round's lessons, in other words than its notes: a burn with a cigarette (uk/ru); and on
// the quiet side, a pet put to sleep (a death, so "the house is so quiet" is grief, not a moment
// alone), surgery ahead, a rope for climbing or for the cow, a warning shouted by someone else, a
// fanfic, a dream told as one (uk/ru), a habit long stopped, laughed-off deaths (ja), "not that I
// really want to" (ja), a retirement's goodbyes (ja).
describe('crisis detection: the 50th round', () => {
  it.each<[string, string]>([
    ['Знову сорвався. Пропалив руку цигаркою. Заслужив.', 'selfHarm'],
    // grief does not silence a moment alone told with the deed or the means
    ['Mum died last year. When everyone is asleep tonight I will do it.', 'plan'],
    [
      'Since Dad passed the house is so quiet. When the flat is empty I’ll take all the pills.',
      'method',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('still hears a rope "for climbing" told as a cover story', () => {
    expect(
      assessCrisis('Told him the rope is for climbing. It isn’t. The beam in the garage will hold.')
        .flagged,
    ).toBe(true);
  });

  it.each([
    'Had Rex put down at the vet this morning, for the last time held his paw. The house is so quiet without him.',
    'Hip op tomorrow. Signed the consent form, risks including death, cheerful. Nil by mouth from midnight.',
    'New dynamic rope for climbing, 60m. Wall session Saturday.',
    'Купив мотузок, щоб на пасовищі корову прив’язувати.',
    'Mi madre me gritaba desde el patio que me bajara del tejado antes de matarme.',
    'Capítulo 8 del fanfic: la prota sube a la azotea. Mañana lo subo a Wattpad.',
    'Наснилось, що я падаю з даху, а потім лечу. Дивний сон.',
    'Я вже давно не ріжусь. Сьогодні на пляжі в купальнику.',
    '明日のテストで死ぬww',
    '本当に消えたいわけじゃなくて、一人になりたいだけ。',
    '定年退職の日。みんなにさようならを言った。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 51st round's lessons, in other words than its notes: which floor is sure, looked up; not
// planning to last until a season near; no tomorrow seen for oneself (uk/ru); a height's railing
// judged low enough; a date set and a place chosen (uk/ru); 決行 with its day (ja); a thank-you
// whose meaning no one saw (ja). On the quiet side: surgery ahead (uk/es/ja), goodbyes of a move
// or to someone leaving, "die of how tired I am" and a faked death (es), a rope bought for the
// farm, a bridge crossed at an hour, "our last messages" with a friend who died, "asked me to"
// read as "me too", a song sung, a night dated years ago (ja), a dream told from inside (ja).
describe('crisis detection: the 51st round', () => {
  it.each<[string, string]>([
    ['Googled which floor is high enough. We live on the eleventh.', 'method'],
    ['Шукав, з якого поверху точно насмерть. У нас дванадцятий.', 'method'],
    ['Busqué desde qué piso no se sobrevive. Vivo en un octavo.', 'method'],
    ['何階なら確実か、ずっと調べてる。', 'method'],
    ['New trainers. Optimistic for someone not planning to make it to Christmas.', 'euphemism'],
    ['Записалась на курси, смішно, бо не збираюсь дожити до літа.', 'euphemism'],
    ['Me compré un abrigo, absurdo para alguien que no piensa llegar al invierno.', 'euphemism'],
    ['Я не бачу для себе жодного завтра.', 'hopelessness'],
    ['Looked over the railing on the flyover again. Low enough to climb over.', 'method'],
    ['Дата — перша річниця. Місце я вже знайшла.', 'plan'],
    ['決行は来月の命日にする。', 'plan'],
    [
      'グループに「今までお世話になりました」と送った。誰も本当の意味に気づいていない。',
      'farewell',
    ],
    // a journey named by no place is not a move
    ['Antes de irme de este mundo escribí cartas de despedida.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a rope's purpose told as a cover story is no purpose
    'Compré la cuerda diciendo que era para atar la leña. El domingo, en el granero, cuando no haya nadie.',
    // rat poison is a means, whatever it was bought for
    'Guardé el veneno para las ratas en mi cuarto. No es para las ratas.',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Операція в четвер, наркоз. Боюсь не прокинутись, але хірург спокійний.',
    'Mañana me operan con anestesia general, me da miedo no despertar.',
    '来週手術。麻酔から目が覚めなかったらと思うと怖い。',
    'Giving away the plants we can’t take with us. Flight to Toronto on Friday.',
    'Goodbye, old flat. Twelve years of our lives.',
    'Me mudo a Lima el sábado: reparto mis libros entre los amigos y escribo cartas de despedida.',
    'Проводили Ліду до Варшави, написали їй прощальний лист усім класом.',
    'Me muero de lo harta que estoy de los trámites.',
    'Mi papá me va a matar por el choque, ya estoy eligiendo mi epitafio.',
    'Compré cuerda para tender la ropa y un cuchillo para el asado. Mañana viene la familia.',
    'Cruzamos el puente a las ocho para llegar al concierto.',
    'Tom died on Sunday. His sister asked me to read at the funeral. I keep rereading our last messages.',
    'Sang "Hurt" at karaoke and my voice cracked on the chorus. Best night in ages.',
    'あの日から5年。遺書はもうない。今日は娘と公園に行った。',
    '夢の中で、崖から飛び降りていた。起きたら汗びっしょり。',
    'Tenía miedo de que si me echaban me iba a querer morir. Pues no, aquí sigo, con trabajo nuevo.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 52nd round's lessons, in other words than its notes: "not even planning on April"; affairs
// put in order (the house signed over, the funeral plan paid); no point in reaching a month (es);
// no next month for me (ja); a beam and a rope (ja); a cutting done again beside a "someday" (uk).
// On the quiet side: skulls in a row are laughter; goodbyes of a move (uk, en, ja) or a colleague's
// retirement (es); a nuisance that comes back each time (es); a threat laughed at after a few words
// (uk); dying for a few hours is sleep, and not wanting to live undone in the next breath (uk/ru);
// a school year, captivity over, a return from somewhere, as the time then; a wish to crawl under
// a desk and die; a chapter written, others who say it lightly, "I don't think" after a list, and
// a cutting's scars (ja); a dream told with «наснилося».
describe('crisis detection: the 52nd round', () => {
  it.each<[string, string]>([
    ['Not even planning on April, honestly. Let alone getting old.', 'euphemism'],
    ['Signed the flat over to my niece today. Paid up the funeral plan too.', 'farewell'],
    ['No le veo sentido a seguir hasta la Navidad.', 'hopelessness'],
    ['僕には来月なんてない。', 'euphemism'],
    ['倉庫の梁は頑丈だった。ロープも買ってある。', 'method'],
    ['Закрилась у ванній і знову різала ноги, і думала, що колись це закінчиться.', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('still hears a wish to die with one skull', () => {
    expect(assessCrisis('honestly i want to die. not joking 💀').flagged).toBe(true);
  });

  it.each([
    'omg 💀💀 i literally died when he waved at me, going to tell priya tomorrow',
    'Переїжджаємо до Львова, роздала сусідам усі вазони. Останній вечір тут.',
    'Moving day! Gave away the sofa we can’t fit in the van.',
    '引っ越しの前に、お世話になった大家さんに手紙を書いた。さよなら、私の部屋。',
    'Carta de despedida para el profe Ramírez, que se jubila en junio. La firmamos todos.',
    'Cada vez que suena el despertador me quiero morir. Café y a la oficina.',
    'Ще трохи і повішусь на цих кредитах, чесне слово 😂',
    'Так устала, что лечь бы и умереть часов на десять.',
    'Глянула на рахунки — жити не хочеться. Випила какао — жити знову хочеться.',
    'В 8 классе я резала руки. Сейчас учусь в меде и помогаю другим.',
    'В полоні я молився, щоб не прокинутись. Тепер удома, з дітьми.',
    'Cuando volví de la misión pensaba en pegarme un tiro. Hoy tengo nietos.',
    'Wanted to curl up under my desk and die when the slides wouldn’t load.',
    '第二章で主人公が遺書を書く場面まで書けた。',
    '友達はすぐ「死にたい」とか言うけど、私は全然そう思わない。',
    '死にたいとか、消えたいとは思わない。ただ疲れてる。',
    'リスカの跡、もう気にしない。三年やってない。',
    'Наснилося, що я падаю з мосту. Прокинулась і сміялась.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 53rd round's lessons, in other words than its notes: a bill that will not need paying, a
// place where no one is troubled, no reason to go on (ja); a seat kept by the fallen (en); 「しにた
// いじゃなくてしぬ」, whose "not" corrects upward; a form's death item answered two sentences on
// (ru). On the quiet side: thrown to the floor for joy, a note to a parent denying (es); a heat or
// a parent's fury that will "kill me", goodbye to a school year, others who act as if (en); a figure
// of death with a skull, disappearing from an app, a memory told as one, scars of cutting long
// stopped (uk); "not serious", a pet seen off, a song sung, a dream's content (ja).
describe('crisis detection: the 53rd round', () => {
  it.each<[string, string]>([
    ['家賃のことはもう気にしない。来月から払う必要がなくなるから。', 'euphemism'],
    ['もうすぐ、誰にも迷惑をかけない場所へ行ける。', 'euphemism'],
    ['生きていく意味がわからない。', 'hopelessness'],
    ['Won’t be long now, mate. Keep me a seat by the bar.', 'euphemism'],
    ['しにたいじゃなくて、しぬ。もう決めた。', 'intent'],
    [
      'Анкета в поликлинике. Последний пункт — про мысли о смерти. Раньше ставила «ни разу». Сегодня поставила «почти каждый день».',
      'passive',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it('still hears "want to die" become a habit again', () => {
    expect(
      assessCrisis('カウンセリングを終えて一年。最近また「死にたい」が口癖になってる。').flagged,
    ).toBe(true);
  });

  it.each([
    'Ese gol me mató. Me tiré al suelo gritando con mi papá.',
    'Mamá, si estás leyendo esto: no me voy a hacer nada, solo estoy triste por el examen.',
    'This traffic wants to kill me. Two hours on the ring road.',
    'Dad is going to kill me when he sees the dent in the car.',
    'goodbye forever year 13!!! leavers hoodie signed by everyone',
    'my aunt acts like being gay means im gonna hurt myself. no. im fine, im happy.',
    'Дедлайн мене добиває, я вже мертвий 💀 але завтра здам.',
    'Мама побачила мій пост «хочу зникнути». Та я просто хочу зникнути з тіктоку на тиждень.',
    'Пам’ятаю, як стояв на мосту й думав стрибнути. Три роки тверезий, сьогодні водив сина на футбол.',
    'Старі шрами вже білі. Не ріжусь три роки.',
    '「死にたい」って毎日言ってるって言われた。いや、本気じゃないよ。',
    '15年一緒だった猫を動物病院で看取った。ありがとう、ごめんね。',
    'カラオケでボカロの「死にたい」って歌を歌った。楽しかった。',
    '高いビルから落ちる夢。目が覚めてほっとした。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 54th round's lessons, in other words than its notes: drink and every sleeping pill, no need
// to wake, 「タヒ」 for 死, asking oneself whether dying is allowed (ja); a blade sought with the eyes,
// "I'm coming to you soon" at a grave, letters to open "when I am gone" (uk/ru); letters for the
// children to read when grown, a route to a height timed (en); a prayer to be taken (es). On the
// quiet side: a heat that "wan kill me", tired enough to die, a rope for a hammock, goodbyes in a
// yearbook, a game's final boss, the eve of rehab (en); a roof climbed for the laundry, a note
// telling a parent to let the writer sleep, surgery's consent form (es); 「ちゃうねん」, a novel
// read in class (ja); an age told as a time (uk).
describe('crisis detection: the 54th round', () => {
  it.each<[string, string]>([
    ['お酒と一緒に、残ってた眠剤も全部飲んだ。', 'dose'],
    ['もう目が覚めなくていい。', 'passive'],
    ['こんな人生、もう死んでいいかな。', 'passive'],
    ['Стою на кухні і шукаю очима ніж.', 'method'],
    ['На кладовищі сказала: ще трохи, я скоро до тебе.', 'euphemism'],
    ['Кожному з онуків написала листа: «відкрити, коли мене не буде».', 'farewell'],
    ['Wrote letters to both of my girls to open when they are grown.', 'farewell'],
    ['Le rezo a Dios cada noche que me lleve mientras duermo.', 'passive'],
    ['The bridge on the bypass. Walked it twice to time it from the bus stop.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each(['もうタヒにたい。', 'Как три года назад, опять ищу глазами лезвие.'])(
    'hears: %s',
    (text) => {
      expect(assessCrisis(text).flagged).toBe(true);
    },
  );

  it.each([
    'This sun wan kill me today, no lie. Buying fan tomorrow.',
    'So tired I could literally die. Baby finally asleep though.',
    'Need rope for the hammock and pegs for the tent, camping Saturday.',
    'Wrote goodbye messages in everyone’s yearbook, last day tomorrow!',
    'Beat the final boss after dying 30 times, my character finally saved the city.',
    'Three years clean. The night before I went into rehab I wanted to die. Today I ran 10k.',
    'Subí a la terraza a tender la ropa y me quedé viendo el atardecer.',
    'Si lees esto, mamá, déjame dormir hasta tarde el sábado.',
    'Mañana me operan de la rodilla, el consentimiento dice que hay riesgo de muerte. Ayuno desde las doce.',
    'しにたいとかちゃうねん、眠いだけ。',
    '国語の教科書で読んだ「こころ」、先生の遺書が長すぎる。',
    'В 14 я різалась, зараз мені 25, працюю медсестрою.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 55th round's lessons, in other words than its notes: 「死んだる」 (ja); many taken instead of
// one, messages to everyone set to send later (uk/ru); a life insurance checked for when it pays
// (en). On the quiet side: a hanging sworn on one's word, a figure of death "buried" in jest,
// another's wish to die in sleep told in grief, a dose raised by a doctor (uk/ru); a study that
// "kills", someone else's last words (ja); captivity as the time then, a dream told (es); things
// given away for a move, a team's loss sworn at (en); a form's item quoted and answered "no" (uk).
describe('crisis detection: the 55th round', () => {
  it.each<[string, string]>([
    ['今度こそほんまに死んだる。', 'intent'],
    ['Ковтнула пʼять замість однієї. Подивимось, що буде.', 'dose'],
    ['Кожному написала повідомлення з таймером на ранок.', 'farewell'],
    ['Checked the small print: the life insurance still pays out after two years.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Сусід знову свердлить о сьомій, зараз повішусь, чесне слово.',
    'Я вже труп після цієї зміни, хоч закопуй.',
    'Бабуся завжди хотіла заснути і не прокинутись — так і пішла, тихо. Поминки в суботу.',
    'Кардіолог підняв дозу, купила таблетницю на тиждень.',
    '課題まじで死ぬ。終わったら焼肉。',
    '「またね」が最後の言葉になった。祖父の葬儀。',
    'Durante el cautiverio quería morirme. Hoy abracé a mis hijos en Madrid.',
    'Soñé que me caía de un puente. Me desperté riéndome.',
    'Gave away the kids’ bikes since we are moving to Perth in March.',
    'Shoot me now if we lose the derby again.',
    'Анкета у лікаря: «Думки, що краще померти?» — ні. Просто втома.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 56th round's lessons, in other words than its notes: no one left to call tomorrow (ru);
// a place kept at the table by the dead, tired of being "down here", no years ahead and not
// wanting them (es). On the quiet side: a suitcase packed and a bus home, a cut while cooking, a
// threat laughed off sentences later, a study "killing" with a skull (uk/ru); a will made as a
// chore, a pet into a whole pack, dispensing and palliative care, a song called by its title (en);
// a traffic jam sworn at (es); another's "I want to die" told by who heard it, a chorus (ja).
describe('crisis detection: the 56th round', () => {
  it.each<[string, string]>([
    ['Пусть звонят. Уже завтра звонить будет некому.', 'euphemism'],
    ['Abuelo, apártame un lugar, que ya voy.', 'euphemism'],
    ['Ya me cansé de estar aquí abajo.', 'euphemism'],
    ['¿Dentro de un año? No me imagino ningún futuro, y no quiero que lo haya.', 'hopelessness'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Останній вечір у Кракові. Роздала сусідкам речі, що не влізли у валізу, і написала прощального листа господині.',
    'Порізався, коли чистив картоплю. Заклеїв пластирем.',
    'Ещё один такой день — и я повешусь. Муж сказал: сначала шторы повесь. Посмеялись.',
    'Ця практика мене вбиває 💀 але в п’ятницю вихідний.',
    'Made my will at the solicitor’s today. Very grown up. The cat goes to my brother.',
    'The puppy chewed through a whole blister pack of paracetamol, vet says he’ll be fine.',
    'Mrs Khan died peacefully on the ward at dawn. The syringe driver kept her comfortable.',
    'We rehearsed a new song called "Goodbye Forever" for the gig.',
    'El atasco en la autopista, me quiero pegar un tiro. Tres horas para llegar.',
    '「もう死にたいわ」と祖母がこぼした。手を握った。',
    'カラオケで「消えたい」ってサビを熱唱した。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 57th round's lessons, in other words than its notes: "if I disappear they'll be at ease", a
// voice that says to end it, shoes set side by side, a message set to arrive the next morning (ja);
// "this time to the end", things given away and a pet placed "for a while" (uk/ru); a gamer's
// logging off with "no respawn" (en, es). On the quiet side: a lethal dose not reached, "for a
// time" as the time then, an editor's note on a novel (ja); a memory told as one (es); a
// grandmother's own words quoted (en).
describe('crisis detection: the 57th round', () => {
  it.each<[string, string]>([
    ['私さえいなくなれば、家族はみんな楽になる。', 'burden'],
    ['夜になるとまた声がする。「もう終わりにしよう」って。', 'intent'],
    ['岬に着いたら、靴はそろえて置く。', 'plan'],
    ['友達へのメッセージは予約送信にした。明日の朝8時。', 'plan'],
    ['Цього разу доведу до кінця.', 'intent'],
    ['Роздала речі, прилаштувала кішку до подруги «тимчасово».', 'farewell'],
    ['gg chicos, me salgo del server. sin respawn.', 'euphemism'],
    ['gg everyone. logging off for good, no respawn.', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '先生に「致死量には全然届かないから大丈夫」と言われた。犬は元気。',
    '一時は死にたいと思ったけど、今は毎日が楽しい。',
    '担当さんに「遺書の場面をもっと短く」と言われた。',
    'Me acordé de aquella noche cuando me quería morir. Hoy cumplo tres años limpio.',
    'Lola used to say, "I’m just going to Lolo, don’t cry." We buried her today.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// "They'd be better off without me", denied as a fact in every language, stays quiet; said, asked
// of oneself, or denied and then taken back ("…everyone says. But I know they would."), it is heard.
describe('crisis detection: a burden denied', () => {
  it.each([
    "They wouldn't be better off without me, I know that now.",
    'Nobody would be better off without me - that is what the group taught me this year.',
    'No creo que estarían mejor sin mí. Mis hijos me necesitan y yo a ellos.',
    'Ya no pienso que serían más felices sin mí. Eso quedó atrás.',
    'Я не думаю, що їм було б краще без мене. Діти мене потребують.',
    'Никому не было бы лучше без меня, теперь я это понимаю.',
    'Я більше не вважаю себе тягарем для родини.',
    '私がいない方がみんな幸せだなんて、もう思ってない。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    "Wouldn't they all be better off without me? I keep asking myself that.",
    "They wouldn't be better off without me, everyone says. But I know they would.",
    'No sé, creo que estarían mejor sin mí.',
    'Я не знаю, може, їм було б краще без мене.',
    'Я не думаю, что им было бы лучше без меня, но иногда кажется, что так и есть.',
    '私がいない方がみんな幸せだと思う。',
  ])('hears: %s', (text) => {
    expect(assessCrisis(text).classes).toContain('burden');
  });
});

// The 58th round's lessons, in other words than its notes: the fastest painless way sought with
// its object unsaid (en); a crash wished on oneself (es); one's own funeral portrait, soon to be
// used (ja); to lie in the coffin looking well, and a keeper who does not know it is for ever
// (uk/ru). On the quiet side: sorrows drowned and a friend's last message (en); a chore on the roof
// and a goodbye letter the family wrote together (es); a list of denials (ja); dead to the world
// till morning, a line strung between trees, a farm's worn things replaced, a year or a child's age
// told in words, and "good thing I didn't jump" (uk/ru).
describe('crisis detection: the 58th round', () => {
  it.each<[string, string]>([
    ['quickest painless method. asked three different ways. still searching', 'method'],
    ['Ojalá el tren se hubiera descarrilado conmigo dentro.', 'passive'],
    ['遺影にする写真を選んだ。どうせもうすぐ使うから。', 'euphemism'],
    ['Зачесалась, нафарбувалась. Нехай хоч лежатиму гарна.', 'euphemism'],
    ['Кота віддала сестрі на два тижні. Вона не знає, що назавжди.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Lost the derby. Off to drown our sorrows with the lads tomorrow.',
    'My brother wrote me in his last message to look after mum. He was killed in March.',
    'Mañana subo al tejado de la casa a arreglar la antena.',
    'Le escribimos una carta de despedida a la abuela y la pusimos en el ataúd.',
    '死にたいとか、消えたいとか、そういうのは全然ない。ただ眠い。',
    'Після нічної прийду і здохну до ранку. Завтра знову зміна.',
    'Натягнув мотузку між яблунями, завтра повісимо прання.',
    'Купил новую верёвку, старая совсем сгнила. Завтра сено возить.',
    'У вісімдесят дев’ятому я стояв на даху і думав стрибнути. Сьогодні в мене онуки.',
    'Когда сыну было три месяца, я думала, что ему лучше без меня. Сейчас ему пять.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 59th round's lessons, in other words than its notes: a scale answered low for someone
// else's sake (es, uk), books returned before the end are not a story (en, es, uk), checking out
// of "hotel earth" (en), everything come back and the same pull at the same water (es), a
// soldier's own "200" (uk), a place and an hour with the cover of dark (en). On the quiet side: a
// deadline's "do or die" and a threat at a chore laughed off (en), a window after a lost match
// laughed off and shame that wants a new name (es), a denial with its reason (es), the heat's "I
// thought I'd croak" and a rehearsed part (uk/ru).
describe('crisis detection: the 59th round', () => {
  it.each<[string, string]>([
    [
      'El médico me preguntó del 1 al 10 cuántas ganas tengo de matarme. Le dije un 3 para que no llamara a mi madre.',
      'intent',
    ],
    ['Лікарка спитала, чи думаю я про самогубство. Сказала «ні», щоб не дзвонила мамі.', 'intent'],
    [
      'Lista: devolver los libros a la biblioteca. Sábado 6 am, el puente, antes de que haya gente.',
      'plan',
    ],
    ['Hoy volvió todo: las ganas, la voz.', 'relapse'],
    ['Crucé el mismo puente y sentí el mismo tirón hacia el agua.', 'relapse'],
    ['checking out of hotel earth this week. 0 stars.', 'euphemism'],
    ['Сам собі оформлю двохсотого, без допомоги орків.', 'euphemism'],
    ['the viaduct at 5, before anyone is up.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Tomorrow’s launch is do or die. I am dying here lol.',
    'if she makes us run laps again im jumping out the window lmao',
    'Perdimos en el último minuto, me quería tirar por la ventana jajaja.',
    'Le reenvié el meme a mi jefe. Me quiero morir. Me quiero cambiar de nombre.',
    'Debo mucho, pero matarme no, eso nunca. Mañana voy al banco.',
    'Така спека на ринку, що думала здохну за прилавком.',
    'На сцені, у третій дії, я кажу, що нема для чого жити. Режисерка хоче більше відчаю.',
    'Meet me at the bridge at 6, when it’s dark the lights come on.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// Someone else's question of the writer's living, reported and answered no, is the writer's
// despair, as the writer's own question is; a scale's zero is a "no".
describe('crisis detection: a question of living asked by someone else', () => {
  it.each([
    'The nurse asked if I want to live. I said no.',
    'La psicóloga me preguntó si quiero seguir viviendo. Le dije que no.',
    'Лікарка спитала, чи хочу я жити. Ні.',
    'Врач спросил, хочу ли я жить. Нет.',
    '先生に生きたいかと聞かれた。ううん、と答えた。',
  ])('hears: %s', (text) => {
    expect(assessCrisis(text).classes).toContain('hopelessness');
  });

  it.each([
    'The nurse asked if I want to live. Yes, I said, for my son.',
    'Лікарка спитала, чи хочу я жити. Так, звісно.',
    'Mum asked if I’m ok. No, just tired.',
    'The nurse asked from 1 to 10 how much I want to hurt myself. Zero, honestly.',
    'La enfermera me preguntó del 1 al 10 cuántas ganas tengo de hacerme daño. Cero.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 60th round's lessons, in other words than its notes: leaving the game "and it's no joke"
// (es), the last bus to a height on a list (es), goodbyes to everyone one had not spoken to in a
// long time ("давно не говорила" is no time long past; ru). On the quiet side: a washing line, a
// dream told as one, a sports loss sworn at (en); a part on a stage, a thought that "does not cross
// my mind", a laugh a few words on, a sum paid monthly (es); "しにたい笑", a wish taken back, a
// check sheet answered "never" (ja); a last day at the office (uk).
describe('crisis detection: the 60th round', () => {
  it.each<[string, string]>([
    ['me salgo de este server, gg. no es broma esta vez.', 'euphemism'],
    ['Viernes: tomar el último tren al viaducto.', 'plan'],
    ['Обзвонила всех, с кем давно не общалась, и со всеми попрощалась.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Bought rope for the washing line. Hung the sheets out at 3.',
    'Dreamt I was jumping off a bridge. Woke up, made tea. Only a dream.',
    'Lost by a point in the footy tipping. Kill me now.',
    'Ensayo general. Hago de la Madre y en el último acto digo que me quiero morir.',
    'Estoy agobiada, pero no se me pasa por la cabeza quitarme de en medio.',
    'Mi jefe me tiene harta, un día me tiro por la ventana del baño jajaja.',
    'Ya sé cuánto pago al mes por la hipoteca.',
    '英語のテスト8点 しにたい笑 でも部活は楽しい',
    '消えたい…いや、消えたくはない。恥ずかしいだけ。',
    'チェックシート「死にたいと思った」→「一度もなかった」。',
    'Останній день у школі. Розіслала колегам прощальний лист, з понеділка нова робота.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 61st round's lessons, in other words than its notes: rope compared while a death would
// clear a debt, blades bought after a clean streak (en); nobody left to sort things out after, a
// move as the cover story (es); not meaning to live to the next payment (uk); "tonight I might do
// it", a poison "sure" if drunk, worth more dead than alive, never coming up again, arranging the
// dog "for after I'm gone", and an answer the writer says was really higher (ja); "昔から" is a
// duration up to now, not a time long past. On the quiet side: a pint murdered and a mother's
// "death of me", a draft chapter, a relative's supply counted out, goodbye letters to teachers (en);
// exasperation's window every time, a dive in the heat, goodbye letters to someone else (es);
// things given to volunteers, vitamins as tablets (uk/ru); the heat, an idol's "die again", a
// widow's "I'd be scolded", a colleague's farewell card, a story of school days (ja).
describe('crisis detection: the 61st round', () => {
  it.each<[string, string]>([
    ['Two years clean from self harm. Bought razor blades today.', 'relapse'],
    ['Regalé todo. Así nadie tiene que ordenar nada después.', 'farewell'],
    ['Я не планую дожити до зарплати.', 'intent'],
    ['今夜はやってしまいそう。', 'intent'],
    ['あれを飲めば確実だと昔から知っている。', 'intent'],
    ['家族にとって俺は生きてるより死んでる方が価値がある。', 'burden'],
    ['二度と目覚めてこなければいいのに。', 'passive'],
    ['犬のことは妹に頼んだ。私がいなくなった後のために。', 'farewell'],
    ['先生に死にたい気持ちは何点か聞かれて「2」と答えた。本当は9。', 'intent'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Long shift. I’d murder a curry. Mum says I’ll be the death of her.',
    'Chapter 3 draft: the heroine decides tonight is the night she jumps. Workshop on Thursday.',
    'Counted out the tablets for Nan’s three month supply and filled her dosette.',
    'Last day of school! Wrote goodbye cards to the teachers.',
    'Dan ganas de tirarse por la ventana cada vez que suena ese despertador.',
    'Qué calor. Al salir me voy a tirar al mar de cabeza.',
    'Le escribí una carta de despedida a su madre.',
    'Віддала старі речі волонтерам для переселенців.',
    'Купила таблетки: вітамін Д і магній.',
    '暑すぎる。クーラー壊れた。死ぬわほんま。',
    '推しが尊すぎて成仏した。もう一回死にたい。',
    '「早くそっちに行きたい」なんて言ったら叱られそう。',
    '切ってたのは高校の時の話。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 62nd round's lessons, in other words than its notes: things left to be of use "after"
// (en); a trip the keeper does not know is no trip (es); leaving the game "and I'm serious" (uk),
// "no more calls" (ru); not the wish but the deed decided, a balcony and a night decided, where the
// bankbook is written down, the phone off before the message is read (ja). On the quiet side: a
// wish to die laughed at with nothing earnest after, a threat at a mother's next post laughed off,
// a game character's despair, an "honest answer: no" (en); an exam's second fail, a moment's
// mortification resolved, the worst time told as one (es); a patient brought in after an overdose (ja).
describe('crisis detection: the 62nd round', () => {
  it.each<[string, string]>([
    ['gave my bike to my brother. at least he gets some use of my stuff after.', 'farewell'],
    ['Le dejé el perro a mi madre. No sabe que no hay viaje.', 'farewell'],
    ['Виходжу з гри. Це не прикол, я серйозно.', 'euphemism'],
    ['Попрощался с сыном. Больше звонков не будет.', 'farewell'],
    ['しにたいじゃなくて、もうやるって決めた。', 'intent'],
    ['今夜、屋上から行くと決めている。', 'plan'],
    ['通帳と印鑑の場所は紙に書いて置いた。', 'farewell'],
    ['みんなに送った。既読がつく前にスマホの電源を切る。', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'essay due at 9am and I want to die lol. library till midnight.',
    'if he sends one more voice note again im going to end it all 💀💀',
    'my sim has no will to live after the fire lol',
    'Therapist asked again about hurting myself. Honest answer: no.',
    'Como suspenda otra vez me muero. Mañana biblioteca.',
    'Me quería morir cuando se me cayó el café, pero después nos reímos.',
    'En mi peor época me tomaba las pastillas con vino. Hoy cumplo dos años sobria.',
    '夜勤。睡眠薬を大量に飲んだ高校生が運ばれてきた。朝には話せるようになった。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it('still hears a wish to die said to be no joke', () => {
    expect(assessCrisis('I want to die lol. not joking this time.').flagged).toBe(true);
  });
});

// The 63rd round's lessons, in other words than its notes: a holiday with no return ticket and no
// suitcase, a date chosen and a height judged high enough (es); a rope's load searched (ja); things
// given away until one travels light (ja); blisters hoarded, told object first, and "why am I still
// here… how much longer" (uk/ru). On the quiet side: a hangover's death and a rise from the dead,
// old feelings back only as memories (en); someone else's suicide told (es); years since the last
// cut, boxes counted for a move (ja); a colleague's farewell (ru); and a note that says plainly the
// writer wants to live is not the whole-note reader's to flag alone.
describe('crisis detection: the 63rd round', () => {
  it.each<[string, string]>([
    ['Me voy de viaje sin billete de vuelta. No tengo que hacer maleta.', 'euphemism'],
    ['He elegido el 12. La ventana es bastante alta.', 'plan'],
    ['紐 耐荷重 何キロ って検索した。', 'method'],
    ['カメラを友達に譲った。どんどん身軽になっていく。', 'farewell'],
    ['У шафі таблетки, які я збираю з літа.', 'dose'],
    ['Навіщо я ще тут? Скільки ще це терпіти?', 'hopelessness'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Dying with the hangover. Better rise from the dead by Sunday dinner.',
    'The old thoughts come back sometimes as memories, never as plans.',
    'Un compañero de clase se ha suicidado. Hoy vino la orientadora.',
    'リスカやめて3年。今日は半袖で出かけた。',
    '引っ越しの荷造り。段ボール15箱。',
    'Последний день с нами — Ира уезжает. Написали ей письмо всем отделом.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it('leaves a note that plainly wants to live to the lexicons, not the reader alone', () => {
    const text =
      'Сьогодні друга хімія. Волосся лізе жменями, ввечері поголюся сама, поки не страшно. Онколог каже, динаміка добра. Я хочу жити, і я буду.';
    expect(assessCrisis(text).flagged).toBe(false);
    // Turned ("…but"), it is no affirmation.
    expect(affirmsLiving(['i want to live but i cant do this anymore'])).toBe(false);
    expect(affirmsLiving(['я хочу жити і я буду'])).toBe(true);
    expect(affirmsLiving(['i dont want to live'])).toBe(false);
  });
});

// The 64th round's lessons, in other words than its notes: a song's line owned and "not to exist"
// (es), closer to the passing train each time (es), a screening item answered higher today than
// before (ru), where the key to the gun safe is, in Latin letters (ru), a blade taken out on coming
// home (ja). On the quiet side: "shot myself in the foot", a pet put to sleep at the vet, a patient
// who had taken an overdose, a hospice's last care (en); a night named by its year (es); an old
// woman's own words quoted (uk).
describe('crisis detection: the 64th round', () => {
  it.each<[string, string]>([
    [
      'Tengo esa canción en repeat porque es lo único que siento de verdad: ni morirme, es no existir.',
      'passive',
    ],
    ['Cuando pasa el tren de las 22:10 me acerco un poco más.', 'method'],
    [
      'Заполнила анкету. Вопрос 9 — про мысли, что лучше умереть. Раньше ставила «несколько дней». Сегодня «почти каждый день».',
      'passive',
    ],
    ['В гараже ружьё. Я знаю, где ключ от сейфа. Думаю об этом как о выходе.', 'method'],
    ['家に帰ってすぐカミソリを出した。', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Shot myself in the foot by volunteering again.',
    'Took Bella to the vet for the last time and held her while they put her to sleep.',
    'Night in resus. A 16 year old who had taken 30 paracetamol came in with her dad.',
    'Hospice night shift. Mrs P died peacefully at 3am. I did her last care.',
    'Dos años limpio. En el grupo conté la noche de 2021 en que me tomé todo.',
    'Бабуся сказала: «я вже хочу до діда, втомилася жити». Їй 93.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 65th round's lessons, in other words than its notes: a height counted, a pretext and a fall
// judged quick, and "where I'm going there's no coming back" (es); standing between the rails (ru);
// "we'll be together" and "actually, yes" after a denial (uk). On the quiet side: a parent's fury
// and "then I'll die", a form's item "scored low", a city that no longer exists, a last day of high
// school (en); a sports loss, a film's wish seen in class, starting again from zero, the world
// against the village, "before the clinic" (es); a day at work that "killed", a painkiller in
// milligrams, a dream told as one (uk/ru).
describe('crisis detection: the 65th round', () => {
  it.each<[string, string]>([
    ['Son doce pisos. Subí con la excusa de regar y me asomé. Sería rápido.', 'method'],
    ['Le dejé el gato a mi hermana. A donde voy no vuelvo.', 'euphemism'],
    ['Вчера стоял на рельсах и ждал поезд.', 'method'],
    ['Лікарка спитала, чи думаю я про самогубство. Я сказала «ні». Насправді так.', 'intent'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'if dad sees my grades hes going to murder me. and then ill die.',
    'The midwife did the Edinburgh questions. The one about harming myself - scored low.',
    'No, I don’t want to die. I want to go home to a town which does not exist anymore.',
    'Last day of high school ever! Said goodbye to everyone.',
    'Ese partido me mató. Me quería morir. El domingo volvemos.',
    'Vimos una película en clase. El protagonista quería morir y lo debatimos.',
    'Aquí vuelvo a empezar desde cero.',
    'No me quiero ir de este mundo, me quiero ir de este pueblo.',
    'На роботі такий капець, що я думала здохну.',
    'Випила ібупрофен 400, болить спина.',
    'Снилося, що стою на краю мосту. Прокинулась, пили каву.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

// The 66th round's lessons, in other words than its notes: the wrong meaning let stand and "home
// for good" (en), a death that would give someone "her own life" (en), not waking in the morning
// and all the pills in kana (ja), a blade held again (uk). On the quiet side: someone else's threat
// in the third person, a patient's overdose at work, "years since the overdose" (en); shame, and
// tired of the life led, not of living (es); embarrassment's "vanish", a grandmother laughed at, a
// classmate's note (ja); an exam, a neighbour's drill, bureaucracy's idioms, a roof mended, hay
// rope, a game's deaths, patients brought in (uk/ru).
describe('crisis detection: the 66th round', () => {
  it.each<[string, string]>([
    ['Told my cousin I was going home for good soon. She thought I meant Manila.', 'euphemism'],
    ['If I went she could sell the flat and finally have her own life.', 'burden'],
    ['朝起きなければいいのに。', 'passive'],
    ['くすりぜんぶのんだ。ねむい。', 'dose'],
    ['Пів року чиста. Сьогодні знову тримала лезо.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Tunde said he go hang himself if Chelsea lose again 😂',
    'Night shift. 17yo paracetamol overdose, came in with her dad. She will be fine.',
    'Two years today since the overdose. Ran 10k this morning.',
    'Quiero morirme, le mandé el audio a mi jefe, qué vergüenza.',
    'Estoy cansada de la vida que llevo, no de vivir.',
    '穴があったら入りたい。もう消えたい。',
    'Эта сессия меня убьёт, хочу сдохнуть от одного вида билетов.',
    'Соседи с семи утра с перфоратором. Уже вешаться хочется.',
    'Здохнути можна з цієї бюрократії. Хоч стріляйся.',
    'Поліз на дах сараю — шифер поїхав. Завтра перекривати.',
    'Привезли дівчину з передозом парацетамолу. Стабільна.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 67th round', () => {
  it.each<[string, string]>([
    ['El viernes, cuando se vayan, cierro la cochera y dejo la camioneta encendida.', 'method'],
    ['Así vuelvo a casa en una bolsa y que cobren el seguro.', 'euphemism'],
    ['Me voy sin billete de vuelta. Después que lo cuide mi hermano.', 'euphemism'],
    ['練炭は車の中でやる。もう決めた。', 'method'],
    ['眠るように逝けるならそれがいい。', 'euphemism'],
    ['昨日、椅子の上に立って練習した。', 'plan'],
    ['Скоро побачуся з бабусею. Вона мене там чекає, я знаю.', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    "I'd rather jump off a bridge than listen to that podcast again.",
    "I'll kill myself trying to finish this puzzle by Sunday.",
    'If the wifi drops again I will literally die lol',
    'me quiero pegar un tiro con esta tarea de física jajaja',
    'Murió la abuela. Me hubiera gustado ir con ella una última vez al mercado.',
    '認知症の父に「もう死なせて」と言われた。つらいけど、私は大丈夫。',
    'Купила бельевую верёвку, натянула на балконе.',
    'Выкинула все старые таблетки из аптечки, бабушка ворчит.',
    'Я не хочу зникнути чи померти, я хочу, щоб війна скінчилась.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 68th round', () => {
  it.each<[string, string]>([
    ['Que no se preocupen, ya no voy a dar lata mucho tiempo.', 'euphemism'],
    ['Dejé todo ordenado. En poco tiempo cierro el boliche. No hablaba del negocio.', 'euphemism'],
    ['あの爆弾が私に当たってくれればよかった。', 'passive'],
    ['Рік як тебе нема. Почекай трошки, я скоро до тебе прийду.', 'euphemism'],
    [
      'Прибрала в квартирі, щоб нікому не було соромно заходити. Після неділі планів уже не буде.',
      'farewell',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Dropped the kids clothes to the charity shop, they grow so fast.',
    'El tren se paró y nos hicieron caminar por las vías hasta la estación.',
    'Nos quedamos tirados en la ruta, el auto se quedó sin nafta.',
    'Нічна зміна. Привезли хлопця, наковтався таблеток на спір. Відкачали.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 69th and 70th rounds', () => {
  it.each<[string, string]>([
    ['やり残しはもうない。これでもう家族に迷惑かけない。', 'burden'],
    [
      'カウンセラーに「また死にたい気持ちはありますか」と聞かれて「いいえ」と答えた。ほんとは先週から毎晩そう思ってる。',
      'relapse',
    ],
    ['300 днів без. Сьогодні знову нуль.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'I literally wanted to die when my mic was on during the call 💀',
    'So many vets think about ending it. I think about my garden and my grandkids.',
    'quiero desaparecer un rato, o sea, irme a la playa una semana',
    'Mucha gente con deudas piensa en quitarse la vida; yo pienso en cómo pagar.',
    '薬局で働いていると、睡眠薬を何箱も買おうとする人に声をかけることがある。',
    'ODして運ばれた日から今日でちょうど3年。今は元気に働いてる。',
    'バイト最後の日。みんなに手紙を書いた。さようなら、ありがとう。',
    'Хотілось провалитися крізь землю і померти на місці, так соромно.',
    'Віддала сусідці дитячі речі, з яких Марічка вже виросла.',
    'Выпила две таблетки от температуры и легла.',
    'Прощай, Варшава! Переезжаю в Берлин.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 71st and 72nd rounds', () => {
  it.each<[string, string]>([
    ["I'd be happy never to wake up again.", 'passive'],
    ['もう長く迷惑かけないです。ありがとう。', 'euphemism'],
    ['私の生命保険の方が私より役に立つ。', 'burden'],
    ['寝てる間に終わってたらいいのに。', 'passive'],
    ['ひとはこぜんぶのんだ。', 'dose'],
    ['Дитину мама забере з садка, бо мене на той час вже не буде.', 'euphemism'],
    ['Три роки не було тих думок. А вчора знову.', 'relapse'],
    ['Зажигалка. Два ожога на запястье. Заслужила.', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Hip was bad on the way back from the shop. Fed the birds.',
    'Gave away the kids toys because we are moving to Leeds next month.',
    'Guardia en urgencias: una chica con sobredosis de paracetamol, estable.',
    'ひさびさにカラオケ行った。サビで声が裏返った。',
    'ばあちゃんに頼まれて練炭買ってきた。こたつ用だって。',
    'Ні, я не хочу вмирати, і хай мене не записують у суїцидниці.',
    'Втомилась, але думок про смерть нема, не хвилюйся.',
    'Суїцидальних думок немає, просто не сплю.',
    'жить не хочу без кофе, утро понедельника',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 73rd and 74th rounds', () => {
  it.each<[string, string]>([
    ["Paid the gas bill. The last one I'll ever pay.", 'euphemism'],
    ['He vuelto a contar las pastillas que me quedan.', 'relapse'],
    [
      'Pregunta 9 del cuestionario. ¿Mejor muerta? Antes marcaba ningún día. Hoy marqué casi todos los días.',
      'passive',
    ],
    ['納屋に農薬がある。あれを飲めばいい。', 'method'],
    ['Коллекторы звонят. Ничего, скоро им будет некому звонить.', 'euphemism'],
    ['всё, в 200-е себя сам запишу', 'euphemism'],
    ['Опять бритву. Глубже, чем надо.', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'I will die if my supervisor sends one more email tonight.',
    "Don't know what I'll do with myself now the kids have moved out.",
    "Lonely, yes. But I'm going nowhere.",
    "Bought a new knife set for Mum's birthday.",
    "She'd come back and haunt me if I let the roses die.",
    'Me quería morir de vergüenza en la fila del banco.',
    'Las ganas de morirme se fueron hace años, con la bebida.',
    'Se cortó la soga de la tranquera otra vez.',
    'No me voy a hacer nada, tranqui, solo estoy cansada.',
    '葬式で祖母が「私も早く行きたい」と言って泣いた。',
    'ODの高校生が救急で運ばれてきた。',
    '«Хочу вмерти», — сказала я, і одразу додала, що це фігура мови.',
    'Свекруха знову тут. Хочу повіситись 😂 шучу.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 75th and 76th rounds', () => {
  it.each<[string, string]>([
    ['I wish a bus would just hit me on the way home.', 'passive'],
    ['たばこを手首にじゅって押し付けた。', 'selfHarm'],
    ['今朝も白線の外に立った。', 'method'],
    ['Загуглила, с какого этажа наверняка.', 'method'],
    ['Опять. Два новых на бедре.', 'selfHarm'],
    ['Я так устала жить.', 'passive'],
    ['Скоро я буду з бабусею. Вона мене давно чекає.', 'euphemism'],
    ['Стою біля колії. Ще 10 хвилин.', 'method'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    "Counted Mum's pills for the week into the dosette box.",
    'tierra trágame, le mandé el meme a mi jefe',
    'Escribí una carta de despedida en el grupo de la oficina, me jubilo.',
    '「消えたい〜」って同僚と言い合いながら飲んだ。',
    '仏壇に「あなたのところに行くのはまだ先よ」と話しかけた。',
    '会議で部長の名前を言い間違えた。恥ずかしすぎて消えたい。',
    'Ніж наточив, завтра кабана колоти будемо.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 77th round', () => {
  it.each<[string, string]>([
    ['Ходила на міст. Плавати я не вмію, і вперше цьому рада.', 'method'],
    ['120 днів без порізів. Було.', 'relapse'],
    ['Вибрала дату. Ми будемо разом в один день.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'waved at someone who was waving behind me. kms 💀',
    'Fixed the gate with a bit of rope till the new hinge comes.',
    'People think debt makes you want to end it all. Not me.',
    'Debo mucho, pero ni loco me quito del medio: tengo dos hijos.',
    'No tengo ninguna gana de irme de este mundo, tengo mis geranios.',
    'Me tiro por el balcón si me vuelve a decir lo del pavo.',
    '借金はあるけど、死んで楽になろうなんて思ってない。',
    'よく「消えたい」ってつぶやいてる人いるけど、私はちがう。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: a threat laughed at where it is made', () => {
  it.each([
    "my sister borrowed my charger AGAIN, i'm going to hang myself 😂",
    'повешусь, если сосед ещё раз начнёт сверлить в семь утра 😂',
    'Si mi jefe me pide otro informe me tiro del quinto piso jajaja',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it.each([
    // nor a note that reads like a crisis, laughter or not
    'lol. bought the rope today. tonight when everyone is asleep.',
    "haha I'm fine. not really. took all my pills an hour ago.",
    'jajaja qué risa, ya tengo las pastillas juntas para esta noche. adiós a todos',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: the 78th round', () => {
  it.each<[string, string]>([
    ['Сусідці сказала кота забрати, як мене не стане. Недовго вже, сама вирішу коли.', 'plan'],
    ['用もないのに父に電話した。最後の声、ちゃんと覚えておこうと思って。', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Спати хочеться до смерті, третя нічна зміна поспіль.',
    'テスト赤点。しにたい（しなない）。来週追試がんばる',
    'バーベキュー用に練炭買ってきた。週末は河原で焼肉',
    '祖母の最後の顔、ちゃんと目に焼き付けておこう。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 79th round', () => {
  it.each<[string, string]>([
    ['Anoche dejé la hornilla abierta sin encenderla y cerré las ventanas.', 'method'],
    ['Turned the gas on without lighting it and sat there for a while.', 'method'],
    ['もう限界。今日で死ぬわ。', 'intent'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Job interview in English today. So nervous I think I would faint. Got the job!',
    'プレゼン失敗。消えたい（会議室から）',
    'ラスボス戦でまた死んだ。これで50回目',
    '寮の最後の日。後輩ひとりひとりにカードを書いて、部屋を掃除した。今までありがとう！',
    'Син учить «Заповіт» до школи: «Як умру, то поховайте». Вже третій вечір слухаю.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 80th round', () => {
  it.each<[string, string]>([
    ['川に行く。ポケットに石をつめて。', 'method'],
    ['パスは全部メモした。妹のこと頼んだで。ゲームのデータ全部おまえにやる。', 'farewell'],
    ['駅の踏切、始発前に通る時間を調べた。土曜にする。', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '死にたいって言ったけど、違う。消えたいのは今のバイト先から。',
    'あれから2年。ODして運ばれた日。今日は5km歩いた。',
    'Terminé Pedro Páramo por segunda vez. Cuando Susana anuncia el día en que se va a morir me dieron escalofríos.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 81st round', () => {
  it.each<[string, string]>([
    ['Мама спрашивает, приеду ли летом. Летом я буду там, откуда не возвращаются.', 'euphemism'],
    ['Не їм третій день. Я не заслуговую на їжу після того, що сказала.', 'selfHarm'],
    ['было 90 дней. обнулил. не спрашивайте чем', 'relapse'],
    ['もういきてく気力のこってない', 'hopelessness'],
    ['父の四十九日が済んだら、って決めてる。あと12日', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '死にたいっちゃないとよ。ちょっと疲れただけ',
    'マダミスで犯人役やった。毒を盛る演技がうまいって言われた',
    'Помянули Сашка під Бахмутом, випили не цокаючись. Завтра знову на позиції.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 82nd round', () => {
  it.each<[string, string]>([
    ['quisiera desaparecer, no morirme ni nada, solo dejar de existir', 'passive'],
    ['Знову різала. Ховаю під рукавом.', 'selfHarm'],
    [
      'Gave my service medals to my grandson. Rang my old mate just to say thanks for everything. Nearly there now.',
      'farewell',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each(['Solo quiero desaparecer debajo de la manta hasta el lunes.'])(
    'stays quiet: %s',
    (text) => {
      expect(assessCrisis(text).classes).toEqual([]);
    },
  );
});

describe('crisis detection: a new life somewhere named', () => {
  it.each([
    'Last day at the depot. Said goodbye to everyone, gave my mug and the cactus to Sam. One last walk round the yard. New job in Glasgow starts Monday.',
    'Останній день у Харкові. Роздала посуд сусідці, попрощалась з двором назавжди. Завтра потяг до Львова, а звідти до чоловіка.',
    'Último día en el depa. Me despedí de los vecinos para siempre y regalé las plantas. Mañana vuelo a Monterrey, ¡empiezo en el nuevo trabajo!',
    '最後の夜。友達に本をあげて、さよならした。来週から福岡で新しい仕事。',
    'Gave away the bike and the pots, said goodbye to everyone for good. Tomorrow we fly to Toronto.',
    'Всё, возвращаюсь домой насовсем из Германии. Посуду раздала соседкам, попрощалась со всеми.',
    '服は全部リサイクルに、ギターは後輩にあげた。お別れ会もした。来週から札幌。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each<[string, string]>([
    // a move with nowhere named is no new life
    [
      'Gave away my things. Said goodbye to everyone for the last time. Moving on. That is it now.',
      'farewell',
    ],
    // nor does a new life silence a death wished, a means, or a suicide note
    [
      'Moving to Leeds next week, new flat and all. I still want to die every single night.',
      'intent',
    ],
    [
      'Train to Beachy Head booked for Friday. I looked up the tide times and wrote my goodbye letter.',
      'farewell',
    ],
  ])('still hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });
});

describe('crisis detection: the 83rd round', () => {
  it.each<[string, string]>([
    ['Снодійне я місяць не пила, збирала. Тепер досить.', 'dose'],
    ['все, виходжу з гри. не з контри, з усього.', 'euphemism'],
    [
      'Сказала вчительці, що більше не буду проблемою. Вона подумала, що я про оцінки. Я не про оцінки.',
      'euphemism',
    ],
    ['No tengo planes para las vacaciones porque no voy a estar.', 'euphemism'],
    ['タオル 耐荷重 しらべた', 'method'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Лікар спитав, чи думаю я про смерть. Сказала: ні. Я втомилась, але вмирати я не хочу. Хочу виспатись.',
    // letters left just in case before a call-up or a deployment
    'Завтра в ТЦК, повестку получил. Написал детям письма — на всякий случай. Жене отдал пароли от банка.',
    'Deploy on Monday. Wrote the kids letters, just in case, and gave Jen the bank passwords.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    // without a duty to go to, letters "just in case" are the writer's own goodbye
    "Started writing letters to my kids just in case. Put them in an envelope marked 'after'.",
    "Empecé a escribirles cartas a mis hijos por si acaso. Las guardé en un sobre que dice 'después'.",
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).classes).toContain('farewell');
  });

  // A euphemism laughed at is dark humour about something real, not a threat nobody means.
  it('hears a euphemism laughed at: %s', () => {
    expect(
      assessCrisis(
        'todos hablan de sus planes de verano. yo no tengo planes porque no voy a estar. ya devolví todo lo que me prestaron jaja',
      ).flagged,
    ).toBe(true);
  });
});

describe('crisis detection: the 84th round', () => {
  it.each<[string, string]>([
    ['Я на складі двадцять років, знаю, як списують брак. Завтра спишу себе сам.', 'euphemism'],
    [
      'Вона мене годує, миє, перевертає. Я не чоловік, я вантаж двісті, який помилково привезли живим.',
      'euphemism',
    ],
    [
      'Співали на похороні про журавлів. Я теж відлітаю, брате, цієї осені, з журавлями.',
      'euphemism',
    ],
    ['どうせいずれ土に還るんだ。それが秋まで待てんというだけだ。', 'euphemism'],
    ['禁リス100日目、だった。今日から1日目。', 'relapse'],
    ['屋上の鍵、開いてた。次は柵の向こう側に立ってみる。', 'method'],
    ['踏切の前で一歩前に出るだけ。今日は足が出なかった。明日はたぶん出る。', 'method'],
    ['土曜日に東尋坊へ一人で行きます。帰りのきっぷは買いませんでした。', 'plan'],
    [
      'Le regalé la consola a mi primo y los discos a mi prima. Me preguntaron si me iba a mudar. Algo así. Mañana le paso el gato a mi tía con su cama y todo.',
      'farewell',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a streak reached, the means thrown out
    '365 days since I last self-harmed 🎉 Bought myself earrings instead of a cake.',
    'Счётчик: 500 дней без селфхарма. Лезвия выкинула ещё в первый месяц. Купила торт 🎉',
    '禁リス1000日達成🎉 カッターは全部捨てた。',
    // a threat taken back at once, or made on one more of a nuisance
    "If the boss asks for one more Saturday I'll top myself — kidding, I'll just moan at the pub.",
    'Perdió el equipo en el último minuto. Me quiero tirar al metro. Bueno no, pero casi.',
    'Третий день дети дома с соплями. Если ещё раз услышу «мам, а можно» — выйду в окно, честное слово.',
    // a train delay announced, a doctor's warning quoted, a dead grandmother's wish for a quiet end
    'ニュースで「人身事故のため運転を見合わせています」。ホームで、その人の家族のことばかり考えてた。',
    '睡眠薬が1錠に増えた。「お酒と一緒には絶対に飲まないでくださいね」と先生。',
    'Бабушка ушла во сне. Так она всегда и хотела — «лечь и не проснуться». Завтра похороны.',
    'Cuando murió Pepe, hace diez, me tomé todas las pastillas del cajón. Hoy cumplo ochenta y he soplado las velas.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    // a counter broken, a therapist's "if you start again" answered by the start
    '3 weeks clean from cutting and i just broke it',
    'Терапевт говорил: если снова начнёшь думать про мост — звони сразу. Полтора года не думал. Вчера и сегодня — только про мост. Не звоню.',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: the 85th round', () => {
  it.each<[string, string]>([
    [
      'toy cansao de to. pronto me voy a ver con mi abuelo allá arriba. y no es que me voy pa lima eh',
      'euphemism',
    ],
    ['Mi viejo dijo que prefería un hijo muerto. Creo que debería darle el gusto.', 'burden'],
    [
      'He mirado el puente de la autopista, el viernes de madrugada no pasa nadie, ya lo he comprobado.',
      'method',
    ],
    ['Я для себя решил, что до понедельника меня не будет. Сам уйду.', 'intent'],
    ['отработал последнюю смену в этой жизни. завтра не выйду', 'euphemism'],
    ['скоро к бабуле пойду, она меня там давно ждет', 'euphemism'],
    ['капец как хочеца взять лезвие прям щас', 'selfHarm'],
    ['桜は去年のが見納めでいいや', 'euphemism'],
    ['ずっとリピしてる曲。まんま自分の歌。kietai kietai', 'passive'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // questions answered no, reported or quoted, in the writer's own words
    'The counsellor ask me do I want to die sometimes. I say no, I want the war to finish.',
    'My pastor asked me if I have thought of taking my own life. I told him no o, God forbid.',
    'la orientadora me pregunto si me hago daño. le dije q no y le mostre los brazos',
    '主治医に「消えてしまいたくなることは」と聞かれ、ありませんと答えた。',
    'スポンサーに「また死のうとか考えてない？」って聞かれた。考えてない、と答えた。',
    'ликар спытав чи бувають думкы шо краще не жыты. кажу ни.',
    // dying named only to deny it
    'me pregunto si quiero morir. dije no. quiero volver a casa, pero morir no, tengo dos hijos',
    "I'm knackered because of the night feeds, not because I want out.",
    'three years today since i swallowed all those pills. today i ran 5k. still here and glad',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    // a question answered no where the "no" is the crisis: not dying denied, but living
    'Лікар спитав, чи хочу я жити. Кажу: ні.',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: the 86th round', () => {
  it.each<[string, string]>([
    ['did a dry run last night with the cord. it held. just need to choose a day', 'plan'],
    ['las vias estan a tres cuadras. cada noche pienso q son cinco minutos caminando', 'method'],
    [
      'Planché las camisas. Ya he decidido que será el sábado por la noche, cuando él esté de guardia.',
      'plan',
    ],
    ['в окопе думаю что один патрон можно оставить себе', 'method'],
    ['в пятницу мой др. вот и сделаю, родилась и ушла в один день лол', 'euphemism'],
    ['決行は法事が終わった次の週にする。それまでは普通の顔をしていればいい。', 'plan'],
    ['銀行のパスワード、メモして弟の机にいれといた。あとで困らんように。', 'farewell'],
    [
      '«Durante las últimas dos semanas, ¿ha pensado que estaría mejor muerta?» Siempre contesto «nunca». Esta semana sería «casi todos los días».',
      'passive',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '2 yrs clean from self harm today!! scars are all faded, proud of me',
    'la resaca q tengo, me quiero morir. nunca mas tequila',
    'Mi suegra viene el domingo. Me voy a pegar un tiro. Bueno, no: voy a hacer mole y sonreír.',
    'printer jammed again. ill be lying in the car park waiting for a bus to end it all 😂 jk',
    'полезли с батей на крышу, веревку к трубе привязали для страховки',
    'あした期末 まじで死ぬ 数学なにもわからん',
    '阪神また負けとるやん しぬ',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 87th round', () => {
  it.each([
    // a line sung, a game's boss counted, dead before a small thing is done, someone else's warning
    'no paro de escuchar esa de "y si me muero esta noche que sea en tus brazos" 🎶 la puse en bucle',
    'ラスボスにまた殺された。30回目。',
    "I'll be six feet under before I pass that driving test, I swear.",
    'me subí al techo a arreglar la antena con mi mamá gritándome que me iba a matar. bajé entero.',
    'Дочитала роман. Як можна так писати про самоушкодження і не зламати читача?',
    // a screening item's lowest option in the past tense
    '産後のチェック(EPDS)、8点。「自分を傷つけるという考えが浮かんできた」の項目は「まったくなかった」に丸。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    // a song's words the writer owns are still the writer's
    'esa canción 🎶 "y si me muero esta noche". yo sí quiero morirme esta noche.',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: a crisis told, then a turn to now', () => {
  it.each([
    'In the camp I wanted to die every day and asked God to take me. Now I am home, learning to drive.',
    'Allí pedía morir cada noche. Hoy en Valencia, primer día del curso de cocina.',
    'Там хотел умереть каждый день. Сейчас учусь заново спать без света.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });

  it.each([
    // the crisis in the turn itself, or after it, or said to be back
    'In the camp I wanted to die every day. Now I want it again.',
    'Back then I took all my pills. Today I counted them out again.',
  ])('still hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: the 88th and 89th rounds', () => {
  it.each<[string, string]>([
    ["wish i could just. evaporate. not die, just get deleted from everyone's memory", 'passive'],
    ['Gave the cat to my brother, told him it was work. She was the last reason.', 'euphemism'],
    ['Dos años sin hacerme nada. Hoy saqué la cajita de cuchillas que nunca tiré.', 'selfHarm'],
    ['納屋の梁は太い。親父のときも、あれは持ちこたえた。', 'method'],
    ['夜中に一回、練習した。怖くなってやめた。次はやめない。', 'plan'],
    ['3年ぶりにカッター買った。', 'relapse'],
    ['トラクターごとひっくり返って、下敷きになってくれたら楽なのに。', 'passive'],
    ['錨の鎖は足に巻けば足りる長さじゃ。', 'method'],
    ['橋を三回見に行った。夜は人が通らない。', 'method'],
    ['Живу как в гостинице, где мне не рады. Пора сдавать номер.', 'euphemism'],
    ['хорошая дата, чтобы у нас с ним даты совпали', 'plan'],
    ['«Есть ли у вас план?» — да, и дата.', 'plan'],
    ['паспорт во внутренний карман, чтобы быстрее опознали', 'plan'],
    ['желание жить дальше по шкале — ноль', 'hopelessness'],
    ['Амитриптилин. Откладывала по одной с сентября.', 'dose'],
    ['4 года без порезов. сегодня взяла скальпель и положила в карман.', 'selfHarm'],
    ['Був би двохсотим — отримала б виплату і була б вільна.', 'burden'],
    ['было бы норм если б меня просто удалили как сохранение', 'passive'],
    ['лол скоро лог аут навсегда. не из доты', 'euphemism'],
    ['Дальше идти некуда и незачем.', 'hopelessness'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '納屋の梁が傷んできた。ロープで仮止めして、来週大工さんに見てもらう。踏み台も新しいのを買う。',
    'Mi hija me preguntó si pienso en quitarme de en medio. Le dije que no, y es la verdad. Lloro por la deuda.',
    'Психотерапевтка спитала, чи бувають думки піти з життя. Подумала чесно — ні.',
    '早う迎えに来てほしいと思うかと娘に聞かれた。思わん。孫の成人式を見るんじゃ。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 90th and 91st rounds', () => {
  it.each<[string, string]>([
    ['5年前に死んだおじいちゃんの家に、そろそろ行こうかな。', 'euphemism'],
    ['二人を待たせてるだけ。そろそろ合流する。', 'euphemism'],
    ['来週、私はもうどこにもいない。', 'euphemism'],
    ['人生クソゲーすぎて積んだわ。そろそろ電源ごと引っこ抜こかな', 'euphemism'],
    ['またあっち側に引っぱられてる', 'relapse'],
    ['猫を友達に預けた。「一週間だけね」って言ったけど、ほんとはずっと。', 'farewell'],
    ['засікла, о котрій проходить перший потяг і де на платформі закінчується камера', 'method'],
    ['Дві ампули досі в кишені — тримаю їх для себе, щоб на один раз і напевно.', 'dose'],
    ['gg wp всем. я больше не респаюсь.', 'euphemism'],
    ['світла в кінці тунелю нема. нафіга далі крутити педалі', 'hopelessness'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a question thought over before it is answered no
    'Психолог спросила: хочется ли иногда исчезнуть? Подумала честно. Нет. Хочется, чтобы исчезли коллекторы.',
    '¿quiero desaparecer? lo pensé en serio en el bus. no. quiero que desaparezca mi ex de mis redes.',
    '薬箱の整理。期限切れの薬、数えたら30錠以上あった。まとめて薬局の回収に持っていこう。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 92nd round', () => {
  it.each<[string, string]>([
    ['台風のあとの川を見た。ここなら誰にも止められないと思った。', 'method'],
    ['夫の一周忌が終わったら、もう続きを生きる力が残ってない。', 'hopelessness'],
    ['父の薬の余った分を少しずつ小瓶に移してる。あとどれくらい集めればいいんだろう。', 'dose'],
    [
      'Колонка на кухне старая. Если окна заклеить и дверь полотенцем... Заклеила одно для пробы.',
      'method',
    ],
    [
      'Узнала расписание электричек. Последняя идёт без остановки мимо переезда, там фонаря нет.',
      'method',
    ],
    ['застрахуюсь на хорошую сумму и будет им от бабки наконец польза', 'burden'],
    ['не ем третий день. заслужила.', 'selfHarm'],
    ['Обвела в календаре 14-е. День нашей свадьбы. Хороший день, чтобы к нему прийти.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Газовик приходил, проверил колонку, сказал, тяга плохая. Окна на зиму заклеила.',
    'Собрала из аптечки все просроченные таблетки, сложила в пакет, отнесу в аптеку.',
    // questions answered no after thinking, inside the question's sentence, or to oneself
    'Психолог спросила: были ли мысли уйти из жизни? Я подумала честно и сказала: нет. Жить хочу.',
    '先生に「死にたい気持ちはありますか」と聞かれて、「ないです、眠れないだけ」と答えた。',
    '消えたい?って自分に聞いてみた。答えはいいえ。休みたいだけ。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).classes).toEqual([]);
  });
});

describe('crisis detection: the 93rd to 98th rounds', () => {
  it.each<[string, string]>([
    // laughter the note says was none
    ['le escribi a la vale "hoy si me mato". me mando un jajaja. no era jajaja', 'intent'],
    ['Хочу повеситься 😂 Не шучу.', 'intent'],
    ['I will make it look like an accident so the life insurance pays out for the kids.', 'method'],
    ['Сказал брату: не переживай, скоро я перестану быть твоей головной болью.', 'euphemism'],
    ['Прийняв усе, що прописали на тиждень. Якщо не прокинусь — ну і ладно.', 'passive'],
    ['Третья бутылка за день. Пью, чтоб сердце наконец остановилось.', 'dose'],
    ['壁に頭ドン。30回。本日の自己ベスト更新😇', 'selfHarm'],
    ['Me di la cabeza contra la pared del lavadero. Hoy fueron tres veces.', 'selfHarm'],
    ['Dejé al Firulais con la vecina. No creo que vaya a volver por él.', 'farewell'],
    ['先生は半年後には走れると笑った。今週中に、自分の手でけりをつける。', 'intent'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // the self of then, disowned
    'Pasé por la clínica donde estuve internada. Aquella piba que se quería morir ya no soy yo. El sábado viene mi viejo a comer.',
    // clinical words of patients, a role played in class
    'Guardia en psiquiatría. Tres ingresos por ideación suicida. A las 4 am me tomé unos mates con la R2.',
    'Пара з психіатрії: вчились оцінювати суїцидальний ризик за шкалою. Грали пацієнтів по черзі. Завтра колоквіум.',
    // a noose as a simile of debt; a game's "jk"
    'Кредит на комбайн как петля на шее. Но подсолнух в этом году уродил, может и вылезем.',
    'died 47 times to the same boss. i want to die. jk. finally beat it at 2am',
    'ホラゲで首吊りの部屋出てきてマジでびびった。夜中にやるもんじゃない。',
    '左手で箸の練習。恥ずかしくて消えたいくらいだったが、孫が拍手してくれた。',
    '会社の件は、自分の手でけりをつける。来週の交渉で決める。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 99th and 100th rounds', () => {
  it.each<[string, string]>([
    ['ドローンが僕の部屋に当たっていればよかった。毎日そう思う。', 'passive'],
    ['子どもたちには、パパは遠い国で働いてるって伝えておいてください。', 'farewell'],
    ['頓服はもらっても飲まないでいる。引き出しに隠してある。', 'plan'],
    ['睡眠薬、二か月分ためてる。あとちょっとで揃う。', 'plan'],
    ['真冬の川なら時間はかからないって書いてあった。', 'method'],
    ['リハーサルしてみた。こわくなって止めた。今度は止めない。', 'plan'],
    ['人生ってバグだらけ。電源切るから、もう起こさないで。', 'euphemism'],
    ['自分ごと削除されたい。跡も残さず。', 'passive'],
    ['私っていう不良債権、早めに処分したほうが親のため。', 'burden'],
    ['ビールと眠剤、ありったけ。', 'dose'],
    ['手首にまた赤い線。三か月ぶり。', 'relapse'],
    ['あっち側ってもっと静かなのかな。', 'euphemism'],
    ['Пистолет смазал, лежит под подушкой. Не для самообороны.', 'method'],
    ['Рушниця заряджена, стоїть у шафі. Не від злодіїв.', 'method'],
    ['Sin mi, el seguro les pagaría la casa entera y la universidad de la niña.', 'burden'],
    // a counsellor's polite question, without a question mark, answered yes
    ['先生「消えたいと思うことはありますか」\nわたし「……あります」', 'passive'],
    ['Without me the life insurance would clear every debt we have.', 'burden'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // weak signals that together make a plan: the ground seen close, the fence low
    '屋上から下をのぞいた。思ったより地面が近かった。手すり、低い。',
    'Сиджу в машині в зачиненому гаражі. Ключ у руці, поки не повертаю.',
    '23:40. міст. без телефону.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    // a counsellor's question answered no, written as a script
    'カウンセラー「消えたいと思うことはありますか」\nわたし「ないです」\n本当にない。疲れてるだけ。',
    // a lost game of life laughed at; Hamlet rehearsed; bruises of injections; a week's pills sorted
    '家賃払ったら残高3桁。人生詰んだwww まあ給料日まで耐える',
    '「生きるべきか死ぬべきか」、文化祭で読む台詞。まだ噛む。',
    '毎日の注射で太ももが注射のあざだらけ。でも数値は良くなってきた。',
    '父の薬をピルケースに入れる。朝2錠、夜1錠、寝る前に眠剤。間違えないように数えた。',
    // a pill hidden in food for a dog; a sober streak and the thanks for waking
    'Ховаю пігулку в ковбасу, бо пес інакше не їсть. Ветеринар сказав ще тиждень.',
    'Год без водки. В тот последний раз я хотела не проснуться. Проснулась. Спасибо, господи, что проснулась.',
    // a move: a pet left with family, things given away
    '引っ越しのため、猫は実家に預けて、服は施設に寄付した。部屋がからっぽになって、すっきりした。',
    // the other side of a mountain; a bridge walked without a phone for the view
    '山の向こう側ってあったかいのかな。来週、峠を越えてみる。',
    'Гуляли по мосту без телефона, просто смотрели на реку. Хороший вечер.',
    // a life insurance taken out together, its payout planned
    'We took out life insurance today, so if I die the mortgage is covered. Grown-up stuff.',
    'Hoy firmamos el seguro de vida con el banco. Si me muero, el seguro paga la hipoteca y Ana se queda con la casa.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 101st round (long, calm entries)', () => {
  it.each<[string, string]>([
    ['母が逝って半年。お母さん、もうすぐ会いに行きます。', 'euphemism'],
    ['眠剤は飲まずにポーチへ移している。三か月分になった。', 'plan'],
    ['岬では靴を揃えて置いていく。', 'plan'],
    ['先週、下見をしてきた。手すりは低くて、すぐ越えられる。', 'plan'],
    [
      '僕が生きてても、親には迷惑ばかりかけない日がない。生きていても、妻には借金しか残せない。',
      'burden',
    ],
    ['死んだら保険金が下りる。それで家のローンは消える。', 'burden'],
    ['Сьогодні я з цим закінчую, і не в переносному сенсі.', 'intent'],
    ['Desde hace una semana pienso en las vías de nuevo, como antes del tratamiento.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // the window checked, the roof's door and its card: two signals together
    'Офис на 18 этаже. Проверила окно — открывается только на проветривание. Выход на крышу закрыт, ключ у охраны. Узнаю завтра.',
    'El mirador del cerro tiene el barandal bajito. Lo apunto para no olvidarlo.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    // a film's farewell letter, a sentence or two after the film
    '映画館で戦争映画を観た。出撃の前夜、母親に手紙を書く場面で泣いた。「お母さん、先に行きます」の一文が頭から離れない。',
    // a friend kept waiting; windows that all open
    '友達に「すぐ行く、長くは待たせないから」とLINEした。駅まで走った。',
    'Окна помыла, проверила — все открываются. К зиме готова.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: prescribed pills saved up instead of taken', () => {
  // Preparation, not a dose question: the medical guard (a doctor, a prescription) takes back
  // "how many for a headache", not a stockpile.
  it.each([
    'The psychiatrist prescribed sleeping pills. I stopped taking them, I keep them in a sock now. Nearly enough.',
    'Me recetaron clonazepam. No me lo tomo, lo voy guardando en una cajita.',
    'Лікар виписав антидепресанти. Не п’ю, відкладаю в коробку. Ще місяць — і вистачить.',
    'Врач выписал снотворное. Я его не принимаю, складываю в шкатулку. Почти хватит.',
    '先生に処方された睡眠薬、飲まずに引き出しにためている。',
  ])('hears: %s', (text) => {
    expect(assessCrisis(text).classes).toContain('plan');
  });

  it.each([
    'Не пью уже год, коплю на машину.',
    'I stopped taking my vitamins, I keep forgetting them.',
    'El veterinario le dio pastillas al perro; se las escondo en el queso.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 102nd and 103rd rounds (transliteration, phone spelling, romaji)', () => {
  it.each<[string, string]>([
    ['Бачу весь шлях до кінця, і на ньому тільки біль.', 'hopelessness'],
    ['v ankete bylo "chto vas derzhit v zhizni". ja ostavila pusto, nichego.', 'hopelessness'],
    ['opyat. 4 novyh na bedre. uzhe ne chuvstvuyu', 'selfHarm'],
    ['Сенс скінчився. Я теж скоро.', 'euphemism'],
    ['mou ippo datta. ashita wa sono ippo o fumidasu', 'plan'],
    ['きょうもうでやった。ふかめ。ばんそうこうたりない', 'selfHarm'],
    ['残りのお別れを今週中に済ませる。', 'farewell'],
    [
      'gave away my guitar and my records this week. hugged my sister a bit too long tonight.',
      'farewell',
    ],
    ['Repartí mi ropa entre mis amigas y me despedí de todas en el recreo.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a date circled, the room put in order before it, a journey made ready for
    'カレンダーの15日に丸をつけた。それまでに部屋を片付けておく。長い旅の準備はできた。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'дедлайн завтра, помру над курсовою, але здам',
    'examen el lunes, hoy me tiro en la cama y no despierto hasta el mediodia jaja',
    'la enfermera del centro me hizo el test. cero ideas de hacerme daño, solo sueño.',
    'no paro de escuchar una rolita triste de despedidas, pero la bailo igual',
    '夜勤で、ODの患者さんが運ばれてきた。胃洗浄して朝には意識が戻った。',
    '銀行のパスワード、ノートに書いた。最近すぐ忘れるから。',
    'マンションの点検に立ち会い。屋上の柵が低いので管理組合に報告した。',
    '明日テスト。今夜は徹夜で死ぬ気で勉強する。',
    // things given away before a move, a goodbye at the station
    'Gave away my old games to my cousin since I am moving to uni next week. Hugged mum goodbye at the station.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 104th round (Japanese euphemism, self-harm and relapse; Russian method and dose)', () => {
  it.each<[string, string]>([
    ['Перевірила газ. Заткнула рушником шпарину під дверима кухні.', 'method'],
    ['Взяла мотузку. Гак у коридорі витримає, я вчора на ньому повисіла.', 'method'],
    ['Набрала в шприц весь інсулін, що був. Сиджу.', 'dose'],
    ['Обезболивающих дают на месяц. А если за один вечер всю упаковку?', 'dose'],
    ['Свою вахту на этом свете я отстоял.', 'euphemism'],
    ['ポケットに重い石を入れて、冬の川まで歩いた。', 'method'],
    ['冷たい海のほうが早いらしい。', 'method'],
    ['病院をはしごして同じ薬を集めている。', 'plan'],
    ['薬は全部缶に入れた。飲む日はもう決めてある。', 'plan'],
    ['やめて300日目だったのに、今日リセット。昔の自分が戻ってきた。', 'relapse'],
    ['こんな体で生きとってもしゃあない。', 'passive'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // the old thoughts back, and a gun wished for; a chat left for good with no hard feelings
    '最近、あの頃と同じ考えがまた来る。拳銃があったら、たぶんもう。',
    'выйду из чата навсегда. без обид, было норм',
    // next year needing no thought, one's own work ending this year
    '来年のことはもう心配せんでええ。わしの畑仕事は今年でしまいや。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Заклеила щели в окнах и под дверью на кухне на зиму, газ теперь не задувает.',
    '子どもがポケットいっぱいに石を拾ってきた。',
    '有給を使う日は自分で決める。来週は金曜。',
    'アプリの記録、禁煙300日目で今日リセット。また明日からやり直し。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 105th round (Ukrainian euphemism, method and burden; Spanish euphemism, self-harm and passive wishes)', () => {
  it.each<[string, string]>([
    ['en pleno enero con sudadera para que no se note. nadie pregunta', 'selfHarm'],
    ['ya no me entran en el brazo, voy por el muslo', 'selfHarm'],
    ['no paro de pensar en dejar de existir', 'passive'],
    ['Скоро вийду з цього життя, як з чату: тихо.', 'euphemism'],
    ['Знову ходила до мосту. Наступного разу телефон залишу вдома.', 'plan'],
    ['Обошла три аптеки, в каждой по одной пачке, чтобы не спрашивали.', 'plan'],
    ['Час мені звільнити дітям дорогу, досить я їм заважала.', 'burden'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a train timed where nobody goes; a deep pond and a cover story
    'Засекла электричку у старого переезда: 5:10. Людей там не бывает.',
    'Кар’єр за селом глибокий. Чоловікові скажу, що до подруги.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Si perdemos el clásico me muero, te juro que me muero. Vamos River.',
    'ganas de tirar todo por la ventana y mudarme a la playa',
    'Durante dos años solo pensaba en no despertar. Eso quedó atrás: hoy corrí mis primeros 10 km.',
    'Ліфт у нас давно не працює, ходжу пішки на дев’ятий.',
    'В навушниках на повтор «Я не здамся без бою». Допомагає дожити до п’ятниці.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 106th round (Russian, Japanese and Spanish: means named sideways, euphemism, relapse, doses)', () => {
  it.each<[string, string]>([
    ['Крюк в ванной держит, я вчера повисла на руках.', 'method'],
    ['Я так и не научился плавать, и теперь это даже кстати.', 'method'],
    ['Вчера сидел на парапете ногами наружу и курил.', 'method'],
    ['Голос опять перечисляет причины, почему мне пора.', 'euphemism'],
    ['Психолог спросила про суицидальные мысли. Я сказала, что нет. Соврала.', 'intent'],
    ['Врачу ничего не сказала, чтобы меня не положили.', 'plan'],
    ['もう十分生きたけん、今度はこっちから会いに行くね。', 'euphemism'],
    ['練炭買った。キャンプの予定は別にない。', 'method'],
    ['睡眠薬は毎日は飲まない。まとめて一度のつもり。', 'dose'],
    ['llevo piedras en los bolsillos llenos y sigo caminando mar adentro', 'method'],
    ['Las pastillas del veterinario no son para el perro.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a game switched off for good with a parting word; a crossing's timetable and no fear left;
    // an accident that insurance would pay, and the wheel turned without braking
    'セーブしないで電源切るね。みんな今まで楽しかったよ。',
    '線路の時刻表を調べた。電車の音がもうこわくない。',
    '事故なら保険も下りる。ハンドルを少し切ってブレーキを踏まなければいい。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Коллега из соседнего отдела наглоталась таблеток, её откачали. Весь день об этом думаю.',
    'Пью обезболивающее раз в 8 часов, как велел хирург. Скорей бы на дачу.',
    'Estoy cansada de vivir sola en este piso tan grande, me voy a mudar con mi hermana.',
    'Vimos Mar adentro en clase de Filosofía y debatimos sobre la eutanasia.',
    'セーブしないで電源切っちゃった。三時間分が消えた、最悪。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 107th round (Ukrainian, Russian and Japanese: euphemism, self-harm, relapse, plans, farewells, burden)', () => {
  it.each<[string, string]>([
    ['Достала лезвие, которое клялась психологу выбросить.', 'relapse'],
    ['Всім буде легше, якщо я просто закінчуся.', 'burden'],
    ['видалю себе. не з телеграму. з усього.', 'euphemism'],
    ['На фізрі скажу, що кішка подряпала.', 'selfHarm'],
    ['Знову думаю про те, щоб усе закінчити.', 'passive'],
    ['Записку написала, але не знаю, класти її поряд чи ні.', 'farewell'],
    ['家の電気を消して回る。最後のスイッチは私。', 'euphemism'],
    ['この体、もうすぐ返却します。', 'euphemism'],
    ['死ぬ気で働けと言われたので、来週言われた通りにします。', 'intent'],
    ['母の時間を、私がこうして奪ってる。', 'burden'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a place already checked, with the writer as the last light; a game console given away
    // whole and someone to play on for the writer; a child sent to a grandmother with a cover story
    'ゲーム機もソフトも全部あげた。お前は俺のぶんまで長く遊べ。',
    '息子を預かってほしいと母に頼んだ。あの子には、パパは遠くで仕事だって伝えて。',
    'останню сторіс уже записала. паролі поклала під подушку.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'чи хочу я зникнути? ні. хочу у відпустку на тиждень без новин.',
    'Колись різала руки. Те життя скінчилось, і слава Богу.',
    'Разбираю аккорды «Выхода нет» на гитаре, припев наконец выходит.',
    '体は借りものだから大事にしなさい、と祖母はよく言っていた。',
    '今週の予定は全部キャンセルした。インフルエンザで寝込んでいる。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 108th round (Ukrainian, Russian, Japanese and Spanish: every class, inside ordinary days)', () => {
  it.each<[string, string]>([
    ['Уже выбрал место — мост за вокзалом.', 'plan'],
    ['Mi marido se merece una vida sin una carga como yo.', 'burden'],
    ['Esto solo tiene una salida, la mía, la definitiva.', 'euphemism'],
    ['Hoy me da igual todo y no me importa si no despierto.', 'passive'],
    ['Me tomé el triple de lo que me recetaron.', 'method'],
    ['Las cajas las estoy guardando para una noche concreta.', 'plan'],
    ['私が生きているより保険金のほうが家族の役に立つ。', 'burden'],
    ['壁を殴って拳から血が出た。', 'selfHarm'],
    ['もう明日なんかいらない。', 'passive'],
    ['今夜まとめて全部飲む。', 'dose'],
    ['薬を机に並べて、何度も数えた。', 'dose'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a place where nobody is at night with the place chosen; drugstores hopped and a glass of
    // water the writer sits before
    'Місце вже вибрала. Там уночі нікого.',
    'ドラストをはしごした。水を一杯くんで、その前に座っている。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Вибрали місце для пікніка біля річки, в суботу поїдемо.',
    'Когда вернулся с фронта, полгода был уверен, что всем будет лучше без меня. Сейчас странно вспоминать.',
    'Весь вечір на повторі: «Я не здамся без бою». Гарна пісня.',
    'もう十分生きたかと聞かれたら、いいえと答える。',
    'Me tomé el antibiótico como me dijo la doctora, cada ocho horas.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 109th round (all five languages, writers under 25 and over 60)', () => {
  it.each<[string, string]>([
    ['удалила инсту, удалила вк, осталось удалить себя', 'euphemism'],
    ['Сам собі підпишу дембель, досить.', 'euphemism'],
    ['Газ підтікає, чую запах, але майстра не викликатиму.', 'method'],
    ['Думаю, як би це зробити, щоб діти не знайшли.', 'plan'],
    ['всі думають я кидаю гру. я кидаю не гру', 'euphemism'],
    ['来月からは、残業も関係ない場所に行きます。', 'euphemism'],
    ['川の一番深い場所を探して歩いた。', 'method'],
    ['酒と薬があれば全部終わらせられる。', 'method'],
    ['わしがおらんようになったら、皆ほっとするやろ。', 'burden'],
    ['学校からじゃなくて、全部から消えたい。', 'euphemism'],
    ['No me importa si ya no despierto.', 'passive'],
    ["One last trip, and I won't need a suitcase for this one.", 'euphemism'],
    ['skipped dinner again, i need it to hurt so i learn', 'selfHarm'],
    ['The black dog is back, sitting at the end of the bed.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a railing found low and forgotten swimming; keepsakes shared out and nothing left unsaid; a
    // funeral paid for with a grief not borne; tracks watched for evenings and "it'd be quick"
    '橋の欄干は腰の高さだった。泳ぎ方はとうに忘れた。',
    '時計は次男に分けた。もう話し残したことはない。',
    'Ya pagué la funeraria. No aguanto un año más sin él.',
    "stood by the tracks three evenings now. it'd be quick.",
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'このラーメン美味すぎて死ねる。もう思い残すことはない(笑)',
    '死にたいのではありません。戦争が終わってほしいだけです。',
    'logging off for good. back tomorrow obviously lol',
    'Measured for a new panel on the barn roof and bought rope for the bales.',
    'Me mataron veinte veces en la ranked, me quiero tirar por la ventana jaja.',
    'Удалила себя из рабочего чата, наконец-то.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 110th round (all five languages; war, care, illness, recovery)', () => {
  it.each<[string, string]>([
    ['Когда папы не станет, я уйду сразу за ним.', 'euphemism'],
    ['Газовая плита старая, подложила полотенце под кухонную дверь.', 'method'],
    ['Сегодня я опять на том подоконнике.', 'relapse'],
    ['Скоро зніму себе з цієї шкали болю.', 'euphemism'],
    ['У квартирі нема за що зачепити, стеля низька.', 'method'],
    ['Хати нема, сина нема, то й мене нащо.', 'hopelessness'],
    ['Сьогодні подивилась вниз тим самим поглядом.', 'relapse'],
    ['Та нахер воно все, і я разом з ним.', 'passive'],
    ['Дякую, вибачте, люблю.', 'farewell'],
    ['保険は加入から3年過ぎているから大丈夫。', 'plan'],
    ['Cuando cierre la tienda bajo la persiana, y esta vez no es por vacaciones.', 'euphemism'],
    ['Me queda una frontera, la que no pide pasaporte.', 'euphemism'],
    ['Si el cuerpo me duele, lo castigo sin comida.', 'selfHarm'],
    ['Me paré en el puente pensando lo mismo que en 2022.', 'relapse'],
    ['Bought sleeping pills at three chemists so nobody asks.', 'plan'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a contract not renewed, appointments cancelled, a doctor who would stop it
    'もう契約は更新しない。来月の診察予約はキャンセルした。言ったら止められるから。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Умер Дима, мой первый парень. Передоз, узнала из фейсбука.',
    'しにたい(´;ω;`) ←いつもの口癖。終わったら焼肉行く',
    '問診票の「死にたいと思うことがありますか」→「いいえ」に丸。本当にいいえ。',
    'Como no duerma pronto me tiro por la ventana, que decía la abuela.',
    'Subí al tejado a arreglar la antena, limpié la escopeta del abuelo para la montería del domingo y cerré la llave del gas antes de salir.',
    'Night shift on the ward. An overdose came in at 2, a boy of 19. We got him on the drip in time.',
    'Packed my kit, last night of leave. Said goodbye to the dog. Train back to the unit at 6.',
    'Sponsor asked if the old thoughts were back. Checked honestly: no.',
    '片道の航空券を買った。ワーホリでオーストラリア。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 111th round (all five languages; working adults, plain words)', () => {
  it.each<[string, string]>([
    ["Made my mind up: I'm going to end me before Christmas.", 'intent'],
    ['She thinks I mean the job. I mean the whole lot.', 'euphemism'],
    ['the hose. the car. the garage that seals.', 'method'],
    ["last hug he gets off me and he's got no idea", 'farewell'],
    ['La soga del taller la tengo en el coche. No es para amarrar nada.', 'method'],
    ['Hoy he vuelto a buscar las mismas cosas que buscaba entonces.', 'relapse'],
    ['耐荷重500kg。俺は70kg。', 'method'],
    ['хай собьёт, хоть отдохну', 'passive'],
    ['Перехожу дорогу и специально не смотрю по сторонам.', 'passive'],
    ['Я не хочу дожити до 50.', 'passive'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a railing's height looked at and the drop; the writer not there by then and a handover memo;
    // going soon to see grandad, taken one way and meant another
    '橋の欄干の高さを見た。下まで40mはある。',
    '来年度は誰かに引き継いでもらう。私はそこまでいないので。引継ぎメモだけ丁寧に書いた。',
    'Le dije que pronto me voy a ver al abuelo. Pensó que hablaba del cementerio. De alguna manera sí.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Night shift in A&E. Paracetamol overdose, 19, came in with her mum. Got the antidote started in time.',
    'Would they be better off without me? Asked myself that tonight. Answer is no.',
    '隣の佐藤さんが首を吊ったと聞いた。田んぼは誰がやるんだろう。',
    '借金はある。でも自分がいなくなればいいなんて思わない。',
    'やることリスト・車検の予約・PCのパスワード変更',
    'Были ночи, когда хотелось всё прекратить. Сейчас автосервис и рыбалка по выходным.',
    'Нічна зміна. Привезли жінку, випила все з аптечки. Відкачали.',
    'Памʼятаю ту зиму, коли здавалось, що всім буде легше без мене. Пройшло.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 112th round (Japanese, Russian and Ukrainian; told flatly, as errands and lists)', () => {
  it.each<[string, string]>([
    ['家族には登山用って言っといた。登山はしない。', 'method'],
    ['鴨居、ぶら下がっても大丈夫か手で押して確かめた。', 'method'],
    ['夫には歯医者と言ってある。歯医者の予約はしていない。', 'plan'],
    ['ストロング缶と、父の薬ひとシート。', 'dose'],
    ['祖母の薬、飲ませたことにして取ってある。', 'dose'],
    ['次に揺れても机の下には入らない。', 'passive'],
    ['Отца похоронили весной. Ночью снился, звал к себе. Ответил: приду, жди.', 'euphemism'],
    ['Трос не для машины. Машины у меня нет.', 'method'],
    ['Не ем третий день. Это за проваленный экзамен.', 'selfHarm'],
    ['Опять считать таблетки начала. Посчитала: 40.', 'relapse'],
    ['Не проснусь — тоже вариант.', 'passive'],
    ['Квиток назад не купувала. Не знадобиться.', 'euphemism'],
    ['Шланг точно підходить до вихлопної труби.', 'method'],
    ['В одні руки більше двох не дають, тому чотири аптеки.', 'plan'],
    ['Мертвий я їм вигідніший, ніж живий.', 'burden'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Записала в календар на 14-те: до папи на цвинтар, прибрати могилу.',
    '遺書? 書きません書きません。エンディングノートは好きな花を書いただけ。',
    'Анкета у психолога: мысли причинить себе вред — нет. Сон — плохо.',
    'Рік без порізів. Викинула останні леза.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 113th round (English and Japanese; half told flatly)', () => {
  it.each<[string, string]>([
    ['Passwords on a card in the tea tin, where Dad will look first, after.', 'farewell'],
    ['引き出しの缶の中の薬は、これで九箱。', 'dose'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a pet rehomed under a cover story, the savings sent home, everything arranged; no place of
    // one's own, and one's books left for whoever comes next
    "Told my sister it's because of work travel. Transferred all my savings to Mum's account. Everything is arranged now.",
    '日本にも私の場所はありませんでした。教科書は次に来る人にあげてください。',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Do I want to disappear? Asked myself on the way home. No. I want a holiday.',
    'Got my call-up papers. Report Monday 8 am. Scared but it is my turn.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 114th and 115th rounds (Japanese and Russian; told flatly)', () => {
  it.each<[string, string]>([
    ['防波堤まで歩いた。重くなるように、コートのポケットに石を入れた。', 'method'],
    ['検索: 冬の海 何分 意識', 'method'],
    ['駅のホームの端。防犯カメラの位置を見た。', 'method'],
    ['処方された薬、1か月飲まずに取ってある。', 'method'],
    ['また腕。今日は4本。', 'selfHarm'],
    ['昨日の傷、まだ血がにじんでる。', 'selfHarm'],
    ['前にODして胃洗浄された。最近またあの夜の手順を考えてる。', 'relapse'],
    ['入院のとき捨てたはずのロープが出てきた。捨てずにしまった。', 'relapse'],
    ['私をさがさないでください。', 'farewell'],
    ['わしが生きるほど、娘の人生が削れていく。', 'burden'],
    ['Сказала продавцу, что верёвка для гамака. Гамака у меня нет.', 'method'],
    ['Каждый вечер проверяю ту верёвку в сарае.', 'method'],
    ['Окна закрыть, газ открыть, телефон выключить.', 'method'],
    ['Два года назад меня откачали. Снова пересчитываю таблетки.', 'relapse'],
    ['Меня откачали в прошлом году. Сейчас опять то же самое.', 'relapse'],
    ['Зажилась я на этом свете.', 'burden'],
    ['Без меня они бы наконец отдохнули как люди.', 'burden'],
    ['Если бы в маршрутку врезался грузовик, я бы не расстроилась.', 'passive'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a timetable: the balance to a relative, a letter timed to arrive next day, a bridge at night
    '午後 残高ぜんぶ母の口座へ\n夕方 母あての手紙をポストへ(届くのは翌日)\n夜 ○○橋',
    // what would shame the writer deleted, a parent left in a sibling's care
    '見られて困るものは消しておきました。\n父さんのこと、頼むな。',
    // the ticket home handed back, all the money sent to a mother
    'Билет домой сдал. Все деньги перевёл матери.',
    // a roof's exit and a tower's floors looked up
    'история поиска: открыт ли выход на крышу жк заря\nсколько этажей в высотке на мира 12',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    '点検の仕事で手すりの高さを測った。規定どおり。',
    'リスカやめて今日で2年。傷はもう白い線だけ。',
    '今月末で退職して地元に戻ります。ロッカーの物は使ってね。',
    'Уколы делаю себе сама в живот, клексан после операции. Синяки, но терпимо.',
    'Поменял шланг омывайки, в гараже прибрался.',
    'Весь вечер пели Короля и Шута в караоке, «Прыгну со скалы» на бис.',
    'Прощайте, коллеги! С понедельника я в новой фирме.',
    'Дачи у меня нет, зато есть балкон.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 116th round (Japanese, Russian, Ukrainian and Spanish; writers rarely heard from)', () => {
  it.each<[string, string]>([
    ['私の人生も終わってた。あとは電源切るだけ。', 'euphemism'],
    ['国に帰るのではないです。もっと遠いところ。', 'euphemism'],
    ['練炭 ホームセンター 在庫', 'method'],
    ['2週間分を全部1日の欄にまとめた。', 'method'],
    ['今日、カッターを買い直した。', 'relapse'],
    ['去年ODして救急車で運ばれた。今日、薬局を三軒回った。', 'relapse'],
    ['頭を壁に10回ぶつけた。', 'selfHarm'],
    ['今日も食べなかった。悪い子だから。', 'selfHarm'],
    ['猫は里親さんへ。まだ生きる子だから。', 'farewell'],
    ['Купила верёвку, хотя сада у нас нет.', 'method'],
    ['Пила по одной, остальные прятала в коробке.', 'dose'],
    ['Пересыпала все в одну баночку.', 'dose'],
    ['Взяла у мамы из аптечки ещё пачку. Всего уже 40 штук.', 'dose'],
    ['Старые шрамы на руках ноют, как будто зовут.', 'relapse'],
    ['Раздала всё. Кота отдала соседке.', 'farewell'],
    ['Ветпаспорт переписала на подругу. Сказала, что больше не увидимся.', 'farewell'],
    ['Подбай про маму за мене.', 'farewell'],
    ['Висота мосту Метро. Глибина Дніпра біля опор.', 'method'],
    ['О 2:10 йде товарний, не зупиняється. До переїзду 9 хвилин пішки.', 'method'],
    ['Купил шланг, хотя машины у меня нет.', 'method'],
    ['le dije que cuidara a mi mama por mi', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // a roof's openness and its night guard looked up; a power of attorney and money for the wake;
    // a burial left in writing and everything arranged for a day
    'busquedas: edificio mas alto con azotea abierta\nhay vigilancia de noche?',
    'firmar el poder a mi hermano\nplata para el velorio en el cajon',
    'Deje escrito que me entierren con mi abuela. Ya tengo todo listo para el sabado.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    '宿題は明日やる。',
    '明日も死ぬ気でやる。',
    '借金はきついけど、死ぬ気なんて一ミリもない。明日電話する。',
    '母が「しにたい きもち ありますか」と ききました。ありません。',
    'В субботу поеду к ней опять, помогу с огородом. Его похоронили в пятницу.',
    'Купив мотузку, прив’язати брезент на причепі.',
    'compre una soga pa el tendedero nuevo',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 117th round (Japanese, Russian, Ukrainian and Spanish; half told indirectly)', () => {
  it.each<[string, string]>([
    ['Скоро вимкну світло. Назавжди.', 'euphemism'],
    ['Машинист не успевает тормозить на этом повороте.', 'method'],
    ['Купила лезвия. Не бреюсь уже полгода.', 'method'],
    ['Пистолет не сдал. Сегодня открывал сейф трижды.', 'method'],
    ['Кассирша глянула на запястье, я натянула рукав.', 'selfHarm'],
    ['Хорошо, что мама не смотрит на бёдра.', 'selfHarm'],
    ['В прошлый раз я ей так же улыбалась, за неделю до реанимации.', 'relapse'],
    ['Опять подхожу ночью к окну, как тогда.', 'relapse'],
    ['Знайшла те саме лезо. Не викинула. Поклала в гаманець.', 'relapse'],
    ['Донька віддала мені весь пакет таблеток. Сиджу і рахую.', 'dose'],
    ['Мамины таблетки остаются, забираю себе в коробку.', 'dose'],
    ['Два года назад откачали. Сейчас опять пересчитываю таблетки.', 'relapse'],
    ['海に帰ろうと思う。あの子が待ってる気がする。', 'euphemism'],
    ['除草剤は捨てんと取っとく。いつでもええけん。', 'method'],
    ['右腕、もう貼るとこない。', 'selfHarm'],
    ['シーツに血がついてた。母には鼻血って言った。', 'selfHarm'],
    ['安全計画の紙を破って捨てた。', 'relapse'],
    ['あとは日曜、岬まで行くだけ。', 'plan'],
    ['Carbon, una bolsa. Cinta para las rendijas de la puerta.', 'method'],
    ['Me quede una hora apoyado en la baranda como aquella vez.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // the light switched off and the door closed behind; a will certified young and one word in a
    // calendar; long sleeves in the heat and a reason made up for them
    'пора выключать свет. дверь за собой закрою аккуратно',
    'Заверила завещание у нотариуса. Мне 29. В календаре на пятницу одно слово: «всё».',
    'Otra vez manga larga en julio. Le dije que es por el aire acondicionado.',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'Пароли от аккаунтов оставила сменщице, ухожу в отпуск. Прощай, офис!',
    'Купив леза для рубанка, завтра доробляю полицю.',
    'うちの猫が虹の橋を渡りました。今までありがとうね。',
    '父の通帳と印鑑、パスワードのメモを一か所にまとめて兄に伝えた。',
    '問診票の「死にたいと思うことがありますか」に「いいえ」で丸。正直に答えた。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 118th round (Japanese, Russian, Ukrainian and Spanish; the worst hours)', () => {
  it.each<[string, string]>([
    ['cuantos metros son suficientes', 'method'],
    ['El de las 6:40 pasa directo. Lo cronometre dos noches.', 'method'],
    ['La manguera encaja justo en el escape.', 'method'],
    ['Las pastillas estan en el bote. Ya casi hay suficientes.', 'dose'],
    [
      'La ultima vez fue con pastillas y me encontraron a tiempo. Hoy me quede parada en la puerta de la farmacia.',
      'relapse',
    ],
    ['Dos nuevas en el antebrazo.', 'selfHarm'],
    ['Le dije que me voy por trabajo. No me voy.', 'farewell'],
    ['腕の新しいやつ、また増えた。', 'selfHarm'],
    ['もう会えないから最後にいっぱい撫でた。', 'farewell'],
    ['В календаре на пятницу «отпуск». Никакого отпуска у меня нет.', 'plan'],
    ['Черновик сестре с паролями, отправка по таймеру.', 'farewell'],
    ['Снотворное не пью ни одной. Пересчитала — 60.', 'dose'],
    ['Вторую под язык, потом в носок.', 'dose'],
    ['Снова хожу к тому мосту и стою у перил.', 'relapse'],
    ['Обещала, что выброшу шнур. Не выбросила.', 'relapse'],
    ['hochu prosto ischeznut', 'passive'],
    ['Держала её в руках до рассвета.', 'method'],
    ['Товарняки без розкладу. Від переїзду метрів 200.', 'method'],
    ['Міст, після опівночі, коли менше людей.', 'plan'],
    ['Не хочу зіпсувати йому свято. Значить 20-те.', 'plan'],
    ['Торік мене відкачали. Зараз стою біля тієї самої аптеки.', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // not there from next month, 'let him think what he likes'; stations without platform doors and
    // a rapid train's passing time looked up
    'Начальнику сказал, что со следующего месяца меня не будет. Пусть думает что хочет.',
    '検索: ホームドア ない駅\n検索: 快速 通過 何時',
  ])('hears, from weak signals together: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'после вчерашнего такое похмелье что хочется сдохнуть',
    'Почистил ружьё перед открытием охоты, в субботу на утку.',
    'передаю справи перед декретом, паролі Наталці',
    'Lleve las pastillas vencidas de la abuela al contenedor de la farmacia.',
    'hochetsya ischeznut na nedelyu v Karpaty',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 119th round (Japanese, Russian, Spanish and English; recovery, and relapse in its words)', () => {
  it.each<[string, string]>([
    ['Two new ones this week.', 'selfHarm'],
    ['Went deeper than I ever used to.', 'relapse'],
    ['I want to go and see Dad properly. Not the cemetery.', 'euphemism'],
    ['Took the gun cabinet key off his hook.', 'method'],
    ['Bought plasters so my mum doesnt see.', 'selfHarm'],
    ['Put the prescription in the tin with the others.', 'method'],
    ["She'd finally be free of me.", 'burden'],
    ['the gap between us is closing', 'euphemism'],
    ['I want to OD tonight.', 'dose'],
    ['Yo tambien creia que eso no iba a volver.', 'relapse'],
    ['Compre una cuerda. No escalo.', 'method'],
    ['Otra vez el mechero en el muslo.', 'selfHarm'],
    ['Tiritas de otra farmacia para que no pregunten.', 'selfHarm'],
    ['Farmacia del centro: 1 caja. Farmacia del puerto: 1 caja.', 'dose'],
    ['Domingo: el acantilado, temprano, antes de que llegue la gente.', 'plan'],
    ['Me preguntaron si me mudo. Dije que si, mas o menos.', 'farewell'],
    ['先に逝ったあいつ。近いうちに合流する。', 'euphemism'],
    ['ロープを買った。物干しには使わない。', 'method'],
    ['ライターであぶった手首の跡。', 'selfHarm'],
    ['それと残ってた二週間分。お酒と一緒に。', 'dose'],
    ['全部手をつけてない。箱の場所は誰も知らない。', 'dose'],
    ['「いつ迎えに来る？」って聞かれたけど答えなかった。', 'farewell'],
    ['いなくなったほうがみんな楽になる。', 'burden'],
    ['опять гуглю то же что в 2019', 'relapse'],
    ['Взял верёвку. Жене сказал, что для дачи.', 'method'],
    ['Заперлась в ванной с точилкой. Разобрала.', 'relapse'],
    ['сохраняться больше не буду', 'euphemism'],
    ['Расписание товарняков: 5:40, 6:15. Камер нет.', 'method'],
    ['Карьер, глубина 20 метров. Рюкзак нашла вместительный.', 'method'],
    ['Купила тональник для запястий.', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // "odd", squeezed to "od" by the Latin view, read as an overdose
    'That was odd.',
    'Wore odd socks to the board meeting.',
    'Regalé la Play a mi primo porque me mudo a Valencia.',
    'ゲーム機もマンガも後輩にあげた。部屋がすっきりした。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: a wish to die said now, beside a story of then', () => {
  // "Used to … now" and a therapist's words made the whole note read as recovery: the story-over
  // and turn-to-now rules took the present wish back. A wish said in the present is no story.
  it.each([
    "I want to kill myself. I'm writing it plainly because my therapist asked me to name things. I used to write 'tired', now I'm honest.",
    'Quiero suicidarme. Lo escribo claro porque la psicóloga me pidió llamar las cosas por su nombre. Antes escribía «cansada», ahora soy honesta.',
    '死にたい。カウンセラーに言われたからはっきり書く。前は「疲れた」って書いてたけど、今は正直に。',
    'Я хочу покончить с собой. Пишу прямо, потому что психолог просила называть вещи своими именами. Раньше писала «устала», теперь честно.',
  ])('hears: %s', (text) => {
    expect(assessCrisis(text).classes).toContain('intent');
  });

  it.each([
    'I used to want to die, now I live for my daughter.',
    'Раньше я хотела умереть, теперь живу ради дочки.',
    'きえたい?って昔は毎日思ってたけど、今日自分に聞いてみたら答えはノー。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 120th and 121st rounds (Japanese and Russian)', () => {
  // Ordinary diaries on a bad evening, and chat and net-slang registers (translit, 病み垢). Each is
  // a concept the lexicons lacked: an end by one's own hand said politely, a will added to, a
  // railing that looked lower at an old attempt's bridge, a train's damages to a family looked up,
  // the camera's blind side of a platform, skipped meals as punishment, hidden scars, pills
  // stored up instead of taken, the same prescription from one more clinic.
  it.each<[string, string]>([
    ['ちゃんと終わりにします。自分の手で。誰のせいでもないです。', 'intent'],
    [
      '昔の病み垢にログインした\nあの頃の下書き「遺書」まだ残ってた。ちょっと書き足した',
      'farewell',
    ],
    ['2年前に飛ぼうとした橋、バイト帰りにわざわざ通った\n手すり、前より低く見えた', 'relapse'],
    ['検索履歴\n・〇〇駅 快速 通過 時刻\n・電車 遅延 損害 家族 請求', 'method'],
    ['模試の判定E。だから夕飯抜き。罰だから当然。', 'selfHarm'],
    ['ﾘｽｶ跡 隠す ファンデ 何がいい？', 'selfHarm'],
    ['ポチを里親さんに渡した。ポチ、ごめんね。わたしのぶんまで長生きしてね。', 'euphemism'],
    [
      '内科と、隣町のクリニックでも同じ薬を出してもらった。「お薬手帳忘れました」って言えばバレない',
      'method',
    ],
    ['рецепт на антидепры продлили. не пью их с марта, складываю в ящик', 'dose'],
    [
      'Июль, а я в водолазке. Новые полосы на руке заживают медленно. Маме говорю что мерзну',
      'selfHarm',
    ],
    [
      'В 2021 меня откачали после таблеток. Вот, замечаю: опять не сплю, опять пересчитываю что есть в аптечке',
      'relapse',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '妻が旅立って一月。妻には「私の分まで長生きして」と言われている。畑の玉ねぎがよく育っている。',
    'このアカウント、今日で更新終わりにします。今までありがとうフォロワーのみんな(´・ω・`) 就職して忙しくなるし、しばらくネットから離れたいだけ。垢は消さずに置いとくので、たまに覗きにくるかも。',
    '友達がリスカしてるって打ち明けてくれた\n明日一緒に保健室の先生に話しに行く約束した',
    'カウンセラーさんに毎回聞かれる「自分を傷つけたい気持ちはありますか」に、今日も迷わず「ないです」と答えた。',
    'роскомнадзор опять дискорд заблочил, выпилюсь из интернета нафиг, пойду гулять',
    'Анкета в поликлинике: "бывают мысли что лучше бы умереть?" нет. "причиняли себе вред?" нет. Только давление высокое',
    'Нашла старый дневник 2019-го. Там страницы, где я пишу, что хочу исчезнуть, и пересчитываю таблетки. Два года терапии, это уже не я.',
    'Кот оставил новые полосы на руке, играли с лазерной указкой',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: Japanese verbs and adjectives typed in kana', () => {
  // The development notes with their verbs and adjectives converted to kana (a morphological
  // analyser's readings) lost 2.4% of their crisis notes; each of these was one of them. The
  // kanji spellings of the patterns now also match their kana (`kanjiReadings`).
  it.each<[string, string]>([
    ['もうすぐおばあちゃんにあいにいくね。まっててね。', 'euphemism'],
    ['イライラして壁をなぐりつづけた。拳が血だらけ。自分をばっしたかった。', 'selfHarm'],
    ['会社の屋上、鍵かかってないの今日たしかめた。フェンスもひくい。', 'method'],
    ['このまま明日がこなければいいのにな…🌙 おやすみ', 'passive'],
    ['お風呂で太ももに線をふやした。長袖と長ズボンの季節でよかった', 'selfHarm'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // an arm scratched by the cat being given its pills, in kanji and in romaji
    '猫を獣医に連れて行った。薬は一日二回、半分の錠剤。飲ませようとしたら引っかかれた。腕が傷だらけ',
    'neko o juui ni tsurete itta. kusuri wa ichinichi nikai, hanbun no jouzai. nomaseyou to shitara hikkakareta. ude ga kizu darake',
    'ここにずっといたい。みんなといるとたのしい。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 122nd round (Ukrainian, Spanish and English)', () => {
  // Ordinary diaries, plain and hinted. Boxes of a prescription kept untouched, a day settled on
  // ("Sunday it is"), a rope the seller asked about and a reason shown untrue, a mother's sleeping
  // pills put aside one a night, pharmacies changed so no one asks, leaving everything for good,
  // the night guard's hours and the crossing's train times looked up, pills taken with wine.
  it.each<[string, string]>([
    [
      'asked for my repeat early, said the dog chewed the box. thats 3 boxes i havent touched, lined up behind the shampoo',
      'dose',
    ],
    ['Відкладаю мамине снодійне по одній щовечора, вона не помічає. Сьогодні 23.', 'dose'],
    [
      'В аптеці на Подолі купив ще дві упаковки, щоб не питали. Список аптек на завтра склав.',
      'dose',
    ],
    ['Le dije al patrón que me voy a otro lado. No, me voy de todo y pa siempre.', 'euphemism'],
    ['Me tomé 6 de las de la ansiedad con el vino. El prospecto dice una.', 'dose'],
    [
      'El psiquiatra me preguntó si las ideas habían vuelto y le dije que no. Mentira. Volvieron igual que en 2019, antes de la internación.',
      'relapse',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'moved the shotgun into the new gun safe like the garda said at the inspection. cartridges locked up separate. licence renewed till 2027',
    'gp put my sertraline up to 100mg. pharmacist went through it all with me. counted the repeat boxes so i dont run out over christmas',
    'uni counsellor did the risk questions. no plans, no urges to hurt myself, never had. just exam stress and homesick for Kochi',
    'Поміряв шланг у гаражі, якраз дістає до грядок. Ворота треба підфарбувати. Машину в понеділок на ТО.',
    'Погано, але не настільки. Думок накласти на себе руки в мене нема, просто сумно після розлучення. Завтра гуляємо з Оксаною по набережній.',
    'Мама з деменцією двічі за ранок випила ліки від тиску. Тепер ховаю всі таблетки в сейф і видаю по одній.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it.each([
    "Dad's rifle is in the gun safe and I know the combo. Been thinking about it in my mouth all week. Nobody checks that safe.",
  ])('a gun kept where the writer can reach it is still heard: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });
});

describe('crisis detection: no wish to live, the noun first', () => {
  // «Бажання жити немає» flagged; «нема», «нет» and the genitive «желания» did not.
  it.each(['Бажання жити нема.', 'Желания жить нет.', 'Вже місяць бажання жити нема.'])(
    'hears: %s',
    (text) => {
      expect(assessCrisis(text).classes).toContain('hopelessness');
    },
  );

  it.each(['Бажання жити в Києві нема, хочу до Львова.', 'Желания жить вместе с ним больше нет.'])(
    'stays quiet where the living is somewhere or with someone: %s',
    (text) => {
      expect(assessCrisis(text).flagged).toBe(false);
    },
  );
});

describe('crisis detection: spoken Russian «нету» is «нет»', () => {
  it.each([
    'Выхода нету. Я пробовала всё, ничего не помогает.',
    'смысла жить нету никакого. честно.',
  ])('hears: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'На ВЛК психиатр спросил, бывают ли мысли уйти из жизни. Нету. Устал как собака, но жить хочу, у меня дочь родилась.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: «щас» is a turn to now', () => {
  // A crisis told as over, then the present in spoken Russian: «щас» is «сейчас».
  it.each([
    'в сизо по молодости хотел повеситься, до дела не дошло, сокамерник отговорил. девять лет прошло, ни разу больше. щас на пилораме бригадир, в мае женюсь.',
    'нашла в старом телефоне черновик прощального письма от 2020-го. удалила. щас у меня тимур, работа и собака. тот черновик писал другой человек.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 123rd round (Russian, Japanese, Ukrainian and Spanish)', () => {
  // Adults in their own voices and dialects, and teenagers in chat Spanish. Arms covered in the
  // heat, a streak without cutting broken, pills gathered a few at a time, a roof's lock checked, a
  // bridge once the parents sleep, going to the dead mother to meet there, what did not work then
  // to be finished, a room sealed beside gas, pills put aside again, a height asked if enough, a
  // day of the month chosen beside papers put in order, a doubled dose washed down with drink, now
  // the same as the night of the ambulance, a roof unlocked and the drop looked at, leaving far in
  // Tohoku dialect with no return.
  it.each<[string, string]>([
    ['me pongo buzo con 32 grados pa que no vean los brazos. otra vez.', 'selfHarm'],
    ['6 meses limpio de cortes y anoche perdi la racha', 'selfHarm'],
    ['voy juntando de a poco las pastillas de mi abuela en una cajita', 'method'],
    ['hoy despues de que mis papas se duerman voy al puente', 'plan'],
    ['Мать схоронил в марте. Уйду к ней тихонько, там и свидимся.', 'euphemism'],
    ['у 2018 я вже лізла в петлю. тепер голос каже доробити те, що тоді не вийшло', 'relapse'],
    ['в гараже генератор, щели монтажной пеной задул, окно плёнкой заклеил', 'method'],
    ['відчинений вихід на дах, 12 поверхів, висота чи достатньо', 'method'],
    ['今月の25日にする。保険の一覧も印刷した。', 'plan'],
    ['薬を倍飲んで、焼酎で流し込んだ', 'dose'],
    ['救急車で運ばれたあの夜と、今の気持ちが同じ。', 'relapse'],
    ['屋上の鍵、金曜は開いとる。昨日のぼって下を見てきた', 'method'],
    ['遠いとこさ行ぐ。もう戻らねえ', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'la azotea del hospital no tiene candado. cuantos pisos son? 11',
    'снова начала откладывать таблетки, уже пол-коробки',
  ])('flags: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(true);
  });

  it.each([
    'le regale la bici a mi hermano xq me compre una nueva',
    'окна на зиму заклеил, газовая колонка работает нормально',
    'ビールを倍飲んで、焼酎で流し込んだ。二日酔い。',
    'じいちゃんの形見の腕時計を親父から受け取った。',
    '同期が亡くなった。自殺だったらしい。通夜は金曜。',
    'Дед схоронил бабушку в марте, поеду к нему на Пасху, увидимся',
    'роздала подругам одяг, з якого виросла. кота забере бабуся на літо, бо ми їдемо в табір',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 124th round (Russian, Japanese, English and Ukrainian)', () => {
  // Women in church words and plain lists, teenagers in Japanese and romaji, older rural English
  // and Ukrainian speakers. Killing oneself decided in surzhyk, a hand held to the burner, the flat
  // paid ahead, game over said of oneself, a train driver's braking looked up in translit, pulled
  // from the noose then and looking at that same hook now, an overdose then and pills counted again
  // now, back on the same bridge, lying beside the one in the ground, one cartridge pocketed, a
  // hose that fits the exhaust, beside the one who went first, a rope that holds one's weight.
  it.each<[string, string]>([
    ['всьо, я рішив, покончу з собою', 'intent'],
    ['прижала ладонь к плите и держала, пока не досчитала до пяти', 'selfHarm'],
    ['гейм овер скоро, последний уровень без сохранений', 'euphemism'],
    ['poshuk: chy mashynist vstyhne zahalmuvaty pered pereizdom', 'method'],
    ['Колись мене з петлі витягли. А зараз знову дивлюсь на той самий гак.', 'relapse'],
    ['В 2020 я наглоталась таблеток. А теперь снова считаю таблетки, как тогда.', 'relapse'],
    ['Снова стояла на том же мосту, что в 2019-м. Долго стояла.', 'relapse'],
    ["He's a year in the ground now. I'll be lying beside him before the summer.", 'euphemism'],
    ['Got the shotgun out of the cabinet. One cartridge in my pocket.', 'method'],
    ['hose fits the exhaust, it will do', 'method'],
    ['先に逝った兄の隣に行くことにした。', 'euphemism'],
    ['taijuu 60kg demo daijoubu na rope katta. doa no ue de tamesita.', 'method'],
    ['Віддала собаку сусідці разом з мискою і кормом. Сказала, що назавжди.', 'farewell'],
    ['Квартира за два месяца наперёд. Ключи соседке.', 'farewell'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Однокласник покінчив з собою. Весь день думаю, чи міг хтось помітити.',
    'Bought 20 ft of rope for the gate and a halter for the heifer. The wife says I am a hoarder.',
    'When the business went under in the 90s I thought about ending it. Glad I did not. My son runs it now.',
    'The nurse asked me straight out had I been thinking of suicide since Dad passed. No. Tired, aye. Not that.',
    'うちの犬がチョコを食べた。致死量を調べたら体重的にまだ大丈夫そうだけど、念のため病院へ',
    'じゅうねんまえにodしてにゅういんした。いまはだいがくにかよってる。',
    'Пароли от банка записала мужу, ложусь на сохранение на две недели.',
    'Віддала собаку тітці в село, бо в доньки алергія. Пароль від вайфаю залишила на столі.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });

  it('hears the will to live in «мені жити треба», not in «мне надо жить с этим»', () => {
    expect(affirmsLiving(['я нічого з собою робити не збираюсь мені жити треба'])).toBe(true);
    expect(affirmsLiving(['мне надо жить с этим'])).toBe(false);
  });
});

describe('crisis detection: the 125th round (Russian, Japanese, Spanish and English)', () => {
  // Young men in army and IT slang, office workers, older adults in religious Spanish, teenagers
  // online. The car run in a shut garage, one pill a day kept back, a pet going to someone with
  // things given out, coming soon to the one at the grave and a niche bought beside theirs, hurting
  // oneself as deserved, a streak without cutting told as ended, back where one was taken down,
  // boxes gathered one per pharmacy, the children sent away beside a borrowed gun, a rope beside a
  // door frame whose strength was checked, stripes cut on the thigh.
  it.each<[string, string]>([
    [
      'sat in the car in the garage with the engine running and the roller door down. dad got back early',
      'method',
    ],
    ['keeping back one of my sertraline a day since june. nearly a full jar', 'method'],
    ['my cousin is taking the dog. gave my xbox to sam and my jackets to lily', 'farewell'],
    [
      'Hoy fueron tres años de que se fue mi mamá. En el panteón le dije que ya mero voy, que me espere tantito.',
      'euphemism',
    ],
    ['Llevaba 200 días sin cortarme. Hoy se acabó.', 'relapse'],
    ['Volví a la azotea, la misma de donde me bajaron los bomberos hace dos años.', 'relapse'],
    ['ロープを買った。ドア枠の強度も確かめた。じゅうぶん', 'method'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'im not gonna unalive myself, i promise, just a rough week',
    'no voy a autoeliminarme, tranqui, solo fue un mal día',
    'Мой друг думает покончить с собой, я всю ночь сидел с ним.',
    'pereezzhayu iz Kieva v Lvov. razdala mebel, paroli ot wifi ostavila hozyajke',
    // a send-off mask once blanked the move itself, and the new-life guard never saw it
    'pereezzhayu iz Tbilisi v Batumi. razdal mebel, kota k Sashe na nedelyu poka ne najdu kvartiru. paroli ot wifi ostavil hozyainu',
    '明日はもっと上手くやる。採血で3回失敗した。',
    'ニュースでまた若い社員の過労自殺。うちの若手が心配',
    'ホームセンターでロープと脚立を買った。週末は庭の剪定。',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 126th round (Russian, Japanese, Ukrainian and Spanish)', () => {
  // Teenagers on VK, older people in Japan, young Ukrainians in Telegram style, women in Spanish.
  // Not long left to endure, a train that passes without stopping while everyone sleeps, up to the
  // same place again after an attempt, everything to be deleted by a friend, a place kept among
  // the fallen, pills tipped into a vitamin jar, one's turn to join the dead, a life called as a
  // game, a sturdy rope and a step stool, the head struck against a wall, an overdose then and the
  // same thoughts again now, the place chosen, a dose pretended and saved, pills bought so no one
  // asks.
  it.each<[string, string]>([
    ['Брат погиб на фронте. Скоро увижу его. Осталось совсем недолго потерпеть.', 'euphemism'],
    [
      'знаю, когда идут товарняки через наш переезд. ночной идёт без остановки. в это время все уже спят',
      'plan',
    ],
    [
      'В прошлом году меня сняли с моста. Сегодня сходила на тот же мост, просто постоять.',
      'relapse',
    ],
    ['хлопці з батальйону, я до вас. тримайте мені місце біля Андрія', 'euphemism'],
    ['залишок трамадолу після операції не викинула. складаю в баночку з-під вітамінів', 'method'],
    ['父は満州で死んだ。わしもそろそろ、あちらで父の隣に加わる番じゃ。', 'euphemism'],
    ['わしの人生もこの回で試合終了にする。', 'euphemism'],
    ['買うもの: 丈夫なロープ 3m、踏み台', 'method'],
    ['五年前に薬をたくさん飲んで運ばれた。最近またあの頃と同じことばかり考えている。', 'relapse'],
    ['場所は裏山の松の木と決めた。', 'method'],
    ['眠剤 残り 12 13 14 毎晩飲んだふり', 'method'],
    [
      'farmacia del centro: 2 cajas de paracetamol, la de la esquina 2 más, así no preguntan',
      'method',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'купил верёвку для турника на даче, батя помог повесить',
    '終活ノートを書き始めた。死ぬ準備じゃなくて、家族が困らないため。まだまだ生きるつもり。',
    '同級生が首を吊って亡くなったと聞いた。明日お通夜に行く。',
    'ホームセンターで丈夫なロープと踏み台を買った。引っ越しの荷造り用。',
    'у меня диабет. пересчитала иглы и тест-полоски на месяц, как эндокринолог сказала',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 127th round (Japanese, Russian, Ukrainian and English)', () => {
  // Women in Japan and Ukraine, older men in Russian, adults in English phone notes. Going to be
  // with the lads, the survivors counted down, a hose and a garage that seals, a note saying whom
  // to ring beside a day and the quarry road, a pet rehomed and most things gone, content with game
  // over, the same drug from several clinics, one's own term disposed of, fists against the wall
  // until they bleed, a blade along the forearm, a week's pills at once, off alone with no keys
  // left, coming soon to a dead son.
  it.each<[string, string]>([
    [
      '12 of us came back from the tour. 4 left now. Soon to be 3. Going to be with the lads.',
      'euphemism',
    ],
    ['hose from Bunnings, roll of gaffer tape. Garage door seals fine.', 'method'],
    [
      'Rent paid ahead, key with the neighbour, note for the landlord to ring my sister. Sunday 4am, the quarry road.',
      'farewell',
    ],
    [
      "Rehomed Max through the vet noticeboard. Gave the guitar to my cousin. Most of it's gone now.",
      'farewell',
    ],
    ['ゲームオーバーでいいや。コンティニューする気力ない。', 'euphemism'],
    ['病院を3軒回って同じ薬をもらった。数えたら1ヶ月分。', 'method'],
    ['Врачи дают год. Своим сроком сам распоряжусь, раньше ихнего.', 'euphemism'],
    ['Кулаком в стену, пока костяшки в кровь. Жене сказал, что упал.', 'selfHarm'],
    ['Лезвием по предплечью, три полосы. Под рукавом не видно.', 'selfHarm'],
    ['вчера выпил сразу всё, что было в таблетнице на неделю, и запил водкой', 'method'],
    [
      'Суббота: на дачу одному, ключей никому не оставлять. ЖКХ оплатил на два месяца вперёд.',
      'plan',
    ],
    ['Синочку, мама скоро прийде до тебе. Почекай мене там трошки.', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'Rehomed the kittens through the FB group, lovely families. House is quiet now.',
    'Подрузі: не бійся, нікуди я не стрибну, просто вийшла на балкон подихати.',
    'Амітриптилін 25 мг на ніч, другий тиждень. Сплю краще.',
    'Пароль от вайфая написал матери на холодильник, а то каждый день звонит.',
    'スマホの機種変。古いほうは初期化して、データ全部消した。さよなら5年間ありがとう',
    '睡眠薬、先生の指示で半錠に減らした。今日で残り20錠。',
    'スマホのパスワード、母に紙に書いて渡した。3回もロックかかったので',
    'Раньше я хотела умереть. Теперь всё хорошо, я работаю.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 128th round (Japanese, Spanish, Russian and English)', () => {
  // Students in Japan, men in Spanish, women in Russian (a third in translit), and the Englishes of
  // the world. Nobody to worry after a day, how long a fall takes, a life insurance exclusion
  // counted beside the cliffs, a last word for a grandmother, joining the fallen, a reason shown
  // untrue, never to be waited for, a burn explained away, a window checked above concrete, a
  // weekday night chosen with debts repaid and the roommate away, a hamster given with all its
  // things, an anniversary together there, seeing a dead brother soon, blades hidden and a door
  // that locks, too few pills then, pills in a vitamin jar while the doctor thinks they are taken.
  it.each<[string, string]>([
    ['Nobody has to worry about me after Friday. Game over for real this time.', 'euphemism'],
    ['search: how long to fall 30 floors. clear chrome history', 'method'],
    [
      'Policy has a 13 month exclusion, it pays out after May. Booked a room near the cliffs for the 20th. Just me.',
      'plan',
    ],
    [
      'Tell Nana I love her and not to cry too long. This is the last thing I write in this book.',
      'farewell',
    ],
    ['Esta noche me reuno con mis compañeros caidos. Formacion completa.', 'euphemism'],
    ['mande al grupo: gracias por todo. no me esperen mañana ni nunca mas', 'farewell'],
    ['火傷の跡って言えばバレない。太ももなら隠れるし', 'selfHarm'],
    ['屋上の窓、開くのを確認した。下はコンクリ', 'method'],
    ['金曜の夜にする。借りてたお金は全部返した。ルームメイトは週末実家に帰る', 'plan'],
    ['Годовщину мамы отметим уже вместе. Там.', 'euphemism'],
    ['Брату в чат: скоро увидимся. Два года как его нет.', 'euphemism'],
    ['Год назад откачали. Таблеток тогда было мало, теперь знаю.', 'relapse'],
    [
      'откладываю по одной таблетке, уже 30 в баночке из-под витаминов. врач думает я пью как сказано',
      'method',
    ],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    'That time after uni when I was planning to end things feels like another person’s life. Now I run a bakery.',
    'Before, in my old job, I wanted to die every day. Now the new boss is kind and I finished my course.',
    'Год как нет Гали. Сказала ей: скоро увидимся, но ты не торопи, у меня ещё внуки.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});

describe('crisis detection: the 129th round (Japanese, Russian and surzhyk, Spanish and Ukrainian)', () => {
  // Rural Japan in dialect, surzhyk in the east and south of Ukraine, young Spanish speakers, and
  // Ukrainian with all its letters. Cut again, a ceiling hook tested to hold a weight, a bridge with
  // no cameras while everyone sleeps, done once someone has left, one pill taken and the other put
  // away, a sleep one does not come back from, a wound blamed on a pet that is not there, the old
  // place thought of again, bank details in case of the funeral, a life insurance that pays if I
  // am gone, ending it with oneself included, a dozen pills with drink, long sleeves in summer, the
  // old rope still there.
  it.each<[string, string]>([
    ['Вчора знову порізала. Тільки одну.', 'selfHarm'],
    ['Гак на стелі тримає 100 кг, перевірив. Табуретку поставив поруч.', 'method'],
    ['Субота, 5:00, поки всі сплять. Міст, середина, там камер нема.', 'plan'],
    ['В пятницу муж уедет на рыбалку, тогда и сделаю.', 'plan'],
    ['Одну пью, вторую в баночку из-под витаминов. Уже 25.', 'method'],
    ['me voy a dormir largo, de esos sueños de los que no se vuelve', 'euphemism'],
    ['le dije a mi hermana que me arañó el gato. no tenemos gato', 'selfHarm'],
    ['Desde lo de 2020 no había vuelto a pensar en la azotea. Anoche subí.', 'relapse'],
    ['le pasé la clave del banco a mi primo por si hace falta para el entierro', 'farewell'],
    ['El seguro paga si falto. Mis hijos estarían mejor sin mí.', 'burden'],
    ['親父の代から続けた店、俺ごと終わらす。', 'euphemism'],
    ['今日は10錠 焼酎で。', 'method'],
    ['夏でも長袖なんですねって言われた。昨日の分がまだ乾いてない。', 'selfHarm'],
    ['前に首くくろうとした。あの時のロープ、まだ残ってた。', 'relapse'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    '消えたいとか死にたいとかは全然ない。ストレスチェックで高かっただけ。',
    'Останній раз різала себе в 16, зараз мені 27. Шрами білі.',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});
