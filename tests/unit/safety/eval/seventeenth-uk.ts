import type { EvalNote } from './types';

/**
 * Ukrainian notes of the seventeenth check, written blind before any change to the lexicon. The
 * writers: a Kharkiv nurse sitting in her car after a shift, a woman whose man fell near Kupiansk, a
 * volunteer driver without body armour, a retired Chernihiv teacher who will "put her own full stop",
 * a girl who would "log out of life's account", a soldier who wants to "surrender, not into
 * captivity", a woman on dialysis who won't "renew the contract", a son who will "register next to
 * mum" at Berkovets cemetery, a grandmother with her burial headscarf ready, a stroke patient cared
 * for by his daughter, a student paid for from occupied territory, a mother in Mykolaiv, a pensioner
 * on a camp bed in her son's kitchen in Vinnytsia, a concussed soldier, a woman on chemotherapy, the
 * Tysa at Khust, a transformer station, herbicide in a shed, a lorry on the Poltava-Kyiv road, a
 * ninth-floor roof, a Kherson IDP in Ivano-Frankivsk, hoarded sleeping pills, amitriptyline with wine,
 * relapses two years after a rope and after an attempt in 2023. Surzhyk ("шо", "тіко", "жизнь",
 * "смисла"), і typed as Latin i, Latin transliteration, emoji. Weight on euphemism (8), burden (8)
 * and method (5). The quiet half: the past (an attempt five years on in a Poltava café, a therapist's
 * Kherson client, a 2015 diary, a veteran after Robotyne, a Chernihiv cellar in 2022, old cutting
 * under a tattoo, ten years without attempts, a son taken off a roof, a kept farewell letter, 2019
 * "when I wanted to hang myself", sweets for the ICU), denials (a psychologist's and a combat medic's
 * screening, an IDP centre's form, "I'm not depressed, just angry I was fired", a sketchbook), care
 * (paracetamol at a pharmacy, a dog and chocolate, morphine in palliative care, a toddler and
 * grandma's pills, a double insulin dose), jokes, deaths of others, a novel, a scene, a series, a
 * train, giving things away, a washing line.
 *
 * First run, on main at 8447bb5, lexicon untouched: recall 30/38 (78.9%), false alarms 4/38 (10.5%).
 * Missed: euphemism 3 (a teacher's "final full stop"; a soldier who will "surrender completely" by
 * his own hand; not "renewing the contract" after Christmas), burden 2 (children better off with
 * grandma "without me", "almost decided"; a mother-in-law who "eats their bread" and must "free up
 * the place, for real"), method 2 (steering under an oncoming lorry; sitting on the edge of a
 * high-rise roof, Latin transliteration), relapse 1 (two years after a rope, standing in the garage
 * looking at the same beam).
 * False alarms: past 1 (cutting "long ago, at school", Latin transliteration, read as selfHarm and
 * relapse), negation 1 ("I will never take my own life, I have a daughter", whole-note reader),
 * medical 1 (a pharmacist explaining paracetamol overdose to a customer, read as dose),
 * othersDeath 1 (a pet put to sleep by the vet, Latin transliteration, whole-note reader).
 * First run on main after the sixteenth round (its fixes and a retrained whole-note reader): recall
 * 29/38, false alarms 3/38. Newly missed: method 1 (an electrician with the key to a transformer
 * station, "one second and that's it", caught before only by the whole-note reader); the negation
 * false alarm gone.
 * After general changes to `lexicons/slavic.ts`: the steering wheel turned under a lorry whatever
 * verb (or none) says it, not a crash told; "ніхто б навіть не подумав, що я сам" in the past and
 * conditional; "їм буде краще ... Без мене." split over a sentence edge; eating the family's bread
 * or sitting on their necks (weak burden) and making room for them for good (weak euphemism);
 * surrendering or laying down arms for good (weak euphemism); an earlier attempt named by its means
 * ("після того разу з мотузкою") and looking again at the same beam; climbing onto a roof, told in
 * the past, with its door code known (means and preparation); scars under a tattoo as healed, and
 * the Ukrainian locative "печінці" as care. Recall 35/38, false alarms 1/38; this is now a
 * development set.
 * Left: the teacher's "пора поставити свою. Остаточну." (the full stop only implied), the dialysis
 * "contract" not renewed and the transformer station's "одна секунда і все": each would need a
 * pattern for its one sentence. The pet put to sleep is the whole-note reader's alone.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я медсестра в Харкові, я знаю, що такі думки треба казати вголос. Тому пишу хоч сюди: я хочу накласти на себе руки. Після зміни сиділа в машині годину і не могла завести мотор.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Задовбало все. Я хочу себе вбити, i це не пiдлiтковi понти, мамо, якщо ти колись це прочитаєш. Просто не можу вже так.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Щоранку прокидаюсь і розчаровуюсь, що знов прокинулась. Лягаю з надією, що вже ні. Так третій місяць після того, як Сашка не стало під Куп'янськом.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Їжджу з гуманітаркою на Харківщину без бронежилета. Хлопці сваряться. А мені якось все одно, якщо щось прилетить, то й добре, повертатися мені не дуже й треба.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок років у школі вчила дітей ставити крапку в кінці речення. Тепер і мені пора поставити свою. Остаточну. Чернігів, порожня квартира, діти за кордоном.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочу вийти з акаунту життя і видалити себе без відновлення. всі паролі скинула подрузі. не пишіть мені більше',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Третій рік на війні. Я не здамся в полон. Я хочу здатися зовсім, розумієш? Скласти зброю перед усім цим назавжди. Сам, своєю рукою.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'короче я вже всьо, закриваю цю лавочку. хватить. ніхто й не помітить шо мене нема',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Вже й хустку собі приготувала, і туфлі, і гроші на поминки в шафі. Довго Бога чекати не буду, поможу собі сама, поки ноги ходять.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Dumayu, shcho pora vzhe zakinchyty tsiu istoriiu. Moiu. Ostatochno. Bez prodovzhennia i bez druhoho sezonu.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Домовилась сама з собою: після Різдва цей контракт я більше не продовжую. Досить з мене діалізу, лікарень і жалю в очах.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мамо, я скоро пропишусь поруч з тобою, на Берковцях. Сам туди себе відправлю, не буду чекати старості.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Після інсульту я як камінь на шиї в дочки. Вона кинула роботу, міняє мені підгузки, а їй тридцять два. Краще б мене не було, і я знаю, як це виправити.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Батьки з окупації передають останні гроші мені на оренду у Львові, а я навіть на пари ходити не можу. Я для них дірка в бюджеті. Без мене їм стало б легше, серйозно думаю про це.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Діти заслуговують на нормальну маму, а не на оце, що лежить цілими днями. Їм буде краще з бабусею в Миколаєві. Без мене. Я вже майже вирішила.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'всім буде тіко легше якшо мене не стане, я тіко проблеми всім роблю. батя так і сказав',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живу в сина в однокімнатній у Вінниці, сплю на кухні на розкладачці. Невістка мовчить, але я бачу. Обʼїдаю їх. Треба мені звільнити їм місце, по-справжньому.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після контузії я для побратимів тягар, а для сімʼї чужий. Дружина плаче в ванній щоб я не чув. Без мене вони б видихнули. Думаю про це щодня.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya prosto zaimaiu mistse. Vony bez mene vpravliaiutsia krashche, i ya zroblyu tak, shchob bilshe nikomu ne zavazhaty.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Чоловік продав машину мені на хімію, тепер хоче брати кредит. Не дам. Краще я піду сама, ніж потягну їх усіх на дно за собою.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Тиса зараз висока і каламутна. Стою на мосту в Хусті вже пів години, дивлюсь на воду. Нікому не сказав, куди пішов.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'маю ключ від трансформаторної, я ж електрик. знаю як там все влаштовано, одна секунда і все. не можу перестати про це думати',
  },
  {
    crisis: true,
    class: 'method',
    text: 'В сараї стоїть каністра з гербіцидом для поля. Сьогодні вже двічі відкручував кришку. Другий раз довше тримав у руках.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сьогодні на трасі Полтава-Київ весь час думав, як просто трохи кермо вліво під зустрічну фуру. Ніхто б навіть не подумав, що я сам.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Zalizla na dakh nashoi devyatypoverkhivky, kod vid dverei znaiu. Sydzhu na krayu, nohy vnyz. Vitrovo.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Дочекаюсь, поки мама поїде до сестри в Житомир на вихідні. З пʼятниці квартира буде пуста. Все вже продумала, навіть лист написала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Зарплату дадуть в четвер. Заплачу за комуналку наперед на рік, щоб мамі не морочитись, а в пʼятницю піду в посадку за селом, там нікого не буває.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Сину, якщо ти це читаєш, пробач тата. Я тебе дуже любив. Ключі від гаража в шухляді, там всі документи і гроші. Бережи маму.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Diakuiu vsim, khto buv poruch ci roky. Vy naikrashchi. Ne shukaite mene i ne serdtes. Proshchavaite 🤍',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала стегно, щоб вийти з цього оціпеніння. Цього разу глибше, пластир не тримає, кров через джинси.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'бʼю себе кулаком по голові поки не попустить. вчора спеціально розбив брову об стіну в туалеті в гуртожитку, сказав шо впав',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дому нема, роботи нема, чоловіка нема. Ми з Херсона, тепер у Франківську в гуртожитку. Я не бачу, навіщо мені завтра. Нема сенсу ні в чому і не буде.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichoho vzhe ne zminytsia. Ya probuvala vse: likiv, psykholoha, pereizd. Ne bachu vykhodu i ne khochu yoho bilshe shukaty.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'вже нiчого не чекаю вiд життя. все шо було хорошого закiнчилось в 22-ому. далi тiльки гiрше i я не вижу смисла продовжувати',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Назбирала за три місяці снодійного, що виписує невролог. Пачки лежать у коробці з-під взуття під ліжком. Рахую їх щовечора, вже має вистачити.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'vypyla pivpachky amitryptylinu z vynom. trokhy pamorochytsia i nudyt. ne znaiu nashcho pyshu siudy',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тримався після того разу з мотузкою. Психотерапевт казав, що я молодець. А сьогодні знову стою в гаражі і дивлюсь на ту саму балку.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після спроби в двадцять третьому я була впевнена, що це позаду. Але думки знов повернулись, і гучніше, ніж тоді. Вчора знову шукала в інтернеті, як.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Рівно пʼять років тому я ковтнула всі мамині таблетки. Сьогодні відсвяткувала з друзями в кавʼярні в Полтаві. Я жива і я рада, що жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Клієнтка з Херсона сьогодні завершила терапію. Коли вона прийшла два роки тому, щодня думала про самогубство. Зараз керує волонтерським складом. Такі дні тримають мене в професії.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій щоденник з 2015. Там на кожній сторінці «хочу вмерти» і «ніхто мене не любить». Мені було 14. Зараз трохи смішно і дуже шкода ту дівчинку, обійняла б її.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2023 після Роботиного я місяць сидів з автоматом на колінах і думав, чи не закінчити все. Потім був реабцентр, група ветеранів у Дніпрі. Сьогодні везу сина на рибалку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'найгірший рік мого життя був 2022, коли ми сиділи в підвалі в Чернігові і я хотіла вмерти щоб не чути вибухів. зараз ми в Ужгороді, я вчусь, і вже давно так не думаю',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya rizala ruky, ale tse bulo davno, shche v shkoli. Teper tilky shramy i tatu poverkh nykh, sonyashnyky.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Десять років без спроб. Сьогодні психіатриня сказала, що можна потроху зменшувати дозу. Плакала від радості в маршрутці.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому син стояв на даху гуртожитку, його зняли рятувальники. Сьогодні він закрив сесію на відмінно і подзвонив першим. Дякую Богу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я писала прощальний лист. Він досі лежить у коробці на антресолі, не викидаю: нагадування, як далеко я відійшла від того краю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'тоді в 19-ому я реально хотів повіситись, був на дні. щас сміюсь з того шо так переживав через якусь дєвку. жизнь наладилась, жена, малий',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Три роки тому в цей день мене відкачали в лікарні Мечникова. Сьогодні поїхала туди з цукерками для реанімації. Медсестра мене впізнала.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'На прийомі психологиня спитала, чи бувають думки про самогубство. Я чесно сказала: ні, такого нема, просто постійно тривожно через чоловіка на фронті.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу просто виспатися хоч одну ніч без тривоги і без шахедів над Одесою.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne perezhyvaite, ya ne zbyraiusia nichoho z soboiu robyty. Prosto vtomylasia i vymknula telefon na den.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'мама знайшла мій скетчбук з чорними малюнками і подумала шо я хочу себе різати. ні, це просто стиль, я малюю персонажів для гри',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Бойовий медик питав в кожного з нас, чи є думки нашкодити собі. Сказав, що ні. Злий, втомлений, але жити хочу, ще й як.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи не накладу на себе руки, в мене донька. Навіть у найчорніші дні це знаю точно. Просто сьогодні важко.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті в центрі для ВПО було питання «Чи думали ви про суїцид за останні 2 тижні?». Поставила «ні». Думала тільки про житло і роботу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'не, я не в депресii i не збираюсь вмирать, я просто злий шо мене звільнили пiсля 8 рокiв',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні в аптеці бабуся хотіла взяти три пачки парацетамолу «про запас». Пояснила їй, що передозування бʼє по печінці, продала одну.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пес зʼїв пів плитки чорного шоколаду. Ветеринар сказав, що для його ваги це небезпечна доза, викликали блювоту. Тепер спить біля мене.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пацієнт у паліативі просив збільшити морфін, бо боляче. Лікар перерахував дозу, щоб не було пригнічення дихання. Нарешті заснув.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий витягнув із сумки бабусині таблетки від тиску. Поки їхала швидка, я мало не збожеволіла. Виявилось, не ковтнув жодної.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Переплутала ручки і вколола довгий інсулін замість короткого, подвійну дозу. Всю ніч міряла цукор, їла печиво. Ендокринологиня сказала, що все ок.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз побачу цей звіт у понеділок, я застрелюсь 😂 бухгалтерія це пекло',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця спека мене вбиває, +38 у Запоріжжі, а кондиціонер не вмикаю, бо знову відключення.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сесія мене поховала, живою закопала. Але ще два екзамени і свобода 🥲',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Донька сказала, що вмре від сорому, якщо я прийду на випускний у вишиванці. Прийду 😄',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні похорон Андрія з нашої роти. Мати стояла біля труни і не плакала. Я не знаю, що їй сказати.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусід з пʼятого поверху покінчив з собою минулого тижня. Весь підʼїзд досі мовчить. Записала мамі номер лінії підтримки, вона з ним дружила.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла уві сні, тихо, в 94. Ми всі були в неї напередодні. Світла памʼять.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Dysovoho kota pryishlosia pryspaty. Likar skazav, shcho tak bude krashche dlia noho. Plachu ves vechir.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Інтернат» Жадана. Там смерть на кожній сторінці, а я не могла відірватися до третьої ночі.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сцену, де героїня стоїть на краю мосту і вирішує, чи стрибати. Редакторка каже, що треба більше тілесних деталей.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У серіалі вбили головного героя в останній серії, я в шоці і злюся на сценаристів.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Йду спати, завтра о 6 потяг до Львова. Все запакувала, ключі віддала сусідці, кота везу з собою.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Роздала речі після переїзду: дитячий одяг, книжки, стару мікрохвильовку. Відчуваю легкість.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни і нову драбину, бо на балконі все обвалилось. Чоловік обіцяв повісити в суботу.',
  },
];
