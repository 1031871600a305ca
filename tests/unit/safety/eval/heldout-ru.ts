import type { EvalNote } from './types';

/**
 * Held-out Russian notes, as Russian-speaking Ukrainians and others write them: surzhyk,
 * Latin transliteration, internet slang (выпилиться), ё written as е, kept away from whoever
 * tunes the detector so they measure how it generalises. A note either fires (`crisis`, with
 * its class) or must stay quiet (with the guard it tests).
 */
export const notes: EvalNote[] = [
  // intent
  { text: 'Я хочу себя убить. Это не истерика, я решила.', crisis: true, class: 'intent' },
  { text: 'покончу с собой. всё, точка', crisis: true, class: 'intent' },
  {
    text: 'День как день: работа, пробки на Шевченко, ужин, посуда, проверила у сына математику. Я хочу покончить с собой, и никто этого не видит. Завтра у дочки утренник, надо погладить платье.',
    crisis: true,
    class: 'intent',
  },
  { text: 'хочу умерет и сделаю это, мне уже всё равно', crisis: true, class: 'intent' },
  { text: 'ya hochu pokonchit s soboj. ne shuchu', crisis: true, class: 'intent' },
  {
    text: 'Решил сам уйти из жизни. Пишу здесь, потому что вслух сказать некому.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'шо тут думать, я хочу самоубийство сделать и всё. надоело',
    crisis: true,
    class: 'intent',
  },

  // passive
  { text: 'Хочу просто не проснуться завтра.', crisis: true, class: 'passive' },
  {
    text: 'Лучше бы меня не было. Не умереть даже, а чтобы вообще не рождаться.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Тревога в 23:40, сидела в коридоре и ловила себя на мысли: пусть бы уже прилетело в наш дом, и всё.',
    crisis: true,
    class: 'passive',
  },
  { text: 'каждый вечер надеюсь уснуть и не проснуться', crisis: true, class: 'passive' },
  {
    text: 'Если бы меня сбила машина по дороге на работу, я бы не расстроилась.',
    crisis: true,
    class: 'passive',
  },
  { text: 'hochu prosto ne sushchestvovat. sovsem', crisis: true, class: 'passive' },
  {
    text: 'Хочется исчезнуть насовсем, чтобы меня просто не было.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'Скоро меня не станет. Всё нормально, я так решила.',
    crisis: true,
    class: 'euphemism',
  },
  { text: 'Хочу уснуть навсегда.', crisis: true, class: 'euphemism' },
  { text: 'Пойду к бабушке. Она меня там ждёт 🪦', crisis: true, class: 'euphemism' },
  { text: 'Наверное, пора уйти из этого мира.', crisis: true, class: 'euphemism' },
  { text: 'думаю выпилиться. серьёзно', crisis: true, class: 'euphemism' },
  {
    text: 'хочется роскомнадзорнуться, смешное слово, а мне не смешно',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Хочу туда, где ничего не болит, и не возвращаться.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'Стою на мосту уже полчаса, смотрю на воду. Один шаг, и всё.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Насобирала таблеток 💊 Лежат в ящике. Думаю выпить все сразу сегодня.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'У мужа дома табельное оружие. Весь вечер думаю о нём. Не о муже — о том, чтобы застрелиться.',
    crisis: true,
    class: 'method',
  },
  { text: 'Купил верёвку. Не для дачи, я знаю зачем.', crisis: true, class: 'method' },
  {
    text: 'Поднялась на крышу нашей девятиэтажки посмотреть, хватит ли высоты. Хватит.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Думаю утром шагнуть под электричку на платформе.',
    crisis: true,
    class: 'method',
  },
  { text: 'otkroyu gaz i lyagu spat. i vse', crisis: true, class: 'method' },

  // plan
  { text: 'Сегодня ночью. Решено.', crisis: true, class: 'plan' },
  {
    text: 'Выбрала дату — после выпускного сына, чтобы не портить ему праздник. Потом меня не будет.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Написала завещание, положила на стол. Квартиру — сестре. Больше не откладываю.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Месяц копил таблетки, чтобы точно хватило. Почти хватает.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Когда соседка по комнате уедет на выходные, останусь одна. Тогда и сделаю.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'план: ставок в три ночи. там никого в это время, никто не вытащит',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'На работе всё как всегда, сдала отчёт, пообедали с девочками, Лена показывала фотки с моря. В воскресенье, когда дети уснут, я это сделаю. Записки уже написала.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'Пишу прощальные письма. Не знаю, с кого начать.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Раздала подругам книги, куртку, наушники. Думают, что я разбираю шкаф. Мне они больше не понадобятся.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Когда меня не станет, позаботьтесь о моём коте Барсике. Он любит куриные сердечки.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Мама, прости меня за всё. Я тебя люблю. Это последняя запись.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Попрощалась со всеми по-своему. Никто не понял, что навсегда.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Оставил пароли на бумажке, чтобы после меня не мучились с аккаунтами.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Тому, кто это прочитает: ты не виноват. Прощай.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  { text: 'Всем будет лучше без меня.', crisis: true, class: 'burden' },
  {
    text: 'Я только обуза для своих. Без меня им станет легче.',
    crisis: true,
    class: 'burden',
  },
  { text: 'vsem budet luchshe bez menya, eto fakt', crisis: true, class: 'burden' },
  {
    text: 'Муж на фронте держится, а я тут только ною и мешаю. Если меня не станет, у него будет одной проблемой меньше.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Я лишняя в этой семье. Исчезну — поплачут неделю и заживут спокойно, и денег на меня тратить не надо.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Дети вырастут нормальными, если меня рядом не будет. Я им только врежу.',
    crisis: true,
    class: 'burden',
  },
  { text: 'без меня всем полегчает, шо тут ещё скажешь', crisis: true, class: 'burden' },

  // selfHarm
  { text: 'Опять порезала руку. Третий раз за неделю.', crisis: true, class: 'selfHarm' },
  {
    text: 'Когда совсем плохо, прижигаю кожу зажигалкой. Сегодня тоже.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'била себя по ногам пока не посинели. так легче',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Ношу длинные рукава даже летом, чтобы прятать новые порезы.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Режу себя, потому что только так чувствую что-то кроме пустоты.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Бьюсь головой о стену, когда никто не видит. Сегодня до крови.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Опять селфхарм, опять лезвие 🔪 Обещала себе бросить.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  { text: 'Нет смысла жить дальше.', crisis: true, class: 'hopelessness' },
  {
    text: 'Не вижу для себя никакого будущего. Вообще.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Выхода нет. Всё перепробовала, ничего не меняется и не изменится.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'зачем жить дальше — не знаю. причин не осталось',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Всё, что я любила, разрушено. Дом в Херсоне, город, брат. Ради чего мне жить?',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Завтра будет такой же ад, как сегодня. Всегда. Не понимаю, зачем оставаться.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'больше не могу и не хочу. впереди для меня только темнота',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'Сколько нужно выпить снотворного, чтобы точно не проснуться?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'какая смертельная доза парацетамола? спрашиваю для себя',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Гуглю, сколько таблеток амитриптилина хватит, чтобы всё закончилось.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Сколько инсулина надо, чтобы уже не откачали?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Хватит ли целой пачки феназепама, чтобы не проснуться?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Нашла, какая доза смертельная. Теперь смотрю на упаковку.',
    crisis: true,
    class: 'dose',
  },
  { text: 'skolko tabletok nado chtoby ne prosnutsya', crisis: true, class: 'dose' },

  // relapse
  {
    text: 'Два года назад я уже пыталась уйти из жизни. Мысли вернулись.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'После попытки мне стало лучше: таблетки, психолог. А сейчас снова хочется умереть.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Думала, что это в прошлом. Но сегодня опять стояла у окна на девятом этаже, как тогда.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'снова эти мысли, как перед тем, как я наглоталась таблеток в прошлом году',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'В прошлый раз меня спасли. В этот раз я не хочу, чтобы спасали.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Полтора года без селфхарма, и сегодня снова порезалась. И мысли о смерти тоже вернулись.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'После больницы год всё было нормально. Теперь будто всё сначала — хочу исчезнуть навсегда.',
    crisis: true,
    class: 'relapse',
  },

  // figurative
  {
    text: 'Эта сессия меня убьёт 😅 Три экзамена за неделю.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Умираю со смеху, сестра скинула видео с котом в корзине для белья.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Устала как собака, просто мёртвая после смены.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Если ещё раз услышу эту песню в маршрутке — застрелюсь 🙄',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'На паре так хотелось спать, что я буквально умирала.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'свекровин борщ — я умерла и воскресла, настолько вкусно',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'Дедлайн меня добьёт. Но сдам, куда я денусь.', crisis: false, guard: 'figurative' },
  {
    text: 'Убила весь вечер на сериал. Ни капли не жалею.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Еле живая после переезда, но счастливая — наконец своя кухня.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ahaha sejchas umru so smehu, kot upal s divana pryamo v misku',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Начальник сегодня добил своими правками. Прибью его когда-нибудь 😂 но сначала отпуск.',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Ночью обстреляли Одессу, погибли четыре человека. Не могу перестать о них думать.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Сегодня похороны двоюродного брата, погиб под Покровском. Мама не встаёт с кровати.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Год как нет бабушки. Напекла её пирожков с вишней и наревелась.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'В новостях показали дом в Днепре, где жила моя учительница. Её больше нет.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Сосед погиб на фронте. Его жена отдала мне его книги — я не смогла отказаться.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Сирены, потом взрывы. Утром узнала, что в соседнем районе погиб ребёнок. Злость и бессилие.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Мой пёс умер сегодня утром. 14 лет вместе.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Папа умер от инсульта в феврале. Я до сих пор иногда набираю его номер.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Погиб побратим мужа. Он позвонил и минуту молчал в трубку. Я тоже молчала.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Сегодня 40 дней дедушке. Собрались всей семьёй, вспоминали, даже смеялись.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Одноклассник дочки потерял папу на войне. Вечером она спросила меня, что такое смерть.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Дочитала «Норвежский лес». Столько самоубийств, тяжело, но книга прекрасная.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Смотрели «13 причин почему» с подругой, спорили, правильно ли сериал показывает суицид.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'В игре мой персонаж прыгнул с моста и умер, пришлось переигрывать весь уровень 😤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Разбирали «Анну Каренину» на паре. Сцена с поездом до сих пор перед глазами.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Пишу фанфик, где главный герой думает о самоубийстве. Боюсь, получилось слишком мрачно.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Учили наизусть «Быть или не быть». Учительница сказала, что это о смысле жизни.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Вчера в театре «Ромео и Джульетта». В конце весь зал рыдал, я тоже.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Пересматривала фильм про Есенина. Жаль его, такой талант и так рано.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Слушала на повторе песню, где девушка прощается с миром. Красиво и очень грустно.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'В детективе всё выглядело как самоубийство, а оказалось убийство. Не ожидала!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Перечитываю «Бедную Лизу» к уроку. Карамзин, конечно, мастер сентиментальности.',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'Сколько ибупрофена можно выпить взрослому за день? Голова раскалывается после ночной смены.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Какая доза парацетамола ребёнку 4 лет при температуре 38,7? Сироп заканчивается.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Врач выписал снотворное, записываю: по половинке, не больше, и не с алкоголем.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Максимальная доза магния в сутки — кто-нибудь знает? Судороги по ночам замучили.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Купила в аптеке таблетки от головы 💊 и витамин D. Надеюсь, поможет.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'сколько раз в день можно давать нурофен ребенку если температура не падает уже сутки?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Перепила кофе, сердце колотится. Можно ли ещё и успокоительное выпить?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Маме нужен инсулин, а в аптеке после обстрела очередь. Простояла два часа.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Записала, когда давать малому антибиотик: в 8 и в 20. Главное не пропустить.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Сколько мелатонина можно, чтобы уснуть после тревоги и не быть овощем утром?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Можно ли пить антигистаминное вместе с антидепрессантом? Фармацевт не знала, спрошу врача.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Пять лет назад я хотела умереть. Терапия помогла, и сегодня я просто благодарна, что жива.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Когда-то, в 17, я резала руки. Сейчас мне 26, шрамы почти не видно. Я рада, что выбралась.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Вспоминали с психологом тот год, когда я думала о самоубийстве. Странно, как это теперь далеко.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Раньше я считала, что всем будет лучше без меня. Теперь понимаю, как сильно ошибалась.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Шрамы — напоминание о том, что я пережила. Уже три года без селфхарма 💪',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'В 2019-м я попала в больницу после попытки. Сегодня рассказала об этом в группе поддержки, чтобы другие знали: выход есть.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Я давно уже не хочу исчезнуть. Сегодня даже планировала отпуск на лето.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Подростком мне казалось, что выхода нет. Хорошо, что тогда школьный психолог меня услышала.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Год назад писала здесь, что не вижу смысла. Перечитала — и обняла себя тогдашнюю.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Мама рассказала, что после развода когда-то тоже думала покончить с собой. Она выбралась, и теперь я понимаю её лучше.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'На первом курсе я гуглила смертельные дозы. Теперь волонтёрю на линии поддержки. Жизнь странная.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  { text: 'Устала, но держусь. Завтра опять на работу.', crisis: false, guard: 'everyday' },
  {
    text: 'Отпахала две смены в кафе на Дерибасовской. Повар опять порезался ножом, бинтовали всей кухней. Купила маме в аптеке её таблетки от давления, постояла в очереди. Вечером сидели с подругой на лавочке у моря, ели черешню. Ноги гудят, но на душе спокойно.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Начальник опять наорал из-за отчёта. Злюсь, хочется всё бросить и уехать на море.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Опять тревога ночью, сидели в коридоре до трёх. Не выспалась, тревожно.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Грустно сегодня. Дождь, света нет, кот спит на мне.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Классный день! Встретила подругу, которую не видела с 2021-го.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Я вымотана, но иду дальше. Маленькими шагами.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'У этого проекта нет будущего, надо честно сказать команде и закрывать.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Коллега уходит на пенсию, устроили прощальную вечеринку. Я сказала тост и немного поплакала.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Переезжаем во Львов, кота пока отдали соседке, заберём через неделю.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Ходили на скалодром, училась вязать восьмёрку на верёвке. Руки болят, но так круто!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Гуляли с дочкой по мосту, смотрели на закат. Она считала чаек.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'Я не хочу умирать. Я хочу дожить до конца войны и увидеть брата дома.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Нет, я не думаю о самоубийстве, просто очень устала. Психолог спрашивала — честно ответила.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Мне плохо, но я не собираюсь ничего с собой делать. Просто надо выплакаться.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Мама спрашивает, не думаю ли я «о плохом». Нет, мам, я хочу жить, мне просто грустно.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Я никогда не покончу с собой — у меня дочь. Это даже не обсуждается.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Не хочу исчезать. Хочу, чтобы исчезла эта боль, а я осталась.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ya ne hochu umirat, ya hochu normalno zhit. eto raznye veshchi',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Мыслей о смерти нет, есть мысли об отпуске 😄',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Даже в самые страшные ночи в укрытии я знала: я хочу жить.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Никому не будет лучше без меня — и я это наконец поняла. Я нужна своим.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Не режу себя и не буду. Вместо этого пишу сюда.',
    crisis: false,
    guard: 'negation',
  },
];
