import type { EvalNote } from './types';

/** Russian and surzhyk development notes (with translit), written before tuning. */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Опять поругались с мужем из-за денег. Я хочу умереть, честно, мне уже всё равно.',
  },
  { crisis: true, class: 'intent', text: 'хочу убить себя. просто хочу чтобы это закончилось' },
  {
    crisis: true,
    class: 'intent',
    text: 'Целый день думаю о самоубийстве, даже на работе не могу сосредоточиться.',
  },
  { crisis: true, class: 'intent', text: "ya ub'yu sebya esli tak budet i dalshe" },
  {
    crisis: true,
    class: 'intent',
    text: 'Решила, что покончу с собой. Не вижу другого способа это остановить.',
  },
  { crisis: true, class: 'intent', text: 'Хочу сдохнуть. Просто сдохнуть и всё.' },
  { crisis: true, class: 'intent', text: 'у меня суицидальные мысли уже третью неделю' },
  { crisis: true, class: 'intent', text: 'hochu umeret. sizhu v tualete na rabote i plachu' },
  { crisis: true, class: 'intent', text: 'хочу вмерти, бо сил вже нема ніяких' },
  { crisis: true, class: 'intent', text: 'Кажется, я скоро выпилюсь. Устала.' },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер молюсь, чтобы не проснуться утром. А потом будильник и опять этот день.',
  },
  { crisis: true, class: 'passive', text: 'Не хочу жить. Не хочу ничего.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Брата убили под Бахмутом в мае, и я не хочу жить без него.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Сирена, а я даже в коридор не иду. Пусть бы уже прилетело в меня и всё.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Я бы не была против, если бы меня сбила машина по дороге на работу.',
  },
  { crisis: true, class: 'passive', text: 'luchshe by ya ne rozhdalas voobshe' },
  { crisis: true, class: 'passive', text: 'я вже не хочу жить, просто нема сил' },
  { crisis: true, class: 'passive', text: 'Устала жить. Просто устала.' },
  { crisis: true, class: 'passive', text: 'не хочу больше жити, все надоело' },
  // euphemism
  { crisis: true, class: 'euphemism', text: 'Думаю, скоро уйду из жизни. Так будет честнее.' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочется уснуть навсегда, чтобы ничего не чувствовать 😴',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Бабушка умерла осенью. Я так по ней скучаю, что хочу уйти к ней.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу покончить со всем этим. Война, долги, тишина в квартире, всё.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Меня скоро не будет, так что неважно, что скажет врач в понедельник.',
  },
  { crisis: true, class: 'euphemism', text: 'хочу исчезнуть навсегда из этого мира' },
  { crisis: true, class: 'euphemism', text: 'Хочу уйти навсегда, тихо, без драмы.' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Таблетки лежат в шкафчике в ванной, и я всё время пересчитываю их в голове, сколько надо.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Долго стояла сегодня на мосту через Днепр. Так легко было бы просто сделать шаг.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Табельное оружие мужа лежит в сейфе, я знаю код. Всё время думаю о том, чтобы приставить его к виску.',
  },
  { crisis: true, class: 'method', text: 'купила верёвку в строительном. не для белья.' },
  {
    crisis: true,
    class: 'method',
    text: 'Ехала по трассе и думала выехать на встречку под фуру. Еле удержалась.',
  },
  { crisis: true, class: 'method', text: 'очень хочется прыгнуть с балкона 9 этажа' },
  { crisis: true, class: 'method', text: 'хочу наглотаться таблеток 💊💊💊 и уснуть' },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Я решила. Сегодня ночью, когда дети уснут, выпью все таблетки.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу. Я уже выбрала место у реки, где никто не ходит.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написала завещание и выбрала дату. Всё готово, осталось дождаться.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Несколько недель коплю снотворное, уже накопила штук шестьдесят.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'zavtra utrom kogda vse uydut na rabotu ya eto sdelayu. uzhe znayu kak pokonchit s soboy',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Это моя последняя запись. Спасибо тем, кто читал. Позаботьтесь о моей кошке Миле.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала прощальные письма маме и сестре, положила в ящик стола.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала сегодня гитару и книги. Мне они больше не понадобятся.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Простите меня за всё. Я вас всех очень любила. Прощайте.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'В моей смерти прошу никого не винить.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Всем будет лучше без меня. Я только забираю у них деньги и нервы.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'После ранения я только обуза для семьи. Меня кормят, возят, моют.',
  },
  { crisis: true, class: 'burden', text: 'Детям было бы легче жить, если бы меня не было.' },
  { crisis: true, class: 'burden', text: 'ya obuza dlya vseh, im bylo by luchshe bez menya' },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всем мешаю и всем порчу жизнь, я лишняя на этом свете.',
  },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: 'Опять порезала руки вчера ночью, глубже чем раньше.' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Сорвалась после 40 дней. Лезвие просто лежало в ванной, и я опять резала себя.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Прижигаю себе руку зажигалкой, когда в голове слишком громко. Сегодня дважды.',
  },
  { crisis: true, class: 'selfHarm', text: 'Бьюсь головой об стену, пока не станет тихо.' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Снова расцарапала себе руки до крови. Знаю, что нельзя, но не могу остановиться.',
  },
  { crisis: true, class: 'selfHarm', text: 'селфхарм опять 🔪🩸 три недели насмарку' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'У меня нет будущего. Ничего никогда не станет лучше, я это уже знаю.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Выхода нет. Я пробовала всё, терапию, таблетки, переезд, ничего не помогает.',
  },
  { crisis: true, class: 'hopelessness', text: 'Не вижу никакого смысла жить дальше.' },
  { crisis: true, class: 'hopelessness', text: 'net smysla zhit, kazhdyi den odno i to zhe' },
  { crisis: true, class: 'hopelessness', text: 'Моя жизнь кончена. Мне уже ничего не поможет.' },
  // dose
  { crisis: true, class: 'dose', text: 'Сколько нужно выпить снотворного, чтобы не проснуться?' },
  { crisis: true, class: 'dose', text: 'опять гуглила смертельную дозу парацетамола' },
  { crisis: true, class: 'dose', text: "skolko tabletok nado chtoby umeret? sprashivayu ser'ezno" },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая летальная доза амитриптилина для человека моего веса?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Скільки таблеток треба, щоб наверняка? Хочу, чтобы сработало с первого раза.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два года назад я пыталась покончить с собой и выжила. Теперь эти мысли вернулись.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'В прошлый раз меня откачали. В этот раз я всё сделаю правильно.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Суицидальные мысли опять возвращаются, как перед больницей.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'После попытки мне было лучше, но я снова там, где хочется умереть.',
  },
  { crisis: true, class: 'relapse', text: 'Год после попытки, и вчера я опять гуглила способы.' },
  // long, surzhyk, look-alikes
  {
    crisis: true,
    class: 'passive',
    text: 'Понедельник. Ехала на трамвае на работу, отопления до сих пор нет, руки мёрзли весь день. Обедала с Олей, она час рассказывала про нового парня. Честно говоря, хочу, чтобы меня не стало, и никто бы даже не заметил. Купила хлеб и молоко, покормила кота, уснула на диване под сериал.',
  },
  { crisis: true, class: 'intent', text: 'я нe xочу жuть и думаю как убить ceбя' },
  {
    crisis: true,
    class: 'burden',
    text: 'Аренда опять просрочена, сыну пришлось платить. Я обуза для него и его жены, им було б краще без мене.',
  },

  // figurative
  { crisis: false, guard: 'figurative', text: 'Этот экзамен меня убивает, ещё три главы.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю со смеху от мемов, которые скинула сестра 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Смертельно устала после двойной смены, сразу спать.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Чуть не умерла от стыда, когда перепутала имя начальника.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник меня убьёт, если я не сдам отчёт, поэтому сидела до ночи.',
  },
  { crisis: false, guard: 'figurative', text: 'Умираю с голоду, а до обеда ещё два часа.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта жара меня просто убивает, 38 градусов в квартире.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Убейте меня, опять понедельник и опять совещание о совещаниях 🙃',
  },
  { crisis: false, guard: 'figurative', text: 'На работе такой завал, хоть вешайся, ахаха.' },
  { crisis: false, guard: 'figurative', text: 'Убила весь вечер на сериал, ни о чём не жалею.' },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'В новостях сказали, что ночью при обстреле Харькова погибли двенадцать человек. Не могу перестать плакать.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Год назад умерла бабушка. Ходили с мамой на кладбище, принесли её любимую сирень.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Моего друга Андрея убили на фронте. Вижу его лицо, как только закрываю глаза.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Обстрел всю ночь. Соседка из дома напротив погибла, ей было всего сорок.',
  },
  { crisis: false, guard: 'othersDeath', text: 'сегодня умер наш старый кот 😢 дома так тихо' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дядя покончил с собой в 2015-м. Сегодня годовщина, мы зажгли свечу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня похороны. Смотрела, как опускают гроб, и ничего не чувствовала, а потом всё сразу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сослуживец папы застрелился на прошлой неделе. Папа ни с кем не разговаривает.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман. Главный герой убивает себя в конце, и я ревела как ребёнок.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Сериал про девушку, которая хочет умереть, тяжёлый, но очень хорошо снят.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре мой персонаж умер двадцать раз на одном боссе, чуть не разбила джойстик.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Слушаю песню про самоубийство на повторе, мелодия красивая и грустная.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Читаю «Анну Каренину» для книжного клуба. Сцена с поездом просто вау.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрели фильм, где героиня в начале говорит «я не хочу жить». Сильная игра.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ: героиня собирается прыгнуть с моста, но встречает незнакомца.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько ибупрофена можно выпить от сильной головной боли?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Какая максимальная доза парацетамола при температуре для взрослого? У меня 39.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач удвоил дозу сертралина, надеюсь, по утрам станет легче.',
  },
  { crisis: false, guard: 'medical', text: 'Выпила две таблетки от головы и легла рано.' },
  {
    crisis: false,
    guard: 'medical',
    text: 'Пёс съел полплитки шоколада, гуглила смертельную дозу шоколада для собак, с ним всё хорошо.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Фармацевт сказала не превышать 4 г парацетамола в сутки, из-за печени.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'skolko melatonina mozhno pit dlya sna? pytayus naladit rezhim',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад я хотела умереть. Терапия помогла, и сегодня я благодарна, что жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 2019 я пыталась убить себя. Сегодня пробежала свой первый полумарафон и плакала на финише.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то в подростковом возрасте я резала себя; уже три года без этого, горжусь собой.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Тогда я думала, что всем будет лучше без меня. Как же я ошибалась, я нужна своим детям.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 16 лет я хотела покончить с собой. Теперь волонтёрю на линии поддержки, жизнь хорошая.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то давно у меня был план покончить с жизнью. Я получила помощь и сейчас у меня всё хорошо.',
  },
  // everyday
  { crisis: false, guard: 'everyday', text: 'Хочу сегодня лечь спать пораньше, очень устала.' },
  { crisis: false, guard: 'everyday', text: 'Надо убить два часа до поезда. Кофе и книжка.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила в аптеке таблетки от давления для мамы, потом продукты.',
  },
  { crisis: false, guard: 'everyday', text: 'Порезала палец, когда резала лук, кровь везде, лол' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мост был закрыт, ехала в объезд. Сорок минут в пробке.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Решила: сегодня вечером наконец разберу балкон и выкину старые коробки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Попрощалась с коллегами, последний день на этой работе! Торт и слёзы.',
  },
  { crisis: false, guard: 'everyday', text: 'Хочу уехать из этого города и жить у моря.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Отдала старую одежду в центр для переселенцев, шкаф наконец закрывается.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила новую верёвку для качелей во дворе, дети в восторге.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Грустный день. На работе тяжело, дождь весь день, поплакала в туалете. Надеюсь, завтра будет лучше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Хочу покончить с этим проектом до пятницы и уехать в отпуск.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мечтаю исчезнуть куда-нибудь в горы на неделю без телефона.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Не хочу жить в этом городе, тут всё напоминает о бывшем.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'шо то я сегодня как сонная муха, хочу спать весь день',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу умирать, я хочу жить и видеть, как растёт моя дочка.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'У меня нет суицидальных мыслей, просто очень устала.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, думаю ли я о самоубийстве. Я сказала, что нет, и это правда.',
  },
  { crisis: false, guard: 'negation', text: 'Я никогда не причиню себе вред, я пообещала маме.' },
  {
    crisis: false,
    guard: 'negation',
    text: 'Плохая неделя, но я не собираюсь накладывать на себя руки. Мне просто нужно отдохнуть.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Во время тревоги так боялась погибнуть. Я так хочу жить.',
  },
  { crisis: false, guard: 'figurative', text: 'Этот сериал просто убийственный, всем рекомендую.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Телефон сдох посреди дороги, хорошо что знала маршрут.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Сегодня рассталась с парнем. Больно, но подруга вытащила меня в кино, стало легче.',
  },
];
