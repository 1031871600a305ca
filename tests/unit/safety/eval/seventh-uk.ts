import type { EvalNote } from './types';

/**
 * Ukrainian notes of the seventh check, written blind before the lexicon was tuned on them. The
 * writers: a man out of work in Dnipro, a bullied fifteen-year-old, a woman in chronic back pain, a
 * soldier whose first platoon stayed at Bakhmut, a widow waiting for her daughter from Wrocław, a
 * veteran with a pistol in his drawer, a man on a bridge over the Dnipro, a bedridden mother fed by
 * her son, a veteran without legs, an old IDP in a Lviv dormitory, a Mariupol widow, a student, a
 * man home from Avdiivka. Surzhyk, notes typed without і/ї/є (и for і), Latin transliteration,
 * typos and emoji. The quiet half is near misses: recovery stories (scars and a psychologist's job,
 * Debaltseve in 2015 and a son, a diary from 2019, a year on the roof), answers of "no" to a
 * screening question and a questionnaire, "я не збираюсь себе вбивати" to a frightened mother,
 * "ця курсова мене вбʼє", a neighbour's suicide, a fallen comrade, a screenplay, a game, dose
 * questions for a child, a grandmother and after surgery, farewell letters on leaving a job, a
 * washing line, a move to Lviv.
 *
 * First run, lexicon untouched: recall 33/38 (86.8%), false alarms 4/38 (10.5%).
 * Missed: euphemism 3 ("довго тут не затримаюсь" after a husband's funeral with "все вирішила";
 * "вимкнути себе, як світло"; "pora meni na toi bik" in transliteration), method 1 (standing on a
 * bridge, "думаю стрибнути"), burden 1 (an old IDP whose medicines cost half her daughter's pay,
 * "нащо я їм така, відпустив би вже Господь").
 * False alarms: past 1 (a diary of 2019 where "я хочу зникнути" was on every page, read now),
 * negation 1 (a questionnaire item "чи думаю я, що краще б мене не було" answered "ніколи"),
 * medical 1 (a grandmother's third sleeping pill and "не передозувати", tomorrow at the pharmacy,
 * read as a dose and a plan), everyday 1 (farewell letters on a last day at work).
 *
 * After general changes to `lexicons/slavic.ts`: "на той бік / на ту сторону" as a place one is due
 * or wishes to go (no street, river or front named); "довго тут не затримаюсь" beside a funeral,
 * and "на цьому світі довго не затримаюсь" anywhere, in either word order; switching oneself off
 * ("вимкнути себе"), not from the news; standing on a bridge or an edge and, a sentence or two
 * later, the wish to jump; "нащо я їм така" as a burden and "відпустив би вже Господь" as a prayer
 * to be let go. Guards: an old diary "за 2019" and its next sentence ("там …"); "щоб не
 * передозувати", "скільки можна"; farewell letters on leaving a job. A screening question answered
 * "ніколи" is masked with the rest of the screening work (screening/uk.ts). Recall 38/38, false
 * alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Третій місяць без роботи в Дніпрі, борги, дружина поїхала з дітьми до своєї мами. Сьогодні прям чітко зрозумів, що хочу себе порішити. Навіть якось спокійно від цієї думки стало.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'мені 15 і я реально хочу здохнути. в школі цькують, вдома всім пофіг. якби не кіт то вже б щось з собою зробила 😶',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya vtomylas zhyty. Khochu pokinchyty z usim tsym, i tse ne emotsii, ya tse vzhe dva tyzhni obdumuiu.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ліки від болю вже не беруть, спина як розпечений дріт. Мені не хочеться більше жити, от просто не хочеться, і я не знаю, кому це сказати.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Шо б там не було, я вже не хочу просипатися. Кожне утро як наказаніє, встаю тіко шоб собаку вигулять.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Иноди думаю, що було б краще якби мене просто не стало. Не щоб я щось зробила, а щоб само якось. Втомилась бути.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Всі мої з першого складу вже там, під Бахмутом лишились. Я тут зайвий. Скоро я до них приєднаюсь, сам, не чекаючи поки мене накриє.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Після Сашкових похорон минуло пів року. Я вже все вирішила, довго тут не затримаюсь. Головне, щоб донька встигла приїхати з Вроцлава.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочеться вимкнути себе, як світло. Клац, і тиша. Без генератора, без нічого.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я скоро пиду, мам. Ти не плач тильки. Так для всих буде краще, ти сама побачиш.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pora meni vzhe na toi bik, tut meni nema choho robyty. Vse rozdam i pidu.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Втомилась я від цього всього, хочу піти назавжди і щоб ніхто не шукав. В гуртожитку навіть не помітять, що мене нема.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Після повернення з фронту не сплю. Пістолет лежить в шухляді, я його дістаю щовечора і тримаю біля скроні. Поки що кладу назад.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на мосту через Дніпро вже хвилин двадцять. Вода темна і холодна. Думаю стрибнути.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Найшов в гаражі вірьовку, примірявся до балки. Крєпко тримає. Не знаю нащо я це пишу.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Назбирала таблеток, маминих, вид тиску и вид серця. Думаю выпыты их все разом и лягты спаты.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Dyvlius z 9 poverkhu vnyz i dumaiu shcho tse shvydko. Nikhto ne vstyhne zupynyty.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купила лезо. Не для брів. Сиджу у ванній і думаю, як глибоко різати вздовж вени, щоб вже остаточно.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Все продумав. В суботу, коли мати поїде до тітки в Полтаву, я зроблю це в гаражі. Записку вже написав.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дату вибрала — перше число. Квартплату заплачу, кота віддам Олі, і все. Таблетки вже є.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Якщо хтось це читатиме після мене: вибачте. Мамо, я тебе дуже любив, ти ні в чому не винна. Пароль від ноута на звороті фото.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Rozdala vsi svoi rechi podruzhkam, napysala lysty. Proshchavaite vsi, ne shukaite mene.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я прикута до ліжка, син годує мене з ложки і не спить ночами. Я йому тільки заважаю жити. Краще б мене не було, він би нарешті вдихнув.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Без ніг я для дружини тягар, вона на двох роботах і ще мене тягає. Їй буде легше, коли мене не стане.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живемо вчотирьох у кімнаті для переселенців у Львові. Я стара, хвора, на мої ліки йде половина доньчиної зарплати. Нащо я їм така, відпустив би вже Господь.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для всіх обуза. Без мене їм тіко лучче буде, чесно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для симьи тильки проблема. Всим було б простише без мене, я це бачу по их очах.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову порізала стегно, там де ніхто не бачить. Це єдине, що хоч трохи попускає після новин з фронту.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'znovu porizalasia vchora, kroviu zalyla prostyradlo 🩸 mama ne pobachyla.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дому немає, роботи немає, чоловіка немає. Нічого вже не зміниться на краще, я не бачу жодного сенсу далі борсатись.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нащо вчитись, нащо щось планувати, якщо майбутнього в мене нема. Все одно все закінчиться погано. Я здалась.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Після того що бачив під Авдіївкою, в мене всередині пусто. Нема заради чого жити. Ніщо не тримає.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Всьо, я вижата, ніякого просвіту. Нема смисла ні в чому, ні в роботі ні в дітях. Жити нема для чого.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichoho vzhe ne bude dobre. Ya ne bachu vykhodu, tilky temriava i vse.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба випити амітриптиліну, щоб точно не прокинутись? Маю дві пачки.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'скока таблеток феназепаму нада шоб наверняка? не для сна спрашиваю',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тому мене відкачали після таблеток. Я думала, що це в минулому. А сьогодні знову рахувала пігулки і думала, чи вистачить.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після спроби в 2021 я довго лікувався, був в нормі. Але останній місяць ті думки повернулися, і сильніше ніж тоді.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять років тому я різала руки, шрами досі видно. Зараз я психологиня і працюю з підлітками, і вчора вперше розповіла групі свою історію. Було страшно, але добре.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 2015 після Дебальцевого я хотів застрелитись. Пройшов реабілітацію, зараз тренер у школі, маю сина. Сьогодні він сказав що пишається мною.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись в юності ковтнула пачку таблеток, відкачали. Щас мені 40, та дурість давно позаду, живу нормально, город, внуки.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys davno ya dumala pro samohubstvo shchodnia. Teper tse ne tak, terapiia i liky dopomohly, i ya tse zapysuiu shchob ne zabuty.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому в цей день я стояла на даху. Сьогодні я святкую рік, як я жива і лікуюсь. Купила собі торт 🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Писля смерти чоловика я пивроку не хотила жити. Зараз вже легше, ходжу до групы пидтримкы, дякую сестри.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитала свій щоденник за 2019. Там кожна сторінка про те, як я хочу зникнути. Дивно бачити це тепер, коли я щаслива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психотерапевт спитав, як я змінився за рік. Рік тому я думав лише про те, як покінчити з цим. Тепер думаю про те, як добудувати хату.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня в центрі для ВПО спитала, чи бувають у мене думки про самогубство. Я чесно сказала, що ні, просто я дуже втомилась і сумую за домом.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, не подумайте. Я хочу, щоб закінчилась війна і щоб я могла виспатись хоч одну ніч.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Шо я, дурна, шоб з собою шось робить? Ні, у мене діти. Просто поплакала і легше.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Заповнювала анкету в лікаря, там питання, чи думаю я що краще б мене не було. Поставила «ніколи». Правда ніколи.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne perezhyvai, ya ne zbyraiusia nichoho z soboiu robyty. Prosto pohanyi den, zavtra bude krashche.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не думаю про смерть, просто вигорила на роботи в ликарни. Треба видпустка и море.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Друг на позиції питав, чи не тягне мене на дурниці після загибелі Макса. Кажу: ні, брате, я ще повоюю і ще погуляю на твоєму весіллі.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мама так налякалась, коли побачила мій пост про депресію. Мамо, я не збираюсь себе вбивати! Я просто пишу про свій досвід у блозі.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця курсова мене вбʼє 😅 третя ніч без сну, кава вже не бере.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник знову поставив звіт на пʼятницю ввечері. Я його колись вбʼю, чесне слово.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я вмираю як хочу шаурму, а в нас світла нема і все закрито 😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Після тренування ноги відвалюються, хочеться лягти і не вставати до понеділка 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекруха приїжджає на тиждень. Можна я просто зникну на цей час? 🙃',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні 40 днів по татові. Вся родина зібралась, плакали і сміялись, згадували його жарти. Я так хочу ще раз його обійняти.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Наш побратим Юра загинув під Купʼянськом. Поховали його в Сумах, мати не могла стояти. Я пообіцяв їй приїжджати.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусід з пʼятого поверху вкоротив собі віку минулого тижня. Весь будинок в шоці, ніхто не знав що йому так погано. Треба частіше питати людей як вони.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся померла уви сни, тихо. Мы вси поихали в село на похорон, я ще не осознала що ии бильше нема.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Колега по школі загинула під час обстрілу Одеси. Ми з дітьми зробили для неї стіну памʼяті.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Тигроловів». Весь час боялась, що Григорій загине в тайзі, а він вижив. Плакала півночі.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарій короткометражки: героїня, вдова з Ірпеня, стоїть на мосту і хоче стрибнути. Не можу придумати, що її зупинить.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Dyvylas serial pro pidlitka, yakyi zalyshyv zapysky pered smertiu. Duzhe vazhko, ale vazhlyvo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В грі мій персонаж знову вбив себе об лаву 😂 третій раз за вечір.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Яка максимальна доза парацетамолу для дитини 4 років з температурою 39? Педіатр не бере трубку.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар змінив мені дозу антидепресанту, сказав пити по 2 таблетки. Боюсь переплутати, записую сюди.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабі виписали снотворне, а вона вже третю пігулку за ніч хоче. Скільки можна шоб не передозувати? Спитаю завтра в аптеці.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Після операції на коліні сиджу на знеболювальних. Скільки ібупрофену можна на добу, якщо ще й трамадол? Напишу лікарю.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Роздала сусідам всі свої вазони і речі, бо в суботу переїжджаємо до Львова. Попрощалась з підʼїздом, плакала.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни і нові прищіпки, нарешті сушитиму на балконі, а не в коридорі.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра останній день на роботі, пишу всім прощальні листи. Переходжу в іншу компанію, страшно і цікаво.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Zavtra rano poizd do Kyieva, vse spakuvala. Kota zalyshaiu sestri na tyzhden.',
  },
];
