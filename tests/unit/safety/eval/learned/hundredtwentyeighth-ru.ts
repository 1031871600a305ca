import type { EvalNote } from '../types';

/**
 * Russian notes of the hundredtwentyeighth round, written blind: diary entries by different women of 25 to 45
 * (an accountant, a young mother on maternity leave, a nurse, a woman with a mortgage and debts, a teacher,
 * a shop assistant, a divorced woman, a migrant worker in Moscow, a mother of a disabled child, an IT tester),
 * about a third in Latin translit and the rest in everyday Cyrillic. Crisis classes: euphemism 7, method 5,
 * selfHarm 4, relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards:
 * everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: flat facts, errand
 * lists, chat messages, search history, timetables, short lines and longer entries, typos, slang and emoji; the
 * quiet notes mirror the crisis notes in topic and wording.
 *
 * First run, on 8247039 (the 127th round's rules), before any change made for it: recall 35/40,
 * false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'Мамину годовщину в этом году отметим уже вместе. Там. Купила ей белые хризантемы, себе такие же.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya uzhe vsyo reshila, v sleduyuschem mesyace menya tut ne budet. podpisku na spotify otmenila, abonement v zal ne prodlevala',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Сашке в чат (он всё ещё в закрепе): «Скоро увидимся, братик». Три года как его нет.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'game over. сохраняться больше не буду. пусть кто-нибудь другой дальше играет за меня и на работе, и дома',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Domoj ne poedu uzhe nikogda. Ni v Tashkent, ni obratno v obshagu v Lyublino. Ujdu tuda, gde ne nado platit' za patent. Navsegda.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'НДС сдала, акты сверки разослала, ключи от сейфа в верхнем ящике. Больше меня не ждите — ни в понедельник, ни вообще. Ухожу насовсем, и не по собственному.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "skoro ya budu s babushkoj. ona mne snilas' tri nochi podryad, zvala. ya otvetila chto pridu. v etot raz ne obmanu",
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'История поиска:\n«какой этаж точно»\n«выход на крышу д 17 корп 2 код домофона»\n«открыта ли крыша зимой»',
    crisis: true,
    class: 'method',
  },
  {
    text: 'kupila v leroy: verevka dzhutovaya 10 m, kryuk potolochnyj usilennyj do 150 kg. proverila kryuk v koridore, poka nikogo net — derzhit.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Электрички Подольск — Царицыно: сапсан проходит без остановки в 14:12, на перегоне после платформы. Записала. Куртку надеть тёмную.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Лезвия для станка, 10 шт., спрятала в коробку от тампонов. Ванну набрала на пробу, проверила, закрывается ли дверь изнутри.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Гараж у свёкра, ключи у меня. Шланг гофра 2 м, изолента синяя. Посмотрела, сколько минут нужно, если мотор работает в закрытом.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Опять порезала бедро, там где под юбкой не видно. Пластыри кончились, купить завтра в аптеке. Дочке сказала, что кошка поцарапала.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "segodnya ne ela, i zavtra ne budu. zasluzhila. vzveshivayus' utrom i vecherom, esli bol'she — eschyo den' bez edy",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'после смены в туалете отделения била себя кулаком по ногам пока не посинели. колготки плотные, никто не заметит. так спокойнее',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'зажигалкой по запястью, три точки. сверху браслет. на планёрке завуч спросила что с рукой, сказала обожглась об утюг',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'Пять лет чистая. Сегодня достала ту самую коробочку с антресолей, лезвие на месте. Просто подержала. Потом ещё подержала.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "posle 2019 ya obeschala Maksu chto bol'she nikogda. segodnya opyat' stoyala na tom zhe mostu, tol'ko teper' uzhe zapisala kak projti tuda bez kamer",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Два года назад откачали, неделю в реанимации. Таблеток тогда было мало. Сейчас в голове опять всё то же самое, и я уже знаю, где ошиблась.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'С учёта сняли в прошлом году. Шрамы опять чешутся, руки сами тянутся. Вчера всё-таки сорвалась, первый раз с 2021. Маленький, но опять.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'Пятница 14.03:\n— оплатить садик за апрель\n— отвезти Тёму к маме с ночёвкой\n— нотариус на Ленина 12, 11:00, завещание\n— написать Олегу, где документы на квартиру\n— после 22:00 никого',
    crisis: true,
    class: 'plan',
  },
  {
    text: "data — 28 chislo, posle zarplaty, chtoby dolgi zakryt' i nichego ne ostavit' mame. mesto vybrala, les za dachami. v subbotu s'ezzhu proverit' dorogu",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Оформила доверенность на сестру по Никите (ДЦП, 1 гр.), расписала ей всё: таблетки по часам, массаж, ЛФК по вторникам, пенсия на какую карту. С воскресенья она с ним насовсем.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Всё готово: чёрное платье на вешалке, деньги на похороны в конверте в шкафу, пароли в блокноте. Осталось выбрать день. Наверное после дня рождения Ксюши, чтобы не испортить ей праздник.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Лене: «Заберёшь Бусю к себе? Корм, лоток, ветпаспорт — всё в пакете. Она тебя любит больше, чем меня. Не спрашивай почему, просто забери до четверга и оставь у себя»',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Mamochka, prosti menya za vsyo. Ty ni v chem ne vinovata. Pozabot'sya o Mishe, skazhi emu, chto ya ego ochen' lyubila. Ne plach'.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Раздала на работе всё: кружку Тане, кардиган Оле, кактус девочкам из бухгалтерии. Каждой сказала спасибо за всё. Они думают, я в отпуск.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'пароль от телефона 1407, от госуслуг в заметках. Юль, если читаешь — присмотри за мамой, ладно? и не вини себя ни в чём',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'Посчитала: таблетки, психолог и кредитки — 38 тыс в месяц. Без меня у мамы с папой эти деньги останутся. Им правда будет лучше.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "Deti zasluzhivayut normal'nuyu mamu. Bez menya Sergej najdyot kogo-to, kto ne budet revet' v vannoj po nocham. Ya tol'ko meshayu vsem.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Я для всех обуза. Муж пашет на двух работах из-за моих долгов, свекровь сидит с детьми. Если меня не станет, им всем станет легче дышать.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'Феназепам: 28 + 14 + 30 (мамины, с тумбочки) = 72. Пересчитала два раза. Коньяк убрала за крупы.',
    crisis: true,
    class: 'dose',
  },
  {
    text: "nachala otkladyvat' po odnoj tabletke amitriptilina kazhdyj den', uzhe 40 v banochke iz-pod vitaminok. vrach dumaet ya p'yu kak skazano",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Выпила всю пачку снотворного, запила вином. Пишу, пока могу. Телефон выключу.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'Каждый вечер одно и то же: заснуть бы и не проснуться. Не убивать себя, нет. Просто чтобы меня больше не было.',
    crisis: true,
    class: 'passive',
  },
  {
    text: "hochu ischeznut'. prosto rastvorit'sya, chtoby nikto ne iskal i nikto ne pomnil",
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Долг 2,4 млн, коллекторы звонят маме на работу. Выхода нет и не будет, я перестала что-то делать. Не вижу смысла жить ещё 30 лет вот так.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Никите 9, он никогда не заговорит и не пойдёт. И я никогда не отдохну. Это навсегда, до конца. Я больше не хочу ждать этот конец.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: 'я решила покончить с собой. не сегодня. но решила.', crisis: true, class: 'intent' },
  {
    text: "ya ne hochu bol'she zhit'. vsyo, eto moyo reshenie, i ono spokojnoe",
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'квартальный отчёт меня просто убивает. третью ночь сплю по 4 часа, главбух: «умри, но сдай». Умру, но сдам 😅',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Rebyonok opyat' razrisoval oboi flomasterom, ya chut' ne umerla na meste. Ubit' byla gotova, no on tak smeshno izvinyalsya",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Помру со стыда: на родительском собрании три раза подряд назвала маму Сафронова «Сафоновой».',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "eta ipoteka menya v grob zagonit, chestnoe slovo. Zhivu ot platezha do platezha, no zhivu i dazhe smeyus'",
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'Сегодня год, как не стало мамы. Съездили с сестрой на кладбище, поставили белые хризантемы. Потом пили чай и вспоминали её пироги.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "U nas v otdelenii pacient pokonchil s soboj, vsya smena v shoke. Ya dolgo sidela s ego zhenoj. Doma obnyala detej i razrevelas'",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Сашке в марте было бы 30. Написала его маме, что помню. Заказала торт с его любимой вишней, поедем к нему на кладбище с ребятами.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'У нас в школе девятиклассник погиб на путях, зацепинг. Завтра классный час о безопасности на железной дороге, готовлю презентацию, сама еле держусь.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Babushka umerla v Samarkande, ya ne uspela. Vzyala bilet tuda na pohorony, otpusk dali. Ochen' po nej skuchayu.",
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'Дочитала «Анну Каренину» в третий раз. Сцена с поездом каждый раз как впервые, ревела в метро. Вронский всё равно козёл.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "v igre nakonec-to proshla poslednego bossa, ekran game over bol'she ne uvizhu! sohranilas' i legla spat' v 3 nochi",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Пишу рассказ на конкурс: героиня оставляет прощальное письмо мужу и уезжает на Байкал начинать всё заново. Не могу придумать финал — вернётся она или нет.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Posmotreli s Dimoj «Zelyonuyu milyu», ya plakala kak nenormal'naya na scene kazni. Dima smeyalsya nado mnoj, a potom sam zaplakal.",
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Феназепам назначили курсом на 14 дней, по 0,5 на ночь. В аптеке проверили рецепт. Поставила напоминалку, чтобы не пропустить и не выпить лишнего.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "vrach povysila dozu amitriptilina do 50 mg, pit' na noch'. skazala alkogol' nel'zya sovsem, ya i ne hochu, zato spat' nakonec-to nachala",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Смена: 12 капельниц, 3 переливания крови, один после резекции желудка. Ноги гудят, но все живы.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Никите ботокс в икры в четверг, под наркозом. Купила пелёнки, памперсы для взрослых, сок. Врач сказала, восстановление неделя.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "sdala krov' iz veny, gemoglobin 92. propisali zhelezo v tabletkah na 3 mesyaca, razlozhila po tabletnice na nedelyu vperyod",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Сегодня сняли швы после кесарева. Шрам розовый, чешется. Хирург сказала мазать контрактубексом и не поднимать тяжёлое.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'Пять лет назад я пыталась уйти из жизни, сейчас это будто был другой человек. Сегодня пробежала свой первый полумарафон. Мама плакала на финише.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "v 2016 ya rezala ruki, shramy eschyo vidno. segodnya syn sprosil pro nih, ya skazala, chto mame davno bylo ochen' ploho, a teper' horosho. I eto pravda.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'После развода полгода лежала лицом к стене и думала, что всё кончено. Это было в 2020-м. Сейчас у меня своя студия маникюра и кот Пончик.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'С учёта у психиатра сняли в прошлом году. Таблетки отменяли постепенно, уже 14 месяцев без них. Держусь и, честно, радуюсь.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "kogda-to ya stoyala na mostu i dumala prygnut'. eto bylo 10 let nazad, na vtorom kurse. teper' ya vozhu po etomu mostu detej v sadik i pochti ne vspominayu",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Было время, когда я копила таблетки. Этого давно нет: три года терапии, антидепрессанты отменили, я живу. Пишу просто, чтобы помнить, откуда выбралась.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'В 2015-м я лежала в реанимации после передоза. Сегодня прошла собеседование в ту же больницу — уже медсестрой. Взяли!',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'Психиатр спросила: «Бывают мысли о смерти, о том, чтобы покончить с собой?» Ответила честно: нет. Устаю, злюсь, но жить хочу, у меня Варька.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "ya ustala, ne mogu bol'she na etoj rabote, no ne v tom smysle. umirat' ne hochu, hochu uvolit'sya i v otpusk na more.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Анкета в женской консультации про послеродовую депрессию: пункт 10 «мысли причинить себе вред» — отметила «никогда». Всего 9 баллов, сказали понаблюдать.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Муж боится, что я что-то с собой сделаю, раз всё время плачу. Нет. Я не хочу умирать и ничего себе не сделаю, мне надо выспаться и чтобы он взял на себя ипотеку хоть на месяц.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Podruga sprosila, ne dumayu li ya o suicide posle razvoda. Net, nikogda. Zlyus' na nego — da, no zhit' budu, i horosho zhit'.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Не хочу исчезнуть, хочу, чтобы меня наконец заметили на работе. Разница большая. Завтра иду к начальнице про повышение.',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'Купила в Леруа: верёвка джутовая 10 м, крюк потолочный — под качели для Тёмы в дверной проём. Муж вечером повесит.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "bilet na elektrichku Podol'sk — Caricyno kupila, raspisanie sfotkala. V subbotu k sestre na den' rozhdeniya, vezu tort.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Раздала на работе цветы и кружки: переезжаю в Казань к мужу, последний день в пятницу. Девочки скинулись на сертификат, ревели все.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'пароль от вайфая на холодильнике, от госуслуг у Юли. уезжаю в командировку на 5 дней, мама остаётся с детьми. список продуктов там же',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Lene: zaberyosh' Busyu na dve nedeli? My v Turciyu, korm i lotok v pakete, privivki sdelany. Spasibo, s menya magnit :)",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'История поиска:\n«смотровая площадка москва-сити билеты»\n«какой этаж смотровой 89 или 90»\n«можно ли с детьми 10 лет»\nВедём Диму на ДР.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Гараж у свёкра, ключи у меня. Отвезла туда зимнюю резину, шланг для полива смотала. Весной на дачу.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Nozhi zatochila, lezviya dlya stanka kupila, vannu otmyla. Zavtra gosti, ves' den' gotovlyu plov.",
    crisis: false,
    guard: 'everyday',
  },
];
