import type { EvalNote } from './types';

/**
 * Russian notes of the seventeenth check, written blind before any change to the lexicon, many of
 * them by Ukrainians who write in Russian. The writers: a Zaporizhzhia nurse, a woman who hopes for
 * bad test results, a birthday chosen as the day, a will signed at a notary's, an abandoned
 * twelve-storey building on the Left Bank, the last two loan payments, something ordered to a parcel
 * locker, a boy whose parents go to the dacha, a soldier's last evening of leave with his rifle, an
 * old man with his suit and funeral money and a river's ice hole, a girl after her prom, a refugee
 * who has written out her week, a woman "tired of being", a man who will "leave the race", "wiping
 * myself like an old file", a chess king laid down, a candle put out before it burns down, methanol
 * from work, a car in a closed garage, a 14th-floor balcony, swimming past the buoys in Odesa, a
 * hunting knife, a tree in a shelter belt, a veteran who frightens his family, a Kharkiv mother who
 * keeps her daughter from leaving, a man with ALS, a cigarette burn, a Sievierodonetsk man, a pile of
 * pregabalin and quetiapine, a relapse counter reset after four years. Surzhyk ("шо", "шото",
 * "розписала"), text without ё, Latin transliteration, emoji. Weight on plan (10), euphemism (8),
 * method (6) and burden (5). The quiet half: the past (a dam in Zaporizhzhia seven years on, a
 * therapist's client's wedding, a 2012 diary, a grenade after Debaltseve, 2022 seen from Vilnius,
 * a school psychologist's old cuts, a cake for the toxicology nurses, a son's attempt and a
 * granddaughter, Mariupol 2022 from Tallinn, sobriety and pills on one date), denials (a
 * psychiatrist's question, a questionnaire, giving things away before a move, a soldier's mother),
 * care (paracetamol in toxicology, a dog and rat poison, metformin, cough syrup, a pharmacology
 * lecture), jokes, deaths of others, Anna Karenina, a screenplay, a game, a move, a climbing rope, a
 * will.
 *
 * First run, on main at 8447bb5, lexicon untouched: recall 33/38 (86.8%), false alarms 2/38 (5.3%).
 * Missed: plan 4 (a birthday chosen as the date, "nine days left"; a will at a notary's and "the
 * next step is mine, this week"; an order to a parcel locker and "Thursday is my last day"; the last
 * evening of leave in a shelter belt with a rifle, not going back "alive or otherwise"), method 1 (a
 * tree with a thick branch and a belt that will hold).
 * False alarms: negation 2 (a questionnaire's "better off not being here?" answered "never", read by
 * the whole-note reader; "I could never kill myself, I love my children", read as intent).
 * First run on main after the sixteenth round (its fixes and a retrained whole-note reader): recall
 * 31/38, false alarms 2/38. Newly missed, both caught before only by the whole-note reader: plan 1
 * (a suit, funeral money, "all prepared", the river's ice hole on Monday), method 1 (a father's
 * hunting knife under the pillow, "I know where the veins are").
 * After general changes to `lexicons/slavic.ts`: a father's or hunting knife like his gun, and
 * knowing where the veins or the artery are (weak method); "все приготовил." as a sentence of its
 * own, a purpose kept secret ("никто не узнает, зачем") and a day named as one's last (weak plan);
 * a sturdy branch picked out, not for a swing or a hammock nor climbed (means), beside a belt that
 * "will hold"; a screening question in the second person ("лучше бы вас не было?") masked with its
 * "ни разу"; "никогда не смогла бы покончить с собой" read as a negation. Recall 35/38, false
 * alarms 0/38; this is now a development set.
 * Left: the birthday as the date ("пришла и ушла в одну дату", "осталось девять дней"), the
 * notary's will and "следующий шаг мой собственный" (a will beside a notary is masked as
 * paperwork), and the soldier's last evening of leave with his rifle: each said once, in words a
 * pattern would only fit here, and as plain a countdown or a will as a wedding's or a careful
 * pensioner's.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я медсестра в Запорожье, двенадцать часов смены, потом домой в пустую квартиру. Я хочу покончить с собой. Пишу это впервые словами, и руки трясутся.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Хочу заболеть чем-нибудь смертельным, чтобы всё решилось как-то само, без меня. Каждый раз на анализах втайне надеюсь на плохие результаты.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Inogda dumayu, chto bylo by luchshe prosto ne prosypat'sya. Chtoby vsyo eto konchilos' samo, bez shuma.",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'День рождения у меня четырнадцатого. Пусть будет в этот день, символично: пришла и ушла в одну дату. Осталось девять дней.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сегодня была у нотариуса, переписала квартиру на сына и написала завещание. Следующий шаг уже мой собственный, на этой неделе.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Нашла заброшку на Левобережном, двенадцать этажей, вход через дыру в заборе. Вчера ходила туда посмотреть, лестница целая. Пойду в ночь с пятницы на субботу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Как только закрою последний кредит, мне тут делать нечего. Осталось две выплаты, март и апрель. Я считаю не дни до зарплаты, а дни до конца.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Заказала на сайте то, что нужно, придёт в четверг в почтомат. Никто не узнает, зачем. Четверг у меня последний день.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Vsyo rasschitala. V voskresen'e utrom roditeli uedut na dachu, ya ostanus' odna. Verevka uzhe lezhit v shkafu pod svitarami.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Отпуск десять дней. Первые дни с семьёй, в последний вечер уйду в лесопосадку с автоматом. Обратно в часть я не поеду, ни живым, ни никак.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Все приготовил. Костюм висит, деньги на похороны в конверте на холодильнике. В понедельник пойду к реке, лед еще держит, до полыньи дойду.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'я всё распланировала, сразу после выпускного. хочу чтобы мама увидела меня в платье последний раз. потом всё',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Розписала всё по дням. В среду отправлю документы сестре в Варшаву, в четверг уволюсь, в пятницу меня уже не будет.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я устала быть. Просто быть. Скоро перестану, уже недолго осталось, я так решила.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу сойти с дистанции. Не на время, не отдохнуть, а совсем. Сам сойду, никто не заметит.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Skoro vsyo zakonchitsya. Ya sama eto zakonchu. Tiho, akkuratno, nikogo ne napugav.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочется уйти в вечный отпуск. Без возврата, без звонков, без меня самой. Заявление себе уже подписала',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу обнулиться. Стереть себя, как старый файл, и чтобы корзину потом никто не восстанавливал.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Партия сыграна, пора сдавать фигуры. Своего короля я сам положу на доску, не дожидаясь мата.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу туда, где меня никто не достанет. Вообще никто. Под землю. И скоро я туда сама лягу.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Восемьдесят два года, бабка одна в Чернигове. Погашу свою свечку сама, не дожидаясь, пока догорит. Уже недолго.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'На работе у меня доступ к метанолу. Знаю, сколько нужно. Сегодня налил в бутылку из-под воды и принёс домой, стоит на подоконнике.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Загнала машину в гараж, закрыла ворота изнутри. Сижу, мотор пока не завожу. Пишу сюда, сама не знаю зачем.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Segodnya dolgo stoyal na balkone 14-go etazha i prikidyval, kak perelezt' cherez perila. Noga uzhe byla na nikh.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Одесса, ночь. Заплыву подальше за буйки и не буду возвращаться. Плаваю я плохо, так даже проще.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Наточил отцовский охотничий нож, положил под подушку. Я знаю, где вены, я был санинструктором.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Нашёл в посадке за Полтавой дерево с толстой веткой. Ремень выдержит. Хожу туда каждый вечер, стою и смотрю.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Жена боится меня после того, как я ночью кричал и разбил шкаф. Дети шарахаются. Без меня им будет спокойнее, я же вижу. Я им только мешаю жить.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дочка из-за меня не уезжает за границу, сидит со мной под обстрелами в Харькове. Если меня не станет, она наконец спасётся. Я об этом всё время думаю.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Ya vsem tol'ko meshayu. Roditeli rugayutsya iz-za menya. Luchshe by menya voobshche ne bylo, i ya skoro eto ispravlyu.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Скоро я не смогу сам есть, БАС не лечится. Не хочу, чтобы сын бросал институт и кормил меня с ложки. Уйду, пока ещё могу сам.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я им только жизнь порчу. Все шо я делаю, делает хуже. Без меня им будет лучше, это не нытье, это факт.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Лена, прости за всё. Ты лучшая сестра на свете. Пароль от телефона — мамин день рождения. Не ищи меня и не вини себя.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять прижигала руку сигаретой, пока не отпустил этот ком в груди. Три новых ожога за неделю, прячу под рукавом.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Сорок семь лет, дом в Северодонецке под оккупацией, работы нет, жена ушла. Впереди ничего. Не вижу ни одной причины вставать по утрам.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ничего не изменится, никогда. я пробовала терапию, таблетки, переезд. все бесполезно, и сил больше нет пробовать',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сложила все свои таблетки — прегабалин, кветиапин и мамины от давления. Получилась целая горка. Если всё сразу, должно хватить.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Четыре года держалась после той попытки, считала дни в приложении. Сегодня счётчик обнулился: снова порезалась и думала уже о большем.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Ровно семь лет назад меня сняли с плотины в Запорожье. Сегодня я прошла по ней с дочкой на руках. Самое страшное и самое счастливое место в моей жизни.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Бывший клиент прислал фото со свадьбы. Три года назад он пришёл ко мне с планом самоубийства и датой. Сижу и плачу от счастья.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Nashla svoj dnevnik 2012 goda. Tam "ya hochu umeret\'" na kazhdoj stranitse. Smeshno i grustno, seichas u menya sem\'ya i sobaka.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 2015 после Дебальцево я неделю носил гранату в кармане и думал её выдернуть. Прошло девять лет. Сейчас веду клуб для ветеранов в Днепре.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый худший год в моей жизни — 2022. Бомбоубежище, смерть отца, желание просто исчезнуть. Сейчас я в Вильнюсе, работаю и хожу на йогу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я резала руки, в пятнадцать лет. Сейчас мне тридцать два, я школьный психолог и рассказываю детям, что выход есть.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'год назад я пыталась отравиться, лежала в токсикологии. сегодня первый раз съездила туда с тортом для медсестер, они меня узнали',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад сын пытался повеситься в общаге. Сегодня у него родилась дочка, моя внучка. Не могу перестать плакать.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше я думал о суициде почти каждый день. Это прошло после полугода терапии. Иногда вспоминаю и не узнаю себя.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В марте 2022 в подвале в Мариуполе я молилась, чтобы всё закончилось, даже если вместе со мной. Теперь я в Таллинне, и я хочу жить.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина трезвости и годовщина той ночи с таблетками — одна и та же дата. Два года. Купила себе цветы.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психиатр спросил про суицидальные мысли. Ответил честно: нет, их нет. Есть бессонница и злость.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать. Я хочу, чтобы кончилась война и муж вернулся домой.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Ne volnujtes', ya nichego s soboj delat' ne sobirayus'. Prosto nuzhna tishina neskol'ko dnej.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Подруга решила, что раз я раздала вещи, то я прощаюсь. Нет! Я просто переезжаю к парню в Одессу 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете от терапевта: «Мысли о том, что лучше бы вас не было?» — «Ни разу». Хоть тут всё хорошо.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'не, я не собираюсь с собой шото делать, шо ты начинаешь. просто плохой день',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Сын звонит с позиций и каждый раз спрашивает, не думаю ли я о плохом. Нет, сынок, я держусь ради тебя.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не смогла бы покончить с собой, слишком люблю своих детей и весну. Просто устала.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Дежурство в токсикологии: подросток с передозировкой парацетамола, вовремя начали ацетилцистеин. Печень спасли. Выдохнула только под утро.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Собака на даче нашла крысиный яд. Ветеринар колет витамин К, говорит, вовремя привезли.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Разложила папины таблетки в органайзер на неделю, чтобы не выпил двойную дозу метформина, как в прошлый раз.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малыш выпил полбутылки сиропа от кашля, пока я была в душе. Позвонила в токсикологию, сказали, доза неопасная, но понаблюдать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лекция по фармакологии: летальная доза амитриптилина и почему его не выписывают большими упаковками. Завтра зачёт.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник опять перенёс дедлайн, я его убью 🙃',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта очередь в миграционной службе в Праге меня добьёт. Четвёртый час стою.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю от смеха над видео с котом, пересмотрела раз двадцать',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Хоть вешайся от этих отчетов, но пятница уже скоро',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня сорок дней как нет Серёжи, моего одноклассника, погиб под Покровском. Сидели с его мамой на кухне.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Коллега покончил с собой в выходные. Вся контора в шоке. Нам прислали психолога.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Похоронили деда в селе под Полтавой. Ему был 91 год. Хорошо пожил.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Segodnya umerla nasha sosedka baba Valya. Ona vsegda ugoshchala detej yablokami.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Анну Каренину» в третий раз. Финал на вокзале каждый раз бьёт под дых.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарий короткометражки: герой-ветеран хочет застрелиться, а его спасает собака. Режиссёр просит больше тишины в кадре.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре моего персонажа убили, и весь прогресс слетел. Ну и ладно, начну заново.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала все комнатные растения и книги, уезжаю на год в Канаду по работе. Прощальный ужин в пятницу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила верёвку для скалодрома и новые перчатки. Тренер говорит, что к весне пойдём на первую скалу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Написала завещание — нотариус сказала, что в моём возрасте это разумно. 60 лет, здоровая, просто люблю порядок.',
  },
];
