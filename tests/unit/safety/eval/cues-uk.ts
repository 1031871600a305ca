import type { EvalNote } from './types';

/**
 * Ukrainian notes written for the cue layer (concepts that make a class together) the way people
 * write a diary at night in wartime: surzhyk, Latin transliteration ("ne mozhu bilshe"), missing
 * і/ї/є, a siren, a shift, a husband at the front, short and long. Every one was first run against
 * the detector as written, then used for tuning: at first run 20 of 47 crisis notes flagged
 * (42.6%), 0 of 31 everyday twins flagged (0.0%). Everyday twins (figurative speech, war deaths and
 * grief, fiction, medicine, a crisis long over, everyday plans, negation) sit beside the crisis
 * notes they resemble.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Сьогодні вперше чесно собі зізналась: я хочу вмерти. Не виспатись, не відпочити, а саме щоб мене не було.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ne mozhu bilshe, khochu pokinchyty z tsym zhyttiam, vse',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Думаю про самогубство вже не як про щось страшне, а як про звичайний варіант. Це лякає найбільше.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'мене тягне до смерті як магнітом. вже навіть не опираюсь',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я вирішила, що з мене досить. Не хочу більше жодного ранку, хочу все обірвати сама, поки ще маю сили.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Якби завтра просто не настало, я б не засмутилася. Чесно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'lyahty spaty i ne prokynutys — os i vse moie bazhannia',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'мені байдуже чи переживу цю зиму. навіть трохи хочеться щоб ні',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Коли завила тривога, я вже не пішла в коридор. Лежала і думала: хай би вже прилетіло сюди, і все 🖤',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Не хочеться існувати. Просто не хочеться, без жодної причини, день за днем.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро я піду туди, де нічого не болить. Так буде правильно для всіх.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочу заснути і щоб мене більше не було. ніколи. без ранку',
  },
  { crisis: true, class: 'euphemism', text: 'Мабуть, пора вже йти з цього світу. Я своє відбула.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ще трохи, і я нарешті відпочину по-справжньому. Вічно і без тривог.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'В аптечці лежить ціла упаковка маминого феназепаму. Я знаю, що цього вистачить.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У чоловіка в шафі пістолет, ще з фронту привіз. Ловлю себе на тому, що думаю про нього щовечора.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Ходила на залізничний міст і довго дивилась униз на колії. Потяги там ходять часто.',
  },
  { crisis: true, class: 'method', text: 'zberihaiu pihulky v shkarpettsi, vzhe sorok shtuk' },
  {
    crisis: true,
    class: 'method',
    text: 'Купила мотузку. Продавчині сказала, що для білизни. Ні для якої не білизни.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Субота. Діти поїдуть до бабусі, і я зроблю це. Вже все вирішено.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Коли чоловік піде на нічну зміну в п'ятницю, я буду сама. Таблетки вже відклала.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Обрала дату, 14-те. Після того як отримаю зарплату і закрию борги, щоб нікому нічого не винна.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'zavtra vrantsi, poky vsi na roboti. lyst napysala, tabletky v shukhliadi',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти колись прочитаєш це — ти ні в чому не винна. Я тебе дуже любила.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Віддала кота сусідці, сказала що надовго їду. Нікуди я не поїду.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала кожному по листу. Склала в конверти, підписала імена. Залишу на столі на кухні.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Це останнє, що я тут напишу. Дякую цьому щоденнику, він був єдиний, хто мене слухав.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Мама через мене не спить, вся пенсія йде на мої ліки. Їм без мене було б вільніше.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я тільки тягну всіх униз. Краще б мене взагалі не було в їхньому житті.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Чоловік на фронті, а я тут сиджу і тільки ною, з мене ніякої користі. Всім було б простіше, якби я зникла.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'я ж тільки проблеми всім створюю. зникну — і всі нарешті видихнуть',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову витягла лезо з точилки. Стегно тепер усе в червоних смужках.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'порізала руку сильніше ніж зазвичай. кров довго не зупинялась, заклеїла пластирем і лягла',
  },
  { crisis: true, class: 'selfHarm', text: "Гасила цигарку об зап'ястя. В голові стало тихіше." },
  { crisis: true, class: 'selfHarm', text: 'buv zryv, poryzy na rukakh znovu, ne mozhu zupynytys' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не буде як раніше. Дому немає, роботи немає, надії теж. Навіщо все це тягнути.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Я не бачу себе через рік. Там, де мало бути майбутнє, просто порожнеча.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Війна забрала все. Я не розумію, заради чого мені далі прокидатися.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'не бачу жодного просвіту. кожен день гірший за попередній і так буде завжди',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба випити амітриптиліну, щоб вже не прокинутися? Гуглю пів ночі.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Чи смертельно буде, якщо випити все снодійне разом з горілкою?',
  },
  { crisis: true, class: 'dose', text: 'skilky tabletok paratsetamolu treba shchob napevno' },
  { crisis: true, class: 'dose', text: 'Яка доза інсуліну зупинить серце в людини без діабету?' },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Думала, що все це в минулому. Але ті думки знову приходять щоночі, як перед першою спробою.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Рік тому мене відкачали. І ось я знову стою біля вікна і рахую поверхи.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після реанімації клялася собі, що більше ніколи. Сьогодні знову перерахувала таблетки.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'знову хочеться зникнути, як два роки тому, коли я наковталась пігулок',
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Цей квартальний звіт мене вб'є. Сиджу до другої ночі, а ще три таблиці.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ледь не вмерла від сорому, коли в ліфті забула прізвище начальниці.',
  },
  { crisis: false, guard: 'figurative', text: 'Я б зараз убила за нормальну каву.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ці сусіди з перфоратором зведуть мене в могилу, третій тиждень свердлять.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Тренування сьогодні — це смерть. Ноги не мої, сходами спускалась боком.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні сорок днів як загинув Андрій під Бахмутом. Я досі набираю його номер.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Хоронили побратима чоловіка. Його мама стояла біля труни і не плакала, просто дивилась.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся пішла тихо, уві сні. Я рада, що вона не мучилася.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Після прильоту в сусідній будинок загинуло шестеро людей. Діти теж.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Я досі не можу повірити, що тата більше немає. Хочу ще хоч раз з ним поговорити.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня вирішує піти з життя. Потім довго сиділа в тиші.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивились серіал про підлітка, який наковтався таблеток. Треба поговорити з донькою про таке.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання: мій персонаж стоїть на даху і вирішує, стрибати чи ні.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У пісні співають "я не хочу жити без тебе" — заїла в голові на весь день.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Скільки парацетамолу можна дати дитині вагою 15 кг? Температура 39.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар виписав снодійне, пити по пів таблетки перед сном. Подивимось, чи допоможе.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Яка максимальна доза ібупрофену на добу? Зуб болить нестерпно.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Купила мамі таблетки від тиску на три місяці, цілу упаковку.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Коли мені було сімнадцять, я хотіла померти. Зараз мені тридцять, у мене донька, і я вдячна собі тодішній, що вистояла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "П'ять років тому я різала руки. Шрами побіліли, і я вже їх не соромлюсь.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись давно я писала прощальні листи. Знайшла їх сьогодні на антресолі і спалила. Я жива і хочу жити.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після спроби у 2017 я пройшла довгу терапію. Тепер я сама психологиня і допомагаю іншим.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра вночі їдемо потягом до Львова. Треба купити води і зарядити павербанк.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Весь вечір розкладала таблетки для бабусі в органайзер на тиждень.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Призначили дату весілля — 14 вересня! Все готово, лишилось забрати сукню.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Роздала старі речі переселенцям, шафа нарешті дихає.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Нарешті я вільна, останній іспит здала! Прощавай, універе.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня спитала, чи є в мене думки про самогубство. Чесно сказала, що ні, просто виснаження.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мені погано, але я не хочу вмирати. Я хочу, щоб закінчилась війна.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи не зроблю собі боляче, навіть коли дуже важко. Я обіцяла сестрі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не збираюся нікуди йти. Я потрібна своїм дітям, а вони мені.',
  },
];
