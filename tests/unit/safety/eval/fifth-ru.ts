import type { EvalNote } from './types';

/**
 * Russian notes of the fifth check, written before the lexicon was tuned on them: Russian-speaking
 * Ukrainians in Kharkiv, Mykolaiv, Dnipro and Odesa, a woman washing dishes in Prague, a teenager,
 * a pensioner whose grandchildren are in Germany, a soldier whose unit fell at Bakhmut, a wife
 * with her husband's pistol in the wardrobe. Spelling without ё, a тся/ться typo, one line of
 * surzhyk, Latin transliteration, emoji. The quiet half: "эта работа меня убьёт", "сдохну без
 * кофе", a neighbour killed by shelling, a friend's brother who took his life, an old father who
 * wants to die at home in Kherson, a school novel and a fanfic, a child's ibuprofen dose, a crisis
 * ten years ago that therapy ended, plain denials.
 *
 * First run, lexicon untouched: recall 29/33 (87.9%), false alarms 1/33 (3.0%).
 * Missed: passive 1 ("Господи, забери меня уже"), euphemism 2 ("уйти тихо и навсегда", with
 * words between the verb and "навсегда"; "Скоро и я к ним" without a verb, after comrades who
 * "stayed under Bakhmut"), relapse 1 (an earlier overdose, "всё позади", then "опять ловлю себя на
 * мыслях о смерти": the recovery silenced the cues, and nothing read the thoughts as come back).
 * False alarm: figurative 1 ("я просто сдохну без кофе", with "завтра" and "опять" beside it).
 *
 * After general changes to `lexicons/slavic.ts` (the Ukrainian set's, which serve both languages,
 * and: "уйти тихо и навсегда" with up to three words of manner between; "я тоже скоро к ним"
 * without a verb; "опять ловлю себя на мыслях" as a thought come back, so a recovery told earlier
 * no longer silences it; "сдохну без кофе/света/сна" as hyperbole; swallowed pills in the past,
 * "наглоталась снотворного", as a dose taken): recall 33/33, false alarms 0/33; this is now a
 * development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Живу в Харькове, опять бомбят Салтовку. Мама в больнице, денег нет, работы нет. Я серьезно хочу покончить с собой, уже не первый день об этом думаю.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya ne vyderzhivayu bolshe. hochu umeret, chestno. vse dostalo, i shkola i doma',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Два года в Праге, мою посуду в кафе, по-чешски так и не заговорила. С утра крутится одна мысль: убить себя и перестать быть всем в тягость. Не знаю, сколько ещё продержусь.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер ложусь и прошу, чтоб утром не проснутся. Утром просыпаюсь и злюсь, что опять.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Мне 71, живу одна в Николаеве, внуки в Германии. Господи, забери меня уже, зачем я тут небо копчу.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Когда сирена, даже не встаю с дивана. Прилетит так прилетит, мне уже всё равно, буду я жить или нет.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро меня здесь не будет, и никто даже не заметит. Ну и ладно.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Всё время думаю, как бы уйти тихо и навсегда, чтобы никого не расстраивать.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны мои все там остались, под Бахмутом. Скоро и я к ним, я уже решил для себя.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'У мужа дома остался наградной пистолет. Он на фронте, а я каждую ночь достаю его из шкафа и держу в руках. Знаю, где лежат патроны.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стояла сегодня на мосту через Днепр почти час. Смотрела вниз и думала, как быстро всё закончилось бы.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Лезвия купила, лежат в ящике стола. Представляю, как наберу горячую ванну, и всё. От этой мысли почему-то спокойнее.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Решила: в пятницу, когда муж уедет на смену, сделаю это. Таблетки собраны, записка написана.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Завтра после похорон отца пойду на крышу нашей девятиэтажки. Больше нечего ждать.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'segodnya nochyu vsyo zakonchu. vse uzhe gotovo, verevku kupil vchera',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мам, пап, простите меня за всё. Вы ни в чём не виноваты. Я вас очень люблю. Не ищите меня.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Это моя последняя запись. Спасибо тебе, дневник, ты слушал меня, когда больше никто не слушал.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Удалила страницы в соцсетях, раздала долги, кошку отдала соседке насовсем. Пусть запомнят меня нормальной.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я обуза для семьи. Мама тратит последние деньги на мои лекарства. Без меня им было бы легче.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Муж вернулся с фронта без ноги, и я вижу, что со мной ему только тяжелее. Всем станет проще, когда меня не станет.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ya tolko meshayu vsem. luchshe by menya voobshche ne bylo, roditeli by nakonec vzdohnuli',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала бёдра, теперь ношу только длинные юбки. Не могу остановиться.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Когда после обстрела накрывает паника, царапаю руки до крови. Сегодня опять.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Тушила сигарету об запястье, чтобы почувствовать хоть что-то. Это уже третий ожог за месяц.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Не вижу никакого будущего. Город разбит, работы нет, друзья уехали. Зачем вообще дальше жить.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего уже не изменится. Я в этой яме навсегда, и выхода нет.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Смысла нет ни в чём. Каждый день одно и то же: сирены, подвал, страх. Я больше не верю, что когда-нибудь станет лучше.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько нужно выпить феназепама, чтобы точно не проснуться?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая доза инсулина смертельна для человека без диабета? У свекрови в холодильнике его полно.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skolko tabletok paracetamola nado chtoby navernyaka',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Год назад меня откачали в токсикологии. Думала, всё позади. Но сегодня опять ловлю себя на мыслях о смерти.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Восемь месяцев без порезов. Вчера сорвалась. Счётчик обнулился.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'После попытки в прошлом году я обещала маме, что больше никогда. А сейчас эти мысли вернулись, и они громче, чем тогда.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта работа меня убьёт. Третий дедлайн за неделю, а начальник ещё и в выходные пишет.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю со смеху: кот гонялся за лазерной указкой и влетел в шкаф 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если завтра опять отключат свет на 12 часов, я просто сдохну без кофе 😅',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Чуть не умерла от стыда, когда на собеседовании назвала директора мамой.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убила весь вечер на налоговую декларацию. Голова пухнет, пойду спать.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня хоронили соседа, дядю Витю. Погиб при обстреле у своего гаража. Весь двор пришёл.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Брат подруги покончил с собой после возвращения из плена. Она не понимает, как жить дальше, а я не знаю, что ей сказать.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Годовщина смерти бабушки. Ездили на кладбище, мама плакала. Царство небесное.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'В новостях: ракетный удар по Днепру, погибли 14 человек. Смотрю на фото и не могу дышать.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Папа говорит, что хочет умереть в своём доме в Херсоне, а не в эвакуации. Ему 87, он просто хочет домой.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Посмотрели «Общество мёртвых поэтов». Сцена с Нилом — я рыдала весь вечер.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу фанфик, где главный герой решает уйти из жизни, но друзья его вытаскивают. Очень тяжёлая глава получается.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В сериале героиня пила таблетки горстями, и я весь вечер думала, зачем такое показывают подросткам.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'На литературе проходим «Грозу». Катерина бросается с обрыва в Волгу, и учительница спросила, почему она так поступила.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Слушаю новый альбом, там трек про парня, который хочет исчезнуть навсегда. Музыка огонь 🔥',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Сыну 6 лет, 20 кг. Сколько ибупрофена можно дать при температуре 38,9? Ночь, аптеки закрыты.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач назначил антидепрессанты, начинаю с половины таблетки. Немного страшно из-за побочек.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Собака сгрызла две таблетки папиного лекарства от давления. Везём к ветеринару, надеюсь обойдётся.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Какая максимальная суточная доза парацетамола для взрослого? Голова раскалывается второй день.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабушке выписали снотворное, покупаю ей в аптеке по рецепту раз в месяц.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять лет назад я пыталась покончить с собой. Сейчас у меня двое детей и любимая работа, терапия очень помогла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В школе я резала руки. Это давно в прошлом, шрамы побелели, и я научилась справляться по-другому.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я думала, что жить незачем. Смешно вспоминать: сейчас у меня столько планов.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'kogda mne bylo 17, ya hotela umeret. seichas mne 29, i ya schastliva, chto togda vyzhila.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После гибели мужа я целый год не хотела жить. Сейчас потихоньку оживаю, записалась на курсы английского.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сьодня сирена була три раза, но в целом день нормальный. Сварила борщ, поговорила с мамой по видео.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Устала как собака. Хочу выспаться, и чтобы никто не трогал хотя бы сутки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Переезжаем в Варшаву насовсем. Грустно оставлять Одессу, но надо думать о детях.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Наконец-то купила зимнюю куртку! Весь день гуляла по городу, пила какао.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, были ли мысли о суициде. Нет, не было. Мне тяжело, но я хочу жить.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я никогда не сделаю себе больно, я слишком люблю своих детей.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не думала о том, чтобы убить себя, даже в самые плохие дни.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мне плохо, но я не хочу умирать. Я хочу, чтобы закончилась война.',
  },
];
