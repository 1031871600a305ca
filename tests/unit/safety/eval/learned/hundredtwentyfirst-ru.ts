import type { EvalNote } from '../types';

/**
 * Russian notes of the hundredtwentyfirst round, written blind: phone and chat writers (teenagers,
 * students, young workers, migrants on building sites, soldiers, night-shift staff, gamers) typing
 * fast with slang, typos, no punctuation, emoji and internet words. Crisis classes: euphemism 6,
 * method 5, selfHarm 5, relapse 5, dose 4, plan 3, farewell 3, burden 3, passive 2, hopelessness 2,
 * intent 2. Quiet guards: everyday 8, medical 7, past 7, negation 6, othersDeath 5, figurative 4,
 * fiction 3. About a third in Latin translit with inconsistent spellings (sh/sch/w, ya/ja, zh/j),
 * some surzhyk with Ukrainian words, the rest Cyrillic; most crisis notes are flat lists, errands,
 * search history, timetables and messages with no feeling named, mirrored by quiet notes on the
 * same topics (pills, ropes, roofs, trains, farewells to colleagues, given-away pets and passwords).
 *
 * First run, on f6082f7 (the 119th round's rules), before any change made for it: recall 35/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'скоро к бабуле поеду насовсем. она во сне звала, говорит соскучилась. билет не нужен 🙂',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'vsyo, ya vsyo. game over, sohranenij bolshe ne budet. gg wp vsem s kem igral',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'в след месяце меня уже не будет так что за квартиру пусть хозяйка с залогом сама разбирается',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'скоро до пацанів піду, до тих шо під Бахмутом лягли. там мені й місце, вони вже чекають',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'решил выпилиться. не из чата а вообще. в пятницу роскомнадзорнусь и всё',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'uhozhu navsegda. ne iz doma, a voobshe otovsjudu. ne iwite i ne zvonite',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'история поиска:\nвысота 16 этажа в метрах\nкак попасть на крышу жк ночью\nкод домофона соседнего подъезда',
    crisis: true,
    class: 'method',
  },
  {
    text: 'kupil verevku v leroe, 3 metra. kryuk v potolke v koridore vyderjit 100 kg? proveril, derzhit',
    crisis: true,
    class: 'method',
  },
  {
    text: 'последняя скорая через переезд у депо идёт в 23:40 без остановки. записал. после смены как раз успеваю',
    crisis: true,
    class: 'method',
  },
  {
    text: 'забрал у деда ружьё из сейфа пока он на даче. патроны нашёл в ящике с инструментами. лежит под кроватью',
    crisis: true,
    class: 'method',
  },
  {
    text: 'гараж закрывается изнутри. шланг от пылесоса подошёл. скотч взял, батину машину заправил полный бак',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  {
    text: 'опять порезы на бедре, 4 новых. на физру хожу в длинных шортах, никто не спрашивает',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'segodnya opjat prizhgla sebe ruku zazhigalkoj. za to chto zavalila kontrolnuju. zasluzhila',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ne ela 3 dnya, nakazala sebya za sryv. vesy -2 kg. tak mne i nado',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'бил кулаком в стену пока костяшки не разбил, потом себя по лицу. маме сказал что на трене прилетело',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'знову різала руку, кофту з довгим рукавом вдягла шоб на роботі не бачили. бинти закінчились, треба купити',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: '2 года без порезов. сегодня достал старую коробку с лезвиями из шкафа. просто подержал. пока',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'pol goda nazad menya otkachali posle tabletok. segodnya opyat schitayu chto ostalos v aptechke',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'после той ночи на мосту прошло 8 месяцев. сегодня после смены опять туда поехал. стоял у перил час',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'psiholog govorila zapisyvat kogda tyanet obratno. zapisyvaju: tyanet. kak v 2022 pered bolnicej. mysli te je samye',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'срыв. 14 месяцев держался, в календаре крестики. сегодня опять порезался и в голове опять тот план с прошлого раза',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'в коробке из под чая: мамино снотворное 22 шт, от бабушки ещё 10. никому не говорить. к концу месяца хватит',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'vypil vsyu pachku ot golovy i zapil vodkoj. posmotrim chto budet',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'в каждой аптеке беру по одной упаковке, в разных районах чтоб не спалили. уже 7. прячу в кроссовке на антресоли',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'рецепт на антидепры продлили. не пью их с марта, складываю в ящик. врачу сказала что помогают',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'на субботу:\n- отдать Лёхе 3к\n- почистить переписки и историю\n- записку на стол\n- покормить кота впрок\n- крыша, после 2 ночи когда охранник спит',
    crisis: true,
    class: 'plan',
  },
  {
    text: "data vybrana: 14 nojabrja, v den rozhdenija otca. vse dela zakonchu do etogo. zapiski napishu v voskresen'e",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'дізнався скільки коштують похорони, відклав гроші в конверт, підписав "на похорон". мамі до кінця тижня не казати',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: 'всем спасибо за все. пароль от стима в заметках, Димону скиньте. маму берегите за меня. не злитесь ❤️',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'otdala kota sosedke, skazala chto uezzhayu. ona ne znaet chto navsegda. miska i korm u nee. proshaj Barsik',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'раздал пацанам в роте вещи: часы Серому, нож Коляну, телефон брату передать. письмо матери в нагрудном кармане, там объяснил почему сам',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'маме без меня станет легче. ни кредита за мою учёбу, ни моих истерик. я только деньги трачу и место занимаю',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'brat skazal chto ya obuza. on prav. vsem budet luchwe kogda menja ne stanet, 100 raz v golove proverila',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'на стройке тут только долги плодю, жінка вдома з кредитами. страховка платит если помру? им с неё больше толку чем с меня живого',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'хочу уснуть и не проснуться. не умереть прям, просто чтоб меня не было. кринж но так',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'kajdoe utro rasstraivajus chto prosnulsja. bylo by prosche prosto ischeznut i vse',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'ничего не изменится. 27 лет, 3 работы, долги, ничего не получается и не получится. смысла дальше тянуть нет',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'vyhoda net. vse pereprobovala: terapevty, tabletki, pereezd. bez tolku. tak zhit ne hochu a po-drugomu ne budet',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'я решил. покончу с собой. не отговаривайте, пишу просто чтоб было записано',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ne hochu bolshe zhit. eto ne drama, eto reshenie. skoro',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'на субботу:\n- вернуть Лёхе дрель\n- верёвку для белья на балкон купить\n- почистить галерею, телефон забит\n- корм коту на неделю, еду к родителям',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "kupil verevku i karabiny, v voskresen'e s rebyatami na skalodrom. nakonec-to 🧗",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'раздаю вещи перед переездом в Питер: приставку Диме, книги в библиотеку, кактус соседке. пароль от вайфая оставлю новым жильцам',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "skin raspisanie elektrichek plz, poslednjaja v 23:40 ili ran'we? s nochnoj smeny ne uspevayu",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'купила ніж новий, старий зовсім затупився. завтра борщ варю на всю общагу',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'история поиска:\nвысота 16 этажа в метрах для альпинистов\nсколько стоит помыть окна снаружи\nдоставка штор',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'otdala kota sestre na dve nedeli poka ya v otpuske. miska, korm i igruwki u nee. uzhe skuchaju',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'прощальный торт коллегам, последний день на складе. всем спасибо было круто, увидимся в телеге 🎂',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: medical (7) ----------
  {
    text: 'рецепт на антидепры продлили, врач сказала пить ещё полгода. пью каждое утро, стало ровнее',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'vypila tabletku ot golovy, proshlo. zavtra k nevrologu na 10:00',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'операция на колене в четверг. с вечера не есть. кровь сдал, всё норм',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'таблетница на неделю: утро/вечер, бабушке разложил. давление было 150, теперь 130',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'укол інсуліну зробила, цукор 6.2. лікарка похвалила, дозу не міняємо',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'sdal krov na donorstvo, dali shokoladku i 2 otgula. pochti ne bolno',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'шов после аппендицита чешется, перевязку в поликлинике сделали. швы снимут в пн',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'три года назад я резалась. сейчас шрамы побелели, терапию закончила, хожу в майке и не стыдно. горжусь собой',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'v 2019 menja otkachali posle tabletok. segodnja 5 let kak ja zhivu normalno: rabota, devushka, sobaka. vse horosho',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'когда-то стоял на том мосту. сейчас езжу по нему на работу каждый день и просто смотрю на реку. это было давно, я другой',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'psiholog skazala chto terapiju mojno zakanchivat. 2 goda bez samopovrezhdenij i bez myslej ob etom. spasibo ej',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'колись думав шо всім буде краще без мене. то було в 19. зараз 26, донька, своя хата. дякую шо тоді не зробив дурниці',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'нашла свой дневник 2018 года, там всё про то как хочу исчезнуть. читаю и плачу, но от того что выбралась. сейчас всё ок',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'год назад после больнички выкинула всю заначку таблеток. сегодня годовщина, купила себе торт 🎉',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'опросник у психиатра: мысли о самоубийстве? нет. честно нет. просто устал и бессонница',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ne, ya ne sobirayus nichego s soboj delat, mam, ne panikuj. prosto plohoe nastroenie iz-za sessii',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'всё, я всё... с этой работой. увольняюсь. не переживайте, жить хочу, просто не там',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'бывает грустно, но умирать не хочу и никогда не хотела. хочу в отпуск и выспаться',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'психолог в частині питала чи є думки про суїцид. сказав шо ні, і це правда. сплю погано, то так, але жити хочу',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ne dumayu o smerti, ne rejus, tabletki ne kopliu. prosto odinoko v novom gorode. zapisalas na tancy',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'бабуля умерла во вторник. похороны в субботу, деньги на похороны в конверте собрали всей роднёй',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'odnoklassnik pokonchil s soboj. ne mogu poverit. pishu ego mame, zavtra nesu cvety',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'сьогодні ховали Сашка, разом служили. багато пацанів лягло, а я живий. буду допомагати його малим',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'у друга брат выпилился прошлой зимой. сегодня сидел с ним всю ночь, слушал. завтра вместе на кладбище',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'кот умер, 14 лет прожил. похоронили на даче под яблоней. пусто в квартире',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'эта сессия меня убьёт 💀 матан в 9 утра, я мёртв внутри',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'umru so styda, zabyl slova na vystuplenii pered vsem klassom lol',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'роскомнадзор опять дискорд заблочил, выпилюсь из интернета нафиг, пойду гулять',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'nachalnik smeny ubivaet svoimi planerkami v 6 utra. ya trup. kofe spasi',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (3) ----------
  {
    text: 'game over на 12 уровне опять. сохранения слетели, босс ваншотит. gg пойду спать',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'pishu rasskaz pro geroja kotoryj uhodit navsegda, ostavljaet pisma druzjam. ne znaju kak zakonchit, pomogite s finalom',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'приснилось что падаю с крыши и просыпаюсь. в соннике пишут к переменам на работе. смешно',
    crisis: false,
    guard: 'fiction',
  },
];
