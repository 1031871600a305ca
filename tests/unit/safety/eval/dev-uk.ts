import type { EvalNote } from './types';

/** Ukrainian development notes (with translit and no-diacritics spellings), written before tuning. */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Знову посварилися з чоловіком через гроші. Я хочу померти, чесно, мені вже все одно.',
  },
  { crisis: true, class: 'intent', text: 'хочу вбити себе. просто хочу щоб це скінчилось' },
  {
    crisis: true,
    class: 'intent',
    text: 'Весь день думаю про самогубство, навіть на роботі не можу зосередитись.',
  },
  { crisis: true, class: 'intent', text: "ya vb'yu sebe yakshcho tak bude i dali" },
  {
    crisis: true,
    class: 'intent',
    text: 'Вирішила, що покінчу з собою. Не бачу іншого способу це зупинити.',
  },
  { crisis: true, class: 'intent', text: 'Хочу здохнути. Просто здохнути і все.' },
  { crisis: true, class: 'intent', text: 'в мене суiцидальнi думки вже третiй тиждень' },
  { crisis: true, class: 'intent', text: 'hochu pomerty. sydzhu v tualeti na roboti i plachu' },
  {
    crisis: true,
    class: 'intent',
    text: 'Мабуть я таки накладу на себе руки, сил більше немає ніяких.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Щовечора молюся, щоб не прокинутися зранку. А потім будильник і знову цей день.',
  },
  { crisis: true, class: 'passive', text: 'Не хочу жити. Не хочу нічого.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Брата вбили під Бахмутом у травні, і я не хочу жити без нього.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Сирена, а я навіть не йду в коридор. Хай би вже прилетіло в мене і все.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Я б не була проти, якби мене збила машина по дорозі на роботу.',
  },
  { crisis: true, class: 'passive', text: 'krashche b ya ne narodzhuvalasia vzahali' },
  { crisis: true, class: 'passive', text: 'Втомилася жити. Просто втомилася.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Хочу, щоб мене просто не існувало. Не вмерти навіть, а щоб мене ніколи не було.',
  },
  // euphemism
  { crisis: true, class: 'euphemism', text: 'Думаю, що скоро піду з життя. Так буде чесніше.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочеться заснути назавжди, щоб нічого не відчувати 😴',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Бабуся померла восени. Я так за нею сумую, що хочу піти за нею.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу покласти всьому край. Війна, борги, тиша в квартирі, все.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мене скоро не буде, тому не важливо, що скаже лікар у понеділок.',
  },
  { crisis: true, class: 'euphemism', text: 'хочу зникнути назавжди з цього світу' },
  { crisis: true, class: 'euphemism', text: 'Хочу покинути цей світ тихо, без драми.' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Таблетки лежать у шафці у ванній, і я постійно їх перераховую в голові, скільки треба.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Довго стояла сьогодні на мосту через Дніпро. Так легко було б просто зробити крок.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Табельна зброя чоловіка лежить у сейфі, я знаю код. Весь час думаю про те, щоб приставити її до скроні.',
  },
  { crisis: true, class: 'method', text: 'купила мотузку в будівельному. не для білизни.' },
  {
    crisis: true,
    class: 'method',
    text: 'Їхала трасою і думала вилетіти на зустрічну під фуру. Ледве втрималась.',
  },
  { crisis: true, class: 'method', text: 'дуже хочеться стрибнути з балкона 9 поверху' },
  { crisis: true, class: 'method', text: 'хочу наковтатись пігулок 💊💊💊 і заснути' },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Я вирішила. Сьогодні вночі, коли діти заснуть, вип’ю всі таблетки.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'У пʼятницю. Я вже вибрала місце біля річки, де ніхто не ходить.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написала заповіт і обрала дату. Все готово, залишилось дочекатися.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Кілька тижнів збираю снодійне, вже назбирала штук шістдесят.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'zavtra vranci koly vsi pidut na robotu ya tse zroblyu. vzhe znayu yak pokinchyty z soboyu',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Це мій останній запис. Дякую тим, хто читав. Подбайте про мою кішку Мілу.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала прощальні листи мамі і сестрі, поклала в шухляду столу.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Роздала сьогодні гітару і книжки. Мені вони більше не знадобляться.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Пробачте мені за все. Я вас усіх дуже любила. Прощавайте.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Коли мене не стане, не звинувачуйте себе, ніхто не винен.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Усім буде краще без мене. Я тільки забираю в них гроші і нерви.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після поранення я лише тягар для родини. Мене годують, возять, миють.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дітям було б легше жити, якби мене не було.',
  },
  { crisis: true, class: 'burden', text: 'ya tiaghar dlia vsikh, im bulo b krashche bez mene' },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всім заважаю і всім псую життя, я зайва на цьому світі.',
  },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: 'Знову порізала руки вчора вночі, глибше ніж раніше.' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Зірвалась після 40 днів. Лезо просто лежало у ванній, і я знову різала себе.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Припікаю собі руку запальничкою, коли в голові занадто гучно. Сьогодні двічі.',
  },
  { crisis: true, class: 'selfHarm', text: 'Б’юся головою об стіну, поки не стане тихо.' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову роздряпала собі руки до крові. Знаю, що не можна, але не можу зупинитись.',
  },
  { crisis: true, class: 'selfHarm', text: 'селфхарм знову 🔪🩸 три тижні коту під хвіст' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'У мене немає майбутнього. Нічого ніколи не покращиться, я це вже знаю.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Виходу немає. Я пробувала все, терапію, таблетки, переїзд, нічого не допомагає.',
  },
  { crisis: true, class: 'hopelessness', text: 'Не бачу жодного сенсу жити далі.' },
  { crisis: true, class: 'hopelessness', text: 'nemaie sensu zhyty, kozhen den odne i te same' },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Моє життя скінчилось. Мені вже ніщо не допоможе.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба випити снодійного, щоб не прокинутися?',
  },
  { crisis: true, class: 'dose', text: 'знову гуглила смертельну дозу парацетамолу' },
  {
    crisis: true,
    class: 'dose',
    text: "skilky tabletok treba shchob pomerty? pytayu ser'yozno",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Яка летальна доза амітриптиліну для людини моєї ваги?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки пігулок антидепресантів треба, щоб напевно? Хочу, щоб спрацювало з першого разу.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тому я намагалась покінчити з собою і вижила. Тепер ці думки повернулися.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Минулого разу мене відкачали. Цього разу я все зроблю правильно.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Суїцидальні думки знову повертаються, як перед лікарнею.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після спроби мені було краще, але я знову там, де хочеться вмерти.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Рік після спроби, і вчора я знову гуглила способи.',
  },
  // long notes, no diacritics, look-alikes
  {
    crisis: true,
    class: 'passive',
    text: 'Понеділок. Їхала трамваєм на роботу, опалення досі нема, руки мерзли цілий день. Обідала з Олею, вона годину розповідала про нового хлопця. Чесно кажучи, хочу, щоб мене не стало, і ніхто б навіть не помітив. Купила хліб і молоко, нагодувала кота, заснула на дивані під серіал.',
  },
  { crisis: true, class: 'intent', text: 'я нe хoчу жuти і думаю як вбити сeбe' },
  {
    crisis: true,
    class: 'burden',
    text: 'Оренда знову прострочена, синові довелося платити. Я тягар для нього і його дружини, їм було б краще без мене.',
  },
  { crisis: true, class: 'passive', text: 'ne hochu bilshe zhyty, vse nabrydlo' },

  // figurative
  { crisis: false, guard: 'figurative', text: 'Цей іспит мене вбиває, ще три розділи.' },
  { crisis: false, guard: 'figurative', text: 'Вмираю від сміху з мемів, які скинула сестра 😂' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Смертельно втомилась після подвійної зміни, одразу спати.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ледь не померла від сорому, коли переплутала імʼя начальника.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник мене вб’є, якщо я не здам звіт, тому сиділа до ночі.',
  },
  { crisis: false, guard: 'figurative', text: 'Помираю з голоду, а до обіду ще дві години.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця спека мене просто вбиває, 38 градусів у квартирі.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Телефон помер посеред дороги, добре що знала маршрут.',
  },
  { crisis: false, guard: 'figurative', text: 'Вбила весь вечір на серіал, ні про що не шкодую.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Вбийте мене, знову понеділок і знову нарада про наради 🙃',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'У новинах сказали, що вночі під час обстрілу Харкова загинули дванадцятеро людей. Не можу перестати плакати.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Рік тому померла бабуся. Ходили з мамою на кладовище, принесли її улюблений бузок.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Мого друга Андрія вбили на фронті. Бачу його обличчя, щойно заплющую очі.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Обстріл всю ніч. Сусідка з будинку навпроти загинула, їй було лише сорок.',
  },
  { crisis: false, guard: 'othersDeath', text: 'сьогодні помер наш старий кіт 😢 вдома так тихо' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дядько наклав на себе руки у 2015-му. Сьогодні роковини, ми запалили свічку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні похорон. Дивилась, як опускають труну, і нічого не відчувала, а потім усе одразу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим тата застрелився минулого тижня. Тато ні з ким не говорить.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман. Головний герой вбиває себе наприкінці, і я ревіла як дитина.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Серіал про дівчину, яка хоче померти, важкий, але дуже добре знятий.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У грі мій персонаж помер двадцять разів на одному босі, ледь не розбила джойстик.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Слухаю пісню Океану Ельзи на повторі, там про смерть і кохання, така красива.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Читаю «Анну Кареніну» для книжкового клубу. Сцена з потягом просто вау.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивились фільм, де героїня на початку каже «я не хочу жити». Сильна гра.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання: героїня збирається стрибнути з мосту, але зустрічає незнайомця.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Скільки ібупрофену можна випити від сильного головного болю?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Яка максимальна доза парацетамолу при температурі для дорослого? У мене 39.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар подвоїв дозу сертраліну, сподіваюсь, ранки стануть легшими.',
  },
  { crisis: false, guard: 'medical', text: 'Випила дві таблетки від голови і лягла рано.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пес зʼїв пів плитки шоколаду, гуглила смертельну дозу шоколаду для собак, з ним усе добре.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Фармацевтка сказала не перевищувати 4 г парацетамолу на добу, бо печінка.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'skilky melatoninu mozhna pyty dlia snu? namahaius vidnovyty rezhym',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'П’ять років тому я хотіла померти. Терапія допомогла, і сьогодні я вдячна, що жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2019 я намагалася вбити себе. Сьогодні пробігла свій перший напівмарафон і плакала на фініші.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись у підлітковому віці я різала себе; вже три роки без цього, пишаюся собою.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Тоді я думала, що всім буде краще без мене. Як же я помилялася, я потрібна своїм дітям.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 16 років я хотіла накласти на себе руки. Тепер волонтерю на лінії підтримки, життя гарне.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись давно я мала план покінчити з життям. Я отримала допомогу і зараз у мене все добре.',
  },
  // everyday
  { crisis: false, guard: 'everyday', text: 'Хочу сьогодні лягти спати рано, дуже втомилась.' },
  { crisis: false, guard: 'everyday', text: 'Треба вбити дві години до потяга. Кава і книжка.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила в аптеці таблетки від тиску для мами, потім продукти.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Порізала палець, коли різала цибулю, кров скрізь, лол',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Міст був закритий, їхала обʼїздом. Сорок хвилин у заторі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вирішила: сьогодні ввечері нарешті розберу балкон і викину старі коробки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Попрощалася з колегами, останній день на цій роботі! Торт і сльози.',
  },
  { crisis: false, guard: 'everyday', text: 'Хочу поїхати з цього міста і жити біля моря.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Віддала старий одяг у центр для переселенців, шафа нарешті зачиняється.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила нову мотузку для гойдалки у дворі, діти в захваті.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сумний день. На роботі важко, дощ цілий день, поплакала в туалеті. Сподіваюсь, завтра буде краще.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Хочу покінчити з цим проєктом до пʼятниці і поїхати у відпустку.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мрію зникнути кудись у гори на тиждень без телефону.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні той самий вечір: перше побачення за два роки!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не хочу жити в цьому місті, тут усе нагадує про колишнього.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу помирати, я хочу жити і бачити, як росте моя донька.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'У мене немає суїцидальних думок, просто дуже втомилася.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня спитала, чи думаю я про самогубство. Я сказала, що ні, і це правда.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я ніколи не завдам собі шкоди, я пообіцяла мамі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Поганий тиждень, але я не збираюся накладати на себе руки. Мені просто треба відпочити.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Під час тривоги так боялася загинути. Я так хочу жити.',
  },
  { crisis: false, guard: 'negation', text: 'ya ne hochu pomyraty, ya duzhe hochu zhyty' },
];
