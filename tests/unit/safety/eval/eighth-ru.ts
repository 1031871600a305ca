import type { EvalNote } from './types';

/**
 * Russian notes of the eighth check, written blind before the lexicon was tuned on them, many by
 * Ukrainians who write in Russian: a woman waiting for her husband's trip and a shoebox of pills, a
 * man after his shift and the Moskovskyi bridge, a soldier on leave with a cartridge kept for
 * himself, a widow choosing the anniversary, a man with his father's shotgun at the dacha, a
 * mother whose daughter lives in Germany, a soldier whose mates stayed at Bakhmut, a woman on a
 * sixteenth floor in Dnipro, a driver on the Mykolaiv highway, an epileptic daughter, an amputee
 * veteran, a refugee in Kraków, an old mother whose children call from Poland, a teenager, a
 * Mariupol widow in Ireland. Some surzhyk ("шо", "када"), Latin transliteration, no ё anywhere,
 * typos and emoji. The quiet half is near misses, most on the past (pills seven years ago and two
 * children now, a therapist's client, a 2014 diary, "2020-й был худшим годом", Ilovaisk, old
 * scars, a roof in youth, Kherson two years ago, a grandmother's wartime story, a note re-read a
 * year later) and on denials (a psychiatrist's question answered no, "я не суицидник", a
 * questionnaire ticked "никогда", "не собираюсь я прыгать"), and on care (a cat's dose, a child
 * who ate two pills, a toothache, a teenager brought in with an overdose, a mother's sleeping pills
 * hidden from her dementia).
 *
 * First run, lexicon untouched: recall 32/38 (84.2%), false alarms 7/38 (18.4%).
 * Missed: plan 2 (a bridge "after the shift tomorrow" and where the cameras are not; a date set
 * on the anniversary of a death, "уйду следом"), euphemism 1 ("моя миссия выполнена, можно
 * уходить"), method 2 (how to climb over the balcony railing on the 16th floor, "прыгнуть хочется";
 * speeding into the crash barrier so the wife gets the insurance), relapse 1 ("опять думаю о
 * петле, как тогда ... когда меня откачали").
 * False alarms: past 3 ("7 лет с той ночи, когда я наглоталась таблеток"; "мысли о суициде" in "the
 * worst year" 2020; a year living with the thought of shooting himself after Ilovaisk, "это в
 * прошлом"), negation 1 (a questionnaire about self-harm answered "никогда"), medical 2 (a
 * teenager brought in with an overdose, "откачали"; a mother's sleeping pills hidden from her
 * dementia), figurative 1 ("я просто выйду в окно. Шучу").
 *
 * After general changes to `lexicons/slavic.ts`: "уйду следом" beside a death; a named bridge
 * with a time (not for a view or a walk); weak euphemisms that flag together ("мне здесь нечего
 * делать", "моя миссия выполнена", "можно уходить"); climbing over a railing; speeding into a
 * crash barrier, and a crash meant to pass for an accident (weak); "о петле" and "опять думаю о
 * веревке" as a thought come back. Guards: "откачали" counted as an attempt only when it is the
 * writer's, a patient brought in with an overdose is care; "7 лет с той ночи"; "2020-й был худшим
 * годом"; "я год жил с мыслью"; a self-harm questionnaire answered "никогда"; "выйду в окно.
 * Шучу"; someone else's pills hidden from her dementia. Recall 38/38, false alarms 0/38 (and the
 * sixth round's caffeine question is quiet now too). This is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это впервые словами, и стало страшно, но это правда.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ne hochu bolshe zhit. Voobshche. Dumayu tolko o tom, kak by eto sdelat pobystree.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Во время тревоги даже не иду в коридор. Пусть попадет. Мне уже все равно, честно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер молюсь, чтобы Бог забрал меня во сне. Тихо, без боли, и чтобы утром дочь не я встречала, а уже никто.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Все решила. В пятницу, когда муж уедет в рейс, а сына заберет бабушка. Таблетки уже собраны, лежат в коробке из-под обуви.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра после смены поеду на Московский мост. Уже знаю, с какой стороны подойти, там камер нет.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Выйду в увольнение в воскресенье и больше не вернусь ни в часть, ни вообще никуда. Патрон для себя оставил.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Segodnya noch'yu, kogda vse usnut. Zapisku uzhe napisala i spryatala v yashchik stola.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Назначила дату. 14 число, ровно год как его не стало. Вот и уйду следом, чтоб в один день.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Шо я решил: на выходных поеду на дачу, там никого не будет. Ружье отцовское там в сарае. Ну и всё.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Устала я. Пора мне уже на покой, к маме на кладбище. Там и место рядом с ней есть.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу просто выключиться. Не уснуть, а чтобы совсем. Нажать кнопку и всё.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Skoro menya ne budet i vsem stanet tishe. Ya uzhe reshila.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мне больше здесь нечего делать. Дочь выросла, у нее своя семья в Германии. Моя миссия выполнена, можно уходить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны с Бахмута меня там ждут, я чувствую. Недолго им осталось ждать.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Думаю, пора поставить точку. Не в отношениях, а во всем. Просто точку.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Нашла у отца в гараже старое охотничье ружье. Патроны там же. Третий день хожу туда и просто смотрю на него.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Читаю в интернете, какой этаж нужен, чтобы наверняка. У нас девятый. Должно хватить.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Живем на 16 этаже в Днепре. Каждый вечер выхожу на балкон и прикидываю, как перелезть через перила. Прыгнуть хочется все сильнее.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Kupil verevku i kryuk v stroitelnom. Zhena dumaet, chto dlya garazha. Pust tak i dumaet.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У мамы таблетки от давления, целая коробка. Если выпить все сразу, сердце встанет, я почитала. Коробка теперь у меня в тумбочке.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Разгонюсь на трассе под Николаевом и в отбойник. Никто не подумает, что специально, жена получит страховку.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Мама тратит всю пенсию на мои лекарства от эпилепсии. Я ей жизнь сломала. Без меня ей было бы легче, честно.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Жена моет меня, возит коляску, а ей всего 29. Я ей обуза. Лучше бы я там остался, под Авдеевкой, с пацанами.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Год сижу на шее у сестры в Кракове. Работы нет, язык не учится. Им было бы проще, если бы меня просто не стало.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya tolko meshayu vsem. Esli menya ne stanet, nikto osobo ne rasstroitsya, a vsem budet legche.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Дети звонят из Польши, а я слышу, как им со мной тяжело. Лишний рот. Пора мне уже освободить их от себя.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'родители ругаются из-за меня каждый день. если б меня не было они бы не разводились. я всем порчу жизнь и лучше бы меня вообще не было',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Сынок, если читаешь это — прости меня. Ключи у соседки тети Вали. Документы в синей папке. Я тебя очень люблю.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала книги, кота отдала подруге, удалила все фото. Осталось попрощаться с мамой, и я готова.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять режусь. Бедра уже все в полосках. Лето, а я в джинсах хожу.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Прижигаю руку сигаретой, когда накатывает. Так легче, чем плакать при детях.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего уже не исправить. Дом в Мариуполе сгорел, муж пропал без вести, я одна в Ирландии. Не вижу смысла ни в чем, и жить незачем.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Vse bespolezno. Luchshe ne budet nikogda. Zachem voobshche prosypatsya po utram.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько нужно феназепама, чтобы уснуть и не проснуться? У меня три пачки.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая смертельная доза инсулина для человека 60 кг? Спрашиваю для себя.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года после попытки все было нормально. А сегодня снова стояла на том же мосту. Оно вернулось.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Опять думаю о петле, как тогда, в 2019-м, когда меня откачали. Думала, это позади, а оно опять.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Сегодня ровно 7 лет с той ночи, когда я наглоталась таблеток. Жива, замужем, двое детей. Иногда вспоминаю и мысленно благодарю врачей скорой.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Клиентка, которая пять лет назад пыталась повеситься, сегодня пришла рассказать, что поступила в магистратуру. Ради таких дней я и работаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитывала свой дневник за 2014 год — сплошное «хочу умереть». Мне было 15. Сейчас смешно и немного грустно.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2020-й был худшим годом в моей жизни: развод, ковид, мысли о суициде. Сейчас все по-другому, есть работа и собака.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После Иловайска я год жил с мыслью застрелиться. Терапия, группа ветеранов, жена. Это в прошлом, теперь сам веду группу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya rezal ruki. Shramy ostalis, no eto bylo davno, mne uzhe 30 i ya v poryadke.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В юности стоял на крыше и хотел прыгнуть. Сегодня с той же крыши смотрели с сыном салют на день города.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Када я после Херсона вернулся, думал шо не вывезу, хотел в петлю. Слава Богу прошло, уже два года как норм.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Бабушка рассказывала, что после похоронки на деда хотела утопиться, но не смогла оставить маму. Как хорошо, что не смогла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад я писала здесь, что хочу исчезнуть. Сегодня перечитала и не узнала себя. Лечение помогло, спасибо моему психиатру.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психиатр спросил, есть ли мысли о самоубийстве. Сказала нет. Правда нет, просто бессонница и тревога.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать, я хочу в отпуск. Не путайте.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не суицидник, просто устал как собака после двух смен в больнице.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Net, ya ne sobirayus nichego s soboy delat. Mama, ne volnuysya.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не покончу с собой, у меня трое детей и мать-инвалид. Просто иногда хочется поплакать.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В опроснике на работе был вопрос про мысли о самоповреждении. Отметила «никогда». Честно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ребята думают, что раз я молчу, то думаю о плохом. Нет, не думаю я о смерти, думаю о доме и о жене.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не собираюсь я прыгать ни с какого моста, я просто сказала, что устала от всего этого.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Та ні, шо ты, я не думаю себя убивать. Просто жизнь такая, тяжелая.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'У кота почечная недостаточность, ветеринар подбирает дозу. Боюсь передозировать, считаю каждую каплю.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенок достал из сумки мои таблетки и съел две. Звонила в токсикологию, сказали ничего страшного, но наблюдать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Какая максимальная доза парацетамола в сутки для взрослого? Зуб болит третий день, к стоматологу только в понедельник.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'В реанимацию привезли подростка с передозировкой. Откачали. Сидела потом с его мамой до утра.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Прячу мамины снотворные, у нее деменция, она забывает, что уже выпила. Выдаю по одной на ночь.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта отчетность меня убьет. Хоть в петлю лезь 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю как хочу шаурму. Вот это трагедия дня.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник сказал переделать презентацию в третий раз. Я просто выйду в окно. Шучу, пойду за кофе.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Пробка на Окружной два часа. Убейте меня кто-нибудь 🙃',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Похоронили дядю Сашу. Он повесился в гараже после возвращения с фронта. Никто ничего не заметил.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Моя соседка по палате хочет умереть, говорит об этом каждый день. Я позвала медсестру и психолога.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка говорит, что ей пора к деду. 92 года, устала. Мы с ней пьем чай и смотрим фотографии.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'В Николаеве ракета попала в дом, погибли шестеро, среди них двое детей. Не могу перестать об этом думать.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитываю «Анну Каренину». Сцена с поездом каждый раз как впервые.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре мой персонаж решил пожертвовать собой, чтобы спасти отряд. Сидела и ревела над клавиатурой.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарий короткометражки о девушке, которая хочет покончить с собой, а соседский пес ей не дает. Режиссер говорит, слишком мило.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купил веревку и крюк для качелей детям на даче. Завтра повешу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала вещи, попрощалась с коллегами — завтра уезжаю в Варшаву на новую работу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Собрала аптечку: обезболивающие, от давления, бинты. Дачный сезон.',
  },
];
