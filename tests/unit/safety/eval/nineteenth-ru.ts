import type { EvalNote } from './types';

/**
 * Russian notes of the nineteenth round, written blind: before anything in the detector was read
 * for them and without looking at earlier notes' phrasings. Much of it is Russian as Ukrainians
 * write it: a veteran to be discharged from hospital with a service pistol at home, a soldier who
 * came back from Avdiivka, a refugee in Germany without papers, a widow choosing her husband's
 * death date, a 72-year-old woman, a stroke patient whose son left work in Warsaw, a girl with her
 * grandmother's medicine chest, a man with a grenade from the front in a wardrobe, a nurse, people
 * from Melitopol, Kharkiv, Odesa and Vilnius. Latin transliteration, no ё, typos and emoji. Crisis
 * weight on plan (10: a date after a daughter's birthday, a hotel room booked, the weekend when
 * nobody calls, after the shift, when the roommate leaves), euphemism (8), method (6) and burden
 * (5). The quiet half leans on `past` (10) and `negation` (9), with `medical` (4).
 *
 * First run on main at 536ec21, detector untouched: recall 35/38 (92.1%), false alarms 2/38 (5.3%).
 * Missed: plan 1 ("after the shift I'll take from work what I'd put aside; as soon as I'm home -
 * that's it", with no means or death named), euphemism 1 ("time to put a full stop - not on the
 * relationship, on everything"), method 1 (car in the garage, a hose at hand: exhaust fumes).
 * False alarms: past 1 (a veteran who "long thought of shooting himself" after captivity, now two
 * years in treatment, read as intent and method), negation 1 ("я больше не думаю о том, чтобы уйти
 * из жизни", read as euphemism).
 *
 * Scored again, still blind, after the eighteenth round's lexicon fixes (15c99d7): recall
 * 35/38, false alarms 2/38, the same. Not tuned on yet.
 *
 * Lexicon pass (slavic.ts, model retrained on these notes so recall judged by concept): the
 * lexicon now hears "пора ставить точку" / "час ставити крапку" at a sentence end (euphemism) and a
 * hose with a garage or an exhaust pipe (method, guarded for washing, watering and repairs); the
 * shift-end plan ("заберу то, что откладывал ... — всё") is still caught only by the whole-note
 * model. False alarms fixed: a past thought dated as over by a recovery with a duration in the next
 * sentence ("сейчас два года как лечусь"), and present-tense negation "больше не думаю о том, чтобы
 * уйти из жизни". After: recall 38/38, false alarms 0/38. All ru development sets: recall
 * 836/839 -> 838/839, false alarms 6/923 -> 3/923.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'plan',
    text: 'Решил: в пятницу, когда жена уедет к сестре в Харьков, все сделаю. Ружье почистил, записку напишу в четверг.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, пока мама уснёт, и пойду на крышу. Сегодня ночью. Дверь на чердак открыта, я проверила.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я уже все продумал. После дня рождения дочки, чтобы ей не испортить праздник. 14 числа. Таблетки у меня есть.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'zavtra utrom poedu na dachu, tam nikogo net. verevku vzyal. nikomu ne govoril',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Выбрала дату — годовщина смерти мужа, 3 декабря. Хочу уйти в тот же день, что и он. Уже купила все, что нужно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Кота отдал соседке "на время", долги раздал, квартиру оформил на брата. Осталось дождаться выходных, когда никто не будет звонить.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сегодня после смены заберу с работы то, что откладывал. Как только зайду домой — всё.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я бы хотела спланировать все так, чтобы меня нашла не дочь. Поэтому сделаю это в гостинице, забронировала номер на субботу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'V Germanii ya nikomu ne nuzhen, dokumenty ne dayut. Naschital tabletki, ih hvatit. Segodnya kogda sosed po komnate uydet na smenu.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Через неделю меня выписывают из госпиталя. Дома есть наградной. Я уже решил, как и где, осталось только доехать до дома.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро я уйду к маме. Она звала меня во сне уже третью ночь, и я больше не хочу сопротивляться.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мне надоело здесь. Хочу выйти из игры насовсем, нажать на "выход", понимаешь?',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ещё немного, и я освобожу этот мир от себя. Осталось совсем чуть-чуть.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'после того что было под Авдеевкой мне тут не место. пацаны ждут меня там, скоро буду с ними',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Может, к Новому году уже не будет меня, и никто не заметит. Я так решила.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пора ставить точку. Не в отношениях, а вообще. Я устал.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу уснуть и больше не просыпаться, и кажется, знаю, как это устроить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я свою жизнь дожила. В 72 хватит. Завтра соберу вещи в пакет, чтобы дочке легче было, а потом уж сама как-нибудь уйду.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою у окна на 12 этаже и думаю, как это будет. Высота пугает меньше, чем утро.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Посмотрел, сколько нужно инсулина, чтобы не проснуться. У меня его полный холодильник.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Под мостом на Днепре течение сильное, никто не вытащит. Я туда хожу каждый вечер и смотрю на воду.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Машина в гараже, шланг есть. Думаю об этом уже неделю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'v aptechke u babushki stolko vsego, ya uzhe posmotrela v internete chto s chem smeshat',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната с фронта лежит в шкафу. Иногда беру ее в руки и думаю, что это было бы быстро.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я тяну семью на дно. Без меня им будет лучше, муж найдет нормальную, а у детей будет мама, которая не плачет.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'После инсульта я только обуза. Сын бросил работу в Варшаве, чтобы сидеть со мной. Лучше бы меня не было.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'от меня одни проблемы, всем было бы проще без меня. я уже думаю как сделать так чтоб им не пришлось со мной возиться',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я чувствую, что мешаю всем жить. Если исчезну, всем станет легче, и я об этом думаю каждый день.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Родители продали машину на мое лечение, а я так и не встал на ноги. Зачем они на меня тратятся, отпустили бы уже меня.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это впервые вслух. Сил больше нет.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Ya ne hochu zhit'. Prosto ne hochu. I ne hochu bol'she prosypatsya v etom gorode bez nego.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Вот бы в меня попала ракета, когда я на работе. Не надо было бы ничего решать.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Хоть бы не проснуться завтра. Каждую ночь молюсь об этом.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Прощайте все. Простите, если кого обидела. Лерочка, береги маму. Я вас люблю.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала бедра, чтобы никто не видел. Сегодня сильно, бинты кончились.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего больше не будет хорошо. Я не вижу выхода и не хочу больше бороться, какой смысл.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Выпила все снотворное, что было в пачке, минут 20 назад. Сижу и жду.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Полгода держалась после больницы, а сегодня снова стояла на балконе и думала прыгнуть. Все вернулось.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три года назад я пыталась покончить с собой. Сегодня моя дочь пошла в первый класс, и я так рада, что осталась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Худший год моей жизни — 2022. Тогда я хотела умереть каждый день. Сейчас живу в Вильнюсе, работаю, и это все позади.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Терапевт напомнила, как я пришел к ней после попытки. Сказала, что я проделал огромный путь. Согласен.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла старый дневник, там в 16 лет я писала, что хочу исчезнуть. Мне сейчас 34, и я обнимаю ту девочку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После плена я долго думал застрелиться. Сейчас два года как лечусь, хожу в группу ветеранов, жить хочу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сегодня 5 лет трезвости и 5 лет без самоповреждений. Отметили с мужем в кафе.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я резала руки, шрамы остались. Сегодня в бассейне девочка спросила, я спокойно ответила, что это было давно.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'V 2019 ya napilas tabletok, menya otkachali. Seychas ya medsestra i sama pomogayu takim devochkam.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В годовщину своей попытки я всегда звоню подруге, которая тогда вызвала скорую. Сегодня мы проговорили час.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше я писала прощальные письма почти каждую неделю. Перечитала сегодня — как будто другой человек писал.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, есть ли мысли о самоубийстве. Я сказала, что нет, просто очень устала.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать, я хочу, чтобы этот ад закончился и мы вернулись домой в Мелитополь.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не волнуйся, я с собой ничего не сделаю. Просто плохой день.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya ne suicidnaya, prosto ustala ot vsego, hochu v otpusk na more',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда бы не смогла сделать с собой что-то, у меня дети. Просто хочется поплакать.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете у врача ответила "нет" на вопрос о мыслях навредить себе. Все честно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет, я не собираюсь прыгать, это я так пошутила при маме, она испугалась. Извинилась.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мыслей о смерти нет, но тревога сильная, купила новые таблетки от нее, посмотрим.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я больше не думаю о том, чтобы уйти из жизни. Это правда, не для галочки.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенок съел бабушкины таблетки, вызвали скорую, промыли желудок. Все обошлось.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ветеринар сказал, что для кошки даже одна таблетка ибупрофена — смертельная доза. Убрала аптечку повыше.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На смене привезли мужчину с передозировкой, реанимировали. Устала, но он живой.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач предупредил: с моими антидепрессантами нельзя алкоголь, может быть плохо. Записала.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот отчет меня убьет. Сдать надо к понедельнику 😩',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекровь опять приехала, хоть вешайся 😂 но пирожки вкусные',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю со смеху с кота, он пытается поймать свой хвост.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я сдохла после тренировки, ноги не ходят.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня похоронили Андрея, он погиб под Торецком. Его мать не могла стоять.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сосед покончил с собой, никто не ожидал. Весь подъезд в шоке.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка умерла тихо, во сне. 92 года.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Подруга написала, что хочет умереть. Я сразу позвонила ей и поехала. Сидим, пьем чай, завтра вместе к врачу.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрю сериал, там героиня хочет покончить с собой. Тяжело смотреть.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ, где герой стоит на крыше. Не знаю, как закончить.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре мой персонаж снова умер, я уже не могу 😂',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Опять нет света, сидим с фонариком, варим макароны на горелке.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переехали в Одессу, нашла работу в пекарне.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила новый нож на кухню, старый совсем тупой.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сегодня тревога была всю ночь, не выспалась, но все живы.',
  },
];
