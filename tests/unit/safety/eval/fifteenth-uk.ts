import type { EvalNote } from './types';

/**
 * Ukrainian notes of the fifteenth check, written blind before the lexicon was tuned on them. The
 * writers: a widow at forty days who has "packed to go to Vasya", a veteran "written off like a
 * knocked-out APC" who would "dispose of himself", a woman who wants to "switch off like a dead
 * phone", one who will "get off this train", a Kherson woman who wants to go "where they don't come
 * back from", a pensioner paid for from Warsaw, an amputee who would "free" his wife of himself, a
 * refugee sleeping on her sister's sofa near Kraków, a woman on dialysis who "robs" her family, a
 * Zakarpattia mother ("нич", "бабов"), a father's rifle in the attic, the Varvarivskyi bridge in
 * Mykolaiv, an extension cable tested on a pull-up bar, freight trains at Darnytsia, a grenade
 * brought from the positions, relapses at a ninth-floor window and with a blade. Surzhyk ("шо",
 * "жизнь", "лучше", "всьо"), notes typed with и for і, Latin transliteration, emoji. Weight on
 * euphemism (8), burden (8) and method (5). The quiet half: the past (an attempt three years on with
 * a honey cake, a therapist's client now marrying, a veteran after Bakhmut leading a group in
 * Poltava, a ninth-grade diary, a son back from captivity, a "полоса" that passed), denials (a
 * psychiatrist's question, an IDP form, "не хочу вмирати, хочу нормально жити", writing about a
 * killed father), care (a paracetamol overdose in toxicology, a dog that ate pills, a child's
 * ibuprofen, insulin, ketamine at a tactical-medicine course), jokes, deaths of others, a novel, a
 * script, a series, a cat, a move.
 *
 * First run, lexicon untouched: recall 36/38 (94.7%), false alarms 8/38 (21.1%).
 * Missed: euphemism 1 (expiry date run out, "written off", "dispose of myself"), method 1 (a cable
 * "tested" on a pull-up bar, a hanging implied without a word for it).
 * False alarms: past 2 (a veteran who "thought of shooting himself" after Bakhmut and now leads a
 * group; a "полоса, шо жить не хотілось. Пройшло"), negation 1 ("хтось подумає, що я хочу вмерти.
 * Ні."), figurative 1 ("піду втоплюсь у ванні з піною і келихом вина"), and four flagged by the
 * whole-note reader alone (a child's ibuprofen dose by weight, a neighbour who hanged himself, a
 * friend who "did not hold out" after the front, a cat that did not come back at night).
 *
 * After general changes to `lexicons/slavic.ts`: oneself as scrap to dispose of ("себе утилізувати",
 * "утилизировать себя"), and, weak, an expiry date or service life run out and being "written off";
 * a cable, wire or extension cord beside a bar or hook, as a rope is; "була в мене (така) полоса /
 * пора / смуга" as the past; "і зараз знову", "сейчас опять" at a sentence's end as something come
 * back (so a past told that way still reads as a relapse now); drowning oneself in a bubble bath, in
 * wine, chocolate or work as a figure; "хтось подумає, що … я хочу вмерти" denied by a "Ні." at once;
 * a child's or a patient's dose by weight as care (not a lethal-dose question "для жінки 60 кг").
 * Recall 38/38, false alarms 4/38: a veteran's "після Бахмуту я думав застрелитись" told as over
 * only by what he does now (left alone: a past-tense wish in a diary is as often yesterday's), and
 * three flagged by the whole-note reader alone, for the retraining (a neighbour who hanged himself, a
 * friend who "did not hold out", a cat out all night). This is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: 'Вже місяць як наче живу на автопілоті. Хочу просто вимкнутись, як телефон, що сів, і щоб ніхто більше не ставив мене на зарядку.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок днів минуло. Вася там сам, а я тут сама. Недовго йому чекати, я вже зібралась до нього, і мені від цього навіть спокійніше.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Поставлю крапку. Не в щоденнику, а в усьому цьому. Вже скоро, я відчуваю.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Короче я всьо, наїздилась по цьому світу. Пора злазить з цього поїзда, на наступній зупинці і вийду.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Zakryvayu vsi rakhunky z tsym svitom. Borgy viddala, kota prylashtuvala. Bilshe mene tut nishcho ne trymaye.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мій термін придатності вийшов. Списали, як той підбитий БТР під Кліщіївкою. Лишилось тільки самому себе утилізувати, щоб нікому не морочитись.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу туди, де тихо і нема сирен. Не в Польщу і не в Німеччину, а туди, звідки вже не вертаються. Херсон мене доїв.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я б хотила просто зникнути, розчинитись, щоб мене ниде не було и навить памяти про мене не лишилось. Прямо зараз.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Пенсія 3 тисячі, ліки на 4. Донька з Варшави шле гроші, а в неї своїх двоє. Я їм камінь на шиї, краще б мене вже не стало.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після ампутації я для Оксани не чоловік, а робота. Їй 29, хай живе, а не памперси мені міняє. Звільню її від себе, вона ще подякує.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Батьки через мене знову сварились до ночі. Якби мене не було, вони б були щасливі. Я в цій сімʼї зайва, і так було завжди.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всім тільки жизнь порчу. Без мене їм буде лучше, я це точно знаю, просто вони не скажуть в лице.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya prosto tyagar dlya vsikh. Mama plache cherez mene kozhen den, tato pratsyuye na dvokh robotakh cherez moye likuvannya. Bez mene yim bulo b lehshe.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живу в сестри під Краковом вже рік, сплю на її дивані, їм її їжу. Вона втомилась, я бачу. Я зайвий рот. Треба звільнити це місце, і не на іншу квартиру.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Третій рік на діалізі. Чоловік продав машину на мої процедури, діти без моря третє літо. Я вже не лікуюсь, я їх обкрадаю. Пора це зупинити, поки вони ще щось мають.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Вид мене тильки проблеми. Дитям буде краще з бабов, без такої мами як я. Я йим нич доброго не дам, лиш тягну на дно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Батькова рушниця в шафі на горищі. Де патрони, я знаю змалку. Думаю про це щодня, коли всі йдуть на роботу.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стояла вчора годину на Варварівському мосту, дивилась на воду. Високо, холодно. Наступного разу не зупинюсь.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Кабель від подовжувача міцний, перевірила на турніку у дворі. Ніхто не питав, навіщо.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Dumayu pro reiky bilya Darnytsi. Tam tovarnyaky idut shvydko i vnochi nikhto ne pobachyt.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Гранату привіз з позицій, лежить у рюкзаку під ліжком. Кільце висмикнути – секунда. Кручу її в руках щовечора.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Після похорону брата я не бачу, для чого. Я більше не хочу жити, і це не від втоми, це рішення.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я рішив покінчить з собою. Пишу і не трясусь, мені вже навіть не страшно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Хай би вже прилетіло в мій будинок, коли я сплю. Тільки в мій, щоб сусіди цілі. В підвал я давно не ходжу.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Хочу заснути и не прокинутись. Кожного вечора про це молюсь, а зранку знову розплющую очи и злюсь.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'У суботу, коли діти поїдуть до свекрухи в Лубни. Все підготувала, записку напишу в пʼятницю ввечері.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дочекаюсь, поки син повернеться з ротації, побачу його ще раз, обійму, а тоді все. Число в мене вже вибране.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти це читаєш, мене вже немає. Пробач мені за все. Кота віддай Ірі, вона його любить.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Хлопцям з роти: дякую за все, ви найкращі, що в мене були. Не шукайте мене. Прощавайте, браття.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову різала. Стегна вже всі в порізах, тепер ховаю під довгими шортами, хоч спека сорок градусів.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Znovu prypikala sebe zapalnychkoyu, shchob vidchuty khoch shchos. Vzhe 4 opiky na ruci za tyzhden.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Ні війна не скінчиться, ні я не стану кращою. Нема сенсу навіть пробувати, і жити теж нема сенсу.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Херсон. Світла нема, води нема, Сашка нема. Я не бачу ніякого завтра для себе. Просто нема для чого прокидатись.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Всьо безполєзно. Хоч як стараюсь, виходу нема. Я в ямі, і в цій ямі і здохну, і нікому не буде діла.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Випила всі мамині таблетки від тиску, що були в коробці. Голова паморочиться і серце скаче. Не знаю, що тепер буде.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Назбирала 40 таблеток феназепаму з різних аптек. Цього вистачить, я порахувала на свою вагу. Сьогодні.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки трималась після спроби. А сьогодні знову стою біля вікна на девʼятому і думаю про те саме. Все повернулось.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Психолог казав, що найгірше позаду. Але знову ці думки, що краще б мене не було, і знову лезо в руці. Зірвалась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рівно три роки тому я наковталась таблеток. Сьогодні ми з донькою пекли медовик на її день народження. Я жива, і я цьому рада.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Найгірший рік мого життя – 2022-й. Тоді я щоночі хотіла вмерти. Перечитую ці записи й плачу, але вже від вдячності, що вибралась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Клієнтка, яка два роки тому стояла на даху, сьогодні принесла мені запрошення на весілля. Ось заради чого я роблю цю роботу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після Бахмуту я думав застрелитись. Зараз веду групу підтримки для ветеранів у Полтаві і кожного разу розповідаю хлопцям, як це було.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій щоденник з 9 класу: «ненавиджу себе, хочу зникнути». Смішно і сумно. Обійняла б ту дівчинку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я ризала руки, ще в коледжи. Шрами лишились, але вже десять рокив як ни разу. Сьогодни про це говорили з дочкою.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому в цей день мене відкачали в реанімації. Сьогодні пробігла 5 км набережною. Я обрала жити.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Була в мене така полоса, шо жить не хотілось. Пройшло. Тепер аж смішно згадувать, як я себе тоді накручувала.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Torik ya dumala, shcho vsim bez mene bude krashche. Teper rozumiyu, yak ya pomylyalas. Dyakuyu terapevtu i mami.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Син після полону пів року не хотів жити, казав, що краще б там і лишився. Зараз працює на СТО, одружився восени. Ми це пройшли.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр спитала, чи бувають думки про самогубство. Я чесно сказала, що ні. Просто втома і безсоння від тривог.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, не переживайте. Я просто дуже втомилась від сирен і від того, що малий не спить.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи б не зробила собі нічого поганого, в мене діти. Але сил дуже мало, і я це сюди записую, щоб не тримати в собі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не думай, шо я шось з собою зроблю. Я просто злий як собака на цю роботу і на начальника.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne khochu vmyraty, khochu normalno zhyty. Tse rizni rechi, i ya nareshti tse rozrizniayu.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Анкета для ВПО в ЦНАПі: «чи маєте ви думки заподіяти собі шкоду» – ні. «Чи потребуєте психологічної допомоги» – мабуть, так.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не хочу нич з собою робити, просто хочу один вихидний без дитячого плачу и без роботи.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Хтось подумає, що раз я пишу про смерть, то я хочу вмерти. Ні. Я пишу про тата, якого вбили під Купʼянськом.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Думок покінчити з собою нема і не було. Є злість, є сум, є образа на весь світ, і це нормально після такого року.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Чергувала в токсикології: хлопець 17 років, передозування парацетамолом. Вчасно дали антидот, печінка ціла, завтра переводимо.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пес зʼїв пачку моїх таблеток від тиску, летіли до ветеринара о третій ночі. Промили шлунок, живий, спить біля мене.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Доза нурофену для Марійки – 7,5 мл, бо вже 15 кг. Записую, щоб уночі не рахувати.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Мамі підібрали нову дозу інсуліну. Тепер слідкую, щоб вона випадково не вколола двічі, бо буде гіпоглікемія.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На курсі такмеду вчили, скільки кетаміну можна пораненому, щоб не передозувати. Голова пухне від цифр.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Цей звіт мене вбʼє 😂 Третю ніч сиджу з податковою.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекруха знову приїхала на місяць. Піду втоплюсь у ванні з піною і келихом вина 🍷',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я просто вмерла від сміху, коли малий сказав «паляниця» з закарпатським акцентом.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Помираю, як хочу на море. Хоч би на тиждень в Затоку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні рік, як загинув брат під Вугледаром. Ходили з мамою на цвинтар, вона довго не могла піти.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусід повісився в сараї вчора. Все село гуде. Не можу заснути, все бачу його жінку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла уві сні, тихо. Їй було 94, вона пережила дві війни.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Pokhoronyly kuma. Vin ne vytrymav pislya frontu. Ya dumayu pro yogo ditey, yak yim teper.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, героїня в кінці стрибає з мосту. Ревла пів ночі, автор жорстокий.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарій для студентського фільму: ветеран вирішує піти з життя, але його рятує собака. Викладач каже, що фінал банальний.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В серіалі стільки драми, половина героїв хоче когось вбити, а друга половина – вмерти від кохання 😄',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Піду вже спати, завтра рано на зміну. Всім добраніч.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Кіт не повернувся вночі, шукала по всіх підвалах. Зранку прийшов сам, ніби нічого.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прощавай, стара квартира в Чернігові. Переїжджаємо в Київ, усе запакували, ключі віддала.',
  },
];
