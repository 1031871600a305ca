import type { EvalNote } from './types';

/**
 * Ukrainian notes of the ninth check, written blind before the lexicon was tuned on them. The
 * writers: a Kherson pensioner whose neighbours have all left, a soldier after Bakhmut, a teenager,
 * a Chernihiv widow, a Poltava IDP, an amputee veteran and his young wife, a mother with cancer in
 * Zakarpattia, a refugee living with her sister in Poland, a man back from captivity, a nurse with
 * the key to the drug safe, a man on a Mykolaiv bridge, a mother whose son is missing, a student.
 * Surzhyk, notes typed with a Latin i for і and e for є, Latin transliteration, typos and emoji.
 * The quiet half is near misses, most of them on the past (an attempt survived a year ago, a
 * therapist's praise, a ninth-grade diary, a pistol after captivity, 2022 under occupation, five
 * years without cutting, a rescue from a bridge at 17, a 2015 divorce) and on denials (a
 * psychiatrist's question answered no, "я не суїцидніца", a hospital questionnaire, children as the
 * reason, scratches from a cat), and on care (a cat and a pill, a grandfather's paracetamol, a
 * child's cough syrup, a patient hoarding pills, a mother with dementia).
 *
 * First run, lexicon untouched: recall 33/38 (86.8%), false alarms 5/38 (13.2%).
 * Missed: euphemism 1 (a grave plot paid for beside a dead husband that "will not stand empty
 * long"), method 1 (standing on a bridge looking at the water, "just what I need", the phone left
 * on the railing), relapse 1 (transliterated: taken down from a noose last year, the same feeling
 * now, "nobody will make it in time this time"), plan 1 (tomorrow, full speed into a bridge pillar
 * "so it looks like a crash"), farewell 1 (giving one's things away, "the last page of this diary").
 * False alarms: past 2 (a ninth-grade diary that says "я хочу вмерти" on every page; cutting in
 * "2022, the worst year of my life", scars long white now), medical 2 (explaining the paracetamol
 * limit and overdose to a grandfather; hiding a mother's pills in a safe and giving them one by
 * one), everyday 1 (sleeping pills bought for nights of explosions, half a tablet as prescribed).
 *
 * After general changes to `lexicons/slavic.ts`: belongings left on a railing or a bridge as a
 * means (either word order); a crash at full speed into a pillar or a tree, and "so it looks like
 * an accident", as a method; taken down from a noose or pulled from the water as an earlier attempt,
 * and after one "the same feeling again" or "this time nobody will make it in time" as a relapse;
 * a grave plot beside the dead that "will not stand empty long" as a euphemism beside a death; a
 * diary's last page, thanks to the diary and goodbyes said as farewell; guards for a diary from a
 * school year, "2022 — the worst year" with a dash for a verb, healed or faded scars, an overdose
 * warned against as care, sleeping pills bought for insomnia, pills locked in a safe and handed out
 * one by one. Recall 38/38, false alarms 0/38; all Ukrainian development sets 458/458, 0/541.
 * Notes and labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сусіди всі повиїжджали, по Корабелу лупить щодня. Я своє вже віджила, пора й честь знати. Скоріше б до мого Миколи, тридцять два роки разом прожили, а тепер сама як палець.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Після Бахмута в голові якась тиша. Психологу не скажу, тому пишу сюди: з наступної ротації я не повернусь. Не тому що вб'ють, а тому що я сам так вирішив.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'vse, ya vyrishyla. pidu tudy zvidky ne povertayutsia, i nikomu ne treba bude zi mnoyu vozytysia. navit strashno ne ye',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Похоронка прийшла в березні, а я досі ставлю дві чашки. Місце на кладовищі поруч із Сашком я вже оплатила, і довго воно порожнім не стоятиме.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Короче я вирішила шо гейм овер. Хватить, нажилась. Сил нема ні на шо, скоро мене тут не буде і всьо',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Оля годує мене з ложки, а їй 34. Я їй зламав життя, коли повернувся без ніг. Їй без мене буде легше, я ж бачу, як вона плаче на кухні. Треба її звільнити від себе.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Діти позичають гроші на мою хімію, син продав машину. Я для них камінь на шиї. Краще б я вже їх не мучила своєю хворобою, нехай би жили.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mama plache cherez mene kozhen vechir. ya tilky vse psuyu v tsiy simyi. bez mene yim bulo b prostishe, chesno, ya tse vzhe davno zrozumila',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Сестра прихистила мене у Вроцлаві, а я тільки заважаю: сиджу в неї на шиї, не працюю, ночами плачу. Всім було б краще, якби мене взагалі не було.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я тіки висмоктую з усіх гроші і нерви. Обуза, а не чоловік і не батько. Вони заслуговують пожити нарешті без мене.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'В гаражі лишилась батькова рушниця. Вчора її почистив і зарядив, довго сидів з нею на колінах. Руки тряслись, але я знаю, що зроблю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сиджу на даху девятиповерхівки, ноги звісила вниз. Тут так тихо, навіть сирени не чути. Ще трохи посиджу і все.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Я медсестра, я точно знаю що і скільки вколоти, щоб заснути і вже не прокинутись. Ключ від сейфа з препаратами ця зміна в мене.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'vzhe kupyv motuzku, lezhyt v rukzaku pid lizhkom. nikomu ne kazhu. dyvlius na neyi i meni spokiyno',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на мосту через Інгул, дивлюсь на воду. Вона темна і холодна, якраз те що треба. Телефон залишу тут на перилах.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Ні війна не закінчиться, ні я не стану іншою. Не бачу сенсу прокидатися кожного ранку, навіщо це все.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Вісім місяців полону, потім обмін, а вдома всі вже живуть без мене. Навіщо я виживав. Жодного майбутнього для себе не бачу, одна порожнеча.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Всьо, мені вже пофіг на все. Ніякого виходу нема, тіко темрява з усіх боків. Я втомилась боротись і більше не хочу 😶',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Zhyttia ne maie niiakoho sensu. Kozhen den odne i te same, bil i strakh. Dlia choho ya vzahali shche tut',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Півроку безвісти. Я вже не вiрю, що вiн повернеться, i не вiрю, що менi є заради чого жити далi.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки я трималась після тієї спроби. А сьогодні знову стою біля аптеки і рахую, чи вистачить грошей на снодійне.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думав, після реабілітації в Ірпені ці думки пішли. А вони повернулись, ще гірші. Знову хочеться стрельнути собі в голову.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Півтора року без лез. Вчора зірвалась і порізала руку, а сьогодні хочеться знов і глибше.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Mynuloho roku mene vytiahly z petli. Teper znovu te same vidchuttia, i ya ne vpevnena shcho tsioho razu khtos vstyhne.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Лікар зменшив дозу антидепресантів, і за місяць все повернулось: ті самі думки про вікно, що й тоді у 2022-му. Знову стою і дивлюсь вниз.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я вбю себе. Пишу це і мені не страшно. Я не можу жити з тим, що бачив під Ізюмом.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya reshyla pokinchyty z usym, dosyt. Tse ne emotsii, ya dumaiu pro tse vzhe misiats.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Кожного вечора лягаю і прошу, щоб уже не прокинутись. А вранці злюсь, що знову прокинулась.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'На тривогу вже навіть не встаю з ліжка. Прилетить так прилетить, хоч відпочину нарешті від усього.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра поїду трасою на Київ і на повній в опору мосту, щоб виглядало як аварія. Страховка буде дружині.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Коли малий поїде в табір у суботу, я це зроблю. Таблетки вже в шухляді під білизною.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти це читаєш, пробач мені. Ти ні в чому не винна, я тебе дуже люблю. Ключі під килимком, а Мурчика забере Даша.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала листи всім: сестрі, подрузі, навіть колишньому. Віддала борги, документи поклала на видне місце. Тепер на душі спокійно.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Роздала свої речі дівчатам з класу, сказала що просто прибираюсь. Це остання сторінка цього щоденника, дякую що слухав.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Як тільки батьки засинають, я розбираю точилку. Порізи тепер на стегнах, щоб ніхто не бачив.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Бюсь головою об стіну, поки в голові не стане тихо. Сьогодні аж до крові, лоб розбитий.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки пігулок парацетамолу треба, щоб печінка відмовила? Питаю не для реферату.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skilky treba vypyty zopiklonu shchob zasnuty i ne prokynutys? u mene yikh dvi pachky',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому в цей день мене відкачали після таблеток. Сьогодні ми з донькою пекли торт, і мені добре. Я дуже вдячна, що тоді вижила.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психотерапевтка сказала, що я пройшла величезний шлях: від думок про самогубство у 2021-му до того, що тепер сама веду групу підтримки.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Перечитала свій щоденник з дев'ятого класу. Там на кожній сторінці що я хочу вмерти. Смішно і сумно, якою я тоді була маленькою й загубленою.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після полону був час, коли я годинами тримав пістолет у руці і думав. Це було три роки тому. Зараз у мене пасіка під Полтавою і онук.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2022 рік — найгірший у моєму житті: окупація, підвал, я різала руки, щоб хоч щось відчути. Зараз я в Полтаві, вчуся, шрами давно побіліли.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні пять років без селфхарму 🎉 Лезо, яке я колись ховала в пеналі, давно викинула.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya dumala shcho vsim bude krashche bez mene. Teper rozumiiu shcho tse bula depresiia, a ne pravda. Likuvannia dopomohlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 17 мене знімали з мосту. Мені зараз тридцять, і я чергую на лінії довіри, бо знаю, як це.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама згадувала, як я у 2015-му після розлучення не хотіла жити. Я вже майже забула той час, і добре, що все минуло.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Тоді, в окупованому Херсоні, я щоночі молилася, щоб нас накрило і все закінчилось. Зараз ми в Ужгороді, діти ходять до школи, а я знову вмію радіти.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр спитав, чи є думки про самогубство. Я чесно сказала, що ні, просто не сплю і все дратує.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не подумайте, я нічого з собою робити не збираюся. Просто дуже втомилась від цієї роботи і від начальника.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я не суїцидніца, просто хочу шоб мене всі на тиждень залишили в спокої)',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne khochu pomyraty. Ya khochu zhyty normalno, bez syren, bez strakhu i bez cherh za vodoiu.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті в госпіталі питали: «Чи думали ви про те, щоб заподіяти собі шкоду?» Поставив «ні». Бо це правда.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи б не наклала на себе руки, в мене двоє дітей, вони моє все. Але сил фізично дуже мало.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Чоловік боїться, що я щось собі зроблю, бо я постійно плачу. Пояснила йому: я не хочу вмирати, я хочу додому в Маріуполь, якого вже нема.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Думок про смерть немає, дякувати Богу. Є злість і втома, і болить спина.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ni, ya ne rizhu sebe, tse kit podriapav 😅 vsim spokiino.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Кіт зїв мою таблетку від тиску, поки я відвернулась. Загуглила, яка доза для котів небезпечна, і бігом до ветеринара.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пояснювала дідусеві, що не можна пити більше чотирьох грамів парацетамолу на добу, бо буде передозування і печінка не витримає.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий випив пів пляшки сиропу від кашлю, поки я була в душі. Дзвонила в токсикологію, сказали, що доза не небезпечна.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пацієнт у нашому відділенні збирав таблетки під подушкою, знайшли на обході. Перевели його на рідкі форми. Довга зміна.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Мама з деменцією двічі за ранок випила ліки від тиску. Тепер ховаю всі таблетки в сейф і видаю по одній.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз побачу цей квартальний звіт, я просто повішусь 😂 бухгалтерія це пекло.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця сесія мене вбє, чесно. Три екзамени за два дні, а світла нема.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ми на концерті Океану Ельзи, і я вмираю від щастя!!!',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я мертва після зміни в шпиталі, ноги не тримають. Завтра знову.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні ховали побратима, загинув під Покровськом. Хочу, щоб його смерть не була даремною.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусідка з пятого поверху наклала на себе руки. Весь підїзд у шоці, а я думаю, чи могла я щось помітити.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дід помер уві сні, тихо. Бабуся каже, що теж скоро піде за ним, але вона так каже вже десять років і сміється.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Прочитала про хлопця, що стрибнув з мосту в Києві. Мені дуже боляче за його маму.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивились «Анну Кареніну», героїня кидається під потяг, і я проплакала весь вечір.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання на конкурс: головний герой, ветеран, вирішує вбити себе, але його рятує пес. Важко писати такі сцени.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'У грі мій персонаж помирає вже втретє на цьому босі 😤',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила снодійне в аптеці, бо третю ніч не сплю через вибухи. Лікар сказав пити по пів таблетки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Натягнули нову мотузку для білизни на балконі, нарешті є де сушити.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра їду на міст фотографувати світанок над Дніпром, беру штатив.',
  },
];
