import type { EvalNote } from './types';

/**
 * Russian notes of the twenty-third check, written blind, before any code was changed. Many of
 * the writers are Ukrainians writing in Russian: a man in Kharkiv under nightly strikes, a woman
 * in Odesa without light, a refugee on a Warsaw warehouse shift, a soldier handing his kit to the
 * lads before a "rotation", an evacuee from Kherson, a widower writing to his three children, a
 * man bedridden after a stroke, a student in a dormitory, an 84-year-old alone, a market woman in
 * Mykolaiv; Russian without ё throughout, Latin transliteration, surzhyk touches ("шо"), emoji.
 * Crisis weight on euphemism (7), plan (7), method (6) and farewell (6); the quiet half leans on
 * past (10) and negation (9), with medical near misses (5: a cat and a lily, an overdose patient,
 * a grandchild and blood-pressure pills, paracetamol with alcohol, a father's morphine).
 *
 * First run on main at 90568b4, detector untouched: recall 33/38 (86.8%), false alarms 5/38
 * (13.2%).
 * Missed: euphemism 1 (a theatre metaphor: lowering the curtain, "my part is over"); plan 2 (a
 * day that ends with a trip to a quarry "I looked over long ago", "not planning to come back"; a
 * mother who has arranged the dog, an unlocked door "so they won't break it" and a weekday, with
 * no verb of the act); method 1 (sitting legs dangling on an open 12th-floor sill, "tomorrow I may
 * not climb down"); farewell 1 (phoning every friend in turn "as if for the last time, because it
 * is").
 * False alarms: past 2 (a veteran who "long thought about the pistol" after the front, now an
 * instructor with such thoughts long gone, in Latin transliteration, flagged with no class named;
 * an anniversary of having said goodbye to everyone a year ago, now celebrated, read as farewell);
 * negation 2 (the PHQ-9 item on being better off dead answered "not once", read as intent; "no, I
 * won't jump off a bridge over one failed exam", read as method); medical 1 (a grandson who
 * swallowed a couple of blood-pressure pills, pumped out and fine, read as method).
 * Scored a second time, blind, on main at d4fb4db after the twenty-second round's fixes, a retrain
 * and two new rules (unexplained cues, a story called over): uk recall 36/38, false alarms 6/38;
 * ru recall 33/38, false alarms 5/38.
 * Lexicon pass (lexicons/slavic.ts only): the theatre metaphor (curtain lowered, "мой выход
 * окончен", "роль сыграна"); a quarry as a means and "обратно не собираюсь" as finality (and
 * "давно присмотрела" no longer read as the long past); a door left unlocked "so they won't break
 * it" as finality; "может и не слезу" as finality; "как будто в последний раз, потому что так и
 * есть" as farewell; a nod by the doctor is no longer read as the writer's yes to a screening
 * question. After it: recall 38/38, false alarms 4/38 (left: past 2, negation 1, medical 1). All
 * Russian development sets: recall 985/991 -> 990/991, false alarms 9 -> 8.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Смотрю на фотки с выпуска и думаю, что скоро там будет на одно лицо меньше. Я уже решила. Просто еще не знаю когда.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны, которые остались под Угледаром, мне снятся каждую ночь и зовут. Я, наверное, скоро к ним присоединюсь, и сам это устрою.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хватит с меня этого спектакля. Пора опускать занавес, мой выход окончен.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Выплатила кредит, отдала Лизе свои платья, цветы раздала соседкам. Осталось только уйти красиво, чтобы никто не мучился потом со мной.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'zhivu v Harkove, vse ravno kazhduyu noch prilety. Ya ustal zhdat kogda menya sluchayno. Skoro sam sebe postavlyu tochku.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'В Варшаве третий год, работа на складе, ни одного друга. Сегодня подумала что меня тут никто не хватится, если я тихо исчезну насовсем. Эта мысль почему-то успокаивает.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Муж говорит что я «опять в своем настроении». А я просто собираюсь на тот берег, откуда не возвращаются. Ему я этого не скажу.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В субботу родители уезжают на дачу. Я останусь одна дома, и тогда я это сделаю. Все уже готово.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написал письма всем троим детям, положил в конверты, подписал "вскрыть после". Выбрал день - годовщина смерти жены. Так будет правильно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Vzyala otgul na ponedelnik. Nikto ne budet iskat do vtornika. Etogo hvatit chtoby vse zakonchit.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'утро: сессия, кофе, ругань с соседкой по общаге. днем отправила маме деньги, все что было. вечером съезжу за город к тому карьеру, я давно там все присмотрела. обратно не собираюсь',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я досчитаю до Нового года. Если ничего не изменится, первого января меня не будет, я так себе пообещала.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сегодня проверил, во сколько охранник уходит с крыши нашего бизнес-центра. В 19:40. Завтра задержусь на работе.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сын уехал в Германию, звонит раз в месяц. Я все продумала: собаку отдам Гале, квартиру оставлю открытой, чтобы не ломали дверь. В четверг.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'У отца в сейфе охотничье ружье, я знаю где ключ. Сегодня весь день об этом думаю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Копила таблетки полгода, по одной из каждого рецепта. Теперь их хватит. Лежат в коробке из-под чая.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Вчера сидела на подоконнике открытого окна на 12 этаже, свесив ноги. Долго сидела. Потом замерзла и слезла, но завтра может и не слезу.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'v garazhe est shlang, esli nadet na vyhlopnuyu trubu i zakryt vorota, to prosto usnesh. ya vse proveril',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Прочитал, на какой глубине и при какой температуре воды человек теряет сознание быстрее всего. Залив рядом, зимой никого нет.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Купила самые острые лезвия и ванну набрала. Сижу на краю. Пишу сюда потому что больше некуда.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамочка, прости меня за все. Ты ни в чем не виновата. Я тебя очень люблю. Не ищи причину, ее нет.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздал ребятам свои вещи, броник, берцы, телефон Сане. Сказал им спасибо за все. Они думают, что я на ротацию. Больше меня здесь не увидят.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Это последняя запись в этом дневнике. Спасибо тем, кто был рядом. Пароль от ноута под клавиатурой, пусть Наташа заберет фотки.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Vsem spasibo i proshchayte. Ne ishchite. Tak budet luchshe dlya vseh.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Сегодня звонила всем подругам по очереди. С каждой говорила как будто в последний раз, потому что так и есть. Одна даже спросила, что со мной. Я засмеялась.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Дорогой Максим, когда ты это прочитаешь, меня уже не будет. Не вини себя, ты был лучшим, что случилось в моей жизни.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это впервые словами, раньше только думала. Страшно от того, как спокойно это звучит.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Уже неделю в Одессе без света и воды. Дети у бабушки. А у меня в голове одна мысль - убить себя и не мучиться больше.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый раз, когда переходу дорогу, немножко надеюсь, что машина не затормозит. Было бы проще.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'господи, забери меня уже наконец. 84 года, ноги не ходят, дочь далеко. зачем я тут',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'После инсульта я лежу, а жена меня моет и кормит с ложки. Я для нее обуза, и я вижу, как она гаснет. Лучше бы я умер, и я подумываю помочь этому.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'я всем мешаю. родители тратят на мою учебу последнее, а я проваливаю сессию. без меня им будет легче, и деньги сэкономят',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять порезалась, на этот раз глубже, чем обычно. Пришлось заклеивать пластырями в три слоя. Никому не скажу.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Когда накрывает, я жгу себе запястье зажигалкой. Сегодня три раза. Больно, но хоть что-то чувствую.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все бессмысленно. Дом разбомбили, работы нет, муж в плену. Никакого будущего у меня нет и не будет, я больше не вижу зачем вставать.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ne vizhu smysla zhit dalshe. Ni odnoj prichiny ostavatsya. Pustota.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Выпила всю пачку амитриптилина час назад. Пока ничего не чувствую, только сердце стучит.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года ремиссии, терапия, все хорошо. А сегодня опять эти мысли про мост, как тогда перед первой попыткой. Только теперь я знаю, как сделать, чтобы не откачали.',
  },

  // ---- quiet ----
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Ровно пять лет назад я наглоталась таблеток. Сегодня мы с мужем ездили на море, и я весь день думала, как хорошо, что тогда меня спасли.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла свой дневник 2015 года. Там каждая страница про то, как я хочу умереть. Тогдашней мне хочется сказать: потерпи, все будет.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психотерапевт на последней сессии напомнила, как я пришел к ней после попытки, а теперь мы заканчиваем терапию. Вышел на улицу и купил себе мороженое, как ребенок.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый страшный год моей жизни — 2022. Тогда я правда не хотела жить. Сейчас живу в Вене, учу немецкий и хожу на йогу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'posle vozvrashcheniya s fronta ya dolgo dumal pro pistolet. reabilitaciya, gruppa veteranov, zhena. sejchas ya rabotayu instruktorom i takih myslej netu uzhe davno',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Шрамы на ногах побелели. В девятом классе резалась почти каждый день. Сейчас мне 30, и вчера я впервые пошла на пляж в шортах.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мой дядя когда-то, еще в девяностые, пытался повеситься. Его нашел отец. Сегодня дяде 60, у него внуки, и он пригласил всех на юбилей.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'На группе рассказывала свою историю: как стояла на крыше в 19 лет и как меня оттуда увел незнакомый парень. Сейчас мне 34. Я благодарна ему каждый день.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад я прощалась со всеми и думала, что меня не станет. Сегодня годовщина, и я праздную, а не прощаюсь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда нас эвакуировали из Херсона, была мысль, что лучше бы меня убило. Это прошло, давно прошло. Сейчас я в Ивано-Франковске, работаю в кафе.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач спросила, есть ли мысли о самоубийстве. Я сказала нет, и это правда. Просто плохо сплю и нет сил.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я не хочу умирать, я хочу чтобы меня просто оставили в покое хотя бы на день',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мама опять переживает, читает мои посты. Мам, я не собираюсь с собой ничего делать, я просто устала на работе!',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne suicidnik, prosto u menya depressiya i ya lechus. Eto raznye veshchi.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Как бы ни было плохо, руки на себя не наложу. У меня дочь, и я ей нужна.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В опроснике PHQ-9 в последнем пункте про мысли что лучше было бы умереть отметила "ни разу". Врач кивнула.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Сослуживец прямо спросил, не думаю ли я застрелиться. Нет, не думаю. Спасибо, что спросил, это редко кто делает.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мне плохо, но жить я хочу. Пишу это, чтобы помнить в тяжелый вечер.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ну нет, я не прыгну с моста из-за одного завала на экзамене, не драматизируйте 😂',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Кот съел лилию, ветеринар сказал, что для кошек это смертельно. Капельницы, анализы, двое суток в клинике. Сегодня ест сам.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На смене в токсикологии привезли подростка с передозировкой. Откачали. Я потом полчаса сидела в раздевалке.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Внук достал из сумки мои таблетки от давления, пару проглотил. Скорая, промывание, обошлось. Теперь все лекарства под замком.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Фармацевт объяснила, что парацетамол с алкоголем опасен для печени и превышать дозу нельзя. Записала себе, чтобы не забыть.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Папе после операции назначили морфин, я слежу за дозой по часам. Медсестра научила, что делать, если он станет слишком сонным.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Диплом сдавать через неделю, а у меня полглавы. Научрук меня закопает живьем, а я ему помогу лопату держать 😅',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Перепутала чат и отправила начальнику голосовое про него же. Все, я труп, меня больше нет, ищите мое тело под столом 🙈',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Как увидел счет за отопление, чуть не повесился прямо в коридоре. Ну ладно, живем дальше.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ночь, пацаны в блиндаже травят байки. Серега сказал, что если еще раз услышит этот трек из телефона Вани, то застрелится. Ржали всем окопом.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня похоронили Олега с нашей улицы, погиб под Покровском. Его мать стояла и молчала, даже не плакала.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Узнала, что бывший одноклассник покончил с собой в Берлине. Не общались давно. Не могу перестать думать, могла ли я что-то заметить.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка ушла тихо, во сне. Мы все были рядом. Хорошо, что без боли.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Годовщина гибели брата под Херсоном. Поехали с мамой на кладбище, она все время гладила его фотографию на памятнике. Вечером молча пили чай.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитываю "Анну Каренину". Дошла до вокзала, опять ревела, хотя знаю, чем закончится.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ для литкружка: героиня прощается со всеми, решив уйти из жизни, а в конце ее спасает звонок сестры. Руководитель сказал, финал предсказуемый.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Прошла наконец ту игру, где в финале герой жертвует собой и прыгает в реактор. Сидел в тишине минут десять, вот это концовка.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала соседке банки, отдала долги, попрощалась с коллегами - завтра переезжаю в Днепр на новую работу!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Собрала рюкзак, оставила ключи маме, кота отдала подруге на неделю. Ухожу в горы, связи не будет.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Шо то я сегодня такая уставшая, аж ноги не держат. Весь день на базаре в Николаеве, потом огород, потом внуков купать. Лягу и буду спать до обеда, и пусть весь мир подождет.',
  },
];
