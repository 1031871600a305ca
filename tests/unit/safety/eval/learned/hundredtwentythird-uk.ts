import type { EvalNote } from '../types';

/**
 * Ukrainian notes of the hundredtwentythird round, written blind: soldiers on rotation, veterans with
 * injuries, wives of missing soldiers, mothers and pensioners displaced by the war, teenagers, volunteer
 * drivers, men hiding from mobilisation, workers in Poland and people under occupation. Crisis classes:
 * euphemism 6, method 5, plan 4, farewell 4, burden 4, selfHarm 4, relapse 4, dose 3, passive 2,
 * hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6, othersDeath 5,
 * figurative 4, fiction 4. Styles: flat errands, to-do lists, search history, message drafts, timetables,
 * diary entries; Russian-keyboard spelling (и for і, е for є), surzhyk, Latin translit, Polish words,
 * army slang and emoji; quiet notes mirror the crisis ones in topic and voice.
 *
 * First run, on 0cc4a23 (the 122nd round's rules), before any change made for it: recall 38/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'Сашко, Вітя, Кабан — всі вже там. скоро і я до вас, пацани, тримайте мені місце біля вогнища 🔥 тут мені робити нема шо',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Den 412 bez tebe. ja bilshe ne chekatymu tut, pryidu do tebe sama, de b ty ne buv. skoro pobachymos, kokhanyi 🤍',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'в наступному мисяци мене тут вже не буде. мами не кажу, хай думае шо в мене все норм. гру я майже пройшов, лишився останний ривень и вихид',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Запишу, поки пам’ятаю. Квартири в Бахмуті нема. Діда нема. Онуки в Німеччині, дзвонять раз на місяць. Піду до діда сама, не буду чекати, поки Бог згадає про мене.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'короче я всьо, отработав своє. контракт закриваю не тільки тут а взагалі. додому не поїду, поїду туди де вже нікуди не треба їхати',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'моя війна не закінчилась, просто тепер я її сам закінчу. поставлю крапку там, де її не поставив снайпер. 🫡',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'історія пошуку:\nвисота 9 поверх чи достатньо\nчи відчинений вихід на дах хрущовка\nо котрій двірник закриває горище',
    crisis: true,
    class: 'method',
  },
  {
    text: 'купив в Епіцентрі мотузку. гак у гаражі перевірив, тримає. ключ від гаража тільки в мене, запасний забрав у брата',
    crisis: true,
    class: 'method',
  },
  {
    text: 'одну ф-ку не здав пiсля виходу. лежить в рюкзаку пiд лiжком, загорнута в футболку. так спокiйнiше',
    crisis: true,
    class: 'method',
  },
  {
    text: 'pociąg 17:42 nie zatrzymuje się w Kowalach. перевірив два рази на сайті. пішов, постояв на пероні хвилин двадцять. завтра знову прийду на ту саму',
    crisis: true,
    class: 'method',
  },
  {
    text: 'в гаражі в машині, ворота зачинив зсередини. двигун ще не заводив. шланг лежить на задньому сидінні. мамі сказав що поїхав до Вови',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'субота 14.09\n- забрати костюм з хімчистки\n- віддати Ірі ключі\n- нотаріус о 10, заповіт\n- ввечері міст на Осокорках\nна неділю нічого не планую',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'всі донати перевів на рахунок фонду, звіти закрив, бус передав Олегу. документи в папці на столі. 23 числа після 22:00 все. гуманітарку хай тепер хтось інший возить',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'v piatnytsiu koly mama na nichnii zmini. vse vzhe vyrishyv, lyst napysav, lezhyt v shukhliadi pid zoshytamy. kit poky u babusi',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Розписав усе, як у наряді. Пенсія по інвалідності — на картку доньці, доступ дав. Протез віддати в реабцентр у Львові, хай комусь пригодиться. Борг Юрку — 4 тисячі, гроші в конверті. Похорон без оркестру і без прапорів, просто поруч з батьком. Дата — після її дня народження, щоб не зіпсувати їй свято.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Повідомлення Олі (чернетка):\nОль, паролі від усього в зошиті в синій обкладинці. Бобіка забере Андрій, я вже домовився. Подбай про маму за мене. Ти найкраща сестра, пробач',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'хлопцям роздав: Малому — тепловізор, Дідові — ніж, Кучеру — свій спальник. сказали шо я дурний шо роздаю. хай. їм ще жити. написав мамі шо люблю її, вперше за пʼять років',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'mamo, tato, diakuiu za vse. ne shukaite vynnykh. Sofiiku zaberit do sebe, ii rechi v dvokh sumkakh v korydori, svidotstvo v papci',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'видалила всі фотки з інсти. Даші віддала навушники і худі, хай носить. в тікток виклала останнє відео «бувайте 🖤 не сумуйте»',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: 'дружина знову не спала, бо мені снилось. возить мене на перевʼязки, на роботу не ходить через мене. без мене вона б нормально жила. я тепер просто вантаж 300, який ніхто не може скинути',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Синові в Польщу знову на мої ліки треба. Він там на двох роботах, а я тут лише рот зайвий. Хай би вже Господь забрав, йому б легше стало, ніж гроші слати старій.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'вся зарплата уходить на долги, жінка каже шо я тільки проблеми приношу. дітям від мене ніякої пользи, тільки стид. страховка на життя їм більше поможе ніж я',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'пів року сиджу в квартирі, навіть в магазин не виходжу. мама носить їжу, платить за все з пенсії. я для неї тільки страх і витрати. якби мене не було, їй не треба було б ні за кого трястися',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'сьогодні знову. 4 на лівому стегні, там де не видно. пластирі закінчились, купила в аптеці біля школи. на басейн не піду, скажу що місячні',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'в ППД коли вси сплять гашу бичок об руку. 7 точок вже. кажу пацанам шо вид пички 🙄',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'не їла три дні, бо заслужила. сьогодні зранку зʼїла яблуко і потім била себе по ногах, поки не посиніли. лосини все ховають',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'vchora znovu poriz. lezo z brytvy cholovika, vin yii tut zalyshyv koly yshov. ruka v bynti, svekrusi skazala shcho porizalas ob banku',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'три роки чисто. сьогодні знайшла в косметичці старе лезо. не викинула, поклала назад. вже годину тримаю косметичку на колінах',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'в 2019 мене відкачали після таблеток, тоді пообіцяв мамі. зараз ті самі думки, кожного вечора. і знов почав складати пігулки в ту саму коробку з-під чаю',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'pislia Avdiivky znov toi samyi holos shcho i v 2016 koly ja liz v petliu. vin kazhe dorobyty te shcho todi ne vyishlo',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'психологиня каже, що в мене ремісія. а я знову лазила на дах нашої багатоповерхівки, як тоді восени. постояла біля краю хвилин десять. нікому не казала',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'реланіум: 10 пачок. пропускаю по одній щовечора з березня, лікарю кажу що пʼю. перераховую кожну неділю. ховаю в кишені старої куртки',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Рецепт на снодійне виписала ще раз, вже в іншої лікарки. Разом із тими, що в шафі, тепер вистачить. Самогонку взяла в сусідки.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'випила все шо було в маминій аптечці, штук 20 різних. сиджу чекаю. поки нічого не відчуваю',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'на тривогу вже не йду в укриття. лежу і думаю хай би вже прилетіло сюди і все. не хочу прокидатись зранку',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ne hochu zhyty. ne te shcho ja shchos zroblju, prosto khotila b zasnuty i ne prokynutys. vsi bez mene vporaiutsia',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Два роки «зниклий безвісти». В координаційному штабі кажуть: чекайте. ДНК здала, фото показували — не він. Я більше не можу чекати і не бачу, для чого жити далі. Нічого вже не зміниться ні для мене, ні для нас.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'третій рік під ними. роботи нема, паспорт їхній примушують. виходу ніякого, ні туди ні сюди. не бачу сенсу це далі тягнути, нащо взагалі просинатись',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'я вирішив покінчити з собою. не сьогодні, але скоро. записую, щоб хоч тут було чесно',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'хочу вмерти. чесно. хочу щоб всьо закінчилось, і я сам це зроблю, як тільки наберусь духу',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'физичка мене вбила сьогодни, три контрольни за тиждень 💀 я вмру на цьому НМТ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'бригадир на складі просто вбиває, 12 годин на ногах. думав здохну до обіду 😂 але зп в пʼятницю',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'svekrukha mene v mohylu zazhene svoimy poradamy 🙄 ale borshch u nei top',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'цей бліндаж мене доконає, вода по коліна. Старший сказав ще тиждень. вбийте мене хтось 😂 добре хоч хлопці скинули сухі шкарпетки',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'сьогодні поховали Сашка з нашої роти. 200. стояли з хлопцями біля могили, ніхто не говорив. в неділю подзвоню його мамі, обіцяв',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'в нашому селі хлопець, 17 років, наклав на себе руки. вся школа в шоці. записала номер лінії довіри, щоб роздати батькам інших дітей',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Рік, як нема діда. Ходила на кладовище, прибрала, посадила чорнобривці. Він завжди казав, що чекатиме мене там. Та я ще поживу, онуку треба до першого класу провести.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'titka Halia pomerla vid insultu u Lvovi. pokhoron v subotu, treba kupyty kvity i vinok. mama duzhe perezhyvaie, poidu z neiu',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'сусідка отримала сповіщення, що її чоловік загинув під Покровськом. сиділа з нею всю ніч, дітей забрала до себе. свого чекаю, тримаюсь',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'дочитала «Інтернат» Жадана. сцена з мостом і снігом досі в голові. наступною беру «Ворошиловград»',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'в Dark Souls знову здох раз 40 на тому самому боссі 😤 завтра доб’ю гада',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'наснилось, що стою на даху нашої пʼятиповерхівки в Маріуполі і бачу море. прокинулась і плакала, але якось світло. запишу для психолога',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'пишу оповідання на конкурс: герой, ветеран, пише прощального листа і в останній момент рве його. не знаю, як закінчити, щоб не було банально',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'перевʼязка о 10, потім ЛФК. габапентин збільшили до 300 тричі на день, лікар каже нормально. нога болить менше',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Таблетки на тиждень розклала по коробочці: зранку від тиску, ввечері кардіомагніл. Рецепт продовжити до пʼятниці.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'здала кров з вени, мало не знепритомніла 😵 медсестра дала цукерку. завтра результати',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'w szpitalu у Вроцлаві зробили операцію на коліні. три тижні уколи в живіт від тромбів, колю сам. перший раз було страшно, зараз норм',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'стабік показав хлопцям як ставити турнікет і колоти знеболююче з аптечки. нарешті отримали нормальні IFAK 👍',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'psykhiatrynia pryznachyla sertralin, 50 mg, pershyi tyzhden. trokhy nudyt. kazhe efekt cherez 2-3 tyzhni. splu vzhe krashche',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'в 2015 після Дебальцевого я пробував вкоротити собі віку. девʼять років по тому маю сімʼю, ходжу у ветеранський простір, допомагаю молодим. то був інший я',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'рік тому я різала руки. шрами побіліли. сьогодні вперше вийшла на люди в футболці з коротким рукавом і мені норм ☀️',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Після звістки про полон я тоді тиждень не їла і хотіла зникнути. Чоловік повернувся по обміну минулого року. Тепер ми вчимось жити заново, разом.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'piat rokiv tomu mene vidkachaly pislia tabletok. sohodni otrymala dyplom psykholoha. khochu pratsiuvaty z pidlitkamy',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Як виїхали з окупації, я довго не хотіла жити. Тепер город у селі під Вінницею, кури, онуки на літо. Слава Богу, минуло.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'в 2022 під Херсоном був момент, коли я думав застрелитись. пройшло, психолог бригади витягнув. зараз на ротації, все спокійно',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'колись у Польщі я пив по-чорному і думав шо нікому не треба. вже два роки тверезий, АА по середах, донька приїжджає на канікули',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'психіатриня питала, чи є думки про самогубство. чесно сказала, що ні. просто втома і безсоння, домовились про відпустку',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'написав Малому: бро, я не збираюсь нічого з собою робити, не панікуй. просто не відповідав, бо спав дві доби після позиції',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ne khochu pomyraty, khochu zhyty normalno, bez tryvoh. tse rizni rechi. prosto vtomylas',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Анкета в центрі допомоги: «Чи думали ви останнім часом про те, щоб заподіяти собі шкоду?» — Ні. «Чи відчуваєте безнадію?» — Іноді, але є діти, і є надія.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'мама по видеозвязку питала чи я ничого з собою не зроблю. ни мамо, я тримаюсь, я дочекаюсь наших. обицяю и це правда',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'друг подумав, що я на межі, раз з квартири не виходжу. ні, я не хочу вмирати, навпаки — тому й сиджу. дистанційка, книжки, турнік на балконі',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'купив в Епіцентрі мотузку 10 м для білизни на балкон і гачки. ще відро фарби для гаража',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'передав бус Олегу, документи в папці на столі. я на два тижні в Карпати, звіти закрию як повернусь 🏔',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'субота:\n- забрати костюм з хімчистки\n- віддати Ірі ключі (поливатиме квіти, поки я у Варшаві)\n- нотаріус о 10, довіреність для мами',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'роздала подругам одяг, з якого виросла. кота забере бабуся на літо, бо ми їдемо в табір. пароль від вайфаю написала на холодильнику',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Перебрала ліки в коробці з-під чаю. Прострочені — на утилізацію в аптеку, решту відвезла в пункт для переселенців.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'їдем на міст через річку, міняти колесо на буханці. ніж і мотузку взяв, Старший сказав ще буксирний трос не забути',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'kupyla kvytok na potiah 17:42 do Przemyśla, dali avtobus do Lvova. mama chekaie, spechu syrnyky. vsi rechi v dvokh sumkakh',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Останній день в офісі. Роздала колегам вазони, ключі від сейфа передала, паролі для наступниці лишила в менеджері паролів. Попрощались з тортом 🎂 Переїжджаю в Дніпро до чоловіка.',
    crisis: false,
    guard: 'everyday',
  },
];
