import type { EvalNote } from './types';

/**
 * Ukrainian notes of the fourteenth check, written blind before the lexicon was tuned on them. The
 * writers: a mother whose son went missing near Bakhmut, a schoolgirl, a woman in Kherson who no
 * longer hides from shelling, a widow at forty days, a gamer who wants to "leave the game", a
 * pensioner who will "go into the damp earth", a veteran whose wife changes his nappies, a woman on
 * her third chemotherapy, an IDP in Uzhhorod, a man with a trophy pistol, a farmer with a beam in
 * the shed, a commuter at the platform edge, Mykolaiv without drinkable water. Surzhyk, і typed as
 * Latin i, Latin transliteration, emoji. Weight on euphemism (8), burden (8) and method (5). The quiet
 * half: the past (an attempt two years on with a cake, a therapist's client now marrying, a veteran
 * after Bakhmut, a ninth-grade diary, a year after a roof, old cutting, a Chernihiv cellar in 2022,
 * a son's diploma five years after, a year since captivity), denials (a psychiatrist's screening, a
 * soldier's sister, a great-grandmother-to-be), care (digoxin, a dog and ibuprofen, a child's syrup,
 * a pharmacy customer asking about sleeping pills, too much insulin by mistake), jokes, deaths of
 * others, a novel, a screenplay, a game, a move, a washing line, a will.
 *
 * First run, lexicon untouched: recall 36/38 (94.7%), false alarms 3/38 (7.9%).
 * Missed: euphemism 1 (chores done, "тепер можна і в останню дорогу"), method 1 (how long to sit
 * in a closed garage with the engine running).
 * False alarms: past 2 (praying for death in "the worst year of my life, 2022", followed by the
 * present; "коли був у полоні, хотів вмерти" with "вже рік як"), medical 1 (a pharmacist tells a
 * customer how many sleeping pills are the most she may take).
 *
 * After general changes to `lexicons/slavic.ts`: the last road ("в останню дорогу", "в последний
 * путь") as a euphemism unless someone is seen off on it; exhaust in a closed garage (a closed
 * garage or box with the engine running, or how long to sit in one); "найгірший рік мого життя —
 * 2022-й" dated like "2022 був найгіршим роком"; "коли був у полоні / в окупації / у лікарні" (no
 * "я") as a time clause of then; a customer's or visitor's question about a dose, and a dose by
 * weight, as care. Recall 38/38, false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: 'Син безвісти зник під Бахмутом ще в березні. Сьогодні знову дзвонила на гарячу лінію — нічого. Я більше не хочу жити. Пишу це спокійно, без істерики, просто констатую.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'короче я рішила шо покончу з собою. не знаю коли і як, але рішила. в школі всі думають шо я норм',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Nichoho mene tut ne trymaie. Khochu pokinchyty z usim, i z soboiu tezh. Ne pershyi den pro tse dumaiu.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Кожного ранку прокидаюсь і шкодую, що прокинулась. Навіщо мене ще тримає ця земля, не розумію.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Херсон знову накривають, а я сиджу на лавці біля під'їзду і не ховаюсь. Прилетить — значить прилетить. Чесно, я навіть хочу, щоб прилетіло.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я вирішила поставити крапку. Не в стосунках, не на роботі — взагалі. Просто крапку.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочеться просто вийти з цієї гри назавжди. без сейвів, без рестарту. ливнути і все',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок днів минуло. Я знаю, де він лежить на цвинтарі, і знаю, що скоро ляжу поруч з ним. Без нього мені тут робити нічого.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ще трохи — і мене просто не стане. Я вже все для себе вирішила, лишилось недовго.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya vzhe vtomyvsia, pora na toi bik. Tam tykho, ne strilyaiut i ne treba nikomu nichoho dovodyty.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу зникнути. Не переїхати, не втекти за кордон, а зникнути так, щоб назавжди.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хліб купила, кота нагодувала, за світло заплатила. Тепер можна і в останню дорогу, нікого не обтяжу.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Нема для чого мені жити, діду. Сама піду в сиру землю, не чекатиму, поки Бог прибере. Сімдесят п'ять — досить.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дружина міняє мені памперси, а їй тридцять чотири. Я вкрав у неї життя тою міною. Якщо мене не буде, вона ще встигне бути щасливою.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Пенсія три тисячі, ліки на п'ять. Донька з Польщі шле гроші, сама в боргах. Нащо я їй на шиї вишу, стара. Краще б мене вже не було.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'батьки на мене всьо тратять а я тіки розчаровую. без мене їм було б тіко легше, чесно. одним ротом менше',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всiм тiльки заважаю. Якби мене не було, нiхто б не помiтив, а може й видихнули б з полегшенням.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Третя хімія. Бачу, як чоловік сивіє, машину продали на мої ліки. Я ходяча діра в сімейному бюджеті. Може, чесніше буде піти самій, поки не продали ще й квартиру.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живемо з дітьми в сестри в Ужгороді, в одній кімнаті. Я зайва тут, у світі взагалі зайва. Світ без мене нічого б не втратив, а сестрі стало б просторіше.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya prosto tyahar dlia vsikh. Mama plache cherez mene kozhen den. Bez mene yii bulo b lehshe, ya vzhe tse znaiu tochno.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Син на фронті хвилюється за мене більше, ніж за себе. Не хочу бути ще одним його клопотом. Як мене не стане, в нього хоч одна турбота з плечей.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Подивилась, з якого поверху точно без шансів. Наш дев'ятий підходить, а вихід на дах ніхто не замикає.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Вдома лежить трофейний ПМ. Кожен вечір дістаю і тримаю біля скроні. Поки що кладу назад.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'В сараї є мотузка, а балка міцна, ще дід ставив. Я вже перевірив — витримає.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Гуглила, скільки часу треба просидіти в закритому гаражі з заведеним двигуном. Гараж у нас є, ключі в мене.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Kozhnoho ranku stoiu na platformi i dyvliusia na elektrychku. Odyn krok vpered i vse. Sohodni stoiala blyzhche do kraiu nizh zazvychai.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу діти поїдуть до свекрухи. Тоді й зроблю. Таблетки вже зібрала в шухляді, під білизною.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написав листа, купив мотузку, вибрав день — після маминого дня народження, щоб не зіпсувати їй свято.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Сашко, якщо читаєш це — пробач. Гітару віддай Максу. Я вас всіх люблю, але далі не можу, і не шукайте мене.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamo, tato, vybachte za vse. Tse moi ostanni slova tut. Ya vas duzhe liubliu, ne plachte dovho.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову різала руку лезом від точилки. Тепер ховаю під рукавами, добре хоч що холодно і ніхто не питає.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'опять пропекла собі руку запальничкою, шоб хоч шось відчути крім цієї пустоти. вже три кружечки',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Півтора року як безвісти. Я більше ні в що не вірю. Попереду тільки ця чорна діра, і я не бачу сенсу туди йти.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mykolaiv, voda z krana solona, roboty nema. Nichoho vzhe ne zminytsia, i sensu terpity ya ne bachu. Vse bezvykhidno.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Набрала в шприц весь інсулін, що є в холодильнику. Сиджу на кухні і дивлюсь на нього вже годину.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Випила всю пачку феназепаму і запила коньяком. Пишу поки ще можу, голова пливе',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Три роки тримався, після того як мене зняли з петлі. А зараз знову ті самі думки, і я знову дивлюсь, де міцна балка.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після спроби у 2021 мені ставало краще. Але тепер знов хочеться це зробити, і цього разу довести до кінця.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рівно два роки тому я наковталась таблеток і прокинулась у реанімації в Полтаві. Сьогодні спекла торт і подзвонила лікарці, яка мене тоді витягла. Живу 🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні на супервізії розбирала клієнта, з яким працюю з 2023-го. Коли він прийшов, казав, що хоче вбити себе. Зараз він планує весілля. Оце і є сенс моєї роботи.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після Бахмута я рік не хотів жити, пив, тримав пістолет під подушкою. Зараз ходжу в групу ветеранів, зброю здав, займаюсь з малим футболом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій щоденник з 9 класу. Там на кожній сторінці "хочу померти" і малюнки лез. Сміялась і плакала одночасно. Та дівчинка вижила, і я їй вдячна.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Rik tomu ya stoiala na dakhu. Zaraz ya studentka, maiu kota i podruh. Toi rik buv naihirshyi v moiemu zhytti, ale vin mynuv.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'раньше я різав руки, ще в школі, шрами остались. щас вже 6 год нічого такого, я ок',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Найгірший рік мого життя — 2022-й, коли ми сиділи в підвалі в Чернігові і я молилась про смерть. Тепер ми в Києві, я працюю, донька пішла в перший клас.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я думала, що я всiм тягар i краще б мене не було. Це минуло, терапiя допомогла. Тепер я сама волонтерю на лiнiї пiдтримки.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "П'ять років тому мій син намагався повіситися. Сьогодні він захистив диплом. Я проплакала весь день від щастя.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли був у полоні, хотів вмерти кожен день. Вже рік як обміняли. Ходжу до психолога, з дружиною їздили на Закарпаття в гори.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, просто дуже втомилась. Треба виспатися і нормально поїсти.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатриня питала, чи є думки про самогубство. Чесно сказала, що ні. Є тривога і безсоння, з цим і працюємо.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'нє, я не збираюсь з собою нічо робити, не переживайте. просто пишу шоб виговоритись',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne suitsydalna, prosto vyhorila na roboti. Vidpustka cherez tyzhden.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Сестра спитала, чи не думаю я покінчити з собою, бо я тиждень не писав. Ні! Я просто був на позиціях без зв'язку. Смішна вона.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'У мене нема ні бажання, ні думок собі нашкодити. Лікар у шпиталі поставив галочку "ні" і відпустив додому.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я ніколи не покину своїх дітей. Хоч як важко, я тут, я з ними.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не думайте, що я смерті чекаю. Я ще хочу правнука побачити і город посадити.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нi, я не хочу себе вбити. Я хочу, щоб мене почули. Це рiзнi речi.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні привезли дідуся з передозуванням дигоксину, переплутав таблетки. Відкачали. Треба поговорити з родиною про таблетницю.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Собака з'їла пачку ібупрофену з тумбочки. Ветеринар сказав, що смертельна доза для її ваги набагато менша. Всю ніч на крапельниці, вранці вже махала хвостом.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий випив сироп парацетамолу з пляшки, поки я відвернулась. Дзвонила в токсикологію — доза не небезпечна, але страху натерпілась.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Клієнтка в аптеці питала, скільки пігулок снодійного можна максимум, бо не спить через тривоги. Пояснила, що більше однієї не можна, порадила до лікаря.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Сьогодні вколола забагато інсуліну, цукор впав до 2.8. З'їла цукерки, все ок. Треба уважніше з дозами.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Ця сесія мене вб'є. Три заліки за день, я просто труп 💀",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз побачу цю чергу в ЦНАПі, піду з моста стрибну 😂 жарт, але черга жахлива',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Вмираю з цього відео, кіт упав у відро 🤣',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник сказав, що звіт треба на вчора. Хоч вішайся. Ну нічого, зроблю.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Сусід з третього поверху наклав на себе руки минулого тижня. Весь під'їзд досі в шоці. Шкода його дітей.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Чоловік загинув під Покровськом. Сьогодні дев'ять днів. Свекруха приїхала, пекли пироги.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Похорон однокласника, підірвався на міні під Херсоном. Йому було 23.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла уві сні, спокійно. Ми всі встигли попрощатися.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня в кінці кидається під потяг. Знала, чим закінчиться, але все одно ридала.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Пишу сценарій короткого метру: ветеран прощається з сім'єю і йде в ліс з рушницею. Не знаю, як зробити фінал не банальним.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У грі мій персонаж випив отруту, щоб не потрапити в полон. Сюжет сильний.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра останній день на роботі, потім переїзд у Львів. Роздала колегам вазони.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни і нові прищіпки, нарешті сушу на балконі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Склала заповіт у нотаріуса, бо так радять усім, хто має нерухомість на окупованій. Формальність, але спокійніше.',
  },
];
