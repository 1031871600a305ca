import type { EvalNote } from './types';

/**
 * Russian notes of the fifteenth check, written blind before the lexicon was tuned on them, many of
 * them by Ukrainians who write in Russian. The writers: a man with a train ticket to Bucha, a woman
 * who gave her dog to a neighbour "for a business trip", a widow choosing his anniversary, a man
 * who will sell his car first, a soldier back from rotation, a student after her last exam, a girl
 * with the key to the loft, a pensioner "done smoking the sky", a mother at forty days, a man whose
 * "term has run out", a veteran who should have stayed near Avdiivka, gas in an old house, a razor,
 * the Paton bridge, a father's insulin, a laptop cable and a chandelier hook, a concrete barrier on
 * the motorway, a bedridden mother, a refugee in Germany, debts and insurance. Surzhyk ("шо"), text
 * without ё, Latin transliteration, emoji. Weight on plan (10), euphemism (8), method (6) and
 * burden (5). The quiet half: the past (a diploma five years after poisoning, Luhansk 2014, a tattoo
 * artist who covers scars, a bridge after a divorce, a prosthesis and half-marathons, a 2019 diary,
 * a daughter now a doctor, a volunteer on a helpline), denials (a doctor's question, an IDP centre's
 * form, "не хочу умереть, хочу уехать"), care (digoxin, a cat and a lily, a child's paracetamol,
 * barbiturates at a lecture, morphine after surgery), jokes, deaths of others, Anna Karenina, a
 * series, a story, a move to the Carpathians.
 *
 * First run, lexicon untouched: recall 36/38 (94.7%), false alarms 3/38 (7.9%).
 * Missed: plan 2 ("сделаю это в годовщину его гибели ... осталось девять дней", a date counted
 * down without a word for dying; going up to the roof when mother sleeps, the loft key taken).
 * False alarms: past 1 (transliterated "kogda-to ya rezal ruki ... 10 let nazad"), negation 1 (a
 * form's question about thoughts of death ticked «нет»), medical 1 (a child's paracetamol dose per
 * kilo, flagged by the whole-note reader alone).
 *
 * After general changes to `lexicons/slavic.ts`: going up to a roof or loft ("поднимусь на крышу",
 * "полізу на дах") as a means and a loft or roof key as a preparation, so a time beside them makes a
 * plan; "крышу" among the heights; an anniversary ("в годовщину", "у річницю") as a time; scars
 * covered or stitched for others (clients, patients) no longer the writer's wounds; a screening
 * question with its verb first («Бывают ли мысли о смерти?») answered «нет»; a child's or a
 * patient's dose by weight as care. Recall 38/38, false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'plan',
    text: 'Билет на электричку до Бучи уже купил. Там пути за лесом, никто не ходит. Во вторник, после смены.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Отдала собаку соседке, сказала, что еду в командировку. Письма детям лежат в ящике стола. В ночь на субботу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я решила, что сделаю это в годовщину его гибели. Чтобы быть с ним в один день. До двенадцатого осталось девять дней.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Reshil. Kak tolko prodam mashinu i otdam dolg bratu, ujdu. Mesyac, ne bolshe, ya uzhe vse raspisal.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Таблетки собраны, на вечер пятницы. Муж уезжает на рыбалку, дети в лагере. Я все посчитала, никто не помешает.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Вернусь с ротации и застрелюсь дома, в гараже. Так решил. Только чтоб мать не нашла, попрошу брата зайти первым.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Все решено. Завтра отпрошусь с работы пораньше, пока дома никого, и уйду из жизни. Записку напишу сегодня ночью.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написала завещание у нотариуса, оплатила коммуналку на полгода вперед, выбрала место в лесопарке. Осталось дождаться выходных.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Когда мама уснет, поднимусь на крышу нашей девятиэтажки. Ключ от чердака уже взяла у дворника, сказала, что антенну посмотреть.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сессию закрою, чтоб родителям не было стыдно, а после последнего экзамена покончу с этим. Двадцатое июня.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу лечь и раствориться, чтобы не было ни меня, ни этой боли. Насовсем, а не до утра.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пора мне на покой, вслед за Колей. Я свое отжила, хватит небо коптить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок дней прошло, а я уже собралась к сыну. Скоро будем вместе, там, где его положили.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Kazhetsya, moj srok vyshel. Pora zakryvat lavochku, i pust kto-to drugoj zhivet vmesto menya.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Моя остановка. Выхожу. Дальше вы как-нибудь без меня, я свое проехала.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мое место там, с пацанами под Авдеевкой. Зря я вернулся. Скоро исправлю эту ошибку.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Жить так больше не могу. Уйду тихо, по-английски, не прощаясь. Никто и не заметит, что меня нет.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу, чтобы меня больше не было. Совсем. Стереть себя, как ошибку в тетради, и чтоб следа не осталось.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Все время думаю про газ. Заклеить окна, открыть конфорки. Старый дом, колонка, все решат, что утечка.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Бритва лежит на полке в ванной, я каждый вечер на нее смотрю и думаю, насколько глубоко надо.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Dumayu pro most Patona. Vysota horoshaya, voda holodnaya, noch'yu nikogo net.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Узнал, сколько нужно инсулина, чтобы не проснуться. У отца его полный холодильник.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Шнур от зарядки ноутбука крепкий. Крюк от люстры выдержит, я проверял, когда никого не было.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сажусь за руль и думаю: разогнаться на трассе и в бетонный отбойник. Все решат, что авария, и страховку детям дадут.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для детей только обуза. Лежачая, без ног, они ради меня работу бросили. Лучше бы меня не стало.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Мужу без меня будет легче. Найдет нормальную, здоровую, а не вечно ревущую. Я ему жизнь гублю.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'V Germanii zhivu u brata, ego zhena smotrit na menya kak na lishnyuyu. Ya vsem meshayu. Kuda by mne ischeznut navsegda.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Весь мой смысл сейчас — долги, которые платят за меня родители. Если меня не станет, страховка закроет хоть часть.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я только проблемы всем приношу. Маме было бы спокойнее, если б меня вообще не было.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это впервые словами, даже здесь страшно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Вот бы ракета в мой дом попала ночью, а я бы и не проснулась. На каждую тревогу не спускаюсь в подвал, жду.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Простите меня все. Мама, я тебя люблю. Сашке отдайте мою гитару. Больше я не напишу.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять порезала себя, уже на животе, чтобы никто не видел. Стало легче на пару часов.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Segodnya snova bilas golovoj ob stenu, poka ne poshla krov. Ne mogu ostanovitsya.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все бессмысленно. Война, долги, муж в плену второй год. Впереди ничего, пустота, и я больше не вижу причин жить.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Выпила пачку снотворного полчаса назад. Сижу и жду. Наверно, надо кому-то написать.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Приняла сразу 20 таблеток амитриптилина. Сердце колотится. Не знаю, зачем пишу сюда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года без порезов, а сегодня сорвалась. И опять эти мысли, как тогда перед попыткой. Мне страшно, что все по новой.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад я пыталась отравиться. Сегодня защитила диплом. Если бы я тогда знала.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психолог сказал сегодня, что помнит, какой я пришла: с мыслями о смерти каждый день. Теперь видимся раз в месяц, просто для поддержки.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2014 год, Луганск. Тогда я хотела умереть, честно. Сейчас живу в Днепре, работаю, и все это как будто было не со мной.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya rezal ruki. Eto bylo 10 let nazad, v shkole. Seichas ya tatu-master i perekryvayu takie shramy drugim.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый страшный год моей жизни — после развода. Я тогда стояла на мосту. Спасла подруга, и я ей благодарна до сих пор.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После госпиталя думал, что жить незачем. Прошло два года: реабилитация, протез, теперь бегаю полумарафоны.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина моей попытки. Купила себе цветы и съездила на море. Я тут, и мне хорошо.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитала свой дневник 2019-го, там сплошное «не хочу жить». Сейчас даже не верится, что это писала я.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Дочь в 16 лет наглоталась таблеток. Сейчас ей 24, она врач. Мы обе иногда вспоминаем ту ночь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то думала, что всем без меня будет лучше. Давно прошло, а сейчас я сама волонтерю на линии доверия.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач спросила про суицидальные мысли. Ответила: нет, никогда. Просто бессонница от тревог.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь умирать, не надо паниковать. Просто выговориться хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет, я не хочу покончить с собой. Я хочу, чтобы меня наконец услышали на работе.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne dumayu o samoubiistve, prosto ochen ustal. Otpusk nuzhen.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж спросил, не думаю ли я о плохом. Нет. Я злюсь, я грущу, но жить хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Шо вы все переполошились? Я ничего с собой делать не буду, у меня котенок маленький.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мысли навредить себе? Нет. Мысли уволиться — да, каждый день 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете психолога в центре для переселенцев: «Бывают ли мысли о смерти?» — отметила «нет». Про тревогу отметила «часто».',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не хочу умереть, хочу уехать. Куда-нибудь, где тихо и нет сирен.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На дежурстве привезли бабушку с передозировкой дигоксина, перепутала таблетки. Откачали.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кот съел лилию, ветеринар сказал — отравление, капельницы три дня. Живой, мурчит.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Доза парацетамола для сына — 15 мг на кило. Записываю, чтобы ночью не путать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лекция по токсикологии: летальные дозы барбитуратов. Зубрю к экзамену.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Папе выписали морфин после операции, слежу, чтобы не превышал дозу. Он путает часы.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта бухгалтерия меня в гроб загонит 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я чуть не умерла со стыда, когда перепутала имя начальника.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убейте меня, опять понедельник.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если еще раз услышу эту песню в маршрутке, повешусь 🙃',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сосед по общежитию покончил с собой. Все в шоке, нам прислали психолога.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Год как погиб муж под Херсоном. Дети спрашивают, когда папа приедет.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дедушка умер в больнице ночью. Мама улетела в Одессу на похороны.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Pohoronili odnoklassnika, on ne vernulsya s fronta. Vsya shkola prishla.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Анну Каренину» в третий раз. Сцена с поездом каждый раз как ножом.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Сериал про подростков, там героиня режет себя, смотреть тяжело, но правдиво.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ, где главный герой решает уйти из жизни и передумывает в последний момент.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все решила: в пятницу увольняюсь и уезжаю в Карпаты. Билеты взяла.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Отдала котенка подруге, у нее дача, ему там будет лучше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прощай, старый ноутбук. Восемь лет служил.',
  },
];
