import type { EvalNote } from './types';

/**
 * Russian notes written for the cue layer (concepts that make a class together) the way people
 * write a diary at night in wartime: transliteration ("ne hochu prosypatsya"), a shelling, a shift
 * away, a son at the front, short and long. Every one was first run against the detector as
 * written, then used for tuning: at first run 18 of 47 crisis notes flagged (38.3%), 2 of 31
 * everyday twins flagged (6.5%). Everyday twins (figurative speech, war deaths and grief, fiction,
 * medicine, a crisis long over, everyday plans, negation) sit beside the crisis notes they
 * resemble.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Мне хочется сдохнуть. Вот прям физически хочется, чтобы всё выключилось.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Все чаще думаю о том, чтобы свести счеты. Раньше это пугало, теперь нет.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya realno hochu ubit sebya, ne znayu skolko eshe proderzhus',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Решила для себя: жить дальше я не буду. Осталось понять как.',
  },
  { crisis: true, class: 'intent', text: 'тянет шагнуть в пустоту, и с каждым днём всё сильнее' },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Во время обстрела даже не встала с кровати. Попадёт — ну и пусть, мне уже всё равно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Засыпаю и прошу, чтобы утро не наступило. Каждую ночь одно и то же.',
  },
  { crisis: true, class: 'passive', text: 'Жалею, что вообще родилась. Правда жалею.' },
  { crisis: true, class: 'passive', text: 'ya ne hochu prosypatsya bolshe. voobshe' },
  {
    crisis: true,
    class: 'passive',
    text: 'Если бы у меня нашли что-то смертельное, я бы восприняла это как подарок.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро я уйду туда, где тихо. Никто не будет орать, никаких сирен.',
  },
  { crisis: true, class: 'euphemism', text: 'Устала. Хочу на покой, насовсем.' },
  { crisis: true, class: 'euphemism', text: 'Поставлю точку. Пора. Хватит тянуть этот спектакль.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Надеюсь, там, на той стороне, не так больно. Скоро узнаю.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'В ящике у отца лежит наградной пистолет. Я знаю, где ключ.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Собрала все мамины таблетки в одну банку. Сорок с чем-то штук.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стояла на крыше девятиэтажки и считала, сколько секунд лететь вниз.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Включила газ на плите и не зажгла. Сидела на кухне минут десять, потом открыла окно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Смотрю на ремень и на дверную ручку и прикидываю, выдержит ли.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу муж уезжает на вахту. Тогда и сделаю, всё уже приготовила.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, когда дети лягут спать, и выйду на балкон. Седьмой этаж, должно хватить.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Назначила себе срок — до конца месяца. Если не станет легче, ухожу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "zavtra noch'yu. tabletki uzhe lezhat v sumke, zapiski napisala",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамуль, прости меня. Ты самая лучшая, ты ни в чем не виновата.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Пристроила кошку к подруге, отдала ей ключи от квартиры. Больше мне они не понадобятся.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Удалила все фотки из соцсетей, разослала друзьям сообщения с благодарностью. Готово.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Если вы это читаете, значит меня уже нет. Не ищите причин.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я для семьи только статья расходов и головная боль. Им станет легче, когда меня не станет.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Родители тратят на моё лечение последние деньги. Лучше бы я исчезла и не тянула их на дно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Никто не расстроится, если я пропаду. Может, даже вздохнут с облегчением.',
  },
  { crisis: true, class: 'burden', text: 'Я обуза. Для всех. И это не лечится.' },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резалась. На бедре свежие полосы, прячу под джинсами.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Не выдержала и прижгла руку зажигалкой. Так хоть что-то чувствую.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Била себя по голове, пока не закружилось. Потом долго сидела на полу.',
  },
  { crisis: true, class: 'selfHarm', text: 'sorvalas, porezy opyat, 3 mesyaca psu pod hvost' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дом разбомбили, работы нет, сын на фронте без связи. Я не вижу, ради чего держаться дальше.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Всё безнадежно. Лучше уже никогда не станет, я это знаю.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Каждое утро одно и то же: зачем вообще вставать. Впереди только пустота.',
  },
  { crisis: true, class: 'hopelessness', text: 'Нет у меня будущего. Нет и не будет.' },
  // dose
  { crisis: true, class: 'dose', text: 'Сколько таблеток феназепама нужно, чтобы не проснуться?' },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая доза амитриптилина считается смертельной для взрослого?',
  },
  { crisis: true, class: 'dose', text: 'Если запить снотворное водкой, это наверняка?' },
  { crisis: true, class: 'dose', text: 'skolko nado vkolot insulina chtoby serdce ostanovilos' },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года держалась после той попытки. Сегодня опять думаю о смерти каждую минуту.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Мысли про то, чтобы уйти, вернулись. Как тогда, перед больницей.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Опять полночи гуглила способы. Как будто и не было этих лет терапии.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'В прошлый раз меня откачали. В этот раз я сделаю всё правильно.',
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта жара меня убивает, в квартире +32 и света нет.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Чуть не умерла со смеху, когда кот залез в коробку из-под пиццы.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'С этим ремонтом хоть в петлю лезь, третий месяц без кухни.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убить готова того, кто придумал отчёты по пятницам.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я просто сгораю на этой работе. Выгорание в чистом виде.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Вчера похоронили соседа, его убило осколком у подъезда.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Годовщина гибели брата. Мама с утра уехала на кладбище.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дед умер во сне, в девяносто два. Я держала его за руку до последнего.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'После ракетного удара по Днепру погибли сорок человек. Не могу перестать смотреть на фото.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Подруга ушла из жизни в прошлом месяце. Я до сих пор злюсь на неё и на себя.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитала Анну Каренину, финал снова разбил мне сердце.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Посмотрели фильм, где главный герой прыгает с моста. Сын потом долго спрашивал почему.',
  },
  { crisis: false, guard: 'fiction', text: 'В игре мой персонаж умер уже в десятый раз, бесит.' },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Написала стих про смерть для литературного кружка, учительница похвалила.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько миллиграмм нурофена можно ребёнку в 4 года? Жар не сбивается.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач увеличил дозу антидепрессанта, теперь пью две таблетки утром.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кошка сгрызла таблетку парацетамола, это опасно? Едем к ветеринару.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Какая суточная доза мелатонина безопасна, если плохо спишь?',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять лет назад я пыталась покончить с собой. Сегодня я защитила диссертацию, и мне хочется плакать от счастья.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В подростковом возрасте я резала руки. Теперь работаю школьным психологом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я думала, что не заслуживаю жить. Как же я ошибалась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 2019-м лежала в токсикологии после передоза. Всё это давно позади, я в порядке.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра утром уезжаю к маме, собрала сумку и таблетки в дорогу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выбрала дату переезда: 1 марта. Всё решено, ищем грузчиков.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прощай, старый телефон, ты служил мне верой и правдой семь лет.',
  },
  { crisis: false, guard: 'everyday', text: 'Купила веревку для сушки белья на балкон.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сегодня ночью дежурю в больнице, потом отсыпаюсь весь день.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Мне очень плохо, но покончить с собой — нет, никогда. Я хочу увидеть, как закончится война.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Терапевт спросила, бывают ли мысли о суициде. Сказала правду: нет.',
  },
  { crisis: false, guard: 'negation', text: 'Я не собираюсь умирать, я собираюсь злиться и жить.' },
  {
    crisis: false,
    guard: 'negation',
    text: 'Таблеток не коплю, вредить себе не хочу. Просто очень устала.',
  },
];
