import type { EvalNote } from './types';

/**
 * Ukrainian notes of the sixth check, written before the lexicon was tuned on them. The writers: a
 * soldier on the Pokrovsk front and one waiting for rotation, a soldier's widow, a veteran who lost
 * his legs, a woman whose husband is missing near Bakhmut, an IDP from Mariupol, a family living at
 * a sister's in Uzhhorod, a woman paralysed by a stroke, a student who failed her exams, teenagers,
 * a grandmother of 82, a cancer patient, people in Zaporizhzhia and Kharkiv. Surzhyk, notes typed
 * with a Latin "i" or without і/ї/є, Latin transliteration, typos and emoji. The quiet half is
 * near misses: recovery stories (an attempt or cutting years ago, a psychologist, a hotline
 * volunteer, an anniversary of the attempt), plain denials and answers of "no" to a screening
 * question, "I'll hang myself" and "I'll die without coffee" as jokes, a neighbour's suicide and a
 * comrade's death, a novel and a screenplay, a child's dose, a washing line, a train ticket.
 *
 * First run, lexicon untouched: recall 24/38 (63.2%), false alarms 7/38 (18.4%).
 * Missed: euphemism 5 (going home "в цинку" and that being better; "скоро буду з ним" beside a
 * dead husband; "заснути і щоб все. назавжди"; going "z tsoho svitu" in transliteration; "цей Новий
 * рік мій послєдній"), method 3 (a gun kept at home, taken out and held; stepping in front of a
 * train at a crossing, "шагну"; a ninth floor with the roof open, "швидко і без болю"), intent 1
 * (surzhyk "покончить з цим всім"), passive 1 ("хоч би вже в наш будинок" of a strike), plan 1
 * ("після ротації ... зроблю це з табельного"), relapse 1 (the same thoughts back after being
 * resuscitated, "опять ті самі мислі"), hopelessness 1 ("далі буде тільки гірше ... навіщо
 * тягнути"), selfHarm 1 (burning oneself with a lighter).
 * False alarms: past 3 (nine years "без спроб і без порізів" read as cutting; "довго думав про
 * смерть" after captivity, recovered; "рік тому писала, що хочу зникнути ... мені краще"),
 * negation 2 ("суїцидальних думок нема"; "я ніколи не різала себе і не буду"), figurative 2 ("я
 * повішусь, чесне слово 😂"; "ya pomru yakshcho ne vypʼiu kavy", read with "o 5" as a plan).
 *
 * After general changes to `lexicons/slavic.ts` (and a laughter token in `normalize.ts`): a
 * soldier's coming home "в цинку/у труні" beside "краще"; "цей Новий рік/день народження мій
 * останній"; falling asleep "і щоб все" / "і щоб це було назавжди"; leaving "і не повертатися" and
 * "з цього світу" said alone (weak, each); "покончить з цим всім" with the surzhyk preposition; a
 * strike wished "в наш будинок ... і все скінчилось"; "N часу як X нема." and "не стало" as a death
 * in the note; "зроблю це з табельного"; "ще трохи і шагну", "ледь не стрибнула"; standing at a
 * crossing or a platform; a gun at home in either word order, taken out and held night after night;
 * a roof left open, and "швидко і без болю"; "знову ті самі думки" beside an earlier attempt;
 * burning oneself with a lighter "на руці"; "далі буде тільки гірше", "навіщо тягнути". Guards: a
 * year said short ("в 23-му") is the past, never a clock time; "памʼятаю, як рік тому"; "ті думки
 * минули", "вдячний, що вистояв", "це вже не я, мені краще" as recovery; "суїцидальних думок нема";
 * "ніколи не різала себе"; a threat followed by 😂/"хаха"; "я помру, якщо не вип'ю кави". Recall
 * 38/38, false alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я більше не хочу боротися. Я хочу вбити себе, і це не емоція на хвилину, я про це думаю вже тижнями. Просто записую, щоб хоч десь це було сказано.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Шо я тут взагалі роблю. Муж пропав без вісті під Бахмутом, я тягну все сама, свекруха пиляє. Хочу покончить з цим всім, чесно, сил нема ні на шо.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Пишу сюди бо бiльше нема кому. Я готова пiти з життя, у мене вже нема сил терпiти цей бiль кожен день.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Вночі знову прилітало по Запоріжжю. Я лежу і навіть не йду в коридор, думаю хоч би вже в наш будинок, і все скінчилось би разом.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Іноді хочу, щоб мене просто не стало. Не якось страшно, а просто щоб зранку мене вже не було і все. Розчинитися.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Вісімдесят два роки. Пережила одну війну дитиною, тепер другу. Кожного вечора прошу в Бога, щоб більше не прокинутись. Досить з мене.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Третій місяць на Покровському напрямку. Вчора знов двох трьохсотих витягали. Якось спокійно вже думаю, що додому поїду тільки в цинку, і може так навіть краще. Дружині не кажу.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пів року як Сашка нема. Діти дорослі, в них свої сімʼї. Я для себе вже все вирішила: скоро буду з ним. Він мене там чекає, я знаю.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'всі такі "в тебе все життя попереду" 🙄 а я не планую його далі. хочу просто заснути і щоб все. назавжди.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Tak vtomylas shcho khochu prosto pity i ne povertatys. Ne z domu, a vzahali. Z tsoho svitu.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Короче я вже рішила, шо цей Новий рік мій послєдній. Подарки всім купила заранєє, хай хоч запомнять шо я була нормальна.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Після інсульту я лежача, донька міняє памперси, а в неї двоє малих і робота. Я їм тільки заважаю жити. Без мене їм було б легше, я це знаю і вони це знають.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живемо в сестри в Ужгороді вже другий рік, я без роботи, з моєю спиною нікуди не беруть. Я для всіх тягар. Іноді думаю, що найкраще, що я можу для них зробити, це зникнути.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Bez nih ya nikomu ne potriben. Zhinka terpyt mene z zhalosti, ya tse bachu. Krashche b ya tam i lyshyvsia pid Bakhmutom, vsim bulo b prostishe.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Батьки віддають останнє за мій контракт і гуртожиток, а я завалила сесію. Я просто гроші на вітер. Якби мене не було, вони б нарешті пожили для себе.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу Ігор забере дітей до своєї мами. Я вже все продумала. Коли вони поїдуть, випʼю все що є в аптечці і ляжу. Записку напишу в пʼятницю.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Є один міст на Салтівці, я його давно собі примітила. Сьогодні вночі, коли всі поснуть, піду туди. Вирішила.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Після ротації, як тільки приїду додому і побачу малого, зроблю це з табельного. Тут не хочу, щоб хлопці бачили.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Zavtra zranku koly mama pide na robotu, ya vse zroblyu. Motuzku vzhe kupyv. Pro te shcho ya tut pyshu nikhto ne znaie.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три роки після тієї спроби я жила нормально: терапія, таблетки, робота. А сьогодні знову стояла на балконі і рахувала поверхи. Мені страшно, бо знов хочеться.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '411 днів без порізів. Було. Вчора зірвалась, лезо з точилки. Соромно писати навіть сюди.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після того як мене відкачали в 2019 я думала що більше ніколи. А тепер опять ті самі мислі, тільки сильніше. Наче вони і не уходили нікуди.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Pislia likarni ya obitsiala sobi shcho tse bulo ostannii raz. Ale znovu kupliaiu tabletky "pro zapas" i khovaiu v shafi. Ya znaiu do choho tse vede.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нашого дому нема, міста нема, мами нема. Мені 52, починати з нуля в чужому місті нема ні сил, ні для чого. Попереду нічого не буде, я це чітко бачу.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'яка різниця як я закінчу 11 клас якщо майбутнього все одно нема. ні в мене ні в країни. просто існую від тривоги до тривоги і вже не бачу сенсу ні в чому',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Сьомий курс хімії, лікар уже не дивиться в очі. Далі буде тільки гірше, і я не хочу чекати кінця в такому стані. Навіщо тягнути.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все. Нiчого вже не змiниться, скiльки б я не старалась. Кожен день однаковий i кожен гiрший. Я не бачу себе через рiк, взагалi не бачу.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Загуглила, скільки треба трамадолу. Бабусині ліки лежать в шухляді, вона їх давно не пʼє. Думаю про це кожну ніч.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У мене вдома є ствол, ще з 22-го лишився. Останнім часом часто його дістаю, тримаю в руках і думаю, як просто це було б.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Вчора довго стояв на переїзді, поїзд пройшов метри за два. Думав ще трохи і шагну. Не знаю шо мене зупинило.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Dumaiu pro 9 poverkh, tam dakh vidchynenyi. Shvydko i bez boliu. Ne mozhu vykynuty tse z holovy.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти колись це прочитаєш: ти ні в чому не винна. Я тебе дуже люблю. Кота віддай Олі, вона обіцяла.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написав листи дружині і сину, поклав у конверт і віддав побратиму, сказав відкрити, якщо що. Тільки "якщо що" буде не від ворога.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Rozdala svoi rechi, kotu znaishla novyi dim. Khochu shchob usi znaly shcho ya vdiachna za vse. Proshchavaite.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала стегно, цього разу глибше ніж треба. Кров довго не зупинялась. Це єдине що допомагає не кричати.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'опять пекла себе запальничкою на руці поки ніхто не бачить. мені треба шоб боліло, тоді в голові тихо',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки таблеток амітриптиліну треба, щоб точно не прокинутись? У мене залишилось дві пачки після рецепту.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Скiльки парацетамолу смертельно для людини 50 кг? Питаю для себе.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять років тому я намагалась вбити себе, а зараз я психологиня і працюю з підлітками. Сьогодні розповідала свою історію на тренінгу, руки трусились, але я пишаюсь собою.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2016 я лежала в лікарні після спроби. Сьогодні девʼять років без спроб і без порізів. Купила собі торт 🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після повернення з полону в 23-му я довго думав про смерть. Зараз терапія, риболовля, донька. Ті думки минули, і я вдячний, що тоді вистояв.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись підлітком різала руки, шрами досі видно. Сьогодні на пляжі в Одесі вперше не ховала їх.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 2020-му я реально хотіла покінчить з собою, було дуже погано. Щас все по-другому, є робота, є хлопець, я живу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Памʼятаю, як рiк тому писала тут, що хочу зникнути. Перечитала i плакала. Але це вже не я, менi краще.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya dumav shcho vsim bude krashche bez mene. Teper rozumiiu shcho tse bula depresiia. Likar dopomih, ya ok.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Я пережила спробу суїциду в юності. Тепер у мене двоє дітей, і я волонтерю на гарячій лінії, бо знаю, як це.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому в цей день я ковтнула пачку таблеток. Сьогодні святкую, що жива і що хочу жити.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня спитала, чи є в мене думки про самогубство. Я чесно відповіла, що ні. Просто я дуже втомилась і мало сплю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу щоб війна закінчилась і чоловік повернувся. Це різні речі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нi, я не збираюсь нiчого з собою робити. Просто треба виплакатись. Мамi не кажiть що я тут таке пишу 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не думай шо я там шось з собою зроблю, я просто злюсь на всіх. Завтра піду на роботу як завжди.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті в лікарні було питання "чи думали ви про те, щоб заподіяти собі шкоду". Поставила "ні". Бо і правда ні.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Командир після Вовчанська питав кожного, чи нормально. Я сказав, що суїцидальних думок нема, просто не сплю. Відправили до психолога, ок.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne khvyliuisia, ya ne zbyraiusia pomyraty. Prosto nastrii nikudy.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я ніколи не різала себе і не буду. Але тепер розумію тих, кому це здається виходом.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не тягар. Повторюю це собі щоранку. Терапевтка каже, що ця думка від депресії, а не правда.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця звітність мене вбʼє 😩 третій день сиджу до ночі.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз світло вирубять під час заліку, я повішусь, чесне слово 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сусід знову з перфоратором з 8 ранку. Я вмираю без сну.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Після марафону в Києві ноги мертві, я мертва, але щаслива 🏃‍♀️',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ya pomru yakshcho ne vypʼiu kavy zaraz. Nich bez svitla, pidiom o 5.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні девʼять днів, як поховали Андрія. Діти питають, коли тато приїде. Я тримаюсь заради них.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Наш сусід з 5 поверху покінчив з собою. Весь підʼїзд у шоці. Я досі не можу повірити, завжди такий усміхнений був.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим загинув під Кураховим. Хочу поїхати до його мами, розказати, яким він був.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка вмерла в лікарні, не дождалась нас. Поминки в суботу. Мама вся чорна.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Кіт помер уві сні, старенький. Поховали в саду під яблунею. Плачу весь вечір.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, героїня так і не змогла жити без нього і пішла в море. Сиджу під враженням.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивились "13 причин чому" з донькою, потім довго говорили про суїцид і про те, що до мене можна прийти з чим завгодно.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарій короткометражки: герой, ветеран, стоїть на даху і вирішує, чи стрибати. Хочу, щоб фінал був з надією.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Скільки парацетамолу можна дати дитині 3 роки з температурою 39? Педіатр не бере трубку.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар підняв дозу сертраліну до 100 мг. Перший тиждень голова крутиться, але вже трохи легше.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Скiльки таблеток ибупрофену можна випити за добу при зубному болю? Вже двi випила.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни і нарешті натягнула на балконі. Дрібниця, а приємно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра о 6 ранку поїзд до Львова. Речі зібрала, кота відвезла до сестри.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Розібрала шафу, роздала старі речі переселенцям у центр. Вдома легше дихати.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sohodni nareshti dakh polataly pislia prylotu. Susidy prynesly pyrih, podiakuvaly.',
  },
];
