import type { EvalNote } from './types';

/**
 * Ukrainian notes of the thirteenth check, written blind before the lexicon was tuned on them. The
 * writers: a father in a Kherson cellar, a soldier in a temporary base with his rifle, a Mykolaiv man
 * on the Inhul bridge, a Poltava-region farmer with a rope in the shed, a Chernihiv pensioner kept
 * from Warsaw, a bedridden wife fed by her husband, a legless veteran washed by his mother, a
 * refugee at her sister's in Brno, a Mariupol widow in Germany, a mother whose son came home from
 * near Toretsk in a coffin, a student whose parents are under occupation, a teenager cutting during
 * an air-raid night, relapses after two years, after an attempt in 2022, after a year of veteran
 * therapy. Surzhyk ("шо", "лучше", "жизнь", "рішила"), notes typed with и for і, Latin
 * transliteration, typos and emoji. Weight on euphemism, burden, method, hopelessness and relapse.
 * The quiet half: the past (an anniversary with peonies, a therapist's client from Kherson, a
 * ninth-grade diary, a year after Bakhmut, 2023 under occupation, scars eight years clean, a nurse
 * who took pills ten years ago, a friend's call on a bridge, a son back from captivity, "last
 * autumn, when I wanted to die"), denials (a psychiatrist's and a company medic's screening
 * answered no, a wife who fears the silence, a poem for a contest, smoking on a roof), care (a
 * grandmother's double dose, a dog and paracetamol, a toddler and vitamins, a pharmacist's limit),
 * and jokes, a neighbour who hanged himself, a fallen comrade, a novel, a game, a screenplay, a
 * washing line.
 *
 * First run, lexicon untouched: recall 35/38 (92.1%), false alarms 1/38 (2.6%).
 * Missed: euphemism 2 (transliterated "going to dad on the other side", he waits there; a mother
 * who will "go after" her dead son once the forty days are over), burden 1 (a legless veteran:
 * better the shell had got him, now he must "finish what the shell did not").
 * False alarms: past 1 (a therapist asks how I am compared with last autumn, "коли я хотіла
 * вмерти": the relative clause of a past time was read as now).
 *
 * After general changes to `lexicons/slavic.ts`: the other side as a destination ("на той бік", "na
 * tu storonu", beside "по той бік"); a coffin in any case ("в труні", "в гробу") and the forty or
 * nine days in the genitive ("дочекаюсь сорока днів") as a death in the note, so following the dead
 * is heard; a strike wished with the object first ("краще б мене там накрило"); a time clause of a
 * past wish ("коли я хотіла вмерти") read as then unless now follows it or now is likened to it ("як
 * тоді, коли …"). Recall 38/38, false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: 'Херсон, знову прильоти по Корабельному. Сиджу в підвалі і думаю, що пора вже мені закрити цю книжку. Все що міг, зробив. Дітям краще буде з бабусею в Одесі.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Короче я рішила. Скоро ніхто не буде мене шукати і ніхто на мене не буде кричать. Поставлю крапку і буде тиша. Мамі скажуть шо так вийшло',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мене вже тут нема, тильки тило ходить на роботу в магазин. Скоро и його не буде, я вже знаю як и коли. Ни з ким не прощаюсь, так легше.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хлопці знов снились, Сашко махав рукою, кликав до себе в посадку. Я вже вирішив, поїду до них. Там моє місце, а не тут серед цивільних, які питають "ну як там".',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Skoro vidpravliusia do tata na tu storonu. Vin mene tam chekaie, ya vidchuvaiu. Tut meni vzhe nichoho robyty.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сина привезли в закритій труні з-під Торецька. Без нього мені нема чого тут лишатись. Дочекаюсь сорока днів і піду слідом за ним.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дочка з Варшави шле гроші, сама живе в одній кімнаті з двома дітьми. Все через мене, старого діда в Чернігові. Якби мене не стало, їй би полегшало, і я про це думаю кожну ніч.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Чоловік перевертає мене вночі, годує з ложки, сам схуд і посивів за рік. Я для нього камінь на шиї. Було б чесно звільнити його від себе, поки ще маю сили це зробити.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Мамка мене миє як малого. Я їй всю жизнь поламав. Лучше б мене там накрило під Кураховим, а тепер шо, сам доробить треба то шо не доробив снаряд.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'всім без мене було б легше. мамі не треба платить репетиторів, братові дістанеться кімната, тато перестане пити через мене. я вже давно так думаю а сьогодні особливо',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Zhyvemo u sestry v Brno, ya ne pratsiuiu, tilky yim i splyu. Vony vtomylysia vid mene, ya zh bachu. Bez mene im bulo b krashche, i ya vzhe dumaiu yak pity tak, shchob nikomu ne zavazhaty.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Лежу в ППД, автомат поруч. Вже кілька разів ставив ствол під підборіддя і тримав. Поки що не натиснув. Нікому з хлопців не кажу.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Ходив сьогодні на Інгульський міст. Стояв, дивився вниз, рахував скільки там метрів до води. Завтра піду знову, вже без телефону.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Накопичила таблеток вид тиску, бабусиних, цилу коробку. Лежать в шухляди пид билизною. Я вже подивилась скильки треба.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Мотузка в сараї висить ще з осені. Кожен раз як заходжу годувать курей, дивлюсь на балку і думаю, чи витримає. Жінка нічого не знає.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Znaishov u harazhi kanistru i shlanh vid polyvu. Zakryty vorota, zavesty mashynu i vse. Dumaiu pro tse vzhe tretii den pidriad.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Півроку як Андрія нема. Хату розбили, роботи нема, діти далеко. Нічого вже не зміниться, і я не бачу, навіщо жити далі. Кожен ранок як покарання.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'сесія завалена, з гуртожитку виганяють, батьки в окупації і нічого не знають. виходу нема взагалі. я навіть через місяць себе не бачу, там просто чорне.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічо не поміняється, хоть шо роби. Я вже не вірю нікому і собі тоже. Нащо далі тягнуть цю лямку, хай хтось мені скаже.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Лікар сказав що ноги вже не будуть ходити. Я не хочу такого життя. Сенсу нема ни в чому, и я не знаю нащо мени взагали прокидатися.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Pivtora roku v Nimechchyni, movu tak i ne vyvchyla, dim u Mariupoli znyshchenyi, cholovik propav. Maibutnoho v mene nemaie. Ne bachu sensu prodovzhuvaty, chesno.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки не різалась. Сьогодні після дзвінка з ТЦК про сина знову взяла лезо. Три порізи. Ніби й полегшало, але я знову там, звідки так довго вибиралась.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після спроби в 2022 я думала, що все позаду. А зараз знову ці думки щоночі, знову перераховую таблетки в аптечці. Боюсь сама себе.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Рік тримався, ходив до психолога у ветеранський простір. Зараз знову накрило — знову сиджу з пістолетом на колінах, як тоді. Не знаю, чи дотягну до ранку.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Знов начала рiзатись, пiвтора года держалась. I думки вернулись, шо лучше б мене не було зовсiм. Нiкому не кажу, ховаю руки.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Try roky trymalasia, a teper znovu pyshu proshchalnyi lyst u notatkakh telefonu, yak todi pered sproboiu. Ne znaiu, chy zupynius tsioho razu.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Не хочу більше жити. Сказала це вголос у пустій квартирі в Ужгороді, і аж легше стало. Бо це правда.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'я хочу вбити себе. пишу це сюди бо бильше никому. в школи знову ржали з мене, а вдома ще гирше',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'На позиції вже нема страху. Хай прилетить, аби швидко. Краще тут лишитись, ніж повертатись додому отаким.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Лягаю спати і прошу, щоб не прокинутися. Кожен вечір прошу. А вранці знову живий, і знову все те саме.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу всі поїдуть на дачу, я скажу, що хворію. Тоді і зроблю. Листи вже написала, лежать у шафі під светрами.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Vyrishyv: pislia zarplaty viddam borh Serhiiu, a v nediliu vse zakinchu. Ne khochu, shchob khtos meni buv shchos vynen abo ya komus.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти це читаєш, то мене вже нема. Пробач за все. Кота віддай Олі, вона обіцяла. Я тебе дуже люблю.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Роздав сьогодні речі: куртку сусідові, ноутбук племінниці. Подзвонив усім, кому хотів, і всім сказав дякую. Більше мене тут нічого не тримає.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'порізала стегно циркулем поки всі спали в коридорі через тривогу. не глибоко. аби хоч щось відчути крім страху',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Бʼюся головою об стіну, коли накриває, вчора аж до крові. Чоловік на нулі, а я не знаю, куди себе подіти.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Випила всю пачку снодійного, що лікар виписав, і ще запила горілкою. Пишу, поки ще можу. Трохи пливе в голові.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Zjila 20 tabletok paracetamolu pivhodyny tomu. Nikomu ne kazhu. Poky nichoho ne vidchuvaiu.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні рівно пʼять років відтоді, як мене відкачали в лікарні. Купила собі півонії. Тоді я не бачила виходу, а зараз маю доньку і роботу, яку люблю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Клієнтка з Херсона сьогодні згадувала, як у 2022 сиділа на підвіконні сьомого поверху. Ми працюємо вже рік, тепер вона будує плани на навчання. Пишаюсь нею.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій старий щоденник з 9 класу. Там на кожній сторінці "хочу зникнути". Шкода ту дівчинку, обійняла б її. Зараз мені 27 і я щаслива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після Бахмуту я рік думав пустити собі кулю. Пройшов реабілітацію, зараз сам веду групу для хлопців. Життя налагодилось, хоч і не одразу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2023 був найгіршим роком мого життя: окупація, голод, думки про смерть. Але ми вибрались, тепер я в Полтаві, маю роботу. Пишу, щоб памʼятати, що темрява минає.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я ризалась, шрами ще видно. Вже висим рокив чиста. Сьогодни на пляжи вперше не соромилась коротких рукавив.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya pyla tabletky, shchob ne prokynutysia. Tse bulo desiat rokiv tomu. Teper ya medsestra i sama dopomahaiu takym liudiam.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад я стояла на мосту і думала стрибнуть. Шо мене спасло — дзвінок подруги. Сьогодні ми з нею пили каву на тому ж мосту і сміялись.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли син повернувся з полону, він довго казав, що краще б помер там. Минуло два роки, він одружився, чекаємо онука.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психотерапевтка спитала, як я зараз порівняно з минулою осінню, коли я хотіла вмерти. Чесно: небо і земля. Сплю, їм, гуляю з собакою.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу себе вбивати, просто дуже втомилась. Хочу виспатись тиждень і щоб ніхто не дзвонив.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр у Львові питав, чи є думки про самогубство. Сказала ні, і це правда. Просто тривога і безсоння після обстрілів.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Жінка думає шо я шось з собою зроблю, бо мовчу. Та нє, я просто втомився після вахти. Нічого я з собою не зроблю, в мене діти.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Николи не наклала б на себе руки, хоч як важко. Маю для кого жити — дви доньки и мама.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne dumaite, shcho ya khochu pomyraty. Ya khochu zhyty, prosto ne tak, yak zaraz.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'мама знайшла мій вірш про смерть і подумала, що я хочу вмерти. нє!! це для конкурсу. я в порядку, серйозно',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Медик роти на опитуванні спитав, чи були думки нашкодити собі. Відповів чесно — ні. Є злість, є втома, але жити хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ні, я не збираюсь стрибати з даху, я просто люблю там курити і дивитись на місто. Не панікуйте.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не думаю про смерть. Думаю про те, як дожити до зарплати і як полатати дах після вибуху.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні привезли бабусю, яка переплутала таблетки і випила подвійну дозу серцевих. Відкачали, лишили під крапельницею до ранку.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пес зʼїв пів пачки маминого парацетамолу. Мчали до ветеринара в Мукачеві, промили шлунок. Живий, хропе на дивані.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий дотягнувся до аптечки і сковтнув кілька таблеток вітамінів. Лікар сказав, що не страшно, але тепер все зачиняю на ключ.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Farmatsevt poiasnyv, shcho bilshe 4 hramiv paracetamolu na dobu - tse vzhe peredozuvannia dlia pechinky. Zapysala, shchob ne pereplutaty mamyni liky.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Цей звіт мене вбʼє. Третій раз переробляю, а шеф знову незадоволений 🙃',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ну все, я труп, забула забрать малого з садіка 😅 бігом туда',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ще одна така пара з вищої математики, і я повішусь на шнурку від ноутбука, хаха',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Помираю від сміху з нашого кота, він знову застряг у коробці.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні ховали сусіда, він повісився в гаражі. Ціле село прийшло. Досі не можу повірити, ще тиждень тому разом картоплю садили.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Загинув Олег з нашої бригади. Прощання в Чернігові в суботу. Поїду, хоч і важко.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся тихо пішла уві сні, їй було 94. Плачу, але вдячна, що без болю.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Ditei z susidnoho budynku vbylo raketoiu. Vse misto nese kvity i igrashky do pamiatnyka.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня в кінці кидається під потяг. Ревіла пів ночі, яка ж сильна книжка.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Граємо з друзями в Stalker 2, мене вже разів сорок вбили в Зоні 😂',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарій короткого метру: головний герой, ветеран, стоїть на даху і вирішує, чи жити. Треба, щоб кінцівка була світлою.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни і нові прищіпки, нарешті сушитиму на балконі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вимкнули світло на 8 годин. Сиджу з павербанком, читаю, чекаю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Лікар виписав нові таблетки від тиску, пити по одній зранку. Завтра знову аналізи.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вже не можу з цією роботою, хочу у відпустку на море, хоч на тиждень.',
  },
];
