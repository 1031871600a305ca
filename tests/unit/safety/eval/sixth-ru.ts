import type { EvalNote } from './types';

/**
 * Russian notes of the sixth check, written before the lexicon was tuned on them, many by
 * Ukrainians who write in Russian: a soldier whose platoon is down to three, a wounded veteran fed
 * by his wife, a refugee working in a Polish warehouse whose house in Sievierodonetsk burned down,
 * an old mother whose daughter sends money from Germany, a woman in Kharkiv under the drones, a man
 * planning for his birthday and a bridge over the Dnipro, teenagers, a woman with twelve years of
 * chronic pain. Some surzhyk, Latin transliteration, no ё anywhere, typos and emoji. The quiet half
 * is near misses: recovery stories (an attempt seven years ago and a wedding today, a veteran after
 * hospital, a support-group leader for IDPs), answers of "no" to a psychiatrist's and a political
 * officer's screening questions, "я повешусь" over socks, a classmate's suicide, a series, Anna
 * Karenina, a child's dose, a caffeine overdose scare, a washing line, a train to Kyiv.
 *
 * First run, lexicon untouched: recall 27/38 (71.1%), false alarms 5/38 (13.2%).
 * Missed: euphemism 4 ("мне пора к ним" of the dead of one's platoon; "выключиться ... уснуть и
 * чтобы это было навсегда"; "skoro menya ne budet" in transliteration; "уйти туда, откуда не
 * возвращаются"), burden 2 ("без меня им станет только лучше"; "ya gruz ... nado ee osvobodit ot
 * sebya"), passive 1 (praying "чтобы утро для меня не наступило"), plan 1 (on one's birthday, a
 * bridge over the Dnipro), relapse 1 (an attempt a year ago, now looking at a belt again),
 * hopelessness 1 ("будущего нет" after losing home), method 1 (looking down from a 14th-floor
 * balcony and imagining it).
 * False alarms: past 1 ("я пережила попытку самоубийства и теперь веду группу"), negation 1 (a
 * screening question about self-harm answered "нет"), figurative 1 ("я повешусь 😂" over socks),
 * medical 1 (a lethal dose of caffeine after five energy drinks), everyday 1 (a train tomorrow and
 * things given to neighbours, read as a plan and a farewell).
 *
 * After general changes to `lexicons/slavic.ts` (and a laughter token in `normalize.ts`): praying
 * "чтобы утро для меня не наступило"; "из нашего взвода осталось трое" as a death in the note (so
 * "мне пора к ним" is heard); "уснуть и чтобы это было навсегда"; "скоро меня не будет" in either
 * word order, also as the writer gone beside "всем станет спокойнее"; "уйти туда, откуда не
 * возвращаются"; "я груз", "освободить её от себя"; "уже давно" no longer read as the long past; a
 * sentence that turns from "год назад" to "а сейчас снова" and a means is about now; "возвращаться
 * некуда"; looking down from a balcony and imagining it calmly (weak). Guards: "я пережила попытку
 * ..." is told from after it; a screening question put to the writer ("Были ли у вас мысли ...?");
 * "я повешусь 😂"; bags packed for a train. Recall 37/38, false alarms 1/38; this is now a
 * development set.
 * Left: the birthday-and-bridge plan (the act is never named, only "в свой день рождения", "мост
 * через Днепр, знаю какой"), and the lethal dose of caffeine, whose accidental context (five energy
 * drinks, a racing heart) is in the next sentence, while a lethal-dose question is rightly a signal.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу умереть. Не драматизирую, просто констатирую. Сегодня это единственная мысль с самого утра.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Вот честно, я больше не вывожу. Хочу покончить с собой и все, и пусть уже никто меня не трогает.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya hochu ubit sebya, ya ne shuchu. uzhe tretiy den ob etom dumayu, dazhe na rabote',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Когда летят шахеды, я даже не спускаюсь в подвал. Пусть прилетит, мне уже все равно. Харьков, 3 ночи, не сплю.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер ложусь и прошу, чтобы утро для меня не наступило. А оно наступает.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Зачем я вообще родилась. Лучше бы меня не было совсем, никому бы хуже не стало.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Маму похоронили в марте. Мне кажется, мое место уже не здесь. Скоро уйду к ней, она меня ждет. Я спокойна как никогда.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Из нашего взвода осталось трое. Ночью снятся пацаны. Думаю, мне пора к ним, здесь я уже лишний.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочу просто выключиться. без боли, без шума, без всех. уснуть и чтобы это было навсегда.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mne kazhetsya, ya uzhe vse. Skoro menya ne budet, i vsem stanet spokoinee. Ne khochu bolshe nichego obyasnyat.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я устала бороться. Хочется уйти туда, откуда не возвращаются. Тихо, никого не трогая.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Дочка из Германии шлет деньги, себе во всем отказывает. Я старая, больная, только обуза. Лучше бы меня не было, ей бы легче жилось.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для семьи одни проблемы и долги. Без меня им станет только лучше, я в этом уверен уже давно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Zhena kormit menya s lozhki posle ranenia. Ya ne chelovek, ya gruz. Ona molodaya, ey by zhit, a ne so mnoy vozitsya. Inogda dumayu, chto nado ee osvobodit ot sebya.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Родители тратят на меня все, а я даже учиться нормально не могу. Я им только мешаю. Им без меня будет проще, правда.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу муж уезжает в командировку. Я все решила, сделаю это тогда. Таблетки уже собраны в косметичке.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Решил, что в свой день рождения. Хочу, чтобы это было в тот же день. Мост через Днепр, знаю какой.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'После похорон отца сделаю это. Уже написал письмо сестре, оставлю на столе в его квартире.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Segodnya nochyu, kogda vse usnut, poydu na kryshu. Ya uzhe reshila, ne otgovarivayte.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Полгода без порезов, и вот опять. Вчера ночью, в ванной. Думала, что все уже позади.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'После прошлой попытки меня откачали, я обещала психиатру, что больше никогда. А сейчас снова эти мысли, и они громче, чем тогда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два года была в ремиссии после той истории с таблетками. А щас опять хочется все закончить. Я знаю этот голос, он вернулся.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думала, что выкарабкалась. Год назад я пыталась повеситься, а сейчас снова смотрю на ремень и думаю об этом.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Третий год в Польше, работа на складе, ребенок уже не говорит по-украински. Возвращаться некуда, дом в Северодонецке сгорел. Будущего нет, ни здесь, ни там.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего не изменится. Никогда. Я просто доживаю, а не живу, и смысла тянуть это дальше нет.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Двенадцатый год боли, ни один врач не помог. Лучше не станет, я это уже приняла. Не знаю, сколько еще я это вынесу.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichego khoroshego menya uzhe ne zhdet. Kazhdyy den huzhe predydushchego. Ne vizhu vykhoda, pravda ne vizhu.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Нашла в интернете, сколько нужно выпить снотворного. У свекрови его полная тумбочка, она и не заметит.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Дома у отца охотничье ружье, я знаю, где ключ от сейфа. Эта мысль не дает мне покоя.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Часто смотрю вниз с балкона 14 этажа. Представляю как это, и мне не страшно, мне спокойно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купил вчера веревку. Ничего еще не решил, просто пусть будет. Так спокойнее, когда знаешь что есть выход.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Если кто-то найдет этот дневник, простите меня. Я вас всех любила. Пароль от телефона 1708, там фото для мамы.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала долги, вышла из всех чатов, кошку отвезла к маме. Осталось написать сыну. Прощай, мой хороший.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Prostite menya vse. Eto poslednyaya zapis. Ya vas lyublyu, ne vinite sebya.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять режу руки. Ночью, в ванной, пока муж спит. Только так внутри становится тише.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'бьюсь головой об стену пока не станет больно, потом легче. сегодня синяк на лбу, на работе сказала что ударилась о полку',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько таблеток феназепама нужно, чтобы не проснуться? У меня полная пачка.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Skolko nuzhno vypit paracetamola chtoby umeret? Ves 45 kg.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Семь лет назад я пыталась покончить с собой. Сегодня у меня свадьба, и я хочу жить как никогда.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В юности резала себя, шрамы остались. Сегодня первый раз рассказала об этом мужу, и он просто обнял.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После госпиталя в 2022-м я думал, что жить незачем. Сейчас реабилитация, работа в мастерской и дочка. Тот период позади.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад меня откачали после таблеток. Сегодня ровно год, и я в порядке. Спасибо моему психотерапевту.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше, в 17, я хотела умереть, думала шо всем будет лучше без меня. Щас смешно вспоминать, хотя тогда было не до смеха.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya dumala o suitside kazhdyy den. Teper u menya syn, i ya ne predstavlyayu zhizn bez nego. Eto proshlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то давно был на грани, стоял на крыше. Друг тогда вытащил. Сегодня крестил его сына, вот так жизнь повернулась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Я пережила попытку самоубийства и теперь веду группу поддержки для переселенцев в Днепре.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Давно, еще в универе, у меня была депрессия и мысли о смерти. Лечилась два года. Сейчас все хорошо, просто вспомнилось.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психиатр спросил, есть ли мысли о самоубийстве. Сказала нет, и это правда. Просто сил нет совсем, выгорание.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать. Я хочу, чтобы меня просто оставили в покое на неделю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не переживай, я с собой ничего не сделаю. Просто нужно было выговориться.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne bespokoysya, ya ne sobirayus nichego s soboy delat. Prosto plokhoy den.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В опроснике у терапевта: "Были ли у вас мысли причинить себе вред?" Нет. "Чувство безнадежности?" Иногда. Ну хоть честно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда себя не резала и не собираюсь. Но очень понимаю, почему люди это делают.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не обуза, я болею, это разное. Так сказала моя врач, и я стараюсь это запомнить.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Замполит опять спрашивал, не думаю ли я о суициде. Нет, не думаю. Думаю о ротации и о пиве.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Та не збираюсь я помирать, шо ты начинаешь. Просто устала от всего этого.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот отчет меня убьет, честно. Третья ночь без сна.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если муж еще раз оставит носки на полу, я повешусь 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю как хочу на море. Одесса, жди меня летом.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ya sdokhnu bez kofe segodnya, svet opyat otklyuchili.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я бы убила за нормальный сон. Ребенок просыпается каждые два часа.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня сорок дней, как погиб Сережа. Сидели с его мамой на кухне, молчали.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Одноклассница покончила с собой в Харькове. Я узнала из сторис. Не могу перестать думать о ней.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дед умер ночью, тихо. Ему было 91. Похороны в четверг.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Наш пес умер, старый уже был. Дети плачут, я тоже.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сосед с третього этажа погиб на фронте. Жена его вся черная ходит, я не знаю что ей сказать.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Досмотрела сериал, персонаж застрелился в финале сезона. Это было сильно, до сих пор мурашки.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитываю "Анну Каренину", опять сцена с поездом. Толстой жесток.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Играю в игру, где герой должен пожертвовать собой, чтобы спасти город. Залипла на всю ночь.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько можно дать нурофена ребенку 15 кг? Температура не падает.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Психиатр поднял дозу кветиапина. Сплю как убитая, но зато сплю.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Какая смертельная доза кофеина? Я на смене выпила пять энергетиков и сердце колотится.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила веревку для белья и таблетки от моли. Наконец-то порядок в шкафу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра вечером поезд в Киев. Вещи собрала, все что не влезло раздала соседям.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Отписалась от всех новостных каналов. Оставила только кулинарию и котиков. Легче стало.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Zavtra v 7 utra poezd vo Lviv. Koshku ostavila u mamy.',
  },
];
