import type { EvalNote } from './types';

/**
 * Ukrainian notes of the fifth check, written before the lexicon was tuned on them. The writers: a
 * teenager whose father is at the front, a mother of small children in a blackout, a veteran home
 * from hospital, a pensioner alone in a village house, an IDP from Mariupol, a student in a
 * dormitory, a woman whose husband is in captivity, an old mother whose daughter works in Poland.
 * Surzhyk, spelling from a Russian keyboard (и for і), Latin transliteration, typos and emoji. The
 * quiet half is made of near misses on purpose: a joke about hanging oneself over a
 * mother-in-law, a classmate's funeral, an old mother who says she will soon go to her late
 * husband, a series, a novel and a game, a child's syrup dose, old scars after therapy, "я ніколи
 * не зроблю собі боляче".
 *
 * First run, lexicon untouched: recall 28/33 (84.8%), false alarms 4/33 (12.1%).
 * Missed: passive 3 (a prayer that God take the writer; "хай би вже влучив" said of a drone at
 * night; "хотилось би ... не проснутись", a surzhyk infinitive), euphemism 2 (a soldier who will
 * "soon go to the lads" who stayed at Avdiivka; "до весни мене вже не буде").
 * False alarms: figurative 1 ("я піду і повішусь" followed by "жартую звісно"), past 1 (cutting "в
 * 16", an age without "років", read as now), negation 2 ("Не подумай ... що я хочу вмерти";
 * "Завтра піду до подруги" read as going to a dead person, and with "завтра" as a plan).
 *
 * After general changes to `lexicons/slavic.ts`: a prayer to be taken ("Господи, забери мене", not
 * "забери мене звідси"); past forms of a strike ("хай би вже влучив/накрив"); the surzhyk
 * infinitive "не проснутись", and waking *from* a siren no longer read as not waking at all; "скоро
 * і я до них" and "скоро піду до пацанів" beside comrades who "stayed under" a front town (now a
 * death in the note); "до весни/літа/Нового року мене вже не буде"; "going to mum" counted only
 * beside a death, and not after "завтра"; a threat called a joke at once ("жартую звісно"); "не
 * подумай, що я хочу вмерти"; an age without "років" told with a habitual verb ("в 16 я різала") as
 * the past, never a clock time ("в 20 я випила всі таблетки"). Recall 33/33, false alarms 0/33;
 * this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Мама знову кричала через оцінки, а тато з фронту не виходив на звʼязок уже тиждень. Я закрилась у ванній і пишу сюди. Я хочу вмерти. Не «ой все бісить», а по-справжньому 😔',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'третю ніч без світла, генератор здох, малі сплять в коридорі на матрацах. сиджу з телефоном і ловлю себе на тому що готова покінчити з собою аби тіко це все припинилось. страшно від самої себе',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Bilshe ne mozhu. Vzhe kilka dniv dumaiu lyshe pro te, yak by sebe vbyty tak, shchob nikhto ne znaishov odrazu. Nikomu pro tse ne kazhu.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Сімдесят вісім років. Дід помер взимку, онуки в Польщі, син на фронті. Сиджу в хаті одна, тривоги щоночі. Молюсь, щоб Господь забрав мене вже, бо нащо я тут така.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Коли вночі гуде шахед, я вже навіть не йду в коридор. Лежу і думаю: хай би вже влучив, і все. Мені не страшно, мені просто байдуже.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ну шо, опять ранок. проснулась і перша думка — нашо. хотилось би просто одного дня не проснутись і все, без драми',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хлопці з роти пишуть, питають як я. Відповідаю що норм. А насправді я вже вирішив: скоро піду до пацанів, які лишились під Авдіївкою. Моє місце там, з ними.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Подруга кличе на весну до себе у Варшаву. Я кажу «подивимось», а сама думаю, що до весни мене вже не буде. І так навіть краще 🙃',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Vtomylas. Khochetsia pity tudy, de tykho i nichoho ne bolyt. Nazavzhdy.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Повернувся з госпіталю. Табельного вже нема, але в сейфі лежить батькова мисливська рушниця. Вночі виймаю її і довго тримаю в руках. Знаю, що колись не покладу назад.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Живу на 14 поверсі на Троєщині. Під час тривоги виходжу на балкон, дивлюсь вниз і прикидаю, чи вистачить висоти. Вистачить.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купила мотузку в будівельному. Продавчині сказала, що для дачі, хоча дачі в нас нема з 2022. Тепер вона лежить під ліжком, і мені від цього чомусь спокійніше.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Все продумала. В суботу Настя їде до бабусі в Житомир, я лишаюсь сама. Тоді і зроблю. Листа їй вже написала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сьогодні вночі, коли сусідки по гуртожитку заснуть, піду на дах. Вирішила остаточно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Zavtra pislia zminy zroblju tse. Tabletky vzhe vdoma, skhovala v shafi za rushnykamy. Nikomu ne skazhu.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти колись читатимеш цей щоденник — пробач мені. Ти ні в чому не винна. Мурчика заберіть до себе, він любить спати на підвіконні.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Це мій останній запис тут. Дякую всім, хто був поруч ці два роки після евакуації з Херсона. Мені шкода, що я не впоралась.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'роздала свої речі дівчатам з хостелу, гітару віддала Сашку. написала кожному по листу, вони в конверті на столі. більше мені нічого не треба',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Чоловік на фронті, а гроші, що він присилає, йдуть на мої ліки. Я тільки забираю в сімʼї. Їм було б легше, якби мене не стало.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Доня з Польщі кожен місяць висилає гроші, собі у всьому відмовляє. Я для неї тягар, старе корито. Краще б я тихенько пішла, щоб вона не мучилась.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ya til`ky psuiu vsim zhyttia. bez mene im bude krashche, ya tse tochno znaiu',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'знов порізала руки 😞 ховаю під худі шоб мама не побачила. легше стає тільки на пару хвилин',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Після новин з Херсона не втрималась і знову припекла руку запальничкою. Це вже третій раз за тиждень.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'бʼюсь головою об стіну коли накриває, поки в голові не стане тихо. сьогодні аж синець на лобі, довелось брехати на роботі що вдарилась об шафку',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Третій рік війни. Квартиру в Маріуполі знищено, батьків нема, роботи нема. Я не бачу жодного сенсу жити далі. Просто існую за інерцією.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ніщо вже не зміниться. Війна не скінчиться, він не повернеться з полону, а я так і сидітиму в цій кімнаті. Навіщо мені взагалі прокидатися.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nichoho krashchoho vzhe ne bude. ya ne viriu shcho z tsiiei yamy mozhna vybratysia. vykhodu nemaie, i ya vtomylas chekaty',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки таблеток амітриптиліну треба, щоб не прокинутись? Питаю для себе.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Яка доза парацетамолу смертельна для дорослого, якщо ще й запити горілкою? У мене вдома дві пачки.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skilky snodiinoho treba vypyty shchob uzhe tochno',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки я тримався після тієї спроби. А сьогодні знову сиджу з пачкою таблеток і перераховую їх. Думки повернулись.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Півтора року без порізів. Вчора після звістки про загибель Андрія зірвалась. Знову все спочатку, ненавиджу себе.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Психотерапевтка виїхала за кордон, і я лишилась без терапії. Думки про смерть знову приходять щоночі, як тоді в лікарні після спроби.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця робота мене вбʼє, чесне слово. Третій звіт за день, начальник на нервах, а ще світло вимкнули посеред зуму.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Вмираю зі сміху з малого: він назвав шахед «мопедом з крилами», і тепер так кажуть усі сусіди 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо свекруха ще раз розкаже мені, як правильно варити борщ, я піду і повішусь 🙄 жартую звісно, але нерви на межі',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сесія добиває. Завтра екзамен з матаналізу, якщо не здам — мені кінець, батьки мене вбʼють.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'та я чуть не вмерла від стида коли на співбесіді в мене телефон заграв гімн на всю кімнату',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні ховали Олега, мого однокласника. Загинув під Покровськом. Стояла біля труни і не могла повірити. Його мама весь час питала: за що?',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Прилетіло в сусідній підʼїзд. Загинула бабця з третього поверху, вона мені завжди пиріжки давала. Весь день плачу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Роковини смерті тата. Поїхали з мамою на кладовище, прибрали, поставили квіти. Мама сказала, що скоро й вона до нього піде, але вона так каже щороку, їй 84.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'У новинах знову удар по Одесі. Дванадцять загиблих, серед них діти. Не можу це читати, і не читати теж не можу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Кум розповів, що його побратим наклав на себе руки після повернення з полону. Страшно, як війна ламає людей. Думаю, як підтримати кума.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Додивилась «Чорнобиль». Остання серія розірвала мене, особливо Легасов. Сиділа і ревіла. Дуже сильний серіал.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання на конкурс: героїня після окупації хоче піти з життя, але її рятує сусідський пес. Не знаю, чи не занадто важко вийшло.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В аніме, яке ми з братом дивимось, головний герой стрибнув з даху в кінці сезону. Брат два дні ходить сам не свій.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Граю в нову гру, там персонаж каже: «я більше не хочу жити в цьому світі». Сценаристи молодці, мене аж пробрало.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитую «Анну Кареніну». Сцену з потягом читала тричі, Толстой геній, хоч і жорстокий.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Малій 4 роки, температура 39. Скільки парацетамолу можна дати дитині на 16 кг? Сироп 120 мг на 5 мл, педіатр не бере трубку.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар виписав снодійне, бо я після обстрілів зовсім не сплю. Пити по пів таблетки перед сном, не більше двох тижнів.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Мамі 80, пʼє купу таблеток від тиску. Розклала їй усі пігулки по днях у таблетницю, бо вона плутає.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кіт зʼїв шматок шоколаду, скільки це небезпечно для тварини? Ветклініка відкривається тільки о 9.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Після контузії невролог призначив нові ліки, і від них постійно хочеться спати. Треба спитати, чи можна зменшити дозу.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Пʼять років тому я намагалась покінчити з собою. Сьогодні я волонтерка, маю чудову доньку і нарешті вірю, що життя варте того. Пишу це, щоб памʼятати, який шлях пройшла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 16 я різала руки, шрами досі видно влітку. Зараз мені 30, терапія допомогла, і я вже давно про це не думаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись, ще до війни, в мене була важка депресія, і я не хотіла жити. Це минуло. Зараз теж важко, але по-іншому — я хочу жити і побачити перемогу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys davno ya dumav pro samohubstvo, ale tse v mynulomu. Zaraz u mene simia i robota, vse normalno.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому, після загибелі чоловіка, я не хотіла прокидатися. Психологиня і донька витягли мене. Сьогодні вперше за довгий час спекла пиріг.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ранок почався з тривоги, пересиділи в коридорі. Потім поїхала на роботу, в метро купа людей. Ввечері зварила вареники і подзвонила сестрі в Краків.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Втомилась, хочу у відпустку, на море, хоча б на тиждень. Але кого я обманюю, яке море.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'сьогодні нарешті здала на права!!! інструктор сказав що я молодець, а я мало не розплакалась від щастя 🥹',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Чоловік приїхав у відпустку на десять днів. Ми просто лежали, дивились кіно і їли піцу. Завтра знову проводжати, не хочу про це думати.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня спитала, чи бувають у мене думки про самогубство. Чесно сказала — ні. Мені погано і страшно, але жити я хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я ніколи не зроблю собі боляче, бо знаю, що це зробить з мамою. Просто сьогодні хочеться поплакати.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не подумай, щоденнику, що я хочу вмерти. Я просто дуже втомилась від цієї зими без світла.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мені сумно, але думок про смерть немає. Завтра піду до подруги, будемо пекти печиво.',
  },
];
