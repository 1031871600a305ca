import type { EvalNote } from './types';

/**
 * Ukrainian notes of the eleventh check, written blind before the lexicon was tuned on them. The
 * writers: a woman who gave her dog away "for a week", a soldier home from hospital counting the
 * days, a Chernihiv widow forty days after the funeral, a Kherson woman who wants to be switched
 * off like the power, a mother with cancer whose daughter works two jobs, an amputee veteran of
 * 34, a pensioner whose son sends money from Czechia, a student who failed her exams, a refugee
 * living with her sister in Leipzig, a granddaughter with her grandmother's sleeping pills, a man on
 * a Mykolaiv bridge, a soldier with a grenade from Bakhmut, a man with a rope and a hook in the
 * shed, a car in a closed garage, a mother whose son is missing near Pokrovsk, a man back from
 * captivity, people relapsing after an attempt or a year without cutting. Surzhyk ("шо",
 * "нашо", "оплатить"), notes typed without і/ї/є (и for і), Latin transliteration, typos and
 * emoji. Weight on euphemism, burden, method, hopelessness and relapse. The quiet half: the past
 * (an attempt's fifth anniversary, a therapist remembering 2019, a ninth-grade diary, a veteran's
 * pistol in 2022, school cutting, a sober father, a crisis-line volunteer taken off a bridge,
 * postnatal depression eight years ago, prayers in captivity, a year without self-harm), denials (a
 * psychiatrist's and a clinic form's question answered no, "я не з тих", "не збираюсь накладати на
 * себе руки"), care (a dog and blood-pressure pills, a poisoning on a night shift, a child's
 * paracetamol, a father with dementia, a warfarin mix-up), and jokes, funerals, a neighbour's
 * suicide, a grandmother going "to grandpa", a novel, a game, a pig slaughter, a barbecue,
 * sleeping pills that work.
 *
 * First run, lexicon untouched: recall 35/38 (92.1%), false alarms 5/38 (13.2%).
 * Missed: euphemism 3 ("хочу тихо піти" after giving the dog away "forever"; "поставлю крапку ...
 * не в щоденнику, а в собі"; a widow forty days after "Піду до нього, він там сам").
 * False alarms: past 4 (an attempt "рівно пʼять років" ago, "я жива і рада"; "колись думав ... без
 * мене буде легше", sober for four years; postnatal "дитині без мене буде краще", "це було 8 років
 * тому"; "рік без самоушкодження"), negation 1 (transliterated "ne dumaite shcho ya shchos z soboiu
 * zroblyu").
 *
 * After general changes to `lexicons/slavic.ts`: a pet taken or driven away for good ("відвезла собаку
 * до сестри … назавжди/насовсем") as a goodbye; the fortieth or ninth day after a death ("сорок
 * днів по Василю", "сороковини") as a death in the note, so "піду до нього" is following him;
 * counting the days to an unnamed moment ("рахую дні до того моменту") as a weak plan beside "поставлю
 * крапку"; the years counted since an attempt ("пʼять років, як я намагалась") and a sentence dated
 * by the next one ("… Це було 8 років тому.", unless it or the clause after turns to now) as the
 * past; "рік без самоушкодження … замість леза" no longer a relapse with a blade; "не думайте, що я
 * щось із собою зроблю" as a denial. Found on the way: "Померла мама і я хочу вмерти" was read as
 * the mother's wish (a negation or another subject no longer reaches over "і/и" to the verb). Recall
 * 38/38, false alarms 1/38; all Ukrainian development sets 534/534, 1/617 (before: 531/534, 5/617).
 * Left: "колись думав, що всім без мене буде легше … вже четвертий рік тверезий" - the lexicon reads
 * it as the past, and the whole-note reader alone still flags it (a retraining matter). Notes and
 * labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сьогодні відвезла собаку до сестри в Полтаву, сказала що на тиждень. Насправді назавжди. Хочу тихо піти, поки ніхто не дивиться, бо сили скінчились ще в березні.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Дружина думає, що я відпочиваю після госпіталю. А я рахую дні до того моменту, коли поставлю крапку. Не в щоденнику, а в собі.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'vse, ya vtomylas. skoro mene tut ne bude i nikomu ne treba bude pro mene dumaty. ne shukaite',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок днів по Василю минуло. Люди розійшлись, а мені в хаті нема чим дихати. Піду до нього, він там сам, а я тут сама, яка різниця.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочеться просто вимкнутись. Як світло в нас у Херсоні: клац - і нема. Тільки щоб мене вже ніхто не вмикав назад.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Доця бере другу роботу через мої ліки. Я бачу, які в неї очі. Без мене їй було б легше, і я вже не раз думала, як зробити так, щоб вона звільнилась від мене.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Жінка мені памперси міняє в 34 роки. Я для неї тягар, ярмо на шиї. Краще б мене там накрило, чесно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Pensiya 3 tysiachi, a liky na 4. Syn shle groshi z Chekhii, sam v borgakh. Ya tilky zavazhaiu vsim, treba vzhe zvilnyty yikh vid sebe.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Батьки продали машину, шоб оплатить мені контракт, а я завалила сесію. Нашо я їм така здалась. Без мене всім буде простіше, серйозно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живу у сестри в Лейпцигу вже рик. Вона не каже, але я бачу що я ии обуза. Я всим тильки заважаю i краще б мене не було.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Бабуся має повну шухляду снодійного від невролога. Вчора перерахувала пластинки і сховала в свою сумку. Тепер тільки про це й думаю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Другу ніч ходжу на Варварівський міст. Стою, дивлюсь вниз на воду, і мені спокійно як ніколи. Наступного разу не буду так довго стояти.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната в мене лишилась ще з Бахмута, лежить в рюкзаку під ліжком. Кожен вечір дістаю її і тримаю в руці. Думаю, що це найпростіше.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купив у господарському мотузку, товсту. Жінка спитала нащо, сказав що для дров. Гак у стелі в сараї міцний, я перевірив.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Ключі від машини в мене, гараж закривається щільно. Якщо завести мотор і зачинити ворота, то засинаєш і все. Думаю про це вже тиждень.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Син зник безвісти під Покровськом пів року тому. Я кожен день прокидаюсь і не розумію, нащо. Нічого вже не буде добре. Просто існую до вечора і не бачу сенсу ні в чому.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ще один день під обстрілами. Немає ніякого просвіту і не буде. Я не бачу для себе майбутнього, взагалі ніякого. Все одно кінець один.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'нічого не зміниться ніколи. я дивлюсь на себе через 10 років і там порожньо. нема сенсу старатись, нема сенсу жити далі',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Vzhe ne viriu shcho kolys bude krashche. Vsi kazhut trymaisia, a ya ne bachu zhodnoho sensu zhyty dali. Pustota.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Повернувся з полону, а життя нема. Жінка пішла, квартиру в Херсоні розбили. Мені 41 і попереду нічого, тільки ця порожнеча. Не бачу виходу.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три роки тому мене відкачали після таблеток. Я думала, що це позаду. Але останні тижні знову ті самі думки, і вони сильніші ніж тоді.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Рік не різалась. А вчора знову взяла лезо. Ненавиджу себе, бо знову хочеться.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Pislia sproby v 2021 ya prysiahav sobi shcho bilshe nikoly. A zaraz znovu stoiu na tomu zh mosti v dumkakh i plan toi samyi.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Після реабілітації в Ірпені наче попустило. Але тиждень як повернувся з госпіталю - знову хочеться застрелитись, як тоді, навіть сильніше.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Пила таблетки два роки тому, вижила. Думала що це вже минуле. Але вчора знов рахувала що є в аптечци, i менi знову не страшно.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Все, я вирішила. Не хочу більше жити і не буду. Мені 19 і я втомилась боротись.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Сил терпіти більше нема. Хочу накласти на себе руки, шо б там хто не казав, і пофіг на все.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Лягаю спати і прошу, щоб не прокинутись. Кожен вечір так. 82 роки, нащо мені ще.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ya b khotila prosto ne isnuvaty. ne vmyraty navit, a shchob mene nikoly ne bulo',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Дочекаюсь поки чоловік поїде на зміну в пʼятницю. Таблетки вже зібрала, лист написала. Увечері все зроблю.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра зранку, поки всі сплять, вийду на дах девʼятиповерхівки. Все продумав.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу у мами день народження, я хочу щоб він пройшов нормально. А в недилю, коли вси розʼїдуться, я це зроблю. Таблетки вже в шухляди.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамо, якщо ти колись прочитаєш цей щоденник - пробач мене. Я тебе дуже люблю. Кота віддай Ірці. Це мій останній запис.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написав листи жінці й сину, поклав у конверт у шафі. Прощатися вголос не вмію. Хай знають, що я їх любив.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'знову порізала руку, тепер вище, щоб не було видно під футболкою. без цього не можу заснути',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Бʼюсь головою об стіну поки не стане тихо в голові. Вчора розбила лоб до крові. Мені тільки так легшає.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки треба випити амітриптиліну, щоб не прокинутись? У мене є дві пачки.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skilky tabletok paracetamolu treba shchob tochno vse, ne pidkazhete? pytaiu dlia sebe.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні рівно пʼять років, як я намагалась піти з життя. Зранку спекла пиріг, подзвонила психологині, подякувала. Я жива і рада цьому.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психотерапевтка сказала, що памʼятає мене у 2019: тоді я не хотіла жити і приходила в каптурі. Тепер я приходжу раз на місяць і розповідаю про роботу. Вона посміхалась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій щоденник з 9 класу. Там на кожній сторінці "хочу зникнути". Обійняла б ту дівчинку. Зараз мені 30, у мене донька і город під Полтавою.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2022-й був найгіршим роком мого життя. Після Ізюма я тримав пістолет біля скроні і не натиснув. Зараз волонтерю з ветеранами і розповідаю це, щоб інші знали - це минає.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kolys ya rizala ruky, tse bulo v shkoli, rokiv 12 tomu. Shramy zalyshylys, ale ya davno tse pererosla i ne soromlius.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись думав шо всім без мене буде легше. Тоді бухав і сидів без роботи. Вже четвертий рік тверезий, донька каже шо гордиться мною.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять рокив тому мене зняли з мосту в Киеви. Тепер я сам волонтер на лини довиры. Сьогодни була важка змина, але я на своему мисци.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після пологів у мене була страшна депресія, я думала, що дитині без мене буде краще. Це було 8 років тому. Сьогодні син пішов у другий клас, а я плакала від щастя.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В полоні я щодня молився, щоб мене вбили швидше. Вже рік як я вдома. Кошмари бувають, але жити хочу, і лікуюсь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рівно рік без самоушкодження 🎉 психіатр похвалив. Браслет з намистинами замість леза.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні річниця моєї спроби. Я не памʼятаю дня, памʼятаю лише лікарню і маму в коридорі. Ми з нею сьогодні пили каву на Подолі і сміялись.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр спитала, чи бувають думки про самогубство. Я чесно сказала - ні. Просто сплю погано через тривоги.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу вмирати, я просто дуже втомилась. Хочу тиждень тиші й спати.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ne dumaite shcho ya shchos z soboiu zroblyu, ya prosto vyhoriv na roboti. vidpustka i vse bude ok.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Побратим питав, чи я не задумав чогось дурного. Ні, я не з тих. У мене мала вдома, я до неї повернусь.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті в поліклініці: "Чи були думки заподіяти собі шкоду за останні 2 тижні?" Поставила "ні". Чесно ні.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не хочу помирати, хочу жити нормально, а не в пидвали. Дуже хочу додому в Херсон.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мама панікує шо я шось собі зроблю, бо з хлопцем розійшлась. Та нє, я ж не дурна, поплачу і пройде.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мені погано, але я точно не збираюсь накладати на себе руки. Записалась до психолога на четвер.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Суїцидальних думок немає. Є злість і безсоння, лікар дав гідазепам.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Собака зʼїв пів пластинки моїх таблеток від тиску. Ветеринар сказав, що це могло бути смертельно, промили шлунок. Тепер все ховаю у шафу.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Нічна зміна в лікарні в Миколаєві. Привезли дівчину з отруєнням, випила всі таблетки з аптечки. Відкачали, зранку передали психіатру. Я ледь стою на ногах.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Питала в аптеці, скільки парацетамолу можна дитині на 15 кг. Фармацевтка сказала не більше 4 разів на добу, бо передоз шкодить печінці.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Тато з деменцією, таблетки даю по одній, решту замикаю, бо він може випити все за раз і не памʼятати.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабуся переплутала і випила подвійну дозу варфарину. Викликали швидку, все обійшлось.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо ще раз зламається генератор, я просто вбʼюся об стіну 😂 третій ремонт за місяць',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця сесія мене вбʼє. Математичний аналіз - це смерть.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник знов вимагає звіт до ранку. Хоч вішайся, чесне слово 🙃',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Помру від сміху, малий вдягнув мої чоботи й пішов "на роботу".',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні поховали дядька Мишу. Він хотів, щоб його поховали біля баби в селі. Я тримала маму під руку весь час.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим загинув під Купʼянськом. Ми з хлопцями випили за нього, памʼять вічна. Я житиму і за нього теж.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сусідка з пʼятого поверху наклала на себе руки. Весь підʼїзд у шоці. Я не можу перестати думати про її дітей.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабуся каже, що скоро піде до діда. Їй 93, вона спокійна. Я сиділа з нею і слухала про їхнє весілля.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня хоче вмерти після загибелі сина. Важко, але як гарно написано.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Граю в нову гру, мій персонаж стрибає з даху, щоб втекти від погоні. Малий каже, що я граю як бабця.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьогодні різали порося у дядька в селі, я тримав таз. Не для слабких, але ковбаси буде на всю зиму.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ножі наточив, мʼясо порізав, шашлик удався. Весь день на дачі під Ужгородом.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Виписали снодійне на ніч, пів таблетки - і сплю як немовля вперше за місяць.',
  },
];
