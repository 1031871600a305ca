import type { EvalNote } from './types';

/**
 * Russian notes of the twentieth round, written blind: before anything in the detector was read
 * for them and without looking at earlier notes' phrasings. Most writers are Ukrainians who write
 * in Russian: a Kharkiv pensioner whose son lies in a cemetery, a soldier whose comrades stayed at
 * Toretsk, a Kharkiv student in a dormitory, a bedridden mother, a woman in Poltava by the railway,
 * a man near Kherson by mined tree lines, a refugee in Germany, a wife whose husband works away, a
 * veteran with his father's hunting rifle, a widow from Mykolaiv, a psychotherapist, a veteran of
 * Mariupol, a man on the bridge over the Inhul, a nurse, a mother of a soldier. Some notes in Latin
 * transliteration, most written without ё, Ukrainianisms ("шо", "побратим"), emoji. Crisis weight
 * on euphemism (7: going "to my son" who is buried, "soon I won't be here, and not a move",
 * "where no one returns from", "correct the mistake" of surviving, "I have lived my share", "the
 * last dawn", a dead grandmother calling), plan (7), method (6) and farewell (6). The quiet half
 * leans on `past` (10) and `negation` (9), with `medical` (4: a child and ibuprofen syrup, an
 * insulin overdose on a ward, chocolate and a dog, a mother's morphine doses).
 *
 * First run on main at 65dec14, detector untouched:
 * recall 35/38 (92.1%), false alarms 4/38 (10.5%).
 * Missed: euphemism 2 (leaving keys and the cat with a neighbour "to go to my son", who lies in a
 * cemetery; "good that the last dawn is at least this one"), plan 1 (a schedule by weekday:
 * notary Monday, dog to brother Tuesday, "Wednesday, everything").
 * False alarms: past 3 (transliterated "once I cut my arms every day, now just scars"; a 2009 diary
 * quoting "I want to die" at fourteen; a year ago on the Inhul bridge wanting to jump, today
 * feeding ducks there with a daughter), figurative 1 ("want to croak on the sofa till Monday" after
 * training, with 😂).
 * After the lexicon pass (lexicons/slavic.ts only, model untouched): recall 38/38 (100%), false
 * alarms 2/38, both now the whole-note model's alone (the 2009 diary, the Inhul bridge), which is
 * retrained later; all Russian development sets: recall 873/877 -> 876/877, false alarms 7/961 ->
 * 4/961. Fixed generally: going "к сыну" (datives of kin) beside a grave ("лежит на кладбище");
 * one's last dawn or sunset (not a season's or a trip's); a weekday schedule ending "в среду всё";
 * "когда-то" in transliteration and "only scars now" as long past; a dated diary's pages;
 * dying "on the sofa till Monday".
 */
export const notes: EvalNote[] = [
  // crisis intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Не драматизирую, не ради внимания, просто записываю как факт. Сегодня особенно.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'hochu ubit sebya. segodnya osobenno silno, sizhu v obshchage i smotryu v potolok',
  },
  // crisis passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер молюсь, чтобы не проснуться. А утром опять просыпаюсь, и опять этот подвал и эти новости.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Когда сирена, я уже не спускаюсь в метро. Пусть прилетит. Мне все равно, лишь бы не жить вот так.',
  },
  // crisis euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Соседке отдала ключи и кота, сказала, что уезжаю к сыну. К сыну я и правда собираюсь, он с прошлой весны лежит на кладбище под Харьковом.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хватит, отмучилась. Скоро меня здесь не будет, и это не про переезд.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'skoro ujdu tuda, otkuda ne vozvrashchayutsya. ne ishchite i ne zvonite',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пацаны под Торецком остались, а я зачем-то выжил. Пора уже исправить эту ошибку.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я свое уже отжила. Еще чуть-чуть, и всем станет тихо, и мне тоже наконец.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сижу на подоконнике в общаге, смотрю, как светает. Красиво. Хорошо, что последний рассвет хотя бы такой.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Бабушка снится мне каждую ночь и зовет к себе. Наверное, пора к ней. Я уже не против, честно.',
  },
  // crisis method
  {
    crisis: true,
    class: 'method',
    text: 'Загуглила, какая высота нужна, чтобы наверняка. Наш дом шестнадцать этажей, хватит с запасом. Выход на крышу не закрыт.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Держу у себя отцовское охотничье ружье. Вчера зарядил и сидел с ним на кухне до утра. Жена думает, я просто не сплю.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'skopila dve upakovki amitriptilina, v internete pishut chto etogo dostatochno. lezhat v sumke, vsegda s soboj',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Привязал ремень к трубе в ванной и проверил, выдержит ли. Выдерживает. Пока просто знаю, что он там.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Шла вдоль железки в Полтаве и думала: лечь на рельсы, и все. Электрички там ходят каждые сорок минут, я засекла.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'За Херсоном вдоль берега полно посадок с табличками «Мины». Думаю туда пойти. Никто не поймет, что специально, скажут — подорвался.',
  },
  // crisis plan
  {
    crisis: true,
    class: 'plan',
    text: 'В субботу, когда муж уедет на вахту. Все продумала: дети будут у свекрови, записку оставлю в хлебнице.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'reshil: v noch na pervoe. do etogo razdam dolgi, pozvonyu mame i shodim s bratom na rybalku poslednij raz',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Накопил таблетки, спрятал в гараже в банке из-под гвоздей. Осталось дождаться, когда жена уедет к сестре в Днепр, и тогда все.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Выбрала крышу нашей общаги. Пойду после последнего экзамена, чтобы родители не подумали, что из-за сессии.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Закрыла все счета, отправила сестре пароли. Дату выбрала — годовщина, как не стало Олега. Там и встретимся.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я уже расписал по дням: в понедельник к нотариусу, во вторник отдам собаку брату, в среду всё.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я все решила, тянуть не буду. Завтра как все уйдут на работу, сделаю это. Дома будет пусто, никто не помешает.',
  },
  // crisis farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамочка, прости меня. Ты ни в чем не виновата, слышишь? Я тебя очень люблю. Пусть Лиза заберет мои вещи и гитару.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'bratva, spasibo za vse. bylo chestno. ne pominajte lihom. parol ot telefona v bloknote v rukzake',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Пишу сюда последний раз. Спасибо тебе, дневник, что выслушивал все эти годы. Больше записей не будет.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Отправила всем девочкам сообщения, что люблю их и чтобы не обижались на меня. Потом удалила все соцсети.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Записал сыну видео на телефон, как будто я стою рядом на его выпускном. Он посмотрит, когда меня уже не будет рядом по-настоящему.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Всем, кого обидел, — простите. Долги отдал, кота пристроил к соседке. Больше сюда не напишу.',
  },
  // crisis burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я только обуза для детей. Они из-за меня не могут уехать из Харькова, я лежачая. Без меня им было бы проще.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Маме и так тяжело одной в Германии, а тут еще я со своей депрессией. Лучше бы меня вообще не было, ей бы легче стало.',
  },
  // crisis selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала руки в душе, вода розовая. Потом надела худи и пошла на пары, как будто ничего.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'bilas golovoj ob stenu poka ne stalo tiho v golove. na lbu sinyak, skazhu chto udarilas ob dver',
  },
  // crisis hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего не изменится. Ни война, ни я. Не вижу смысла дальше тянуть эту лямку.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все, шо было, — забрали. Дом в Николаеве, работу, мужа. Будущего нет никакого. Зачем вообще просыпаться.',
  },
  // crisis dose
  {
    crisis: true,
    class: 'dose',
    text: 'Выпила весь блистер сонапакса и полбутылки коньяка. Голова кружится, пишу пока могу.',
  },
  // crisis relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года после реанимации держался. А сегодня снова стою на балконе и считаю этажи. Как будто и не было этих трех лет.',
  },
  // quiet past
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад в этот день меня откачали. Сегодня испекла торт и позвала подруг. Я жива, и мне это нравится 🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'kogda-to ya rezala ruki kazhdyj den. sejchas prosto shramy, rabota v kofejne i kot. pochti ne vspominayu',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Худший год моей жизни — 2022. Я тогда сидела в подвале в Ирпене и хотела умереть. Сейчас живу в Варшаве, работаю, дочка пошла в школу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Заметка для себя после сессии: клиентка, которая два года назад пришла ко мне после попытки, сегодня рассказала о помолвке. Завершаем терапию.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После Мариуполя я год пил и думал о пистолете каждую ночь. Потом была реабилитация, сейчас работаю инструктором. Жена говорит — вернулся.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла свой дневник 2009 года. «Хочу умереть, меня никто не любит» чуть ли не на каждой странице. Мне было 14. Бедная девочка, обняла бы ее.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я накопила таблетки и чуть не выпила. Это было десять лет назад. Сегодня впервые рассказала об этом сыну.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад я стоял на мосту через Ингул и хотел прыгнуть. Сегодня ходил туда с дочкой кормить уток. Пишу, чтобы помнить, что все проходит.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина выписки из психиатрии. Ни одного эпизода с тех пор. Мама купила тюльпаны 🌷',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Муж признался, что в 2015-м после АТО думал застрелиться. Я и не знала. Сейчас он спокойный, мы вместе ходим в Карпаты.',
  },
  // quiet negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь ничего с собой делать, просто устала как собака. Выспаться бы.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач спросила, бывают ли мысли о самоубийстве. Сказала нет, и это правда. Есть только тревога из-за обстрелов.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ne volnujsya, ya ne sobirayus umirat, prosto plohoe nastroenie iz-za raboty. projdet',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не покончу с собой, у меня Тимоша. Но иногда так хочется уехать от всех хоть на неделю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Анкета у психиатра: «Думали ли вы о смерти за последние две недели?» — Нет. Думала о деньгах и о маме.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог в батальоне спрашивал про суицидальные мысли. Нет их. Есть злость и усталость, но жить я хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не надо меня спасать, мам, я не режусь и не собираюсь. Я просто реву под сериал.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Подруга прочитала мой пост и испугалась. Нет, я не хочу умирать. Я хочу в отпуск и выспаться.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мне не хочется умереть, мне хочется, чтобы закончились эти сирены. Это разные вещи, я понимаю.',
  },
  // quiet medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенок выпил полфлакона нурофена, пока я мыла посуду. Позвонила в скорую, сказали, что доза не опасная, но понаблюдать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ночная смена: дедушка с передозировкой инсулина, перепутал ручки. Стабилизировали, утром сдам смену.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ветеринар объяснил, что для собаки шоколад в такой дозе может быть смертельным. Убрала все сладкое повыше.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Онколог объяснил, какая доза морфина для мамы безопасная и что будет при передозировке. Записала все в блокнот, чтобы не ошибиться.',
  },
  // quiet figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта сессия меня убьет, честно. Третья пересдача по матану 😩',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник опять со своими отчетами — пойду повешусь на ближайшем зуме 🙃 шучу конечно',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ya umerla so smehu, on upal pryamo v luzhu s kofe v rukah',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ноги после тренировки отваливаются, хочу сдохнуть на диване до понедельника 😂',
  },
  // quiet othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня сорок дней по брату. Он погиб под Покровском. Мама говорит, что не хочет жить, я останусь у нее еще на неделю.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'В соседнем подъезде мужчина покончил с собой. Весь двор гудит. Отнесла его жене пирожки.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дедушка ушел тихо, во сне. Вся семья съехалась в Полтаву на похороны.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим погиб. В субботу поеду к его матери в Сумы, отвезу вещи.',
  },
  // quiet fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Перечитала «Анну Каренину». Сцена с поездом все так же разрывает.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ на конкурс: героиня стоит на крыше и решает, прыгать или нет. Не знаю, какой финал выбрать.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрим с мужем «13 причин почему». Тяжелый сериал, обсуждали весь вечер.',
  },
  // quiet everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила веревку для белья и наконец повесила сушилку на балконе.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздала детские вещи, продала машину — переезжаем в Ужгород! Новая жизнь 🙂',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Оформила завещание у нотариуса, юрист посоветовал после смерти папы. Формальность.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Таблетки от давления заканчиваются, завтра в аптеку. И хлеба купить.',
  },
];
