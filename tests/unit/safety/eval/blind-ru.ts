import type { EvalNote } from './types';

/**
 * Russian notes written blind, from general knowledge of how people write, before reading the
 * lexicon: long entries with the crisis in the middle of a wartime day, very short notes,
 * transliteration, typos, emoji. First run before any tuning: recall 19/25, false alarms 0/15.
 * Misses then were a run-together "убитьсебя", "заканчивать этот спектакль … моя жизнь", two
 * dated plans, "смысла жить нет", and a handful of pills washed down with vodka.
 * Then used for tuning, by broader forms rather than these sentences (25/25 and 0/15 after).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Сегодня Харьков снова бомбили, полдня сидели в метро с детьми соседки. Вернулась, сварила суп, помыла полы. И всё это время в голове одно: я хочу умереть. Спокойно так, без истерики. Потом легла смотреть сериал.',
  },
  { crisis: true, class: 'intent', text: 'ya realno hochu pokonchit s soboi, ne mogu tak bolshe' },
  { crisis: true, class: 'intent', text: 'хочу убитьсебя. просто чтоб это всё закончилось' },
  // passive
  { crisis: true, class: 'passive', text: 'Было бы неплохо не проснуться завтра. Вообще.' },
  {
    crisis: true,
    class: 'passive',
    text: 'если прилетит в наш дом — ну и пусть. мне уже всё равно жива я или нет',
  },
  // euphemism
  { crisis: true, class: 'euphemism', text: 'Скоро уйду насовсем. Никто даже не заметит.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'пора заканчивать этот спектакль под названием моя жизнь',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Посмотрела, сколько нужно таблеток феназепама. У мамы в шкафу как раз хватит.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Нашла в кладовке верёвку. Крюк в потолке выдержит, проверила.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'stoyala na kryshe nashey 16-etazhki, smotrela vniz, primerivalas',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу муж уезжает в командировку. Вот тогда и сделаю, всё продумала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Решила: после дня рождения дочки. Не хочу портить ей праздник. Потом уйду.',
  },
  // farewell
  { crisis: true, class: 'farewell', text: 'Простите меня все. Я вас любила. Не ищите.' },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала вещи подругам, кошку отдала сестре. Написала записку. Больше ничего не держит.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я всем только обуза. Маме было бы легче без меня, ей и так тяжело на одну пенсию.',
  },
  { crisis: true, class: 'burden', text: 'без меня всем будет лучше, я только порчу все' },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала бёдра, под джинсами не видно. Сегодня глубже, чем обычно.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'порезалась специально, чтобы хоть что-то почувствовать 🩸',
  },
  { crisis: true, class: 'selfHarm', text: 'bilas golovoj ob stenu poka ne zakruzhilas golova' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего уже не изменится. Дом разрушен, работы нет, будущего нет. Зачем это всё.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'смысла жить нет никакого. честно. каждый день одно и то же',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'выпила всю упаковку амитриптилина, минут 20 назад. страшно немного',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Проглотила горсть таблеток, запила водкой. Посмотрим, что будет.',
  },
  // relapse
  { crisis: true, class: 'relapse', text: 'Год не резалась, и вот опять. Сорвалась.' },
  {
    crisis: true,
    class: 'relapse',
    text: 'Мысли о суициде вернулись. Думала, что это пройденный этап.',
  },

  // figurative
  { crisis: false, guard: 'figurative', text: 'Эта отчётность меня убьёт, сижу до ночи 🙃' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Чуть не умерла со смеху, когда кот упал с подоконника.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Мечтаю исчезнуть на неделю куда-нибудь в Карпаты без телефона.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Брат погиб под Авдеевкой полгода назад. Сегодня ездили на кладбище, мама опять не могла стоять.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Соседка с пятого этажа покончила с собой. Весь подъезд в шоке, я не могу перестать думать о ней.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пересмотрели «Анну Каренину», финал с поездом всё такой же тяжёлый.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ, где героиня решает уйти из жизни, никак не получается концовка.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач сказал снизить дозу лития, на следующей неделе сдать кровь.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Удаляли родинку, наложили два шва. Нельзя мочить неделю.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад я пыталась покончить с собой. Сегодня у меня родился сын. Я так рада, что осталась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В школе я резала руки, теперь рассказываю об этом подросткам на волонтёрстве.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'План: в субботу купить генератор, забрать посылку и съездить к бабушке.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выпила две таблетки ибупрофена, зуб болит невыносимо, завтра к стоматологу.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать, я хочу спать хотя бы шесть часов без сирен.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'psiholog sprosila, est li mysli o suicide. net, takih myslej net, prosto ustala',
  },
];
