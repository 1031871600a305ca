import type { EvalNote } from './types';

/**
 * Ukrainian notes of a second generalisation check, written after the first round of
 * tuning: the detector's first run on them is recorded in the safety report; they were then used
 * for tuning too.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'passive',
    text: 'Чесно, якби в мене знайшли рак, я б відчула полегшення.',
  },
  { crisis: true, class: 'passive', text: 'лягла спати і молилась, щоб ранок не настав. настав.' },
  { crisis: true, class: 'intent', text: 'тепер я думаю лише про те, як перестати жити' },
  { crisis: true, class: 'intent', text: "Я це зроблю. Я вб'ю себе, лишилось тільки обрати день." },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро буду з татом. Він помер навесні, і я готова піти туди, де він.',
  },
  { crisis: true, class: 'euphemism', text: 'мабуть, пора виходити з цього життя' },
  { crisis: true, class: 'method', text: 'Набрала ванну і годину сиділа поруч із лезом.' },
  {
    crisis: true,
    class: 'method',
    text: 'Спеціально їжджу повз естакаду, сповільнююсь, міряю висоту в голові.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'мисливська рушниця тата в шафі, а ключ у шухляді на кухні. сьогодні двічі перевірила.',
  },
  { crisis: true, class: 'plan', text: 'Субота. Діти будуть у бабусі. Тоді.' },
  { crisis: true, class: 'plan', text: 'Я шукала, які пігулки діють найшвидше. У мене є список.' },
  {
    crisis: true,
    class: 'plan',
    text: 'Я призначила дату. 3 березня. Встигну закінчити звіт, щоб нікому не довелось.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Якщо ти це читаєш, вибач. Погодуй Бісквіта і не давай мамі читати мій щоденник.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Розірвала контракт на телефон, заплатила оренду на три місяці вперед, написала Ані. Я готова.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я просто висмоктую сили з батьків. Без мене вони нарешті відпочили б.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'мій чоловік заслуговує на когось не зламаного. він був би вільний, якби я зникла назавжди.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "знову навмисно обпекла зап'ястя об плиту. тільки так шум у голові стихає.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'сьогодні знову різалась, третій раз за тиждень, бинти закінчуються',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'била кулаками стіну, доки не розбила кісточки. хотіла, щоб боліло.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'попереду нічого, крім цього. ні світла, ні майбутнього, нічого.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Чесно, не бачу, як я виберусь з цієї ями. Ніколи.',
  },
  { crisis: true, class: 'dose', text: '30 пігулок снодійного вистачить, щоб не прокинутись?' },
  { crisis: true, class: 'dose', text: 'скільки інсуліну зупинить серце? питаю для себе' },
  { crisis: true, class: 'relapse', text: 'Два роки без порізів, і сьогодні я знову взяла лезо.' },
  {
    crisis: true,
    class: 'relapse',
    text: 'Мене виписали з лікарні в червні. Голос, що каже все закінчити, повернувся.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'мені байдуже, якщо наступна ракета влучить у мене. я перестала ходити в укриття.',
  },
  { crisis: true, class: 'intent', text: 'Всього забагато. Я хочу вмерти. Це весь запис.' },
  {
    crisis: true,
    class: 'passive',
    text: 'ya b khotila prosto perestaty isnuvaty, tykho, yak vymknene svitlo',
  },
  { crisis: true, class: 'euphemism', text: 'Здається, з мене досить цього світу.' },
  { crisis: true, class: 'farewell', text: 'Прощавайте всі. Ви не винні. Я вас люблю.' },
  { crisis: true, class: 'intent', text: 'mne vse nadoelo, hochu sdohnut uzhe' },
  { crisis: true, class: 'passive', text: 'Не хочу просинатися. Взагалі. Ніколи.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Затор сьогодні був просто вбивчий, ледь не збожеволіла.',
  },
  { crisis: false, guard: 'figurative', text: 'жарти сестри мене вбивають 😂' },
  { crisis: false, guard: 'figurative', text: 'Я б померла від сорому, назвала вчительку мамою' },
  { crisis: false, guard: 'figurative', text: 'цей торт просто смерть, раджу' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сина сусідів вбили під Бахмутом. Я віднесла їм їжу.',
  },
  { crisis: false, guard: 'othersDeath', text: 'Сьогодні похорон дідуся. Я читала вірш.' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Відомий актор наклав на себе руки, всі новини про це.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У фільмі солдат кидається на гранату, щоб врятувати інших.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Читаю мемуари жінки, яка пережила спробу самогубства, вони сповнені надії.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар сказав не пити більше 8 таблеток парацетамолу на добу.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Яка безпечна доза ібупрофену для п'ятирічної дитини? У неї температура.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Десять років тому я часто шкодила собі. Сьогодні я медсестра і щаслива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2016 я була в темряві і хотіла все закінчити. Зараз я в порядку, справді.',
  },
  { crisis: false, guard: 'everyday', text: 'Набрид цей дощ, завтра сиджу вдома.' },
  { crisis: false, guard: 'everyday', text: 'Потихеньку вбиваю вазони своїм поливом лол' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Випила останню пігулку з пачки, треба купити ще вітаміни.',
  },
  { crisis: false, guard: 'everyday', text: 'Плануємо поїздку на суботу, екскурсія мостами о 10.' },
  {
    crisis: false,
    guard: 'negation',
    text: 'У мене немає думок завдати собі шкоди, мені просто дуже сумно.',
  },
  { crisis: false, guard: 'negation', text: 'Я ніколи не покину своїх дітей, хай як погано буде.' },
  { crisis: false, guard: 'everyday', text: 'Прощальний лист старій роботі: дякую, було весело!' },
];
