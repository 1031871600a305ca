import type { EvalNote } from './types';

/**
 * Ukrainian notes written blind, from general knowledge of how people write, before reading the
 * lexicon: long entries with the crisis in the middle of a wartime day, very short notes, surzhyk,
 * Latin transliteration, missing і/ї/є, emoji. First run before any tuning: recall 19/25, false
 * alarms 0/15. Misses then were a siren shrugged off ("хай накриє"), a height searched for, a rope
 * and a beam, two dated plans, and a paracetamol overdose in "пігулок".
 * Then used for tuning, by broader forms rather than these sentences (25/25 and 0/15 after).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Зранку возила малого в садок, потім черга в ЦНАПі, потім світло вимкнули на чотири години. Ввечері сиділа на кухні при ліхтарику і зрозуміла, що більше не хочу жити. Не драма, просто факт. Завтра знову садок.',
  },
  { crisis: true, class: 'intent', text: 'ya ne hochu zhyty. vzagali. nichogo ne hochu' },
  {
    crisis: true,
    class: 'intent',
    text: 'Все, я серйозно думаю вбити себе. Не знаю ще як, але думаю про це щодня.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Під час тривоги вже навіть не встаю з ліжка. Хай накриє, може так і краще буде 😶',
  },
  { crisis: true, class: 'passive', text: 'шкода що я взагалi прокинулась сьогоднi' },
  // euphemism
  { crisis: true, class: 'euphemism', text: 'Скоро я піду туди, де тихо. Остаточно.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Думаю, мені час іти назовсім. Без повернення. Просто ще не знаю коли.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Весь вечір гуглила, яка висота потрібна, щоб напевно. Дев'ятий поверх має вистачити.",
  },
  { crisis: true, class: 'method', text: 'У батька в гаражі є мотузка. Я вже знаю, на яку балку.' },
  {
    crisis: true,
    class: 'method',
    text: 'zibrala vsi mamyni tabletky v odnu korobochku i shovala pid lizhko. na vsyakyi vypadok',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'План такий: в суботу всі поїдуть на дачу, я скажу що хвора. Тоді і зроблю це.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дата є — 14 число. Після зарплати, віддам борг Олі, щоб нікому нічого не бути винною, і все.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти це читаєш, то мене вже нема. Ти ні в чому не винна. Кота віддай Ірі.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала листи всім, хто мені дорогий. Лежать у шухляді, підписані. Лишилось тільки вибрати день.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я тільки тягар для всіх. Чоловік на фронті ще й за мене переживає. Без мене їм усім було б легше',
  },
  { crisis: true, class: 'burden', text: 'всим буде краще коли мене не стане, чесно' },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала руку. Тепер вище, щоб під рукавом не видно було. На роботі ніхто не помітив.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'prypikala sebe zapalnychkoyu, znov. tilky tak vidpuskaye',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Сьогодні била себе кулаками по ногах, поки не з'явились синці. Стало тихіше в голові.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Війна, мама хвора, роботи нема. Сенсу немає ні в чому, і не буде.',
  },
  { crisis: true, class: 'hopelessness', text: 'не бачу жодного виходу. взагалі жодного 🙃' },
  // dose
  { crisis: true, class: 'dose', text: 'Випила всю пачку снодійного, що було. Пишу поки ще можу.' },
  {
    crisis: true,
    class: 'dose',
    text: 'Ковтнула десь 30 пігулок парацетамолу годину тому. Нудить. Нікому не кажу.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Пів року трималась, а сьогодні знову взяла лезо. Все спочатку.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думки про самогубство знову повернулися. Думала, що все позаду, а вони тут як тут.',
  },

  // figurative
  { crisis: false, guard: 'figurative', text: 'Ця черга в ЦНАПі мене добʼє 😂 третю годину стою' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'мене вбиває цей дедлайн, хочу зникнути на тиждень кудись на море',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сміялась до смерті з відео, де кіт стрибає на пилосос.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Сусід з третього під'їзду загинув під Покровськом. Весь двір виносив квіти, я плакала біля машини.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла вночі, спокійно, уві сні. Тепер треба оформлювати документи і дзвонити родичам.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня наприкінці кидається з мосту. Досі під враженням, не можу взятись за іншу книжку.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Серіал сьогодні важкий: головний герой написав прощальний лист і зник. Завтра дивимось далі.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар змінив дозу сертраліну, тепер 100 мг. Пити зранку після їжі.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Зашили порізану долоню в травмпункті, розбила банку з огірками. Три шви.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Три роки тому я хотіла покінчити з собою. Зараз у мене терапія, робота і собака, і я вдячна, що тоді вижила.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'колись у підлітковому віці різала руки, сьогодні побачила шрами і просто погладила їх. це вже не я',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'План на суботу: прибрати балкон, купити павербанк, забрати посилку з Нової пошти.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Випила дві таблетки від голови і лягла спати о дев'ятій, бо завтра зміна з шостої.",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Ні, я не хочу вмирати. Я хочу, щоб закінчилась війна і щоб мене хтось обійняв.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'psykholohynia spytala chy ye dumky pro samohubstvo. chesno skazala shcho nema, prosto duzhe vtomylas',
  },
];
