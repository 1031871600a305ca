import type { EvalNote } from './types';

/**
 * Ukrainian notes of the sixteenth check, written blind before the lexicon was tuned on them. The
 * writers: a wife left after sixteen years who will "put the full stop" herself, a soldier who will
 * "make himself a двохсотий", a debtor "closing the shop", an 81-year-old who has "lived too long"
 * and knows it is "time to know honour", a mother who wants the empty place beside her son on the
 * Alley of Heroes in Chernihiv, a Zakarpattia woman walking into the winter forest, a brother's
 * money spent on a contused veteran ("an investment that will never pay back"), a mother in Ireland
 * "like an anchor", a teenager typing и for і, a life-insurance payout, chemotherapy paid by a
 * husband, a car in a closed garage, a hair dryer by the bath, an uncleared minefield in the Kherson
 * region, a pack of phenazepam with vodka and a whole insulin pen (overdoses taken), the railway
 * behind the depot after a brother's funeral, cigarette burns. Surzhyk ("тока", "лучше", "вообще",
 * "шо"), notes typed with и for і, Latin transliteration, emoji. Weight on euphemism (8), burden (8)
 * and method (5). The quiet half: the past (eight years after a poisoning, Irpin 2022, a veteran of
 * Debaltseve now a beekeeper near Poltava, a fifteen-year-old's diary, a school psychologist's former
 * pupil, white scars, a divorce in 2015, a year sober, a child who wanted "to go to" her dead
 * father), denials (a psychiatrist's question, an IDP form, "не хочу вмирати, хочу щоб скінчилась
 * війна", no cutting, boxing bruises), care (a toddler and blood-pressure pills, iron tablets, a
 * digoxin overdose on shift, an antibiotic dose for a mother with kidney failure, a demented
 * mother's sleeping pills), jokes, deaths of others, a series, a story, a game, a washing line.
 *
 * First run, lexicon untouched: recall 34/38 (89.5%), false alarms 5/38 (13.2%).
 * Missed: euphemism 1 ("зажилась я на цьому світі, пора й честь знати"), burden 1 (an
 * investment that will never pay back, "краще б ... а мене вже не було"), intent 1 ("покінчити з
 * цим раз і назавжди ... з собою", the object put in a later fragment), plan 1 ("а тоді піду на
 * залізницю", the railway as a place to go after a week).
 * False alarms: past 3 (a veteran who "wanted to shoot himself" after Debaltseve, now a beekeeper and
 * "те все давно минуло"; "тоді, в реабцентрі, ... щоб все скінчилось" a year sober; a child who "said
 * she wants to go to him" after her father died, "мені тоді було сім"), medical 1 (an antibiotic dose
 * for a mother with "не хочу передозувати" and "завтра"), everyday 1 (quitting a job "назавжди ...
 * прощавайте всі").
 *
 * After general changes to `lexicons/slavic.ts`: "зажилась/засиділась/загостилась я на цьому
 * світі" as a euphemism; "краще б ..., а мене (вже) не було" ending a clause, and a rescue regretted
 * ("даремно мене врятували", "краще б мене не відкачали"); "покінчити з цим ... З собою." with the
 * object held back to a fragment; going to the railway ("піду на залізницю/колію", not to work
 * there) as a means, and the railway among the places a time makes a plan of; a story in the past
 * tense dated a sentence or two later ("Те все давно минуло.", "Мені тоді було сім."); an age in
 * words ("у чотирнадцять років") as the past; "не хочу передозувати" as care; a goodbye to a job,
 * school, town or chat just named ("пішла з цього офісу, прощавайте всі") masked. Also, from the
 * Russian half and the brief: an overdose taken ("ковтнула весь блістер", "випила всю пачку") heard
 * as method, so the medical guard no longer silences it beside a child's dose. Recall 38/38, false
 * alarms 1/38; this is now a development set.
 * Left: "Тоді, в реабцентрі, я хотів ... щоб все скінчилось" a year sober: the lexicon hears it and
 * its past guard takes it back, then the whole-note reader flags it alone (a matter for the reader's
 * retraining or `assess.ts`, not the lexicon).
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: 'Шістнадцять років з одним чоловіком, а тепер він з іншою, квартира його, діти на його боці. Я вже все зважила. Поставлю крапку сама, поки ще маю на це сили.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Третю ротацію нас кидають як мʼясо, від взводу лишилось шестеро. Якщо орки мене не задвохсотять, то я сам собі це зроблю. Досить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Кредит прострочений, колектори дзвонять мамі. Все, закриваю цю лавочку назавжди. Мамі тільки шкода, але вона зрозуміє.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Vse, ya vtomylas. Pora vyity z tsiiei gry nazavzhdy, i nikhto mene ne zupynyt. Prosto khochu tyshi.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мені 81, дід на цвинтарі, сини розʼїхались, хата мерзне. Зажилась я на цьому світі. Пора й честь знати, завтра ж і почну збиратись.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Півроку як сина поклали на Алеї героїв у Чернігові. Щодня ходжу до нього. Там поруч вільне місце, і я хочу лягти туди якнайшвидше, не чекаючи старості.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Снігу по коліна, в горах за селом ніхто зимою не ходить. Піду туди в ліс і не вернуся, і хай мене весною шукають. Так тихо й легко буде.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я вже однією ногою там. Лишилось тільки другу переставити, і то вже скоро. Ніхто і не помітить, що мене нема.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Брат вклав у мою реабілітацію після контузії всі свої гроші. А я як був овочем, так і є. Я вкладення, яке ніколи не окупиться. Краще б він ці гроші на своїх дітей витратив, а мене вже не було.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'В Ірландії вже рік. Діти перекладають мені в лікаря, в банку, в школі. Я для них як якір, що тягне на дно. Без мене вони б нарешті зажили по-людськи.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'я всим тилки заважаю. мама плаче через мене, тато пʼє через мене. без мене им буде простише жити, я це точно знаю',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я їм тока нервы мотаю. Лучше б мене вообще не було, всім би полегшало, шо жінці, шо малому.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Пенсії не вистачає навіть на ліки, дочка з Полтави кожен місяць шле гроші, а в неї самої троє. Я старий тягар на її шиї. Скоріше б звільнити її від себе.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Страховку за мене виплатять, я вже перевірив умови. Хоч якась буде з мене користь родині, бо живий я їм тільки борги приношу.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Мама з-за мене посивіла за один рік. Лікарні, психіатри, мої істерики. Якби мене не стало, вона б нарешті пожила для себе. Я серйозно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Вся зарплата чоловіка йде на мою хімію, третій курс. Я вирішила, що досить витягувати з них гроші. Вони без мене впораються, а зі мною просто тонуть.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Завела машину в закритому гаражі й сиджу. Пахне вихлопом. Пишу сюди, бо більше нікому.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Набрала повну ванну, фен уже в розетці поруч. Руки трусяться, а в голові тихо-тихо.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'За нашим селом на Херсонщині досі поле не розміноване, табличка «Міни» висить. Я завтра просто піду туди через поле. Хай буде як буде.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Випила всю пачку феназепаму і запила горілкою. Пишу поки ще можу тримати телефон.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Вколола собі всю ручку інсуліну, всі 300 одиниць. Цукор падає, в очах темніє. Вибачте.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покінчити з цим раз і назавжди. Не з роботою, не з ним. З собою.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya ne khochu zhyty i ne budu. Tse moie rishennia, i ya ioho uzhe pryiniala. Ne vidgovoriuite.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Коли їдемо на позиції, я в глибині душі хочу, щоб прилетіло саме в мене. Не в хлопців. В мене, і все.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'якби я не прокинулась завтра, було б чудово. задовбало все, і війна, і робота, і я сама себе',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Ну нашо я вообще живу. Хоч би якась машина збила вже по дорозі на роботу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу мама поїде до бабусі в Лубни на весь день. Тоді і зроблю. Все продумала, навіть записку.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Допоможу батькам з похороном брата, ще тиждень. А тоді піду на залізницю за депо. Вирішив.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Дорогі мої, якщо ви це читаєте, мене вже нема. Не шукайте винних. Кота віддайте Олі, вона його любить.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Сьогодні подзвонила всім подругам, попросила пробачення за все, сказала кожній, що люблю. Кота віддала сусідці. Мамі сказала, що їду до Канади. Нікуди я не їду.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову різала стегна, там де ніхто не бачить. Інакше не можу заснути після новин з Миколаєва.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Пропалювала руку сигаретою, поки в голові не стало тихо. Вже третій раз за тиждень.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Ні війна не скінчиться, ні я не стану іншою. Нема сенсу далі, і жити нема заради чого.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дивлюся в майбутнє і там чорна дира. Навищо взагали це все тягнути, якщо кращого не буде нияк.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба амітриптиліну, щоб точно не прокинутись? У мене 50 мг, пачка на місяць.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Skilky tabletok paratsetamolu smertelno dlia dorosloi? Pytaiu dlia sebe, ne dlia referatu.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки трималась після тієї спроби. А сьогодні знову стою біля вікна і думаю про те саме, що тоді.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думала, що це вже позаду, пів року чиста. Але знову купила леза в АТБ і вже порізалась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні вісім років, як мене відкачали після отруєння. Не святкую, просто поїхала в Карпати і сиділа на Говерлі. Жива, і мені добре.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Найгірший рік мого життя — 2022-й. Я тоді хотіла померти щодня, в підвалі в Ірпені. Перечитую той щоденник і не вірю, як далеко я пішла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після Дебальцевого я думав, що не витримаю, навіть хотів застрелитись. Зараз тримаю пасіку під Полтавою і мед продаю. Те все давно минуло.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла старий щоденник пʼятнадцятирічної себе: «не хочу жити, всім без мене краще». Обійняла б ту дівчинку. То все давно позаду.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Як шкільна психологиня згадую хлопця, що шість років тому написав прощальну записку і приніс її мені. Вчора він приїхав з дипломом айтішника і тортом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я різала руки, шрами вже білі. Сьогодні вперше за роки вдягла футболку з коротким рукавом на людях, і нікому не було діла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2015-му думала, що не переживу розлучення, навіть таблетки збирала. Пережила. Тепер сміюсь з того з новим чоловіком.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тверезості! Тоді, в реабцентрі, я хотів тільки одного, щоб все скінчилось. Зараз хочу жити, і дуже.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya dumala shcho vsim bez mene bude krashche. Teper znaiu shcho tse bula depresiia, a ne pravda. Terapiia 2 roky, i ya vdiachna sobi.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама розповіла, що після загибелі тата я місяць не їла і казала, що хочу до нього. Мені тоді було сім. Я цього зовсім не памʼятаю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатриня спитала, чи є думки про самогубство. Сказала чесно: ні. Просто виснаження і безсоння вже третій місяць.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу, щоб скінчилась війна і чоловік повернувся. Це різні речі, не плутайте.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Втомлена як собака, але ні, руки на себе накладати не збираюсь, не хвилюйтесь 🙃',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Чоловік питає, чи я себе знову не ріжу. Ні! Синці від тренувань з боксу, я ж казала.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не думаю я про смерть, думаю, як дожити до зарплати і заплатити за садочок.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніхто тут не збирається помирать, просто я задовбалась і хочу в відпустку на море.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я не суицидна, просто сумно сьогодни. поплачу и пройде, як завжди',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті центру для ВПО було питання «Чи думали ви заподіяти собі шкоду за останні два тижні?». Поставила «ні».',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я б ніколи не залишив своїх дітей. Хоч як важко, я тут, і буду тут до кінця.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий проковтнув дві мої таблетки від тиску, поки я відвернулась. В токсикології сказали спостерігати, дати води і дзвонити, якщо буде сонливий.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Доця зʼїла бабусині вітаміни з залізом, штук десять, поки та спала. Їдемо в лікарню, кажуть для дитини це може бути небезпечно.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні привезли бабусю з передозом дигоксину. Відкачали. Пишу, бо руки досі трусяться.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Розраховую мамі дозу антибіотика, бо в неї ниркова недостатність і їй 80. Не хочу передозувати, завтра перепитаю в нефролога.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Я забрала в мами всі її снодійні й видаю по одній щовечора, бо в неї деменція і вона забуває, що вже пила.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз почую слово «дедлайн», повішуся на цьому дедлайні 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця сесія мене вбʼє. Завтра екзамен з анатомії, а я на десятій сторінці.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Помираю від сміху з цього відео, де кіт краде ковбасу 🤣',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Проклятий генератор, я його колись сама вбʼю і закопаю за сараєм.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні сорок днів, як нема Андрія. Побратими прийшли, мовчали, пили не чокаючись.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусідка з третього поверху вчора повісилась. Весь підʼїзд у шоці. Я не можу спати, все думаю про її дітей.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Кіт помер від старості, сімнадцять років прожив. Ревла весь вечір.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дід помер в окупації в Херсоні, а ми навіть не змогли його поховати.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивлюсь серіал, і головна героїня в кінці сезону стрибає з даху. Чекаю продовження, сподіваюсь, вона вижила.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання для конкурсу: героїня вирішує отруїтися, а в останній момент дзвонить сестра з Польщі.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В грі персонаж пожертвував собою заради команди, я ревів як дитина 😭',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни, нарешті сушу надворі, а не на батареї.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Звільнилась з роботи! Пішла назавжди з цього офісу, прощавайте всі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все, я пішла спати. Добраніч, щоденнику.',
  },
];
