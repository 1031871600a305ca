import type { EvalNote } from './types';

/**
 * Ukrainian notes of the nineteenth round, written blind: before anything in the detector was read
 * for them and without looking at earlier notes' phrasings. The writers: a pensioner alone near
 * Kherson, a widow whose husband fell near Pokrovsk, a soldier home from Bakhmut, an amputee
 * veteran, a released prisoner of war, a mother who shouts at her children, a student failing in a
 * dormitory, a stroke patient looked after by a daughter-in-law, teenagers, a man in Mykolaiv on the
 * bridge over the Inhul, people in Chernihiv under drones, IDPs from Mariupol and Kharkiv, a nurse,
 * a rehab worker. Surzhyk ("шо", "жру", "перееду"), notes typed without і/ї/є and in Latin
 * transliteration, typos and emoji. Crisis weight on euphemism (8: a tidy house "when I am gone this
 * week", going to the lads who stayed, "this winter is my last", a letter in a drawer, "switch off
 * for good", a grave bought beside a husband, "closing the book"), burden (8) and method (5). The
 * quiet half leans on `past` (10) and `negation` (9), with `medical` (4: a child who swallowed
 * pills, an overdose on a ward, a dog's lethal dose, sleeping pills with alcohol).
 *
 * First run on main at 536ec21, detector untouched: recall 37/38 (97.4%), false alarms 3/38 (7.9%).
 * Missed: method 1 (standing on a ninth-floor balcony for twenty minutes, "almost climbed over",
 * with no word of jumping or dying).
 * False alarms: past 1 (an anniversary of five years without cutting, "як я не ріжуся", read as
 * self-harm now), negation 1 ("немає думок накласти на себе руки, але ..." read as intent),
 * othersDeath 1 (a soldier's mother who "doesn't want to live" and the writer who will go to her
 * again tomorrow, read as the writer's plan).
 *
 * Scored again, still blind, after the eighteenth round's lexicon fixes (15c99d7): recall
 * 37/38, false alarms 3/38, the same. Not tuned on yet.
 *
 * Lexicon pass (slavic.ts, model retrained on these notes so recall judged by concept): the
 * balcony note is now heard as method by the lexicon itself (standing on an edge, then "мало не
 * перелізла / ледь не стрибнув"); the five-year anniversary is masked (a counted span of abstinence,
 * "N років, як я не ріжуся"); the "немає думок накласти на себе руки, але ..." note is masked (noun
 * negation "немає думок / нет мыслей"). After: recall 38/38, false alarms 1/38 (othersDeath left:
 * going to a grieving mother again tomorrow still reads as the writer's plan). All uk development
 * sets: recall 838/838, false alarms 8/921 -> 4/921.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: 'Син у Польщі, дочка в Дніпрі, а я сама в хаті під Херсоном. Прибрала все, повісила чистi рушники. Хай знайдуть порядок, коли мене вже не стане цього тижня.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Третю ніч не сплю після Бахмута. Хлопці там лишились, а я тут жру і дихаю. Пора мені до них, недовго вже.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'короче я все вирішила. ця зима буде останньою для мене, далі без мене якось',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Написала мамі довгого листа і поклала в шухляду. Відкриє, коли мене не буде. Думаю, це вже скоро, сил не лишилось.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya vzhe vtomyvsia zhyty, khochu prosto zasnuty i shchob vse skinchylos nazavzhdy. Sogodni vvecheri i zroblyu',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Чоловік загинув під Покровськом у березні. Я вже купила собі місце поруч із ним на кладовищі і скоро туди перееду, не чекатиму старості.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мені 16 і я просто хочу вимкнутись. Не на день, а назавжди. Думаю про це кожного вечора і вже знаю як',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ну шо, закриваю цю книжку. Останню сторінку дописую. Всім дякую, не шукайте',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після ампутації я тільки лежу, а дружина тягне на собі все: мене, дітей, роботу. Без мене їй стало б легше, я це знаю точно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для всіх тягар. Мама плаче через мене, брат позичає гроші на мої ліки. Краще б мене просто не було.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'пенсія 3 тисячі, а дочка кожен місяць мені висилає з Чехії, сама в боргах. я їй як камінь на шиї. давно б пора мені піти щоб не мучилась',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Z menia nikomu nemaye pol'zy, tilky problemy. Diti bez mene zhyly b spokiynishe, ya ce bachu.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Знову зірвалась на дітей. Я отруюю їм життя. Вони заслуговують на нормальну маму, а не на мене, і я думаю, що найкраще, що я можу для них зробити, це зникнути.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Друзі вже втомились мене витягувати з ями. Я їх не виню. Просто звільню їх від себе, і всім стане простіше.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'В гуртожитку всі шепочуться, шо я важка. Батьки віддали останнє на моє навчання, а я все завалила. Я їм тільки збиток, нащо я взагалі існую',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Лежу після інсульту, невістка міняє памперси і мовчить. Я ж бачу, як вона на мене дивиться. Хай би мене вже Бог прибрав, а як ні, то сама щось зроблю, щоб їх звільнити.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Весь час дивлюсь з дев'ятого поверху вниз. Сьогодні стояла на балконі хвилин двадцять, мало не перелізла.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Знайшов у батька в сейфі рушницю і ключ знаю де. Думаю про це постійно, останнє що мене тримає це собака.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Гуглила скільки треба таблеток щоб не прокинутись. Вже назбирала пару пачок у шафі.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Шнур від подовжувача якраз витримає, перевірив на турніку в гаражі. Ніхто не здогадається.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на мосту через Інгул у Миколаєві, вода темна і холодна. Страшно, але ще страшніше повертатись додому.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я більше не хочу жити. Це не емоції, я все зважила. Після полону я не людина.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ne hochu vzhe zhyty, nabridlo vse. vsi dumky tilky pro te yak pokinchyty z soboyu',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Хочу накласти на себе руки. Пишу це сюди, бо нікому більше не можу сказати.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Коли ввечері гуде шахед над Черніговом, я не йду в коридор. Хай би вже прилетіло в мене, і все.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'От би заснути й не прокинутися. Кожного ранку розчарування, що знову прокинулась.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу, коли батьки поїдуть до бабусі, я це зроблю. Все вже приготувала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дочекаюсь зарплати, віддам борг Сашкові, щоб на мені нічого не висіло, і в неділю піду в ліс за селом. Вірьовку вже купив.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, пробач мені за все. Я тебе дуже люблю. Кота заберіть до тітки Галі. Це мій останній запис тут.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Хлопці, дякую за все, що було. Роздав свої речі, ноут віддав малому. Прощайте, не поминайте лихом.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала руку лезом, сьогодні глибше ніж зазвичай, кров довго не зупинялась. Тільки так стає тихіше в голові.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'bju sebe kulakom po holovi poky ne zabolyt, i pechu ruku zapalnychkoju. vchora znov, syniaky vzhe ne hovayutsia',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Дім згорів, чоловіка нема, син не пише. Я не бачу ніякого сенсу жити далі, і виходу теж не бачу.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все безнадійно. Скільки б я не старалась, краще не буде ніколи, і жити так я більше не можу.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Випила пів пачки феназепаму і запила коньяком. Голова важка, пишу поки можу.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Прийняла зараз 30 таблеток парацетамолу. Не знаю навіщо пишу це.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки не різалась, а сьогодні знову. Все повернулось, і думки ті самі, що тоді перед спробою.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після того, як мене відкачали минулого літа, я думала, що все позаду. Але знову думаю про таблетки щовечора і вже не хочу, щоб мене рятували.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому я стояла на даху і хотіла стрибнути. Сьогодні ми з психологинею згадали той день, і я вперше відчула, що я жива і хочу жити.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Найгірший рік мого життя був 2022-й, коли ми виїхали з Маріуполя. Я тоді щодня думала про смерть. Зараз у нас квартира у Львові, донька в школі, і мені вже легше.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Сьогодні п'ять років, як я не ріжуся. Купила собі торт і з'їла пів торта сама 🎂",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій старий щоденник з 15 років. Там стільки про те, що хочу вмерти. Обійняла б ту дівчинку, якби могла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після контузії у 2023 я думав застрелитись, довго лікувався. Зараз працюю в реабцентрі з іншими ветеранами і розповідаю їм про свій досвід.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "В універі колись наковтався таблеток, відкачали. Минуло 10 років, у мене сім'я, двоє малих, і я за той день вдячний лікарям.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Терапевтка спитала, як я зараз дивлюся на ту зиму, коли не хотіла жити. Сказала, що то була депресія, яку ми разом пролікували. Правда.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись писала тут прощальні листи, а сьогодні перечитала і посміялась з помилок. Тоді я була на дні, зараз ні.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Rik tomu ya dumala shcho ne vyzhyvu pislia smerti syna. Zaraz khodzhu na grupu pidtrymky dlya materiv, i meni trokhy lehshe.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три роки тому в цей день я намагалась піти з життя. Сьогодні я пішла на річку з подругою, і ми просто сиділи і мовчали. Добрий день.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр питав, чи є думки про самогубство. Чесно сказала що ні, просто дуже втомилась і погано сплю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу щоб закінчилась війна і чоловік повернувся додому.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не переживай, я нічого з собою не зроблю. Просто треба виплакатись, завтра буде легше.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'У мене немає думок накласти на себе руки, але я так виснажена від догляду за мамою, що іноді хочеться втекти кудись на тиждень.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya ne suicidalna, prosto dolbana osin i temno o 5 vechora. chay, plid i serial',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Анкета в поліклініці: "Чи думали ви про те, щоб заподіяти собі шкоду?" Поставила "ніколи". Тиск нормальний, аналізи в нормі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Хоч і важко без ноги, але я ніколи не думав кінчати з собою. Маю заради кого жити — онука.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Думала, що мені гірше, але ні, ніяких таких думок. Просто стрес на роботі і дедлайни.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ні, я не збираюсь нікуди "йти". Це я так сказала мамі, щоб вона відстала. Піду спати.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Малий дістав з полиці мамині таблетки від тиску, з'їв дві. Викликали швидку, промили шлунок, все добре. Тепер все ховаю під замок.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні в лікарні привезли дівчину з передозуванням. Відкачали. Я потім довго сиділа в ординаторській, жаль її.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ветеринар сказав, що собаці не можна парацетамол навіть трохи, це смертельна доза для неї. Добре, що я спитала.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар пояснив, що із снодійним не можна алкоголь, бо може зупинитися дихання. Записала собі, щоб не забути.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Після зміни в Новій пошті я просто мертва. Ноги відвалюються 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Ця сесія мене вб'є. Ще 4 екзамени, а я нічого не знаю",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекруха знову приїхала на місяць. Хоч вішайся, ахахах. Але пиріжки її я люблю.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я вмираю від сміху з малого, він вчить кота розмовляти.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Сьогодні поховали Ігоря, нашого побратима. Загинув під Куп'янськом. Мати його стояла як кам'яна.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусід на Закарпатті повісився, лишив жінку і трьох дітей. Все село в шоці, ніхто не знав, що йому так погано.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла вночі, тихо, у сні. 94 роки. Ми всі встигли приїхати попрощатися.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала "Тигролови", плакала в кінці. Також почала новий серіал, там герой хоче покінчити з собою після війни, важко дивитись.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання для конкурсу, героїня стоїть на мосту і вирішує, стрибати чи ні. Не можу придумати кінцівку.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У грі мій персонаж знову помер на тому ж босі, я вже хочу розбити клаву 🙃',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Знову світла нема 8 годин. Зарядила павербанк, зварила кашу на газовому балончику. Живемо.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Переїхали з Харкова до Полтави, знайшла роботу в кав'ярні. Втомлююсь, але платять нормально.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні в Херсоні знову обстріл, сиділи в коридорі, але всі цілі. Кіт теж.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила нові ножі на кухню, старі зовсім тупі були. Нарешті можна нормально різати цибулю.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Мама мого однокласника дізналась, що її син загинув, і каже, що тепер не хоче жити. Я сиділа з нею весь вечір, завтра знову піду, її не можна лишати саму.',
  },
];
