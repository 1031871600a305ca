import type { EvalNote } from './types';

/**
 * Russian notes of the fourteenth check, written blind before the lexicon was tuned on them, many of
 * them by Ukrainians who write in Russian. The writers: a woman who will do it after payday, a mother
 * waiting for her daughter's exams, a flat rented by the day in Saltivka, a soldier on leave, a wife
 * whose husband works nights, a cat taken to a friend, a son waiting for his mother's discharge, a
 * widow whose husband calls her in dreams, a pensioner who has "overstayed", a veteran's "wooden
 * greatcoat", a hunting rifle in a safe, rat poison, freight trains, the icy Dnieper, a wounded son,
 * parents in debt for Prague, a man with multiple sclerosis. Surzhyk ("шо"), text without ё, Latin
 * transliteration, emoji. Weight on plan (10), euphemism (8), method (6) and burden (5). The quiet
 * half: the past (a second birthday, a therapist's client in Warsaw, a veteran who gave up his gun,
 * Berlin a year on, a 2008 notebook, Donetsk 2014, tattooed scars, a son at university, a veterans'
 * club, a father in the nineties), denials (a clinic questionnaire, a soldier's wife, a drawing of a
 * noose for a song), care (a teenager's paracetamol overdose in intensive care, a cat, warfarin, a
 * child's ibuprofen, a pharmacology lecture), jokes, deaths of others, a series, a story, a game, a
 * move, a tent rope, a flight.
 *
 * First run, lexicon untouched: recall 33/38 (86.8%), false alarms 5/38 (13.2%).
 * Missed: euphemism 4 ("скоро отмучаюсь", transliterated "pora na vykhod ... vyklyuchu svet za
 * soboy", closing the chapter and the whole book with "устала быть", "тихо угаснуть, перестать
 * быть"), method 1 (transliterated rails and freight trains that "do not brake").
 * False alarms: past 3 (a 2008 notebook quoting "хочу умереть" with "мне было 15"; "было время, шо
 * ... всем без меня лучше. Это прошло"; a father who wanted to hang himself in the nineties),
 * medical 2 (a patient's paracetamol overdose treated in intensive care; a child's ibuprofen dose by
 * weight).
 *
 * After general changes to `lexicons/slavic.ts`: "скоро отмучаюсь" / "відмучуся" (not of an exam);
 * tired of being at all ("устала быть", "втомилась існувати"), tired of "playing this life", the
 * light switched off behind oneself; "перестать быть" and "тихо угаснуть / згаснути" among the
 * words for dying; trains that "do not brake" or cannot stop in time (not at a station); notebooks
 * ("тетрадь за 2008-й", "зошит") read like old diaries; "в девяностые / нулевые", "было время"
 * and "это прошло" as the past and over; children and the old as patients with an overdose, "по
 * весу" as care. Recall 38/38, false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'plan',
    text: 'Решила: пятнадцатого, после зарплаты. Закрою кредитку, чтобы на маму ничего не повесили, и все.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, пока дочка сдаст НМТ, не хочу ей портить экзамены. А потом уйду, уже точно, дата у меня в голове.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сняла посуточно квартиру на Салтовке, на двое суток. Никто не знает адрес. Таблетки копила месяц, по чуть-чуть.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Как только дадут отпуск с позиций, дома застрелюсь. Там хоть мама похоронит по-человечески, а не как тут.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Vse produmala. V pyatnicu muzh na smene do utra, deti u babushki. Noch moya. Verevku uzhe kupila v Epicentre.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра рано утром пойду на мост, пока все спят. Решение принято, и мне от этого наконец спокойно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Отвезла кота подруге "на время", переписала завещание, раздала долги. Осталось только выбрать день, думаю на этой неделе.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Короче, я уже решил. Как маму выпишут с больницы, я это сделаю. Шоб хоть сестра с ней рядом была, когда узнает.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сегодня ночью. Когда все уснут, выйду на балкон, седьмой этаж. Пишу, чтобы хоть кто-то знал.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Осталось три дня, я считаю. В воскресенье меня уже не будет, все подготовлено.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу уйти туда, где нет ни сирен, ни новостей. Навсегда. И это не про эмиграцию.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро я отмучаюсь. Осталось недолго, и я сама решу когда.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Он меня зовет. Каждую ночь снится и говорит "иди ко мне". Я пойду, Сереженька, скоро пойду к тебе.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mne pora na vykhod. Ustala igrat v etu zhizn. Vyklyuchu svet za soboy, i hvatit.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Закрою эту главу. Да всю книгу закрою, эпилога не будет. Устала быть.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я выдохлась. Хочу лечь и тихо угаснуть, просто перестать быть. Никаких больше завтра.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Загостилась я на этом свете. Пора и честь знать. Сама уйду, не буду ждать, пока Бог вспомнит.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Дома все понимают, что я вернулся не тот. Пора мне на дембель насовсем, в деревянном бушлате. Так будет правильно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Изучаю, какая высота наверняка. Крыша нашего ЖК — шестнадцать этажей, выход на крышу не закрыт, я проверила.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У мужа в сейфе охотничье ружье, код я знаю. Сегодня открывала, просто посмотреть. Долго держала в руках.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Читала на форумах, какой яд действует быстрее и без боли. В хозяйстве есть крысиный яд и удобрения, мне хватит.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Smotryu na relsy kazhdoe utro na stancii. Znayu raspisanie tovarnyakov. Oni ne tormozyat.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Лезвия от станка лежат в ящике. Думаю, где вена глубже и как сделать, чтоб наверняка.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Вода в Днепре уже ледяная, а я плавать не умею. Вот и подумала — это самое простое для меня.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я обуза для мамы. Она пашет на двух работах, чтобы меня кормить после ранения. Без меня ей было бы легче, правда.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Vsem ot menya tolko huzhe. Ya vsem meshayu. Ischeznu — nikto ne zaplachet, tolko vzdohnut s oblegcheniem.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дети в Германии шлют все деньги мне на лекарства, сами в кредитах. Я камень у них на шее. Лучше бы меня не было, честное слово.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Родители влезли в долги ради моей учебы в Праге, а я завалила сессию. Я их позор и пустая трата денег. Без меня им станет проще.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Рассеянный склероз прогрессирует. Жена не спит ночами, ухаживает. Я ворую у нее годы. Самое честное, что я могу сделать, — освободить ее от себя.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Хочу покончить с этим всем. С собой. Я серьезно, это не истерика, это уже который месяц.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Не могу уже, хочу убить себя. Шо угодно бы отдал, шоб это все прекратилось.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Хоть бы меня сбила машина по дороге на работу. Не специально, просто чтоб. Каждое утро об этом думаю.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Ложусь спать и молюсь, чтобы утром не проснуться. Уже месяц так.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Простите меня все. Лена, ключи от квартиры у соседки, кот теперь на тебе. Я вас люблю, но оставаться больше не могу.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять порезала бедра, в этот раз глубже. Кровь еле остановила полотенцем. Никто не знает.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Квартира в Мариуполе сгорела, муж в плену третий год, работы нет. Ничего хорошего уже не будет, я не вижу ни одной причины продолжать.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Высыпала на стол все, что было в аптечке: трамадол, феназепам, что-то от давления. Пересчитываю. Хватит, думаю.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два года после попытки держалась, ходила к психологу. А сейчас опять все вернулось, и я снова думаю, как это сделать, только теперь умнее.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ровно десять лет назад я пыталась отравиться. Сегодня мы с мужем и двумя детьми отмечаем этот день как мой второй день рождения.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитывала записи по клиентке 2020 года: тогда она приходила с планом суицида и порезами. Сегодня прислала фото из Варшавы с новой работы. Вот ради этого я работаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После ранения в 2022 я полгода хотел застрелиться, держал ствол дома. Сдал оружие, лечился в реабилитационном центре. Сейчас тренирую пацанов в зале.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'God nazad ya dumala o suicide kazhdyj den. Seychas zhivu v Berline, uchu nemeckij, vse inache. Ne veritsya, chto eto byla ya.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Разбирала антресоль, нашла свою тетрадь за 2008-й. Там "хочу умереть, никто не поймет". Мне было 15. Сейчас 33, смешно и грустно читать.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Худший год моей жизни — 2014-й, когда мы уехали из Донецка. Я тогда хотела умереть каждый день. Сейчас у меня свой салон в Днепре и все хорошо.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я резала руки, шрамы остались. Уже восемь лет как нет. Сделала поверх них татуировку с подсолнухами.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три года назад сын наглотался таблеток, еле откачали. Сегодня он поступил в университет. Я плакала в машине от счастья.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Было время, шо я думал, шо всем без меня лучше. Это прошло, помогли пацаны с ветеранского клуба. Щас я знаю, шо нужен.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В девяностые, когда закрыли завод, отец хотел повеситься, мама успела. Потом он прожил еще двадцать пять лет и нянчил внуков.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь ничего с собой делать. Просто грустно и хочется поплакать.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач в поликлинике по анкете спросил про мысли о самоубийстве. Ответила нет, и это правда. Просто устала от бессонницы.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne volnuytes, ya ne khochu umirat. Prosto nuzhno vyspatsya i poest.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Меня не надо спасать, я не думаю о суициде. Мне просто надо, чтобы кто-то выслушал.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж спросил, не думаю ли я покончить с собой, раз так мало ем. Нет, конечно. Я просто жду его с ротации и нервничаю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не причиню себе вреда, ради дочки. Мне тяжело, но я держусь.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Та не, я не хочу помирать, шо вы. Я еще на свадьбе внука хочу погулять.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет у меня мыслей о смерти. Есть злость и усталость, но жить я хочу, еще как.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мама нашла мой рисунок с петлей и устроила панику. Это арт к песне, я не собираюсь вешаться, мам!!!',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На смене в реанимации: девочка 16 лет, передозировка парацетамолом. Откачали, ацетилцистеин по схеме. Завтра консультация психиатра.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кот съел таблетку моего антидепрессанта. Ветеринар сказал, что для 4 кг это опасная доза, промыли желудок. Все обошлось.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Разложила бабушке таблетки по дням в органайзер, чтобы не выпила лишнего. Передозировка варфарина — это кровотечение, врач предупредил.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенку 3 года, температура 39. Посчитала дозу ибупрофена по весу, 7,5 мл. Уснул.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Фармаколог на лекции рассказывал про летальные дозы и почему барбитураты больше не назначают. Интересно, но жутко.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта бухгалтерия меня в гроб сведет 😂 квартальный отчет опять не сходится.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю от смеха, племянник рассказал анекдот про деда и козу.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если он еще раз скажет "ну ты же женщина", я его убью. Ну не буквально.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Хоть вешайся с этим ремонтом: плитку привезли не ту третий раз.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Одноклассник брата покончил с собой в Варшаве. Ему было 19. Весь чат в шоке, не знаю, что сказать брату.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня сорок дней, как погиб кум под Курахово. Поминали, кума плакала весь вечер.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка ушла тихо, во сне. Ей было 94.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Соседка выбросилась из окна в прошлом месяце. Теперь ее кот живет у нас.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Досмотрела сериал, там главный герой в финале стреляется. Весь вечер под впечатлением.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ на конкурс: девушка оставляет прощальное письмо и уезжает в другую страну, а все думают, что она умерла.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В "Ведьмаке" квест, где надо спасти мужика с петлей на шее. Успел!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Последний день в Кракове, завтра переезжаем во Вроцлав. Попрощалась с соседями, раздала цветы.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила веревку для палатки и газовый баллон, едем в Карпаты на выходные.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все готово: чемоданы собраны, документы в папке, кот у мамы. Завтра в 6 утра самолет в Торонто.',
  },
];
