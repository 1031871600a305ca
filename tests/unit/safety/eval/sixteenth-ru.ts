import type { EvalNote } from './types';

/**
 * Russian notes of the sixteenth check, written blind before the lexicon was tuned on them, many of
 * them by Ukrainians who write in Russian. The writers: a man waiting for his wife to leave for Uman,
 * a soldier who will walk into a tree line with his rifle after rotation, a woman booked at a notary
 * for Thursday, a granite quarry on Sunday morning, a rope and a garage hook (Latin transliteration),
 * a mother waiting for her daughter's eighteenth birthday, forty sleeping pills for Friday night,
 * "after New Year so as not to spoil it for the children", a hostel room across town, a dacha shed
 * "all ready"; a widower "folding up his fishing rods", a veteran who will go to the lads left near
 * Robotyne, "лягу спать навсегда", "на покой, на вечный", leaving life like a group chat, "сыграю в
 * ящик"; a twelfth-floor window sill, a swallowed blister, gas on the stove, an award pistol with one
 * round, a whole pack of mother's blood-pressure pills, the rails before a commuter train; a family's
 * "arithmetic", a bedridden wife, refugees in Germany, a flat for the children, a teenager whose
 * parents fight; a survivor pulled from the rubble in Dnipro who wishes they had left her. Surzhyk
 * ("шо", "шоб"), text without ё, Latin transliteration, emoji. Weight on plan (10), euphemism (8),
 * method (6) and burden (5). The quiet half: the past (an attempt five years ago and a cake, Donetsk
 * 2014, a supervisor's former patient, a 2017 diary, faded scars, a divorce, a veteran back from the
 * Kherson region, an attempt at sixteen told to a mother twenty years later, a year sober, a hospital
 * in 2019), denials (a doctor's question, "покончить с этой работой", a questionnaire answered «ни
 * разу», Mariupol's basement, a kitten's scratches), care (warfarin twice, xylitol and a dog, an
 * overdose in intensive care, magnesium in a maternity ward, a father's pill organiser), jokes,
 * deaths of others, a series, a script, Yesenin, a move to Lviv, a rope for a swing.
 *
 * First run, lexicon untouched: recall 31/38 (81.6%), false alarms 5/38 (13.2%).
 * Missed: plan 2 (a will and a notary on Thursday, "после четверга уже можно"; a hostel room for one
 * night far from home with the pills), euphemism 1 ("на покой, на вечный"), method 3 (gas turned on
 * with the windows shut; an award pistol laid on the table, one round; standing on the rails before a
 * train), passive 1 ("зря меня тогда вытащили из-под завала", a rescue regretted).
 * False alarms: past 3 (a 2017 diary quoting "хочу исчезнуть"; transliterated "kogda-to ya hotel
 * umeret ... eto proshlo"; an attempt "в шестнадцать лет" that a mother learned of "только сейчас"),
 * medical 1 (an overdose in intensive care on a medic's shift), figurative 1 ("я выпрыгну в окно.
 * Шучу, конечно").
 *
 * After general changes to `lexicons/slavic.ts`: standing or lying on the tracks with a train named
 * near; gas turned on with the windows or doors shut, or every burner (not with a kettle or a pan);
 * a service or father's pistol by name ("наградной ПМ", "татів карабін") and a single round kept
 * ("патрон один", not "до последнего патрона"); "на покой ... на вечный" and "вечный покой"; a rescue
 * regretted ("зря меня тогда вытащили") and a wish of now about a moment then ("лучше бы меня убило
 * тогда", the known miss) no longer dated to the past by "тогда"; "никто не помешает." as a moment
 * alone and pills taken along as a means; belongings shared out ("квартира сыну, шуба сестре") as a
 * farewell, "после четверга уже можно" as a deed and "после/до" a weekday as a time; an overdose
 * taken (a whole blister or pack, "наглоталась ... всю упаковку") as method, not only dose, so a
 * child's dose in the same sentence no longer silences it; an age in words ("в шестнадцать лет") as
 * the past; a man or a "пацан" with an overdose on a medic's shift as care; "я выпрыгну в окно.
 * Шучу" as a joke. Recall 38/38, false alarms 2/38; this is now a development set.
 * Left: the 2017 diary quoting "хочу исчезнуть" and transliterated "kogda-to ya hotel umeret ... eto
 * proshlo": the lexicon hears them and its past guard takes them back, then the whole-note reader
 * flags them alone (0.75+); a change in `assess.ts` letting a past guard also silence the reader
 * was measured and rejected (it lost recall in uk, en, es and ja).
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу жена с детьми уезжает к тёще в Умань на выходные. Вот тогда. Я всё решил, и записку уже написал.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Через неделю ротация. Домой не поеду, не могу им в глаза смотреть. Отойду в посадку с автоматом, как стемнеет, и всё.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дописала завещание, к нотариусу записалась на четверг. Квартира сыну, шуба сестре. После четверга уже можно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Выбрал место: старый гранитный карьер за городом, там глубоко. Поеду в воскресенье утром, пока все спят.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Zavtra posle smeny. Uzhe vse prigotovil, verevku kupil v hozmage, kryuk v garazhe krepkiy. Nikomu ne govoryu.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, когда дочке исполнится восемнадцать, в мае. Она уже справится сама. А потом уйду, я давно так решила.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Накопила сорок таблеток снотворного. Выпью все в ночь на субботу, когда муж будет на смене, он не помешает',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Решила, шо сделаю это после Нового года, шоб не портить праздник детям. Подарки уже купила, пусть хоть праздник будет нормальный.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Снял номер в хостеле на одну ночь, на другом конце города, подальше от дома. Там никто не помешает. Таблетки взял с собой.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Пятница последний день на работе. Потом отключу телефон и уеду на дачу, в сарае уже всё готово. Никто туда до весны не приедет.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро меня не станет. И нет, не по болезни, а потому что я так решил.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Шестьдесят восемь. Жену похоронил, сын в Канаде не звонит. Пора сворачивать удочки. Пожил и хватит.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны все там остались, под Работино. Я вернулся один. Не буду ждать пули, сам к ним уйду.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сегодня лягу спать навсегда. Надоело просыпаться в этом аду.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Устал я от всего. Хочется на покой. На вечный.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya skoro uidu. Ne v smysle pereezda, a sovsem. Prosto znaite, chto ya vas lyubila.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Выйду из этой жизни как из надоевшего чата, без объяснений. Кнопка «покинуть группу».',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сыграю в ящик, и пусть потом разбираются с моими долгами сами. Мне уже всё равно.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Сижу на подоконнике на двенадцатом, ноги наружу. Ветер. Смотрю вниз и думаю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Проглотила весь блистер снотворного, который мама прятала. Жду, когда подействует.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Включил газ на кухне, все конфорки, окна закрыл. Сижу на табуретке.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Достал из сейфа наградной ПМ, положил на стол перед собой. Смотрю на него уже час. Патрон один.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Наглоталась маминых таблеток от давления, всю упаковку, пишу пока соображаю. Никому не звоню.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на путях за станцией, электричка через десять минут. Рельсы гудят.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для семьи только лишний рот и расходы на лекарства. Им без меня будет легче, и это не жалость к себе, а арифметика.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Муж тащит на себе и работу, и меня, лежачую, уже третий год. Он заслуживает нормальную жизнь, а не работу сиделкой. Освобожу его от себя.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Сидим у чужих людей в Германии, я ничего не приношу, только беру и беру. Я балласт. Проще всем, если меня не будет вовсе.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Детям бы квартиру мою, им тесно в однушке с малым. А я всё живу и живу, только место занимаю. Пора бы освободить.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Roditeli iz-za menya postoyanno rugayutsya, papa opyat' pyanyi. Esli menya ne budet, oni hot' pomiryatsya. Tak budet luchshe dlya vseh.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу убить себя. Пишу это прямо, потому что устала ходить вокруг да около.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Не хочу больше жить, всё, край. Решу этот вопрос сам, без никого.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Каждую ночь молюсь: Господи, не дай мне проснуться утром. А утром опять просыпаюсь.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Зря меня тогда вытащили из-под завала в Днепре. Лучше бы оставили там, с мамой.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамочка, прости меня за всё. Ключи у соседки Гали, документы в синей папке. Я тебя очень люблю, не плачь.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять била себя кулаками по голове, пока не стало больно по-настоящему. Только так отпускает. Синяки под волосами не видно.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего хорошего уже не будет, ни со мной, ни с этой страной. Зачем дальше тянуть эту лямку, не понимаю.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'сколько нужно таблеток феназепама чтобы не проснуться. у меня 2 пачки по 50',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года после попытки всё было нормально. А сегодня опять смотрю на таблетки и считаю, хватит ли.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад в этот день меня откачали в реанимации. Сегодня купила торт и позвала подруг. Живу, и мне нравится.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый страшный год моей жизни, 2014-й, Донецк. Тогда я правда не хотела жить. Сейчас у меня дочка и сад под Полтавой.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Вспоминала на супервизии пациента, который десять лет назад стоял на крыше. Он теперь сам волонтёр на линии доверия.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла дневник за 2017 год: «хочу исчезнуть, всем на меня плевать». Читаю и не узнаю себя.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Шрамы от порезов почти не видно. Когда-то я не могла без этого. Теперь могу, уже четыре года.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya hotel umeret posle razvoda. Eto proshlo, seychas vse normalno, rabotayu, begayu po utram.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда вернулся с Херсонщины, полгода думал, что лучше бы не возвращался. Ветеранская группа вытащила. Сейчас впервые с тех пор строю планы на лето.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В шестнадцать лет я пыталась отравиться. Мама узнала об этом только сейчас, двадцать лет спустя, и мы долго плакали вместе на кухне.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год трезвости. Год назад я пил и думал что скоро сдохну, и было все равно. Сегодня все по-другому, сын со мной разговаривает.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В той больнице в 2019 мне казалось, что выхода нет и не будет. Выход был. Пишу это себе на память.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач спросил, есть ли мысли о суициде. Нет. Я просто очень устала от войны и от тревог.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не собираюсь я умирать, не дождётесь 😤 Просто злюсь на всех сегодня.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не хочу покончить с собой, я хочу покончить с этой работой и с этим начальником.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж переживает, что я что-то с собой сделаю. Не сделаю. Мне есть ради кого жить.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne volnuysya, ya nichego s soboy ne sdelayu, prosto nuzhno vyspatsya i poest normalno.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В опроснике «Бывают ли у вас мысли, что лучше было бы умереть?» отметила «ни разу».',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не думала о самоубийстве, даже в подвале в Мариуполе. Держалась за детей.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не режу я себя, это котёнок поцарапал! Отстаньте уже.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не суицидница, я просто грущу. Дайте погрустить спокойно, без психологов.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Свекровь перепутала и выпила две дозы варфарина за раз. Скорая сказала наблюдать и сдать анализ утром.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ветеринар сказал, что ксилит для собак смертелен даже в малой дозе. Выкинула всю жвачку из дома.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На смене в реанимации пацан 17 лет с передозом. Откачали. Сижу в ординаторской, не могу отойти.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'В роддоме считали дозу магнезии для беременной с давлением, старшая проверила дважды. Ночь тяжёлая.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Раскладываю отцу таблетки в таблетницу на неделю, чтобы не выпил лишнего, он путается после инсульта.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот отчёт меня доконает, убейте меня кто-нибудь 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю как хочу шаурму.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если сосед ещё раз начнёт сверлить в семь утра, я выпрыгну в окно. Шучу, конечно. Но бесит.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Мой телефон покончил с собой: нырнул в унитаз.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Брат погиб под Курахово. Мама не встаёт с кровати, я не знаю, что ей говорить.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Одноклассник выпрыгнул из окна. Весь класс на похоронах, никто не понимает почему.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушку хоронили в Чернигове под обстрелом, батюшка читал быстро.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Собаку пришлось усыпить. Четырнадцать лет вместе. Рыдаю.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Досмотрела сериал, где героиня в конце бросается под поезд, как Каренина. Тяжело.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарий: главный герой стоит на крыше и решает, прыгать ли. Не знаю, чем закончить.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитываю Есенина, «до свиданья, друг мой, до свиданья». Плачу каждый раз.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Уезжаю навсегда из этого города! Здравствуй, Львов.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила верёвку для качелей детям на дачу.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала старые вещи в церковь для беженцев, освободила шкаф.',
  },
];
