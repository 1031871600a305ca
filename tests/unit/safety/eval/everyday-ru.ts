import type { EvalNote } from './types';

/**
 * Russian ordinary diary days, none a crisis: work, children, school and exams, shopping and
 * cooking, sirens and nights in the corridor, power cuts, displacement, a husband or son at the
 * front, other people's funerals and war grief, tiredness, sadness, anger, breakups, colds and
 * their doses, films and books, sayings ("умираю от усталости", "убила бы за кофе"), moving
 * house, things given away, goodbyes at the station; surzhyk, Latin transliteration, typos and
 * emoji. Sad and heavy days are here on purpose: sad is not a crisis.
 * First run before any tuning: false alarms 1/150. Fired: a wish "чтобы всё это закончилось и
 * мы вернулись домой" (read as euphemism).
 * Then used for tuning by a general mask (the end of it all followed by a life after it) rather
 * than this sentence: 0/150 after.
 */
export const notes: EvalNote[] = [
  {
    crisis: false,
    guard: 'everyday',
    text: 'Опять тревога в три ночи. Сидели с сыном в коридоре на матрасе. Он уснул, я нет. На работу пошла как зомби.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Света нет с утра. Зарядила телефон в кофейне, пока пила капучино.',
  },
  { crisis: false, guard: 'figurative', text: 'умираю от усталости 😩' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убила бы за кофе. Кофеварка без света не работает.',
  },
  { crisis: false, guard: 'everyday', text: 'Дочка получила пятерку по химии! Отметили пиццей.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сегодня просто грустно. Без причины. Смотрела на дождь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Муж позвонил с позиций, говорили три минуты. Живой. Потом долго плакала на кухне, но стало легче.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня хоронили соседа, Виктора. Погиб под Торецком. Весь двор стоял на коленях. Его мать не могла идти.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не хочу жить со свекровью ни дня больше. Ищем квартиру.',
  },
  { crisis: false, guard: 'everyday', text: 'Сын сдал НМТ, 185 по математике. Горжусь!' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ночью прилетело в соседний район, выбило окна в школе. Дети опять на дистанционке.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Простудилась. Парацетамол 500 мг три раза в день, чай с малиной, лежу. Врач сказал много пить.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переезд в субботу. Коробки, скотч, пыль. Кот уже что-то подозревает.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Отдала соседке детские вещи. Она расплакалась, у неё двое из Херсона.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Проводила сына на вокзале. Стояла на перроне ещё минут десять после того, как поезд ушёл.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюсь на начальника. Отчёт опять "на вчера". Сколько можно?!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Расстались с Димой. Три года. Плачу третий день, подруга носит вино и пирожки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Гуляли с собакой в парке, листья жёлтые, солнце. Первый спокойный день за неделю ☀️',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Тревога, отбой, тревога. Уже не считаю. Спим в ванной.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не могу сосредоточиться. Всё из рук валится. Просто плохой день.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мама звонила из оккупации. Коротко, намёками. Жива. Это главное.',
  },
  { crisis: false, guard: 'figurative', text: 'Этот отчёт меня убьёт 😂' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пересмотрела "Иронию судьбы". Традиция, хоть и не сезон.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, где героиня в конце умирает. Ревела полвечера. Хорошая книга.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Два года назад мы неделями ночевали в метро. Сейчас вспоминаю как сон.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'В маршрутке бабушка рассказала мне всю свою жизнь. Смешно и тепло.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Едем к бабушке в деревню на выходных. Надо купить ей лекарства и корм курам.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила маме таблетки от давления, аптека возле дома наконец открылась.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'У малого температура 38,7. Дала нурофен детский 5 мл. Ночь будет длинная.',
  },
  { crisis: false, guard: 'everyday', text: 'Устала. Просто устала от всего. Лягу пораньше.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вчера плакала в душе, чтобы дети не слышали. Сегодня легче. Напекла блинов.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Поругалась со свекровью из-за ерунды. Теперь стыдно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Работа, садик, магазин, кухня, стирка. Колесо. Хочу в отпуск на море.',
  },
  { crisis: false, guard: 'everyday', text: 'Хочу спать неделю. Без будильника и тревог.' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Умер дедушка. Ему было 91. Тихо, дома, во сне. Грущу, но он прожил долгую жизнь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Снилось, что мы снова дома в Мариуполе. Проснулась и долго лежала с закрытыми глазами.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сын пишет с фронта: "Мам, всё ок, не волнуйся". Как тут не волноваться.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'На работу наконец привезли генератор. Можно работать в темноте 😅',
  },
  { crisis: false, guard: 'everyday', text: 'Опоздала на автобус. Ждала 40 минут на морозе.' },
  { crisis: false, guard: 'figurative', text: 'Эти соседи с перфоратором меня в гроб загонят.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько можно давать нурофен ребёнку в сутки? Посмотрела в инструкции: не больше трёх раз.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Боюсь за мужа. Три дня без связи. Говорят, это нормально на выходе. Стараюсь не думать.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Наконец выспалась. Ни одной тревоги за ночь. Даже странно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Малой спрашивает, когда папа приедет. Говорю — скоро. Сама не знаю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сварила варенье из крыжовника. Три банки. Пахнет детством.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ходила волонтёрить, плели маскировочные сетки. Пальцы болят, на душе теплее.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Скучаю по Харькову. По нашей квартире, по рынку, по улице. Тут всё чужое.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сломался холодильник. Мастер придёт в понедельник. Всё из морозилки раздала соседям.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мне сегодня 35. Отмечали скромно, торт и чай при свечах, света не было.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Privet dnevnik) segodnya bylo normalno, rabota, dom, kino s dochkoy.',
  },
  { crisis: false, guard: 'everyday', text: 'ustala ochen. zavtra opyat na smenu' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'nu i denek, sveta net, vody net, interneta net. hot gaz est 🙃',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Какая-то апатия. Ничего не хочется. Наверное, осень.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Кот скинул горшок с подоконника. Земля везде. Смеялась до слёз.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Я так больше не могу с этим ремонтом 🤯 третий месяц без кухни',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала соседям все цветы в горшках и книги. Переезжаем во Львов насовсем, всё не увезти.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Опять обстрел. Ракеты над городом, взрывы близко. Сидели в подвале с соседями, делились чаем из термоса.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Было очень страшно этой ночью. Руки до сих пор трясутся. Выпила валерьянки.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Назначили антибиотик на 7 дней, амоксиклав два раза в день. Горло меньше болит.',
  },
  { crisis: false, guard: 'everyday', text: 'Папа в больнице, операция прошла хорошо. Выдохнула.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Уже всё равно, что там в новостях. Выключила звук и пошла гулять с собакой.',
  },
  { crisis: false, guard: 'everyday', text: 'ненавижу понедельники 🙄' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дочка влюбилась. Ходит по квартире и поёт. Помню это состояние.',
  },
  { crisis: false, guard: 'everyday', text: 'Ходили с подругой в кино. Зал полный. Приятно.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Смеялись так, что я думала умру со смеху. Давно такого не было.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пекла хлеб первый раз в жизни. Получился кирпич, но вкусный кирпич.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Долго говорила сегодня с психологом. Полезно, буду продолжать.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'На почте очередь на час. Посылка от сестры из Польши: шоколад, носки и открытка.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прощались с братом на вокзале, он едет на учебку. Обнялись крепко. Я не плакала, пока поезд не тронулся.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Погиб одноклассник моего сына. 23 года. Похороны в субботу. Не знаю, как смотреть в глаза его маме.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Ходила на прощание с Героем на площадь. Стали на колено. Вечная память.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Малой боится взрывов, спит только со мной. Пою ему, пока не уснёт.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Попрощалась с коллегами, последний день в офисе. Все обнимали, подарили цветы. Жалко уходить, но новая работа ближе к дому.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Муж в отпуске 10 дней! Лежим, едим, смотрим сериалы. Счастье.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Через неделю он возвращается на фронт. Не хочу об этом думать.',
  },
  { crisis: false, guard: 'everyday', text: 'Третью ночь не сплю из-за тревог. Кофе не помогает.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра собеседование. Волнуюсь ужасно. Погладила блузку.',
  },
  { crisis: false, guard: 'everyday', text: 'Взяли на работу! Не верится.' },
  { crisis: false, guard: 'everyday', text: 'Заболела дочка, заболела я, кот чихает. Лазарет.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач выписал снотворное на две недели, по половинке таблетки на ночь. Сплю чуть лучше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Лечь бы и не вставать до весны. Медведи знают, как жить.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Сериал закончился, главного героя убили в последней серии. Сценаристы, за что?!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Так хочется, чтобы всё это закончилось и мы вернулись домой.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Когда кончится война, поедем в Карпаты всей семьёй. Обещала малому.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'С утра сирена, потом взрывы, потом тишина. Пошла на работу как обычно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Пишу, потому что психолог посоветовала: нет, мыслей что-то с собой сделать нет. Просто очень устала и грустно.',
  },
  { crisis: false, guard: 'everyday', text: 'Убирала весь день. Дом блестит, я еле живая 😅' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Чуть не умерла со стыда, когда на совещании забыла выключить микрофон.',
  },
  { crisis: false, guard: 'everyday', text: 'Соседка принесла банку мёда. Люди у нас золотые.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюсь на весь мир. На погоду, на новости, на себя. Завтра пройдёт.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Поругались с мамой по телефону. Она не хочет уезжать из прифронтового города.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выходные! Планы: выспаться, постирать, съездить на рынок, позвонить бабушке.',
  },
  { crisis: false, guard: 'everyday', text: 'Малой пошёл в первый класс. Я ревела больше него.' },
  { crisis: false, guard: 'everyday', text: 'Погода мерзкая. Снег с дождём. Весь день дома.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дописала диплом. Осталось защитить. Господи, наконец.',
  },
  { crisis: false, guard: 'figurative', text: 'завтра экзамен по физике я умру 😭' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пришла повестка брату. Мама пьёт корвалол. Все на нервах.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ещё один такой звонок из банка, и я уйду с этой работы. Клянусь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Нашла старые фото с моря 2019 года. Какие мы были счастливые и не знали этого.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переселенцы из Бахмута въехали в квартиру напротив. Отнесла им одеяла и кастрюлю.',
  },
  { crisis: false, guard: 'everyday', text: 'Пёс лает на каждый взрыв. Успокаивала его полночи.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Потеряли всё в Олешках. Но мы живы, и это уже много.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'сёдня ниче так. на работе норм, вечером с подругой сидели в кафе, балакали',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Блин, разбила телефон. Экран в паутинку. Буду как паук жить.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ну и день. Шеф наорал, в маршрутке облили кофе, а дома света нет.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дочка плачет, подружка уехала за границу. Долго её обнимала.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ремонт в ванной. Пыль, шум, деньги улетают. Но плитка красивая.',
  },
  { crisis: false, guard: 'everyday', text: 'Мне плохо от новостей. Выключила телеграм на вечер.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Гуляли по городу до комендантского. Киев красивый даже в темноте.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Муж вернулся из плена!!! Плачу уже час. Похудел на 20 кг, но живой.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Варила суп и думала, как сильно скучаю по всем, кто уехал.',
  },
  { crisis: false, guard: 'everyday', text: 'Одиноко. Вечером тяжелее всего. Завела кота.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не знаю, что дальше с работой. Сокращение. Думаю переучиться.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Болит зуб третий день. Пью ибупрофен по 400 мг, к стоматологу только в пятницу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вяжем с дочкой шарф папе на фронт. Кривой, но с любовью.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила в аптечку пачку парацетамола, ношпу и бинты. На всякий случай, зима.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дом повреждён, выбило окна. Живём пока у родственников. Тесно, но тепло.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Была сегодня на кладбище у бабушки. Убрала, посадила цветы. Посидела, поговорила с ней.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я думала, что хуже уже не будет. Потом было хуже. Сейчас как-то научилась с этим жить.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюсь на себя, что опять не пошёл в спортзал. Завтра точно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ребята из роты прислали фото: брат улыбается. Поставила на заставку.',
  },
  { crisis: false, guard: 'everyday', text: 'Наконец пришли документы на ВПЛ. Полгода ждала.' },
  { crisis: false, guard: 'everyday', text: 'Всё бесит. Голова болит. ПМС. Ну вы поняли.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сидела в укрытии в метро, читала. Рядом девочка рисовала ракеты и солнце.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Хочу исчезнуть на неделю в горы без телефона. Мечта.',
  },
  { crisis: false, guard: 'figurative', text: 'Я эту кухню когда-нибудь убью. Опять кран течёт.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ну и день. Тревога полдня, в школе уроки в укрытии, малой голодный, я еле живая. Но мы вместе.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня год, как погиб наш Саша. Собрались у его мамы, вспоминали, смеялись и плакали.',
  },
  { crisis: false, guard: 'everyday', text: 'Просто хочу обнять маму. Она в Польше, я здесь.' },
  { crisis: false, guard: 'everyday', text: 'Ненавижу эту войну. Хочу, чтобы это закончилось.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сдала кровь для военных. Немного кружится голова, но приятно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Устала быть сильной. Сегодня разрешила себе полежать и ничего не делать.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Играли в монополию при свечах. Дети смеялись, я всё проиграла 😂',
  },
  { crisis: false, guard: 'everyday', text: 'Давление опять 150 на 95. Надо к кардиологу.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Родители отказались эвакуироваться. Говорят, это наша земля. Гордость и страх одновременно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Очень грустный день. Похоронили Рекса, нашего пса. 14 лет вместе.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Маме выписали новые таблетки от сердца, по одной утром. Расписала ей на бумажке, чтобы не путала.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В детстве я боялась темноты. Сейчас боюсь только тишины перед взрывом.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сегодня на мосту через Днепр был такой закат, что я аж остановилась. Стояла минут десять 🌅',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ночью над домом пролетел шахед. Звук как у мопеда. Лежали на полу.',
  },
  { crisis: false, guard: 'everyday', text: 'Денег нет, сил нет, времени нет. Но весна есть 🌷' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Позвонила подруга, с которой не говорили 5 лет. Проговорили 2 часа.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Никого не хочу сегодня видеть. Закрылась в комнате с книгой.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюсь на мужа, что он пошёл добровольцем. И горжусь. И боюсь. Всё сразу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дочка читает мне вслух "Гарри Поттера". Лучший вечер.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lyudi v ocheredi za hlebom segodnya byli ochen dobrye. Pochemu-to rastrogalo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выпили с девчонками по бокалу вина, поржали, поговорили за жизнь. Надо чаще.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Утро началось с тревоги в полшестого. Собрала малого, рюкзак, документы, воду, пошли в коридор. Сидели минут сорок, он играл в телефоне, я читала новости и злилась. Потом отбой, завтрак, садик, работа. Свет на работе дали только после обеда, так что всё навалилось вечером. Пришла домой в восемь, сварила макароны, малой рассказывал про динозавра. Устала страшно, но он смеялся, и это главное. Завтра опять всё сначала.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Похороны тёти Гали. Ехали два часа автобусом в село, дорога разбита. Она долго болела, последние месяцы уже не вставала. На поминках вспоминали, как она пекла пироги на всю улицу и пела на каждой свадьбе. Мама держится, но вечером я слышала, как она плачет. Я тоже плакала. Грустно, что она не дождалась конца войны, о котором так мечтала. Светлая память.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Я уже не знаю, как объяснить ребёнку, почему мы не дома. Он спрашивает про друзей, про двор, про качели. Говорю, что когда-нибудь вернёмся. Тут нормально, люди добрые, школа хорошая, но всё не наше. Вечером сидела на балконе и думала про наш дом в Херсоне, про абрикосы, про запах лета. Грустно до слёз. Но завтра надо вставать, у меня работа, у него уроки. Живём дальше.',
  },
];
