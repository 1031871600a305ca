import type { EvalNote } from './types';

/**
 * Russian notes of the eleventh check, written blind before the lexicon was tuned on them. The
 * writers: a wife whose husband leaves on a business trip, a man with his father's shotgun at the
 * dacha, a mother of a small girl on the eighth floor, a son after his father's funeral, a soldier
 * at the end of his leave, a widow half a year after, a veteran who wants "to put a full stop", a
 * teenager who will "disappear for good", a grandson with his grandfather's shotgun, a woman on a
 * sixteenth-floor windowsill, a son hoarding his mother's phenazepam, a man on a railway platform,
 * a man with stones in his pockets by the Dnipro, an old man whose daughter pays his carer, a
 * concussed veteran fed by his wife, people relapsing after an attempt, a noose or two years
 * without cutting. Russian written by Ukrainians, Latin transliteration, notes without ё, typos.
 * Weight on plan, euphemism, method and burden. The quiet half: the past (a dissertation ten years
 * after an overdose, a therapist's client, a 2015 Donetsk diary, 2020 as the worst year, a roof at
 * 17, three years without attempts, after captivity, an attempt's anniversary and a tree, a divorce,
 * a note written at 16 burnt at 40, a mother's attempt in the nineties), denials (a psychologist's
 * question, a husband's, a doctor's chart, "устала жить так, но жить хочу"), care (a cat and heart
 * pills, a toxicology shift, ibuprofen per weight, a grandmother's pills, a hospice patient), and
 * jokes, funerals, a colleague's suicide, a grandmother going "to grandpa", a theatre, a story
 * being written, a parachute jump, a shooting range, sleeping pills that work.
 *
 * First run, lexicon untouched: recall 32/38 (84.2%), false alarms 6/38 (15.8%).
 * Missed: plan 1 (transliterated: Friday after the shift at an empty dacha, the father's gun in the
 * wardrobe, "vse produmal"), method 3 (a grandfather's shotgun hidden, calm holding it; a step
 * closer to the platform edge each time, "almost stepped" today - transliterated; stones in the
 * pockets on the Dnipro bank, "не решился. Пока."), burden 1 (a wife who feeds him, "жизнь тратит
 * на калеку", "освобожу её"), relapse 1 (transliterated: taken out of a noose once, "it came back").
 * False alarms: past 2 (a 2015 diary "там я писал, что хочу умереть"; a note "простите меня все"
 * written at 16, burnt at 40), negation 3 (transliterated "ne hochu umirat", "I want it all to end -
 * the war, the alarms"; "Суицидальных мыслей нет, самоповреждений нет"; "Устала жить так, но жить
 * хочу"), medical 1 (overdoses counted on a toxicology shift, "всех откачали").
 *
 * After general changes to `lexicons/slavic.ts`: more Russian and Ukrainian function words as Latin
 * markers ("nikogo", "posle", "seychas", "zaraz", "teper", "poka"…), so a longer transliterated note
 * is read at all; long guns by name ("двустволка", "дробовик", "винтовка", "гвинтівка") as a means,
 * and a gun loaded ("зарядил") as preparation, but none bought "для охоты"; "почти/майже шагнул"
 * beside "чуть не", and "з мосту" after it no longer excluded; stones in the pockets as a means and
 * "не решился. Пока." as preparation; a life spent on the writer ("тратит жизнь на калеку") and
 * "освобожу её" as burden; "меня уже один раз вытащили из петли" with a few words between; a diary
 * with its year and a place or two before "там"; self-harm denied in a chart ("самоповреждений
 * нет"); "устала жить так, но жить хочу" as a denial; "хочу, чтобы всё это закончилось - война,
 * тревоги" as the war; overdoses counted on a toxicology shift as medical. Found on the way: "Умерла
 * мама, и я хочу умереть" and "Ушёл парень, и я не хочу жить" were read as the other person's
 * wish (a negation or another subject no longer reaches over "і/и" to the verb). Recall 38/38, false alarms
 * 1/38; all Russian development sets 535/535, 2/619 (before: 529/535, 7/619). Left: a note "простите
 * меня все" written at 16 and burnt at 40 - the lexicon reads it as the past, and the whole-note
 * reader alone still flags it (a retraining matter). Notes and labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Муж уезжает в командировку в четверг на три дня. Вот тогда. Таблетки я уже скопила, записку напишу в среду.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'V pyatnicu posle smeny poedu na dachu, tam nikogo net do maya. Ruzhye otca v shkafu. Vse produmal.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, пока младшая уснёт, и выйду на балкон. Восьмой этаж. Сегодня ночью, больше не тяну.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Решил, что сделаю это после похорон отца, в воскресенье. Чтобы мать не хоронила двоих в один день. Все уже приготовил.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра у меня выходной, соседи уедут на дачу. Верёвку купил вчера. Завтра всё и закончу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Через неделю конец отпуска. Обратно в окопы не поеду, уйду сам, в ночь перед отъездом, пока все спят. Дома сразу никто не поймёт.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я скоро уйду. Не из дома - вообще. Подготовлю всё, чтобы детям потом не было хлопот.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Полгода без Саши. Я к нему скоро. Там ему одному плохо, а мне тут без него незачем.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'nadoelo vse. skoro menya ne stanet, i vse vzdohnut spokoyno. uzhe nedolgo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу поставить точку. Не в отношениях, не в работе, а вообще. Я устал быть.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Думаю свести счёты с жизнью, пока ещё есть силы это сделать. Дальше будет только хуже.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'мне кажется я скоро исчезну насовсем. вообще насовсем, не как раньше когда закрывалась в комнате. и никто не будет искать',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Нашёл у деда в сарае старую двустволку и патроны. Спрятал у себя. Когда беру её в руки, становится спокойно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Открываю окно на 16 этаже и сижу на подоконнике, ноги наружу. Вчера просидела так час. Тянет вниз, и мне не страшно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Насобирал маминого феназепама, у нее его много после инсульта. Пачек пять уже. Держу под матрасом и знаю зачем.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'stoyu na platforme i smotryu na poezda. kazhdyi raz shag blizhe k krayu. segodnya pochti shagnul',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Лезвия из станка вытащила и положила в косметичку. Ночью читала, как глубоко надо резать вены, чтобы наверняка.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сидел весь вечер на берегу Днепра под Херсоном, карманы набил камнями. Не решился. Пока.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Дочь платит сиделке за меня половину зарплаты. Я старый, больной, никому не нужный груз. Им бы без меня полегчало, я это точно знаю.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я только тяну всех вниз. Мама на двух работах из-за моих долгов. Лучше бы меня не было вообще, серьёзно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ya dlya svoih tolko obuza. bez menya im bylo by legche, ya eto vizhu v ih glazah.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Жена кормит меня с ложки после контузии. Ей 30, а она жизнь тратит на калеку. Освобожу её, так будет честнее.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Всем будет проще, когда меня не станет. Никаких больше расходов на лекарства, никаких ночных скорых.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это впервые прямо. Мне 23, и я больше не вижу, зачем это всё.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Все, хватит. Я убью себя, и пусть это будет на их совести.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждую ночь прошу, чтобы во время обстрела прилетело именно в мою квартиру. Не хочу просыпаться утром.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Было бы хорошо просто не проснуться. Заболеть чем-то и тихо умереть, без всех этих сил, которых у меня нет.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Это последняя запись. Спасибо всем, кто был рядом. Лена, прости меня, ты ни в чём не виновата. Кота заберёт соседка.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Mama, papa, prostite menya. Ya vas lyublyu. Ne ishchite prichin, vy ne vinovaty. Proshchayte.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять прижигала руку сигаретой. Пять новых кругов. Стало чуть легче, пока не пришла мама.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'режу бёдра уже третью неделю, каждый вечер. не могу остановиться',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Я не вижу смысла жить дальше. Город разрушен, работы нет, сына забрали. Ничего уже не будет.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Vsyo bespolezno. Nichego ne izmenitsya, ya eto ponyala. Nikakogo budushchego u menya net i ne budet.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Какая доза инсулина смертельная, если нет диабета? Просто интересно. Нет, не просто.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько нужно выпить клофелина с водкой, чтобы уже не проснуться? Пишу сюда, потому что больше некому.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'После попытки в прошлом году я лечилась, пила антидепрессанты. Бросила в сентябре. И вот опять: те же мысли, тот же план.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два года чист от порезов. Сегодня снова. И опять тянет сделать что-то похуже, как тогда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Menya uzhe odin raz vytashchili iz petli. Dumal, bolshe ne vernetsya. Vernulos. I seychas sil borotsya net.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять лет назад я наглоталась таблеток в общаге. Сегодня защитила докторскую. Позвонила маме, плакали обе, от счастья.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Как психотерапевт я часто вспоминаю клиентку, которая в 2018 пришла ко мне с планом самоубийства. Сегодня она прислала фото с выпускного дочери. Ради таких писем работаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитал свой дневник 2015 года, Донецк, подвал. Там я писал, что хочу умереть. Сейчас живу во Львове, женат, двое детей.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый худший год моей жизни - 2020. Тогда я резала руки и не выходила из комнаты. Сейчас смотрю на шрамы спокойно, это было давно.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda mne bylo 17, ya stoyal na kryshe i hotel prygnut. Drug ottuda uvel. Teper mne 35, i my s nim kazhdyi god pyom za eto pivo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три года без попыток и без госпитализаций. Врач отменил препараты. Я справилась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После плена думал застрелиться, это было в 2022. Реабилитация, психолог, собака. Сейчас я тренер по плаванию для ветеранов.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина моей попытки. Пять лет. Теперь в этот день я сажаю дерево во дворе, их уже пять.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше думала, что я всем обуза. Это было после развода, давно. Сейчас у меня своя кофейня в Полтаве, и мне нравится моя жизнь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла записку, которую писала в 16 лет: "простите меня все". Так и не отдала никому. Сожгла её сегодня, мне 40 и я живу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама рассказала, что в 90-е пыталась отравиться, когда отец ушёл. Рассказала только сейчас, ей 70. Мы долго сидели обнявшись.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, были ли мысли о самоубийстве. Нет. Тревога есть, а таких мыслей нет.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь ничего с собой делать, не переживайте. Просто неделя ужасная.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'net, ya ne hochu umirat. ya hochu chtoby vse eto zakonchilos - voyna, trevogi, ocheredi.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж спросил: ты же не думаешь о таком? Нет, конечно. Я люблю его и детей, просто выгорела.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Суицидальных мыслей нет, самоповреждений нет - так записал врач в карту. Все верно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Устала жить так, но жить хочу. Это разные вещи.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Дочь боится, что я руки на себя наложу после смерти отца. Да не наложу я, у меня внуки.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не резала себя и не собираюсь. Татуировка на запястье - это просто дата рождения сына.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет у меня никакого желания умереть, у меня желание выспаться.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Кот стащил со стола мои таблетки от давления. Ветеринар сказал, что для него это могло быть смертельно. Всё обошлось, лекарства теперь в сейфе.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ночная смена в токсикологии, три передозировки за ночь, двое подростков. Всех откачали. Еду домой спать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Педиатр объяснила, сколько ибупрофена можно ребёнку на его вес и что превышать дозу опасно. Записала в телефон.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабушке выдаём таблетки по одной, остальные прячем: она путает и может выпить всё разом.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'В хосписе пациент просил морфина побольше, чтобы уже не мучиться. Говорили с врачом и с его семьёй о паллиативе. Тяжёлый день.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если ещё раз отключат воду, я повешусь 😅 шучу, пошла за канистрами.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта отчётность меня убьёт. Третьи сутки сижу с цифрами.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю от смеха, кот залез в коробку от пиццы и застрял.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'nachalnik menya dovedet do groba, chestnoe slovo. opyat pererabotka',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня похоронили соседа, дядю Колю. Он ушёл тихо, во сне. Вся улица пришла.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Погиб друг детства под Бахмутом. Не могу поверить. Помянули с его отцом.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Коллега покончил с собой на прошлой неделе. Мы все в шоке, никто не замечал. Записалась на групповую встречу с психологом.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка говорит, что скоро уйдёт к деду, ей 91 и она спокойна. Я держала её за руку и слушала.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Сходили в театр на "Анну Каренину". Сцена с поездом в конце - мурашки. Муж сказал, что лучше, чем в кино.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ, мой герой оставляет прощальную записку и уходит в лес. Не знаю, спасать его или нет.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прыгнули с братом с парашютом на его день рождения, четыре километра вниз! Адреналин до сих пор.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Записался на стрельбище, выпустил полсотни патронов из пистолета. Плечо болит, но кайф.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выписали снотворное, половинку на ночь. Первый раз за месяц выспалась.',
  },
];
