import type { EvalNote } from './types';

/**
 * Ukrainian notes of the eighth check, written blind before the lexicon was tuned on them. The
 * writers: a student in an Odesa dormitory, a car mechanic, a pensioner in a Chernihiv village with
 * plywood for windows, a soldier going out to the position, a Kherson widow whose husband a drone
 * killed at the gate, a deminer, a teenager, a woman whose children have left, an amputee veteran,
 * a pensioner whose daughter cleans hotels in Ireland, a failing student in Uzhhorod, a man after a
 * stroke, a concussed soldier, a farmer with a mined field, a man on the Pivdennyi bridge, a nurse,
 * a Bakhmut IDP, a Mariupol refugee in Prague, a man back from captivity, a mother of a missing
 * son. Surzhyk, notes typed with a Latin i for і and е for є, Latin transliteration, typos and
 * emoji. The quiet half is near misses, most of them on the past (an attempt survived five years
 * ago, a therapist's client, a 2016 diary, "2022 був найгіршим роком", a pistol after captivity,
 * old scars under a tattoo, a doctor who swallowed pills ten years ago, a roof a year ago, a
 * bereaved mother now volunteering, a mother's story from the 90s) and on denials (a screening
 * question answered no, "я не хочу вмирати, я хочу щоб закінчилась війна", "я не суїцидна", "руки
 * на себе не накладу", a school questionnaire), and on care (a child's fever dose, a metformin
 * mix-up, a dog and ibuprofen, a father's pill box).
 *
 * First run, lexicon untouched: recall 31/38 (81.6%), false alarms 5/38 (13.2%).
 * Missed: euphemism 4 ("піду слідом за" a dead husband; a deminer who will "make a mistake on
 * purpose"; "pora i meni do neyi" in transliteration beside a dead grandmother; "закривати свою
 * лавочку"), method 1 (a rope bought "for laundry" and a hook in the ceiling that "will hold"),
 * plan 1 (a level crossing and the train's time "when everyone leaves for work"), dose 1 (surzhyk
 * "скіко ... нада шоб печінка відказала").
 * False alarms: past 2 (a 2016 diary's pages about wanting to die; "думки про смерть щоночі" in "the
 * worst year of my life" 2022, now over), medical 1 (a patient's double dose, "відкачали" read as
 * an earlier attempt), figurative 1 (transliterated "khochu vmerty i narodytysia pislia ekzamenu"),
 * othersDeath 1 (a grandmother who wants to go to her late husband, read by the whole-note reader).
 *
 * After general changes to `lexicons/slavic.ts`: following the dead ("піду слідом за ним", not
 * "слідом за мамою на базар"), "пора і мені до неї" with a word more between, and "вбив дрон" as a
 * death in the note; a soldier or deminer exposed on purpose ("помилюсь навмисно", not in a test);
 * weak euphemisms that flag together ("закривати свою лавочку", "що я тут ще забула"); a hook
 * that "will hold" and the surzhyk "верьовка"; a level crossing with a time; "скіко ... шоб печінка
 * відказала". Guards: "відкачали" counted as an attempt only when it is the writer's; a diary with
 * its year makes its pages the past; "2022 був найгіршим роком" unless the sentence comes back to
 * now; "вмерти і народитися" after an exam. Recall 38/38, false alarms 1/38: the grandmother who
 * wants to go to her husband is still flagged by the whole-note reader (no concept stands; left
 * to the retraining). This is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Сиджу в гуртожитку в Одесі, сусідки на парах. Чесно напишу хоч тут: я хочу себе вбити. Не драматизую, не привертаю увагу, просто воно так є вже місяць.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Все, я рішив. Нема сенсу тягнуть, не хочу жить ні дня більше, сьогодні тіко доробити справи на СТО і все 😶',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Хата з фанерою замість вікон, до Чернігова автобус раз на тиждень. Кожен вечір лягаю і прошу Бога, щоб уже не прокинутись. А вранці знову жива, і знову те саме.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'На виходах на позицію думаю: прилетить по мені — то й добре. Лізти під кулі спеціально не буду, але й ховатися вже не хочеться, хай буде як буде.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Петра вбив дрон у березні, прямо біля хвіртки. Сусідка поїхала до доньки в Одесу, а я лишилась у Херсоні з котом. Коту вже знайшла нових хазяїв. Мені тут робити нічого, скоро й сама піду слідом за Петром.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я сапер. Кажуть, сапер помиляється раз. Останні тижні ловлю себе на думці, що помилюсь навмисно, і все скінчиться для мене тихо і чесно.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочу вимкнутися. не на годинку поспати а назовсім. щоб не було ні школи ні мами з її криками ні мене самої',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Babusia pomerla torik, vona mene odna rozumila. Ya vtomylas. Dumaiu shcho pora vzhe i meni do neyi, tudy, de tykho.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Шо я тут ще забула? Діти виросли і роз'їхались, чоловік пішов до молодшої, фірма закрилась. Пора закривати свою лавочку, поки є сили це зробити самій.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Дружина тягне дві роботи і мене на собі, після ампутації я навіть до туалету сам не дійду. Я для неї якір. Без мене вона б ще пожила нормально, молода ж.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Пенсія 2800, ліки на дві тисячі. Донька в Ірландії прибирає готелі і все шле мені. Все через мене. Хай би вже мене не було, їй би легше стало.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Батьки вiддали останнi грошi на мое навчання в Ужгородi, а я завалила сесiю. Я тiльки тягар для них. Краще б мене в них не було взагалi, iм би жилося легше.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після інсульту права рука не працює. Син у 35 років міняє мені памперси замість жити своє життя. Я йому тільки заважаю. Якби я тоді не прокинувся в реанімації, всім було б краще.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya prosto tiahar dlia vsikh. Khloptsi v pidrozdili cherez mene ryzykuiut, bo ya povilnyi pislia kontuzii. Krashche b mene vzahali ne bulo.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Привіз з позиції ф-ку. Лежить у шафі під светрами, дружина не знає. Вечорами дістаю, тримаю в руці і думаю, що це найпростіший вихід з усього.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Поле заміноване, трактор продав, кредит не віддам. В сараї стоїть гербіцид, та сама отрута що від жука. Думаю його випити, і нехай вже буде що буде.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сьогодні пів години стояв на Південному мосту і дивився вниз. Там висота така, що точно. Не стрибнув лише бо подзвонила мама. Наступного разу може не подзвонить.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Я медсестра, я знаю, скільки калію треба, щоб серце зупинилося. Останнім часом рахую це в голові для себе частіше, ніж хотілося б.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купив в хозяйственному верьовку, нормальну, крепку. Сказав продавщиці шо для білизни. Яка там білизна. Гак у стелі в коридорі витримає.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дому нема, Бахмута нема, чоловіка нема. Мені в Ужгороді всі кажуть тримайся, все буде добре. Нічого вже не буде добре. Я не бачу жодного сенсу прокидатися.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ніщо не зміниться. ніколи. я пробувала все, психолога, таблетки, спорт, молитви. виходу нема і я вже не хочу його шукати',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Третій рік у Празі. Мову не вивчила, робота на складі, син мене соромиться. Вертатися нікуди, Маріуполя нема. Жити нема для чого.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichoho ne pokrashchuietsia. Kozhen den odne i te same, tryvoha, robota, tryvoha. Ya ne bachu sebe cherez rik. I ne khochu bachyty, nema dlia choho zhyty.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Після полону я вже не той. Сплю по дві години, кричу уві сні. Лікарі кажуть, час лікує. Не лікує. Кінця цьому не буде, і сил тягнути далі в мене нема.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Два роки тримався після того, як брат зняв мене з петлі. А вчора знову прив'язав ремінь до труби в гаражі, просто перевірити. Воно повертається.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Пів року без порізів, я рахувала кожен день. Сьогодні після пар знову розібрала точилку. Руки самі. Не знаю навіщо пишу, мабуть щоб хтось знав.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після тієї передозировки в 2022 мене відкачали, я обіцяла мамі. А тепер знов ховаю таблетки по кишенях халата і рахую. Думки повернулися, гучніші ніж тоді.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Минулого разу мене витягли з води рибалки. Думала, що бiльше нiколи. Але знов ходжу до рiчки щовечора i стою на мосту довше, нiж треба.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Pislia sproby mynuloho roku ya dumala shcho vse pozadu. Ale znovu ti sami dumky, shchob use zakinchyty. Tak samo yak todi, tilky spokiinishe.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу чоловік повезе дітей до свекрухи в Полтаву. Я лишусь одна. Все вже продумала, записку написала. Тоді й зроблю.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра зранку, коли всі поїдуть на роботу, піду на переїзд за селом. Там потяг на Київ о 8:40, я вже подивилась розклад.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Оленко, якщо ти колись це прочитаєш — я тебе дуже любила. Кота забери собі. Пробач мені все. Я так більше не можу.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написав листи мамі й доньці, поклав у конверт на дно рюкзака. Роздав хлопцям свої речі, бронік віддав молодому. Більше мені нічого не знадобиться.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Proshchavaite vsi. Diakuiu za vse dobre shcho bulo. Ne shukaite mene, tak treba.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала стегно, щоб ніхто не побачив на фізрі. Так хоч на хвилину тихше в голові. Вже четвертий раз за тиждень 🩸',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Після того дзвінка про сина б'юся головою об стіну, поки не потемніє в очах. По-іншому біль не виходить. Синці ховаю під хусткою.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба амітриптиліну, щоб вже точно не прокинутись? У мене два блістери, лишилось від старого рецепту.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Скіко таблеток парацетамола нада шоб печінка відказала? Питаю не для реферату.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Сьогодні п'ять років, як я вижила після спроби. Святкували з чоловіком тортиком. Тоді здавалося, що виходу нема, а він був, просто я його не бачила.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Переглядала картку клієнта: три роки тому він прийшов до мене після спроби повіситися. Сьогодні приніс показати фото новонародженої доньки. Оце і є моя робота.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій щоденник 2016 року. Сторінки про те, як я хочу померти. Мені тоді було 14. Зараз 24, і я хочу обійняти ту дівчинку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2022 був найгіршим роком мого життя: Бородянка, втрата дому, думки про смерть щоночі. Зараз ми в новій квартирі в Білій Церкві, і я вперше планую відпустку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після повернення з полону у 2023 я тримав пістолет біля скроні. Тепер працюю в центрі реабілітації і кажу хлопцям, що це минає. Минає, якщо говорити.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись я різав руки, шрами остались. Тепер набив поверх них тату з соняшниками, бо це вже не про мене.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Desiat rokiv tomu ya vypyla pachku tabletok. Sohodni ya likar i cherhuiu v pryimalnomu viddilenni. Zhyttia dyvne.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому я стояла на краю даху в Дніпрі. Сьогодні на тому ж даху ми з подругами пили каву на світанку і сміялися. Я рада, що лишилась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пiсля смертi сина я пiв року не хотiла жити. Психiатр, група пiдтримки, церква. Зараз волонтерю i тримаюсь. Тих думок бiльше нема.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама розповіла, як у 90-х, коли батько пив, вона хотіла отруїтися. Добре, що не зробила, бо не було б мене.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня спитала, чи бувають думки про самогубство. Я чесно сказала, що ні. Я виснажена, але жити хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я хочу щоб закінчилась війна і я нарешті виспалась. Це різні речі, мамо.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не суїцидна, просто втомилась. Три тижні без вихідних у лікарні в Чернігові.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Хлопці в бригаді питали, чи я норм після Вовчанська. Сказав, що руки на себе не накладу, не переживайте, в мене донька.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ni, ya ne dumaiu pro samohubstvo. Prosto sumno shcho ne mozhu poikhaty dodomu v Kherson.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'в анкеті шкільного психолога було питання чи думав ти завдати собі шкоди. поставив ні. бо реально ні, просто бісить хімія',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи цього з собою не зроблю, бо знаю, що таке ховати рідну людину. Просто сумно сьогодні.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Та нє, я не збираюсь нічого з собою робити, шо ти. Просто виговорилась і все.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ні, я не думаю про смерть. Я думаю, де взяти грошей на генератор до зими.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Малому 3 роки, температура 39.5. Скільки можна нурофєну за добу, щоб не було передозування? Педіатр не бере трубку.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні привезли бабусю, яка переплутала і випила подвійну дозу метформіну. Відкачали, все добре. Треба онукам розказати про таблетницю.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Собака з'їла пів пачки ібупрофену зі столу! Везли в клініку о 2 ночі. Ветеринар сказав, що встигли. Тепер усі ліки в шафі на замку.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Кардіолог змінив дозу бісопрололу. Спитала, що буде, якщо випадково вип'ю дві таблетки. Сказав нічого страшного, але краще не треба.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Тато після інсульту. Розкладаю йому ліки в таблетницю на тиждень, бо сам він може випити все за раз, плутає дні.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Ця звітність мене вб'є. Три акти, два рахунки і податкова. Піду повішусь на шнурку від ноута 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я вмерла від сорому, коли на співбесіді у Варшаві плутала польські слова. Але мене взяли!',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекруха знову приїхала на місяць. Хоч з мосту стрибай 🙄',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Tsia sesiia mene dobyie. Khochu vmerty i narodytysia pislia ekzamenu z matanu 😅',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Сьогодні поховали Андрія, побратима. Підрив на міні під Куп'янськом. Його мама весь час питала, чи він мучився. Я збрехав, що ні.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся щовечора каже, що хоче вже до діда. Їй 94, вона втомилась. Я сиджу з нею і тримаю за руку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Однокласниця моєї доньки вистрибнула з вікна. Дев'ятий клас. Вся школа в шоці, я не знаю, як говорити з дитиною про це.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Чоловік сусідки наклав на себе руки після повернення з фронту. Вона тепер сама з трьома. Занесла їй борщу і посиділа.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Сад Гетсиманський». Той момент, де він у камері думає про смерть, мене розірвав.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Дивились з донькою серіал, де героїня п'є отруту, щоб не видати своїх. Донька плакала, я теж.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання на конкурс: героїня-снайперка, яка після війни хоче піти з життя. Не знаю, як закінчити, щоб було чесно.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Набрала таблеток у дорогу: від тиску, від шлунку, від голови. Їду автобусом Ужгород — Прага, 14 годин.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни на балкон і нову сокиру на дрова. Зима буде холодна.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні останній день на роботі в Полтаві. Попрощалась з колегами, роздала свої вазони. Переїжджаємо до Львова.',
  },
];
