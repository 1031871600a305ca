import type { EvalNote } from './types';

/**
 * Ukrainian ordinary diary days, none a crisis: work, children, school and exams, shopping and
 * cooking, sirens and nights in the corridor, power cuts, displacement, a husband or son at the
 * front, other people's funerals and war grief, tiredness, sadness, anger, breakups, colds and
 * their doses, films and books, sayings ("вмираю від втоми", "убила б за каву"), moving house,
 * things given away, goodbyes at the station; surzhyk, Latin transliteration, typos and emoji.
 * Sad and heavy days are here on purpose: sad is not a crisis.
 * First run before any tuning: false alarms 2/150. Fired: a wish "щоб це все скінчилося і ми
 * повернулися додому" (read as euphemism) and "більше не можу з цим ремонтом" (hopelessness).
 * Then used for tuning by general masks (the end of it all followed by a life after it, a named
 * burden one cannot take) rather than these sentences: 0/150 after.
 */
export const notes: EvalNote[] = [
  {
    crisis: false,
    guard: 'everyday',
    text: 'Знову тривога о третій ночі. Сиділи з малим у коридорі на матраці, він заснув у мене на руках. Я ні. На роботу пішла як зомбі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Світла немає з ранку. Зарядила павербанк у кавʼярні, поки пила лате. Графіки знову змінили.',
  },
  { crisis: false, guard: 'everyday', text: 'вмираю від втоми 😩' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убила б за каву зараз. Кавоварка без світла не працює, а газ тільки в сусідів.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Малий приніс 12 з математики! Купили йому морозиво, хоч і холодно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні просто сумно. Без причини. Сиділа біля вікна і дивилась на дощ.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Чоловік подзвонив з позиції, пʼять хвилин говорили. Живий, голос втомлений. Я потім довго плакала на кухні, але стало легше.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні ховали Андрія, сусіда з третього поверху. Загинув під Покровськом. Весь двір стояв на колінах, коли везли. Не можу забути його маму.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не хочу жити з свекрухою ні дня більше. Шукаємо квартиру в оренду.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Донька здала НМТ, 178 балів з української. Я так пишаюся!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вночі прилетіло десь у сусідньому районі, вибило вікна у школі. Діти вчаться онлайн. Знову.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Застудилась. Парацетамол 500 мг тричі на день, чай з лимоном, лежу під ковдрою. Лікар сказав пити більше води.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переїзд у суботу. Коробки, скотч, пил. Кота везти в переносці, він вже підозрює.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Віддала сусідці дитячі речі, з яких малий виріс. Вона аж розплакалась, у неї двоє з Херсона.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Провела сина на вокзалі. Потяг Київ-Львів. Стояла на пероні ще хвилин десять після того, як він поїхав.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюся на начальника. Знову звіт на вчора. Скільки можна?!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Розійшлися з Олегом. Два роки. Плачу вже третій день, подруга приносить вино і пиріжки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Гуляли з собакою в парку, листя жовте, сонце. Перший спокійний день за тиждень ☀️',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Тривога, тривога, відбій, тривога. Вже не рахую. Спимо в ванній.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не можу зосередитися на роботі. Все з рук валиться. Просто поганий день.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мама дзвонила з окупації. Коротко, кодовими словами. Жива. Це головне.',
  },
  { crisis: false, guard: 'figurative', text: 'Цей звіт мене вбʼє 😂' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Подивилась "Тіні забутих предків" вдруге. Красиво і страшно.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня в кінці помирає від туберкульозу. Ревла пів вечора. Гарна книжка.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Два роки тому ми ночували в метро тижнями. Зараз згадую як сон.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні в маршрутці якась бабуся розповіла мені все своє життя. Смішно і тепло.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Їдемо до бабусі в село на вихідних. Треба купити ліки для неї і корм курям.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила таблетки від тиску мамі, аптека біля дому нарешті відкрилась.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'У малого температура 38,5. Дала нурофен дитячий 5 мл, ніч буде довга.',
  },
  { crisis: false, guard: 'everyday', text: 'Втомилась. Просто втомилась від усього. Ляжу рано.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вчора плакала в душі, щоб діти не чули. Сьогодні вже краще. Напекла сирників.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сварилась з свекрухою через дрібниці. Тепер соромно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Робота, садок, магазин, кухня, прання. Колесо. Хочу у відпустку на море.',
  },
  { crisis: false, guard: 'everyday', text: 'Хочу спати тиждень. Без будильника і тривог.' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Помер дідусь. Йому було 89. Тихо, вдома, уві сні. Сумую, але він прожив довге життя.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Снилось, що ми знову вдома в Маріуполі. Прокинулась і довго лежала, не хотіла відкривати очі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Син пише з фронту: "Мам, все ок, не хвилюйся". Як же не хвилюватись.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні дістали генератор на роботу. Нарешті можна працювати в темряві 😅',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Шкода, що не встигла на автобус. Чекала 40 хвилин на морозі.',
  },
  { crisis: false, guard: 'figurative', text: 'Ці сусіди з перфоратором мене в могилу зведуть.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Скільки можна давати нурофен дитині на добу? Подивилась в інструкції: не більше трьох разів.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Боюсь за чоловіка. Вже три дні без звʼязку. Кажуть, це нормально на виході. Намагаюсь не думати.',
  },
  { crisis: false, guard: 'everyday', text: 'Нарешті виспалась. Жодної тривоги за ніч. Дивно аж.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Малий питає, коли тато приїде. Я кажу — скоро. Сама не знаю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Зварила варення з аґрусу. Три банки. Пахне дитинством.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ходила на волонтерку, плели сітки. Пальці болять, на душі тепліше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сумую за Харковом. За нашою квартирою, за ринком, за вулицею. Тут чуже все.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Зламався холодильник. Майстер прийде в понеділок. Все, що було в морозилці, віддала сусідам.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мені сьогодні 40. Дивне відчуття. Святкували скромно, торт і чай при свічках, бо світла не було.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Pryvit shchodennyk) sogodni bulo normalno, robota, dim, kino z dochkoyu.',
  },
  { crisis: false, guard: 'everyday', text: 'vtomylas duzhe. zavtra znovu na zminu' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'sho za den, svitla nema, vody nema, internetu nema. nu hoch gaz ye 🙃',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Якась апатія. Нічого не хочеться робити. Мабуть, осінь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Кіт скинув вазон з підвіконня. Земля всюди. Сміялась до сліз.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Я так більше не можу з цим ремонтом 🤯 третій місяць без кухні',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Роздала сусідам всі свої вазони і книжки. Переїжджаємо до Львова назавжди, забрати все не вийде.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Знову обстріл. Ракети над містом, вибухи близько. Сиділи в підвалі з сусідами, ділились чаєм з термоса.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дуже страшно було цієї ночі. Руки досі трусяться. Випила валерʼянки.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Призначили антибіотик на 7 днів, амоксиклав двічі на день. Горло вже менше болить.',
  },
  { crisis: false, guard: 'everyday', text: 'Тато в лікарні, операція пройшла добре. Видихнула.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вже все одно, що там у новинах. Вимкнула звук і пішла гуляти з собакою.',
  },
  { crisis: false, guard: 'everyday', text: 'ненавиджу понеділки 🙄' },
  {
    crisis: false,
    guard: 'everyday',
    text: "Донька закохалась. Ходить по квартирі і співає. Я пам'ятаю цей стан.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ходили з подругою в кіно на новий український фільм. Зал повний. Приємно.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сміялися так, що я думала помру від сміху. Давно такого не було.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пекла хліб вперше в житті. Вийшов цеглиною, але смачною цеглиною.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні довго говорила з психологом на роботі. Корисно, треба продовжувати.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'На пошті черга на годину. Посилка від сестри з Польщі: шоколад, шкарпетки і листівка.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Прощались з братом на вокзалі, він їде на навчання в армію. Обійнялися міцно. Я не плакала, поки потяг не рушив.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Загинув однокласник мого сина. 23 роки. Похорон у суботу. Не знаю, як дивитись в очі його мамі.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Пішла на прощання з Героєм на майдан. Стали на коліно. Вічна пам'ять.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Малий боїться вибухів, спить тільки зі мною. Я йому співаю, поки не засне.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Попрощалась з колегами, останній день в офісі. Всі обіймали, подарували квіти. Шкода йти, але нова робота ближче до дому.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Чоловік у відпустці 10 днів! Просто лежимо, їмо, дивимось серіали. Щастя.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Через тиждень він повертається на фронт. Не хочу думати про це.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вже третю ніч не сплю через тривоги. Кава не допомагає.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра співбесіда. Хвилююсь жахливо. Приготувала блузку.',
  },
  { crisis: false, guard: 'everyday', text: 'Отримала роботу! Не віриться.' },
  { crisis: false, guard: 'everyday', text: 'Захворіла донька, я захворіла, кіт чхає. Лазарет.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар виписав снодійне на два тижні, пів таблетки перед сном. Сплю трохи краще.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Лягти б і не вставати до весни. Ведмеді знають, як жити.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Серіал закінчився, головного героя вбили в останній серії. Сценаристи, за що?!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Так хочеться, щоб це все скінчилося і ми повернулися додому.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Коли закінчиться війна, поїдемо в Карпати всією сімʼєю. Обіцяла малому.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Зранку була сирена, потім вибухи, потім тиша. Пішла на роботу як завжди.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Пишу, бо психолог порадила: ні, думок зробити собі щось немає. Просто дуже втомилась і сумно.',
  },
  { crisis: false, guard: 'everyday', text: 'Прибирала весь день. Дім блищить, я ледь жива 😅' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ледь не вмерла від сорому, коли на нараді забула вимкнути мікрофон.',
  },
  { crisis: false, guard: 'everyday', text: 'Сусідка принесла банку меду. Люди в нас золоті.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злюсь на весь світ. На погоду, на новини, на себе. Завтра пройде.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сварка з мамою по телефону. Вона не хоче виїжджати з прифронтового міста. Я її розумію і не розумію.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Вихідні! Плани: поспати, випрати, з'їздити на ринок, подзвонити бабусі.",
  },
  { crisis: false, guard: 'everyday', text: 'Малий пішов в перший клас. Я ревла більше за нього.' },
  { crisis: false, guard: 'everyday', text: 'Погода мерзенна. Сніг з дощем. Весь день вдома.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дописала диплом. Залишилось захистити. Боже, нарешті.',
  },
  { crisis: false, guard: 'figurative', text: 'завтра екзамен з фізики я помру 😭' },
  {
    crisis: false,
    guard: 'everyday',
    text: "Прийшла повістка братові. Мама п'є корвалол. Всі на нервах.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ще один такий дзвінок від банку, і я піду з цієї роботи. Клянусь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Знайшла старі фото з моря 2019 року. Які ми були щасливі і не знали цього.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переселенці з Бахмута оселились у квартирі навпроти. Занесла їм ковдри і каструлю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пес гавкає на кожен вибух. Заспокоювала його пів ночі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Горе. Втратили все в Олешках. Але ми живі, і це вже багато.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'сьогодні ниче так. работа норм, вечером з подругой сиділи в кафе, балакали',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Блін, розбила телефон. Екран в павутинку. Ну шо ж, буду як павук жити.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Оце так день, шо аж нема слів. Шеф наорав, в маршрутці облили кавою, а вдома світла нема.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дочка плаче, бо подружка виїхала за кордон. Обіймала її довго.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ремонт у ванній. Пил, шум, гроші летять. Але плитка гарна.',
  },
  { crisis: false, guard: 'everyday', text: 'Мені погано від новин. Вимкнула телеграм на вечір.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Гуляли містом після комендантської... ні, до комендантської 😅 Київ гарний навіть у темряві.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Чоловік повернувся з полону!!! Плачу вже годину. Він схуд на 20 кг, але живий.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Варила суп і думала, як сильно я за ними всіма сумую. За тими, хто поїхав.',
  },
  { crisis: false, guard: 'everyday', text: 'Самотньо. Вечорами найважче. Завела собі кота.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не знаю, як далі бути з роботою. Скорочення. Думаю про перекваліфікацію.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Болить зуб третій день. Пʼю ібупрофен, 400 мг, до стоматолога тільки в пʼятницю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Плетемо з донькою шарф татові на фронт. Кривий, але з любовʼю.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила в аптечку пачку парацетамолу, ношпу і бинти. На всяк випадок, бо зима.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Наш будинок пошкоджений, вибило вікна. Живемо поки у родичів. Тісно, але тепло.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні була на кладовищі в бабусі. Прибрала, посадила квіти. Посиділа, поговорила з нею.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я думала, що гірше вже не буде. Потім було гірше. А зараз якось навчилась жити з цим.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Злий на себе, що знову не пішов у спортзал. Завтра точно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Хлопці з роти прислали фото: брат усміхається. Поставила на заставку.',
  },
  { crisis: false, guard: 'everyday', text: 'Нарешті прийшли документи на ВПО. Пів року чекала.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все дратує. Голова болить. Місячні. Ну ви зрозуміли.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні я нарешті вибачилась перед Наталкою. Помирились.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сиділа в укритті в метро, читала книжку. Біля мене дівчинка малювала ракети і сонце.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Хочу зникнути на тиждень у горах без телефону. Мрія.',
  },
  { crisis: false, guard: 'figurative', text: 'Я цю кухню вбʼю колись. Знову кран тече.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ну і день. Тривога на пів дня, в школі уроки в укритті, малий голодний, я ледь жива. Але ми разом.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні рік, як загинув наш Сашко. Зібрались у його мами, згадували, сміялись і плакали.',
  },
  { crisis: false, guard: 'everyday', text: 'Просто хочу обійняти маму. Вона в Польщі, я тут.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ненавиджу цю війну. Ненавиджу росію. Хочу, щоб це закінчилось.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Здала кров для військових. Трохи паморочиться голова, але приємно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Втомилась бути сильною. Сьогодні дозволила собі полежати і нічого не робити.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Грали в монополію при свічках. Діти сміялись, я програла все 😂',
  },
  { crisis: false, guard: 'everyday', text: 'Тиск знову 150 на 95. Треба до кардіолога.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Батьки відмовились евакуюватись. Кажуть, тут наша земля. Гордість і страх одночасно.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Дуже сумний день. Поховали Рекса, нашого пса. 14 років разом.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Мамі виписали нові таблетки від серця, по одній зранку. Розписала їй на папірці, щоб не плутала.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В дитинстві я боялася темряви. Зараз боюся тільки тиші перед вибухом.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні на мосту через Дніпро був такий захід сонця, що я аж зупинилась. Стояла хвилин десять 🌅',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вночі дрон пролетів над будинком. Звук, як мопед. Лежали на підлозі.',
  },
  { crisis: false, guard: 'everyday', text: 'Грошей немає, сил немає, часу немає. Але весна є 🌷' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Подзвонила подруга, з якою не говорили 5 років. Проговорили 2 години.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не хочу сьогодні нікого бачити. Закрилась у кімнаті з книжкою.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Я злюсь на чоловіка, що він пішов добровольцем. І пишаюсь. І боюсь. Все одразу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Донька читає мені вголос "Гаррі Поттера". Найкращий вечір.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lyudy v chergi za hlibom syogodni buly duzhe dobri. Chomus` ce rozchulylo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ранок почався з тривоги о пів на шосту. Зібрала малого, рюкзак, документи, воду, пішли в коридор. Сиділи хвилин сорок, він грав у телефоні, я читала новини і злилась. Потім відбій, сніданок, садок, робота. На роботі світло дали тільки після обіду, тому все навалилось увечері. Прийшла додому о восьмій, зварила макарони, малий розповідав про якогось динозавра. Втомилась страшенно, але він сміявся, і це головне. Завтра знову все спочатку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Похорон тітки Галі. Їхали дві години автобусом до села, дорога розбита. Вона довго хворіла, останні місяці вже не вставала. На поминках згадували, як вона пекла пироги на весь куток і співала на кожному весіллі. Мама тримається, але ввечері я чула, як вона плаче. Я теж плакала. Сумно, що вона не дочекалась кінця війни, про який так мріяла. Вічна пам'ять.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Я вже не знаю, як пояснити дитині, чому ми не вдома. Він питає про своїх друзів, про двір, про гойдалку. Я кажу, що колись повернемось. Тут нормально, люди добрі, школа хороша, але все не наше. Ввечері сиділа на балконі і думала про наш дім у Херсоні, про абрикоси, про те, як пахло літо. Сумно до сліз. Але завтра треба вставати, в мене робота, у нього уроки. Живемо далі.',
  },
];
