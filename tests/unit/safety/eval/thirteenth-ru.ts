import type { EvalNote } from './types';

/**
 * Russian notes of the thirteenth check, written blind before the lexicon was tuned on them. The
 * writers, many of them Ukrainians who write in Russian: a Kharkiv husband waiting for the flat to
 * empty, a soldier who will shoot himself once he has seen his mother on rotation, a student and a
 * bridge over the Dnipro, a daughter who will follow her father after the ninth day, a widow at
 * forty days, a veteran whose dead lads call him, a galvanic-shop worker with cyanide, a woman with
 * her mother's insulin pens, a grenade brought from the front, a pensioner who keeps her daughter
 * from Germany, a refugee in Krakow, a teenager who cuts her legs, goodbyes to a mother and to a
 * grandmother. Surzhyk in Russian ("шо"), text without ё, Latin transliteration, emoji. Weight on
 * plan, euphemism, method, burden and farewell. The quiet half: the past (pills three years ago
 * with a cake, spring 2022 seen from now, a college diary, a year after captivity, scars seven
 * years gone, 2019 on a bridge, a therapist's client from Mykolaiv, intensive care last year, a
 * mother's near-suicide in the nineties, five years without cutting), denials (a doctor's and a
 * psychiatrist's screening answered no, a soldier's wife, a teacher who misread drawings, smoking
 * on a balcony), care (digoxin, a cat and an antidepressant, a child's paracetamol, a pill
 * organiser for a father after a stroke), and jokes, a neighbour who jumped, a fallen commander, a
 * film, a story, a game, a washing line.
 *
 * First run, lexicon untouched: recall 35/38 (92.1%), false alarms 4/38 (10.5%).
 * Missed: plan 1 ("пущу себе пулю" once rotation comes: the idiom of shooting oneself in the first
 * person future), euphemism 2 (transliterated "pora zakanchivat etot spektakl ... skoro zanaves",
 * the life-as-a-play curtain; dead comrades "call" and "давай к нам", "скоро буду").
 * False alarms: past 3 ("та весна 2022, когда хотела умереть" as a past time clause; an old
 * college diary quoting "не хочу жить"; "пять лет без срывов и порезов", a clean streak read as
 * cutting), medical 1 (a pill organiser so that a father after a stroke does not take too much,
 * "передозировка для него опасна").
 *
 * After general changes to `lexicons/slavic.ts`: "пущу себе пулю" / "пущу собі кулю" without a
 * target; the curtain of a life as a play ("скоро занавес", "пора опустить занавес, и никто …"); the
 * dead who call in dreams ("снятся и зовут к себе", "говорят давай к нам"), not to a named place; a
 * time clause of a past wish ("когда хотела умереть") and an old diary found or reread as the past
 * unless now follows; a clean streak ("без срывов и порезов") masked unless it broke later; an
 * overdose as a danger for someone cared for ("передозировка для него опасна"); and the
 * fear-of-dying mask ("страшно, что умру") no longer reaches over a wish that opens the next clause
 * ("было страшно, сейчас хочу умереть"), which had hidden the present wish. Recall 38/38, false
 * alarms 0/38; this is now a development set.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'plan',
    text: 'Всё решил. В пятницу жена с детьми уезжает к тёще в Днепр, квартира будет пустая. Тогда и сделаю. Никому ничего не говорю.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь когда мама уснет и поднимусь на крышу. Записку оставлю на столе под сахарницей. Сегодня ночью, больше тянуть не буду.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Kupil bilet v odnu storonu do Odessy. Tam more, tam ya vse i zakonchu. Poslednie dengi uzhe otdal bratu, emu nuzhnee.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'После похорон отца отсижу девять дней, чтобы маме не было вдвойне, а потом уйду следом. Дату уже выбрала — 14-е.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Как только дадут ротацию и я увижу мать, пущу себе пулю. Решил ещё на позиции под Покровском. Хоть попрощаюсь по-человечески.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'завтра после пар пойду на мост через Днепр. уже всё продумала, во сколько и где меньше людей. хочу чтобы это наконец закончилось',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро меня здесь не будет. И я не про переезд в Польшу, как все думают. Просто устала держаться.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу уйти к маме, она там одна. Тут меня уже ничего не держит, шо бы там кто не говорил. Кот у соседки, она его любит.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pora zakanchivat etot spektakl. Ya ustal igrat rol normalnogo cheloveka pered vsemi. Skoro zanaves, i nikto ne budet hlopat.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны зовут. Каждую ночь снятся и говорят — давай к нам, брат. Я им пообещал, что скоро буду.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Устала от всего. Хочу уснуть и больше никогда не просыпаться, и я знаю как это устроить. Осталось решиться.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сорок дней прошло. Я скоро к тебе, Витя. Жди меня там, недолго осталось.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Смотрела сегодня в интернете, какая доза инсулина смертельная. У мамы полный холодильник шприц-ручек, она диабетик.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'В цеху есть цианид для гальваники. Я знаю, где ключ от шкафа. Думаю об этом каждую смену, руки сами туда тянутся.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Verevku kupil v Epicentre, skazal chto dlya dachi. Kryuk v potolke vyderzhit, ya proveril.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната лежит в рюкзаке, привез с позиции. Никто не считал. Иногда ночью достаю и держу в руке, думаю что это быстро и без мучений.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Открыла окно на 12 этаже и села на подоконник, ноги наружу. Сижу уже час и думаю шагнуть.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я для семьи только обуза. Пенсия маленькая, лекарства дорогие, дочь из-за меня не может уехать к мужу в Германию. Если меня не станет, всем будет легче.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Муж опять не спал из-за моих болей. Он из-за меня совсем на себя забил. Лучше бы я умерла и освободила его наконец.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Bez menya vsem budet proshche. Ya tolko tyanu vseh na dno, i ya pridumayu kak ih ot sebya izbavit.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'маме и так тяжело с тремя, а я еще и болею постоянно. ей без меня будет проще, честно. думаю как это сделать чтоб она себя не винила',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Живу у чужих людей в Кракове, третий месяц не могу найти работу. Я всем только мешаю, и здесь, и дома. Было бы честнее исчезнуть совсем.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Дорогие мои, простите меня. Я вас очень любила. Не ищите меня и не плачьте, так будет лучше для всех.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написал письма сыну и бывшей жене, положил в конверты. Ключи от гаража оставил соседу. Завтра меня уже не будет.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Eto moya poslednyaya zapis. Spasibo vsem, kto byl ryadom. Prostite, chto ne smog.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Отдала кошку подруге, сказала что уезжаю. Раздала вещи. Позвонила бабушке просто услышать ее голос в последний раз.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Мам, если что, знай, я тебя люблю. Это не из-за тебя. Я просто больше не вывожу. Прощай.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Хочу убить себя. Пишу это и руки трясутся. В Харькове опять всю ночь взрывы, а мне уже все равно, только бы это кончилось.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya hochu pokonchit s soboj. Eto ne shutka i ne krik o pomoshchi, prosto fakt.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'В тревогу уже не спускаюсь в укрытие. Пусть прилетит ко мне, хоть отмучаюсь.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Засыпаю и молюсь, чтобы утром не проснуться. Господи, прибери меня уже.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять прижгла руку сигаретой, уже пятый ожог за неделю. Больно, но хоть на минуту отпускает.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'режу ноги чтобы никто не видел. сегодня глубже чем обычно. не могу остановиться',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Выпил все таблетки феназепама, что были, пачки две. Сижу жду. Голова уже тяжелая.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Vypila 30 tabletok amitriptilina. Pishu poka mogu. Nikomu ne zvonite.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дом в Мариуполе разбомбили, мужа нет, сын пропал без вести. Ничего хорошего уже не будет. Зачем я вообще живу?',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нет никакого смысла жить дальше. Все что было — забрала война. Я пустая, и будущего у меня нет.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Год не резалась, думала все, прошло. Сегодня снова взяла бритву, и мысли вернулись, что лучше бы меня не было.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ровно три года назад я наглоталась таблеток. Сегодня отмечаем с моей терапевткой — купили торт. Я рада, что жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психолог спросила, как я сравниваю себя сейчас с той весной 2022, когда хотела умереть. Это как два разных человека.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашел старый дневник из училища: "не хочу жить, все бессмысленно". Смешно и грустно читать. Сейчас у меня семья и своя мастерская.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После Мариуполя и плена я год думал о пуле. Реабилитация, группа, жена — вытащили. Сегодня впервые за долгое время поехал на рыбалку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya rezala ruki, shramy ostalis. Uzhe sem let kak net. Segodnya pokazala ih dochke i rasskazala, chto bylo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Худший год моей жизни — 2019: развод, долги, я стояла на мосту. Теперь это как чужая история. Все прошло.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Сегодня клиент из Николаева закончил терапию. Два года назад он пришел после попытки, а теперь открыл кофейню. Горжусь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В прошлом году после выписки из реанимации думала шо жизнь кончилась. А вот сижу в Вене, учу немецкий и смеюсь с подругой.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама рассказала, что в девяностые чуть не покончила с собой, когда отец ушел. Я не знала. Обняла ее крепко.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет без срывов и порезов. Сегодня получила значок от группы поддержки.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь с собой ничего делать, просто устала до чертей. Хочу в отпуск и тишины.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'На приеме врач спросила, есть ли мысли о самоубийстве. Ответила нет. Это правда, я просто плохо сплю из-за сирен.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Жена боится, что я что-то с собой сделаю после фронта. Нет. Я злой, уставший, но жить хочу, у меня сын.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne volnujtes, ya ne hochu umirat. Prosto plohaya nedelya.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не думала о суициде, даже в подвале в Херсоне. Всегда верила что выберемся.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет, я не прыгну, я на балконе просто курю и смотрю на город. Мама, успокойся.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'учительница увидела мои рисунки и подумала что я хочу покончить с собой. нет!!! это просто аниме стиль',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мысли о смерти? Нет, таких нет. Есть злость на всех и желание уехать подальше.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психиатр в анкете спрашивал про самоповреждения — поставила "никогда". Честно, даже в голову не приходило.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Привезли деда с передозировкой дигоксина — перепутал с витаминами. Откачали, кладем в кардиологию.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кошка сгрызла мою таблетку антидепрессанта. Ветеринар сказал, что доза опасная для кошки, промыли, сейчас спит.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько парацетамола можно ребенку 12 кг? Педиатр сказал не больше 180 мг за раз. Записываю чтобы не забыть.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Папа после инсульта, лекарства раскладываю по таблетнице на неделю, чтобы не выпил лишнего. Передозировка для него опасна.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот дедлайн меня убьет, честное слово 😩',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я сдохну на этой тренировке, тренер зверь.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если еще раз услышу эту песню из соседней квартиры, повешусь 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Umirayu ot skuki na etom sobranii.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сосед по подъезду выбросился из окна на прошлой неделе. Сегодня поминки. Никто не понимает почему.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Погиб Дима, наш командир. Прощание в Полтаве в понедельник.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка умерла во сне, ей было 90. Грустно, но она прожила долгую жизнь.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Подругу убило ракетой в Одессе. Не могу поверить.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Посмотрела фильм, где герой в конце стреляется. Очень тяжелый, но сильный.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ про девушку, которая хочет прыгнуть с крыши, а ее спасает кот.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В Доте меня опять убили 15 раз, тиммейты никакие.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила веревку для сушки белья и прищепки.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Светят до 18, потом опять отключение. Зарядила всё.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Выпила таблетку от головы и легла пораньше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Устала на работе, хочу уехать на море на неделю.',
  },
];
