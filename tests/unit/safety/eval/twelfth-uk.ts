import type { EvalNote } from './types';

/**
 * Ukrainian notes of the twelfth check, written blind before the lexicon was tuned on them. The
 * writers: a fifteen-year-old in Poltava, a veteran back from Bakhmut whose lads "call" him, a
 * woman in a modular town near Lviv, a student thrown out of the dormitory, a Mykolaiv man whose
 * wife stays in Germany, a woman on dialysis, a legless soldier washed by his mother, a Chernihiv
 * pensioner paid for from Warsaw, a refugee at her sister's in Prague, a man on the bridge over the
 * Tysa, a veteran with a trophy pistol, a nurse with insulin, a car exhaust in a garage, a girl
 * over a ninth-floor balcony rail, a mother of a soldier missing near Pokrovsk, a Mykolaiv widow,
 * relapses after pills, a roof, a blade and an attempt in 2023. Surzhyk ("шо", "лучше",
 * "держить"), notes typed without і/ї/є (и for і, е for є), Latin transliteration, typos and
 * emoji. Weight on euphemism, burden, method, hopelessness and relapse. The quiet half: the past
 * (pills ten years ago and a cake, a therapist's client from 2016, a ninth-grade diary, 2022 in a
 * dugout, debts before the war, three years without self-harm, a Kyiv bridge, a widow now a
 * volunteer, postnatal thoughts eleven years ago, a methadone overdose four years sober), denials
 * (a psychiatrist's and a clinic form's question answered no, a commander's question, a mother
 * who misread a poem, "я не хочу вмирати, я хочу, щоб біль минув"), care (a cat and blood-pressure
 * pills, a child's ibuprofen, warfarin in toxicology, a father with dementia, a pharmacist), and
 * jokes, funerals, a colleague who hanged himself, a dog, a novel, a game, a play, a rope for
 * washing, a father's gun for sale.
 *
 * First run, lexicon untouched: recall 34/38 (89.5%), false alarms 8/38 (21.1%).
 * Missed: euphemism 1 (transliterated "vyity z hry. Nazavzhdy"), burden 2 (a dialysis patient's
 * husband who "would finally live" without her; "він без мене не пропаде ... я нікому тут не
 * треба"), relapse 1 (transliterated: back on the same roof three years on, looking down).
 * False alarms: past 3 (pills "рівно десять років" ago with a cake; a ninth-grade diary that said
 * "я хочу вмерти"; a widow who "рік жила з думкою, що піду за ним", now a volunteer), negation 2
 * (a mother who "вирішила що я хочу покінчити з собою. НІ."; a commander asking "чи не думаю я
 * застрелитись" answered "та нє"), medical 1 (a father with dementia who tried to take all his
 * pills at once, having forgotten), figurative 1 ("хочеться лягти і вмерти, але спочатку ...
 * 😅"), everyday 1 (a father's gun for sale, by the whole-note reader).
 *
 * After general changes to `lexicons/slavic.ts`: "нема", "нет", "ні" that stand as a clause of their
 * own no longer negate the wish verb opening the next ("сил нема, хочу вмерти" was read as a denial,
 * the comma being gone); "вийти з гри ... назавжди" heard as a death, and "з гри" no longer taken for
 * a game; more transliterated marker words ("duma*", "nazavzh*", "bez", "tykho"), so a Latin note of
 * 20 tokens with one old marker is still read; "без мене він би нарешті пожив" (singular and
 * perfective forms of the relief of others); "без мене не пропаде / впорається" and "нікому тут не
 * треба" as weak burden; legs over the edge and looking down from a height as a means; the years
 * counted since the act of an attempt ("десять років, як я наковталась") as the past; a diary "за 9
 * клас"; "є для кого жити" as a reason to live, not a question; another person's belief that the
 * writer is suicidal answered by a lone "ні"; a screening question about a method ("чи не думаю я
 * застрелитись"); dementia as a medical reason for pills taken twice; "лягти і вмерти, але треба
 * ..."; a weapon for sale; a daily maximum asked as care; "ніколи не залишу дітей". Recall 38/38,
 * false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'мені 15 і я вже все для себе вирішила. після нового року мене тут не буде, тільки не кажіть мамі. вона думає шо я просто сумна',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Вже пів року як повернувся з-під Бахмуту. Ночами знову там, в посадці. Хлопці кличуть. Думаю, пора вже й мені до них, там хоч тихо.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Живу в модульному містечку під Львовом, третя зима. Дивлюся на свою сумку з документами і думаю, що досить мені тут мучитись, пора збиратись в останню дорогу. Сама, без нікого.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Sesiiu zavalyv, z hurtozhytku vyzhenut, batkam soromno skazaty. Dumaiu prosto vyity z hry. Nazavzhdy. Bez dramy, tykho.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Роботи нема, жінка з дітьми в Німеччині і не вертається, каже шо там лучше. Ну і хай. Я тут тоже довго не задержусь, скоро закрию цю лавочку раз і навсігда.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Діаліз тричі на тиждень, чоловік возить мене і не спить нормально вже рік. Бачу як він сивіє. Без мене він би нарешті пожив по-людськи. Я серйозно про це думаю, не про розлучення.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я без ниг, мама мене мие, годуе, переверта. Ий 63 роки. Я для неи камень на шиї. Краще б мене там накрило, всим було б легше.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дочка з онуками з Варшави гроші шле, а самі там в одній кімнаті. Все на мої ліки. Скільки ж можна з них тягнути. Зажилась я, пора звільнити їх від себе.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'тато на фронті, мама на двох роботах через мене і мої репетитори. я тільки витрачаю гроші і псую всім нерви. без мене їм реально стало б простіше, я вже все порахувала',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Сестра пустила нас з малим до себе в Прагу, а я вже чую як вони з чоловіком шепчуться на кухні. Ми їм як кістка в горлі. Малого вона любить, він без мене в неї не пропаде. А я нікому тут не треба.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Вчора ходив на міст через Тису, постояв. Вода висока, каламутна. Сьогодні знову піду, тільки вже не стояти.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У шухляді лежить трофейний ПМ, ніхто про нього не знає. Я щовечора його дістаю, заряджаю і довго тримаю біля скроні. Поки що кладу назад.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Я ж медсестра, я знаю скільки інсуліну треба, щоб не прокинутись. Ампули вдома є. Цей факт мене дивно заспокоює.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'V harazhi ye shlanh i stara mashyna. Ya vzhe prymiriav, yak yoho na vykhlop natiahnuty. Lyshe shchob nikhto ne pobachyv.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'на девʼятому поверсі в нас балкон без решітки. я вчора перелізла через перила і постояла з тої сторони хвилин десять. страшно не було. було тихо',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Пів року Саша безвісти зниклий під Покровськом. Я вже не вірю, що щось зміниться. Нема для чого жити далі, кожен день однаковий сірий. Навіщо я ще прокидаюсь.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ніякого просвітку. Війна не закінчиться, чоловік не повернеться таким, як був, я не стану іншою. Я більше не бачу жодного сенсу в тому, щоб це все продовжувати.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все марно. Лікування не допомагае, грошей нема, сил нема. Я не бачу ниякого майбутнього для себе, тильки темряву. И не хочу бачити.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichoho vzhe ne bude dobre. Ya tse znaiu tochno. Kozhen ranok dumaiu, navishcho meni tse zhyttia, yakshcho v nomu vse odno nichoho ne zminytsia.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Сорок років прожили. Тепер його нема, а я нащо? Для кого варити, для кого жити. Нічого мене тут не тримає, нічогісінько.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тому мене відкачали після таблеток. Я думала, що це позаду. А сьогодні знову порахувала, що є в аптечці. Воно повернулось.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'півтора роки чиста, без порізів. сьогодні після сварки з батьком знову взяла лезо. не зупинилась. руки в крові, пишу і трушусь',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після першої спроби в 23-му я лікувався, пив таблетки, ходив до психолога. А зараз знову ті самі думки, що краще б я тоді довів до кінця. І вони вже щодня.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Mynulo try roky vid toho dnia na dakhu. Ya dumav, shcho vyhrebsia. Ale tsoho tyzhnia ya znovu khodyv na toi samyi dakh. I znovu dyvyvsia vnyz.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думала вже все, вилизла з цього. Психиатр зменшив дозу, я навить сміялась. А вчора знов накрило, знов хочеться щоб мене не було. Як тоди, в 2020.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Нікому не скажу, навіть побратимам. Я хочу застрелитись. Не від страху, від втоми. Вже вибрав, коли.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'rozumiiu shcho ya khochu sebe vbyty. ne prosto sumno abo pohano, a same khochu. i tse mene lyakaie',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Коли сирена, я вже не спускаюсь в погріб. Сиджу на ліжку і прошу: хай вже прилетить сюди, в мою хату, і все закінчиться.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Лягаю спати і щиро хочу, щоб завтра для мене просто не настало. Не щоб я щось робила, а щоб само якось.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Чоловік у суботу їде на риболовлю з ночівлею, діти в бабусі. Я збираю таблетки від тиску вже місяць. Субота — мій день. Все продумала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Відпустка закінчується в понеділок. Назад я не поїду. В неділю ввечері піду в лісосмугу за селом з батьковою рушницею. Записка вже написана.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'коли батьки поидуть на дачу в пьятницю я залишусь одна. все що треба я вже купила в аптеци. в пьятницю все закинчиться',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти читаєш це, вибач мені. Я тебе дуже люблю. Кота не забувай годувати. Пароль від телефону — твій день народження.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Роздав пацанам свої речі, берци, тепловізор, ніж. Сестрі переписав машину. Всім подякував, що були. Більше нічого мене не держить.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Кожного вечора ріжу стегна, щоб ніхто не бачив. Вчора глибше, ніж зазвичай, довго не могла зупинити кров. Мені від цього легше, і це лякає.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'znovu prypikala ruku zapalnychkoiu. vzhe tretii raz tsoho tyzhnia. tilky tak ya shchos vidchuvaiu',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба випити амітриптиліну, щоб точно не прокинутись? У мене є дві пачки після бабусі. Питаю не для реферату.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'скильки таблеток феназепаму треба щоб заснути и не проснутися? маю пив пачки, хватить?',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні рівно десять років, як я наковталась пігулок у гуртожитку. Тепер в мене донька, робота, собака. Купила торт і зʼїла шматок за ту дівчинку, яка вижила.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Я психотерапевтка у Полтаві. Згадала сьогодні клієнта з 2016-го, який тоді мав план і мотузку в гаражі. Він написав мені листа — одружився, все добре. Плакала від радості.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Розбирала антресолі, знайшла свій щоденник за 9 клас. Там сторінки про те, як я хочу вмерти, і малюнки лез. Сиділа на підлозі і гладила ту сторінку. Як добре, що я тепер інша.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2022 був найгіршим роком мого життя. Я тоді сидів у бліндажі з автоматом під підборіддям. Побратим забрав. Зараз я інструктор і розказую новеньким, що робити, коли накриває.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись, ще до війни, я хотів повіситись через борги. Батя тоді приїхав, забрав мене до себе в село. Уже сім год пройшло, я тепер сам фермер, і кажу йому спасибі кожен раз.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три роки без самоушкоджень 🎉. Шрами побилили, я вже ношу футболки влитку. Психолог сказала шо я молодець. И я сама це знаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Piat rokiv tomu ya stoiala na mostu v Kyievi i khotila strybnuty. Sohodni ya tam prokhodyla z synom, kupyly morozyvo. Zhyttia dyvne i harne.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після загибелі чоловіка в 2022 я рік жила з думкою, що піду за ним. Тепер я волонтерка, в мене є для кого жити. Ті думки давно пішли.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли старшому був місяць, я думала, що йому краще без такої матері. Це було одинадцять років тому, депресію пролікували. Сьогодні він виграв олімпіаду з математики.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я свідомо перебрав з метадоном, мене відкачали в реанімації. Сьогодні чотири роки тверезості. Я тепер консультант у реабцентрі.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатриня спитала, чи є думки про самогубство. Я чесно сказала: ні, нема. Є втома, безсоння і злість на все, але жити я хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не хвилюйтесь, я нічого з собою не зроблю. Просто треба виплакатись і поспати. Завтра на зміну.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Жінка питає, чи я не надумав чого поганого, бо мовчу цілий день. Та ні, нічо я не надумав, просто після контузії голова гуде. Жити буду, куди я дінусь.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne suitsydalna, prosto duzhe vtomylas. Ne treba mene riatuvaty, treba mene obiiaty i daty vyspatysia.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'мама знайшла мій щоденник і вирішила що я хочу покінчити з собою. НІ. я просто писала вірш для конкурсу. тепер мене тягнуть до психолога 🙄',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Анкета в поликлиници: «Чи виникали у вас думки заподияти соби шкоду за останни два тижни?» Поставила галочку «ни». Бо справди ни.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи не зроблю цього своїм дітям. Хоч як важко, хоч як страшно під обстрілами, я буду жити для них. Крапка.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ротний спитав прямо, чи не думаю я застрелитись. Кажу: та нє, командире, я ще хочу додому, до своїх. Просто треба ротацію.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу, щоб цей біль у спині нарешті минув. Це різні речі, і лікарка це розуміє.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Кіт зʼїв дві мої таблетки від тиску, поки я відволіклась. Вночі везла його до ветеринара в Ужгород. Кажуть, вчасно, промили шлунок. Сидить тепер ображений.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий температурить 39. Скільки нурофєну можна на 14 кг? В інструкції одне, педіатр казав інше. Боюсь передозувати.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Нічна зміна в токсикології. Привезли дідуся, переплутав таблетки і випив подвійну дозу варфарину. Стабілізували. Я вже ледь на ногах.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Тато з деменцією знову намагався випити всі свої ліки за раз, бо забув, що вже пив. Тепер таблетниця з замком, ключ у мене.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'В аптеку прийшла бабця, питає скільки парацетамолу можна в день, бо голова тріщить. Пояснила, шо більше 4 грам не можна, печінка. Записала їй на бумажці.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо я ще раз почую про цей звіт, я повішусь на своїй же краватці 😂 Начальник третій раз повертає з правками.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця сесія мене вбʼє. Три екзамени за тиждень, а я ні в зуб ногою. Ладно, кава і вперед.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Світло знову вирубили на 8 годин. Хочеться лягти і вмерти, але спочатку треба зарядити павербанк і нагодувати дітей 😅',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Tsei tiktok mene dobyv, ya pomerla vid smikhu 😂😂 Podyvys obovyazkovo.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні поховали Андрія, сусіда. Загинув під Купʼянськом. Його мати стояла над труною і шепотіла, що хоче лягти поруч з ним. Я не знала, що їй сказати.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Девʼять днів по бабусі. Вона довго хворіла, пішла тихо уві сні. Мама каже, що вона тепер з дідом. Напекли пирогів.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'На роботі хлопець з цеху повісився в гаражі. Всі в шоці, ніхто не бачив шо з ним щось не так. Завтра похорон, скинулись грошима.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'наш пес Бобік помер від старості, йому було 16. я плакала весь вечір. тато закопав його під яблунею',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Маленьке життя». Джуд мене зламав, ці сцени з лезом я читала крізь пальці. Два дні не можу ні за що взятися.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В новому Сталкері мій персонаж загинув уже разів двадцять у тій самій аномалії. Я здаюсь, завтра продовжу 😤',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу пʼєсу для студентського театру, там героїня в кінці кидається з мосту. Режисер каже, що надто похмуро, треба переписати фінал.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все, я пас. Закриваю ноут, вимикаю телефон і зникаю до понеділка. Ніяких робочих чатів.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Продаю батькову рушницю, бо він вже не полює, а дозвіл закінчився. Якщо хтось хоче, пишіть у лічку.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Нарешті купила мотузку для білизни на балкон і нові прищіпки. Маленькі радості переселенки в новій квартирі в Ужгороді 😊',
  },
];
