import type { EvalNote } from './types';

/**
 * Ukrainian notes of the tenth check, written blind before the lexicon was tuned on them. The
 * writers: a soldier back from Bakhmut, an old woman giving away her winter clothes, a student in a
 * dormitory, a daughter whose father died, a man in Kherson under shelling, a mother cared for by her
 * daughter, an amputee veteran, a refugee in Prague living with her sister, a wife whose husband is in
 * captivity, a pensioner of 67, a mother in Chernihiv who lost custody, a woman in Mykolaiv by the
 * Inhul, a man with a rifle brought from the front, people relapsing after an attempt or after
 * rehabilitation. Surzhyk ("карочє", "тіки", "шо"), notes typed without і/ї/є and in Latin
 * transliteration, typos and emoji. Weight on euphemism, burden, method, hopelessness and relapse.
 * The quiet half: the past (an attempt's anniversary, an old diary, a veteran's worst year, a
 * psychologist's client now married, school-age cutting, a mother's story of her youth, a crisis
 * line volunteer who once stood on a bridge), denials (a psychiatrist's and a clinic form's question
 * answered no, "я з собою нічого не зроблю", "Думки про смерть? Ні."), care (a dog and blood-pressure
 * pills, an overdose patient in Kherson, insulin hidden from a grandchild, paracetamol limits, a
 * child's Nurofen), and jokes, funerals, fiction, a clothes line, melatonin, quitting smoking.
 *
 * First run, lexicon untouched: recall 36/38 (94.7%), false alarms 3/38 (7.9%).
 * Missed: method 2 (a leg over a sixteenth-floor balcony railing, counting the seconds of the fall;
 * a rifle from the front held with its barrel under the chin at night).
 * False alarms: past 1 (transliterated school-age cutting, scars, "no longer for 6 years"),
 * negation 1 ("Думки про смерть? Ні." - a question about death answered no), medical 1 (insulin
 * overdose deadly for a child, the pills hidden from a grandchild).
 *
 * After general changes to `lexicons/slavic.ts`: a leg swung over a railing ("перекинула ногу через
 * перила") as a means beside climbing over it; counting the seconds of a fall, and a muzzle held
 * under the chin or to the temple ("тримав ствол під підборіддям", "держу у виска") as
 * preparation; an assault rifle kept at home ("вдома автомат") as a means; "я більше цього не
 * роблю" (a habit denied for now) and pale scars ("шрами бліді") as of then; a question about death
 * answered no in the next sentence ("Думки про смерть? Ні.", "Суицидальные мысли? Нет."); "але
 * жити я хочу" in either word order; an overdose as a danger of care (accidental, or for a child, a
 * pet, the liver). Recall 38/38, false alarms 0/38; all Ukrainian development sets 496/496, 0/579
 * (before: 494/496, 3/579). Notes and labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Після Бахмута в мене в голові тиша, яка не минає. Хлопці полягли, а я чогось лишився. Думаю, пора вже й мені закінчити цю командировку на землі, досить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сьогодні роздала зимові речі сусідці, і шубу, і чоботи. Мені вони вже не знадобляться, я цю зиму не збираюся зустрічати.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya vtomylas buty. prosto hochu zasnuty i shob bilshe nichogo ne bulo, ni ranku ni novyn ni sms vid bankiv. skoro sama tse vyrishu',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Нехай мама вибачить, але я скоро піду до тата. Він там сам, а тут мене ніщо не тримає. Вже знаю як.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'карочє я вирішив поставити крапку. не в стосунках, а взагалі. хватить цього цирку',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Херсон знову під обстрілом, а я сиджу на кухні і думаю що найкраще для всіх буде якщо я просто зникну назавжди. Не виїду, а саме зникну, ви розумієте.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Доця возить мене по лікарях, бере відгули, грошей на ліки не вистачає. Я для неї камінь на шиї. Краще б мене вже не було, їй би легше дихалось.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Після поранення я без ноги, дружина миє мене, годує. Яка з мене користь? Тільки тягар. Без мене їй буде краще, я це бачу в її очах.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'bez mene vsim bude prostishe. ya tilky vse psuyu, i vdoma i v hurtozhytku. nikomu ne treba shob ya tut bula',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ми біженці в Празі, я не працюю, сиджу на шиї у сестри. Вона втомилась від мене. Якби мене не стало, у неї вивільнилась би кімната і нерви. Я серйозно думаю про це.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'я тіки обуза для всіх. мамі тяжко, бабі тяжко, а я ше й лікуватись хочу за їхні гроші. піти б і не мучити їх',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Діти виросли, чоловік має іншу. Я всім заважаю. Вони всі відітхнуть, коли мене не буде, і я їм це скоро влаштую.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Мотузку купив у будівельному, сказав продавцю що для гаража. Гак у стелі в сараї витримає, я перевірив.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Живу на 16 поверсі в Полтаві. Щовечора виходжу на балкон і дивлюсь вниз, рахую скільки секунд падати. Сьогодні перекинула ногу через перила.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У мене вдома автомат, з фронту. Сьогодні вночі сидів з ним на колінах і тримав ствол під підборіддям. Не знаю, що мене зупинило.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'nazbyrala babusyni snodiini, shche j aptechku v batkiv pereviryla. yakshcho vypyty vse razom z horilkoyu to vzhe ne prokynushsya. vony v shuhljadi',
  },
  {
    crisis: true,
    class: 'method',
    text: 'В Миколаєві біля Інгулу є місце, де глибоко і ніхто не ходить. Я туди вже тричі ходила, стояла на краю. Наступного разу не вернусь.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Лезо від станка сховала в пенал. Якщо поріжу вздовж, а не поперек, то вже точно. Погуглила.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Чоловік у полоні вже другий рік. Жодних новин. Я вже не вірю, що щось зміниться, і не бачу, навіщо мені далі жити в цьому очікуванні.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'нема в мене майбутнього. ні дому, ні роботи, ні сенсу. нащо мені все це тягнути ще 40 років, я не бачу ніякого виходу крім одного',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nichoho vzhe ne bude dobre. Ya ce znayu tochno. Zhyty dali nemaye syly i nemaye zaradi choho.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Чернігів, третя зима з генератором. Дитину забрав колишній, суд програла. Все, кінець, мені більше нема для чого вставати. Думаю як тихо піти.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Мені 67, ревматизм, пенсія 3 тисячі. Краще вже ніколи не стане, тільки гірше. Нащо таке життя, я не хочу його продовжувати.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'все безнадьожно, я кожен день прокидаюсь і шкодую шо прокинулась. виходу нема, і мене ніхто не витягне',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тримався після тієї спроби. А сьогодні знову стояв на даху гуртожитку. Все вертається, я думав воно пройшло.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Півтора року чиста від порізів. Вчора зірвалась, порізала стегно, і сьогодні знову хочеться. Психологу не скажу, соромно.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думки про те, щоб покінчити з усім, знову повернулися. Після лікарні в 2022 я думала, що це позаду, а зараз воно ще сильніше ніж тоді.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'znovu ti sami dumky shcho i pered pershoyu sproboyu. znovu rahuyu tabletky. ne hochu nazad v likarnyu ale i zhyty ne hochu',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Минулого разу мене відкачали. Цього разу зроблю так, щоб не встигли. Воно знову накотило після повідомлення про Сашка.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після реабілітації пів року все було норм, а тепер знову ріжу руки і знову думаю про смерть. Як тоді, тільки гірше.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'я хочу накласти на себе руки. пишу це вперше чесно. в Закарпатті тихо, війни нема, а мені все одно не живеться',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya hochu pomerty. Ne metaforychno. Kozhen den pro tse dumaiu, vid ranku do nochi.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Коли їду на позицію, ловлю себе на думці, що добре було б, якби прилетіло саме по мені. Тоді все скінчиться і ніхто не скаже що я здався.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'шоб я заснула і не проснулась. от би так. кожен вечір про це прошу',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Дочекаюсь поки мама поїде в суботу до сестри в Кременчук. Тоді вночі і зроблю. Все продумала до дрібниць.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Якщо хтось читає цей щоденник — вибачте мені всі. Кота віддайте Олі, пароль від телефону в конверті. Я вас любив. Прощавайте.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Знову пропалила руку сигаретою, щоб хоч щось відчути крім цієї порожнечі. Вже шість плям, ховаю під рукавами.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Випила пів пачки феназепаму і запила вином. Голова пливе. Не знаю навіщо пишу сюди, мабуть щоб хтось знав.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні рівно три роки з того дня, як я наковталась таблеток. Купила собі торт і квіти. Я жива, і я рада, що жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитувала свій старий щоденник 2019 року. Там стільки про те, що я хочу вмерти... Важко повірити, що це писала я. Зараз у мене донька і город, і я щаслива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Найгірший рік мого життя був 2022-й. Тоді я реально думав покінчити з собою після Ізюма. Психотерапевт, таблетки, побратими — вибрався. Зараз працюю на СТО.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Як психолог, згадую клієнтку, яка п’ять років тому прийшла після спроби. Сьогодні вона надіслала фото з весілля. Такі дні тримають мене в професії.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'kolys u 9 klasi ya rizala ruky. shramy zalyshylys, ale ya bilshe tse ne roblyu vzhe 6 rokiv. syogodni vpershe odyagla futbolku bez rukaviv na lyudyakh',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли ми вибрались з Маріуполя, я місяцями не хотів жити. Це минуло. Тепер у Львові, діти в школі, я знову сміюсь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рік тому стояла на мосту в Києві. Мене зупинив таксист. Тепер волонтерю на лінії довіри і сама розмовляю з тими, хто стоїть там, де стояла я.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама розповіла, що в молодості, після смерті першої дитини, хотіла накласти на себе руки. Я й не знала. Обійняла її довго-довго.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись думав, що всім буде легше без мене. Дурний був, 19 років. Зараз син на руках, і я розумію, як це неправда.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В реабілітаційному центрі сьогодні розповідав новеньким, як після контузії два роки тому сидів з гранатою в руках. Хлопці слухали мовчки. Я тепер для них доказ, що можна вилізти.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр спитала, чи бувають думки про самогубство. Я чесно сказала, що ні. Просто безсоння і тривога через сина на фронті.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya ne suicydnyk, prosto vtomyvsya vid roboty i vid usyogo. vyhidni prospaty i bude norm',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не хвилюйтесь, я з собою нічого не зроблю. Мені просто треба поплакати і виспатись. Завтра буде легше.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Чоловік питав, чи я не думаю про погане. Ні, не думаю. У мене троє дітей і я хочу побачити, як вони виростуть.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Заповнювала анкету в поліклініці: «Чи були у вас думки, що краще б ви померли?» — поставила «ні, жодного разу». Лікар похвалив.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я ніколи не різала себе і не збираюсь, хоча подружка пропонувала "спробувати". стрьомно',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мені погано, але я не хочу вмирати. Я хочу, щоб закінчилась війна і щоб чоловік прийшов додому.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Думки про смерть? Ні. Я злий, я виснажений, але жити я хочу. Так і сказав психологу в частині.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nemaye v mene zhodnyh dumok pro samogubstvo, ne perezhyvay mamo. prosto sessiya i ya ne spala',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Собака з’їла пачку бабусиних таблеток від тиску. Швидко до ветеринара, промили шлунок. Живий, лежить на підстилці.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Нічна зміна в реанімації Херсонської лікарні. Привезли хлопця з передозуванням, відкачали. Я втомилась, але ми встигли.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ховаю свої ліки від діабету на верхню полицю, бо онук лізе всюди. Передозування інсуліну для дитини смертельне, лікар попереджав.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Фармацевт пояснила мамі, що парацетамол більше 4 грамів на добу руйнує печінку. Записала їй на папірці дозу великими буквами.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Доньці 3 роки, температура 39. Дала нурофен по вазі, 5 мл. Через годину спала. Я ще довго сиділа поруч.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця курсова мене вб’є 😂 третя ніч без сну, кава вже не бере',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник сказав, що звіт треба переробити. Я чуть не повісилась прямо на планірці, хахах. Ну нічо, переробила.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Сусіди знову свердлять в неділю о восьмій. Ще тиждень такого — і я викинусь з вікна, чесне слово 🙃',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'vmerty mozhna vid tsyogo memu 💀 brat skynuv, smiyalysya vsim gurtozhytkom',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні ховали дядька Петра, загинув під Покровськом. Все село стояло навколішки вздовж дороги. Тітка не плакала, просто дивилась.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Однокласник покінчив з собою. Ми не спілкувались з випуску. Весь день думаю, чи міг хтось помітити. Записалась до психолога сама, про всяк випадок поговорити.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся тихо пішла вночі, у сні, у 92. Ми встигли попрощатись. Сумно, але світло.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Кіт Мурчик помер, 17 років. Закопали під яблунею в Полтаві. Діти намалювали йому листівку.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Тигроловів». А ще в серіалі героїня сьогодні стрибнула з мосту, я аж заплакала. Завтра нова серія.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання для конкурсу: головний герой, ветеран, хоче застрелитись, але його рятує собака. Не знаю, як закінчити, щоб не було пафосно.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'v gri moj personazh zrobyv sebe kamikadze i pidirvav bosa 😎 nareshti proyshov riven',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила мотузку для білизни на балкон і нові прищіпки. В Ужгороді вже тепло, все висохне за годину.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Виписала собі мелатонін, п’ю по одній на ніч. Нарешті сплю по 7 годин, навіть під тривоги.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все, з понеділка кидаю курити. Останню пачку викинув у смітник. Прощавай, Мальборо 👋',
  },
];
