import type { EvalNote } from './types';

/**
 * Russian notes of the tenth check, written blind before the lexicon was tuned on them. The writers:
 * a man who pays a debt on payday first, a mother waiting for her daughter to leave for camp, a
 * student after exams, a soldier on leave who will "decide it" back in his unit, a father at his
 * son's grave on the anniversary, a man back from a notary, a soldier whose platoon is all "there",
 * a refugee mother in Warsaw, a daughter whose dead mother calls her in dreams, a grandfather who
 * will not see New Year, a man by a railway crossing, a bedridden mother whose son cannot leave to
 * work, a veteran with a concussion, a grandmother who has "lived too long". Russian written by
 * Ukrainians, Latin transliteration, notes without ё, typos and emoji. Weight on plan, euphemism,
 * method and burden. The quiet half: the past (an attempt five years ago and a daughter's first
 * school day, a diary at fourteen, after captivity, a therapist's patient at a marathon, school-age
 * cutting now tattooed over, the first months in Germany, a grandmother in 1943, a grenade in a
 * dugout told to a veterans' group), denials (a psychologist, a psychiatrist's form, a husband's
 * question, "Мыслей покончить с собой нет и не было", "Не путайте тяжело с желанием умереть"), care
 * (a cat and heart pills, a toxicology night shift, paracetamol per kilo, insulin hidden from a
 * grandchild, a hospice), and jokes, funerals, fiction, a clothes line, melatonin, quitting smoking.
 *
 * First run, lexicon untouched: recall 35/38 (92.1%), false alarms 6/38 (15.8%).
 * Missed: plan 2 (waiting until the daughter leaves for camp, "две недели одной дома, этого хватит",
 * pills gathered and a date; "вернусь в часть и там всё решу", a weapon at hand, "спишут на
 * неосторожность"), method 1 (a father's rope found in the shed, a high beam, "went to look twice").
 * False alarms: negation 2 ("Мыслей покончить с собой нет и не было"; "не путайте тяжело с
 * желанием умереть"), medical 3 (overdose patients on a toxicology shift, "оба живы"; a
 * paediatrician's paracetamol limit and "передозировка опасна"; accidental overdose in toddlers,
 * pills hidden from a grandchild), figurative 1 ("скоро с ума сойду и выпрыгну в окно, честное
 * слово 🙃" over the neighbours' renovation).
 *
 * After general changes to `lexicons/slavic.ts`: a child or any one relative leaving ("когда дочка
 * уедет") and being alone at home with a span between ("будет две недели одной дома") as a moment
 * alone; pills "собраны/зібрані/накоплены" as ready; a death staged as an accident ("спишут на
 * неосторожность", "чтобы выглядело как несчастный случай"), a rope or beam found strong or high,
 * and going to look ("ходил смотрел") as preparation; "мыслей покончить с собой нет" with an
 * infinitive and no preposition; "не путайте усталость с желанием умереть"; a sentence opening "Жить
 * хочу"; an overdose as a danger of care (accidental, for toddlers, for the liver) and overdose
 * patients counted by number or person ("двое с передозировкой") as medical. Recall 38/38, false
 * alarms 1/38; all Russian development sets 497/497, 1/581 (before: 494/497, 6/581). Left alone:
 * the renovation joke "с ума сойду и выпрыгну в окно, честное слово 🙃" - the irony is carried by
 * the emoji, which the views drop, and "I'll go mad and jump" is also said in earnest. Notes and
 * labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Зарплату получу в среду, отдам долг Серёге, и в четверг вечером всё. Уже выбрал место за гаражами, там никто не ходит.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дождусь, когда дочка уедет в лагерь. У меня будет две недели одной дома, этого хватит. Таблетки собраны, осталось дождаться 1 июля.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'reshila chto posle ekzamenov. sdam poslednij, chtoby roditeli ne dumali chto iz-za ucheby, i v tu zhe noch. vse uzhe produmano',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Вернусь из отпуска в часть и там всё решу. Дома не хочу, чтобы мать нашла. Там проще, оружие под рукой, спишут на неосторожность.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'На годовщину смерти сына поеду на кладбище и останусь там с ним. Снотворное возьму с собой, термос с коньяком. Осталось девять дней.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Написал себе дату в заметках телефона. Утром сходил к нотариусу, всё переоформил. Выходные последние, больше тянуть не буду.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мне надоело тут быть. Скоро уйду, тихо, никого не побеспокою. Не хочу больше просыпаться в этом мире.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Все ребята из моего взвода уже там. Я один зачем-то остался. Пора и мне к ним, хватит отсиживаться.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'хочу выключиться. насовсем. чтобы не было ни меня, ни этих мыслей, ни утра',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Беженка в Варшаве, одна с двумя детьми, денег нет, мама осталась под Херсоном. Я устала жить. Думаю, пора поставить точку, детей заберёт сестра.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya skoro uydu k mame. ona menya zovyot vo sne kazhduyu noch. i ya uzhe ne hochu soprotivlyatsya',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'В этот раз Новый год я не встречу. Так решил, и мне от этого даже спокойно. Подарки внукам уже купил заранее.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Каждый вечер смотрю с девятого этажа вниз. Высоты хватит, я считал. Окно в кухне открывается полностью, без сетки.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Собрала мамины таблетки от давления и свои антидепрессанты, всего штук шестьдесят. Прочитала на форуме, сколько надо. Хватит с запасом.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'В сарае нашел старую веревку от отца, крепкая. Балка там высокая. Ходил смотрел сегодня два раза.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Пистолет наградной лежит в сейфе, ключ у меня. Достаю его почти каждую ночь и держу у виска, просто чтобы понять, смогу ли.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'поезд в 23:40 проходит у нас через переезд без шлагбаума. я туда хожу и стою у рельсов. в следующий раз не отойду',
  },
  {
    crisis: true,
    class: 'method',
    text: 'kupil v hozmage uksus i tabletki. esli vypit vse vmeste to navernyaka. ne znayu chego zhdu',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Сын из-за меня не может уехать работать в Польшу, сидит со мной, лежачей. Я ему жизнь ломаю. Лучше бы меня уже не было, он бы пожил для себя.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'всем было бы легче если бы меня не стало. родителям меньше тратиться, брату своя комната. я только проблемы создаю',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'После контузии я на инвалидности, жена тянет всё одна. Я обуза, а не муж. Без меня она найдёт нормального и заживёт.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всем мешаю. Дома, на работе, в этой очереди за гуманитаркой. Исчезну — никто и не заметит, только вздохнут с облегчением.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ya dlya nih tolko lishnij rot. babushka i tak na pensiyu tyanet nas troih. esli menya ne budet im stanet legche, ya eto tochno znayu',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Внукам на меня тратят последнее, лекарства дорогие. Зажилась я. Не хочу их больше обременять, пора освободить их от себя.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Пишу это и руки трясутся. В Днепре снова ракеты, а мне уже всё равно, я сама хочу умереть.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'хочу убить себя. давно уже хочу, просто раньше боялся сказать даже здесь',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Вот бы не проснуться завтра. Просто лечь и не проснуться, и чтобы ничего не надо было решать.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Когда сирена, я не иду в укрытие. Пусть прилетит, мне уже не страшно, мне даже хочется, чтобы всё кончилось.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мама, прости меня. Ты ни в чём не виновата. Собаку отдай тёте Гале, она её любит. Прощай, я тебя очень люблю.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Это последняя запись. Пароли в конверте на столе, долги все закрыл. Спасибо всем, кто был рядом. Не ищите.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала бедро, глубже чем обычно, кровь долго не останавливалась. Становится легче только так.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'bil sebya kulakom po golove poka ne poplylo v glazah. eto uzhe tretij raz za nedelyu. ne mogu ostanovitsya',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего уже не изменится. Дом в Северодонецке разбит, муж погиб, здоровья нет. Не вижу смысла дальше жить, совсем.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'впереди ничего нет. только пустота и еще 50 лет этой пустоты. зачем мне это тянуть, скажите',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Только что выпил весь блистер феназепама, штук двадцать. Сижу, жду. Пусть будет как будет.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'naglotalas tabletok, vse chto bylo v aptechke. uzhe toshnit i kruzhitsya golova. ne zvonite nikomu',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года после попытки я держался. Сегодня опять стоял на том же мосту. Оно вернулось, и сильнее, чем тогда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Я думала, что после больницы это прошло навсегда. А сейчас снова думаю о смерти каждый день и снова прячу таблетки.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад в этот день меня откачали после таблеток. Сегодня я отвела дочку в первый класс. Я очень рада, что тогда не получилось.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла свой дневник с 2015 года, там я пишу, что хочу умереть и что все меня ненавидят. Мне было 14. Сейчас смешно и немного грустно за ту девочку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Самый тяжелый год был после плена. Тогда я думал застрелиться, пистолет был рядом. Сейчас у меня пасека под Полтавой и внук, и я живу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Как терапевт, вспоминаю пациента, который пришел ко мне после попытки в 2019. Сегодня он прислал фото с марафона. Вот ради чего эта работа.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ran’she ya rezala ruki, v shkole. shramy ostalis no uzhe 7 let ne trogayu. segodnya sdelala na nih tatu s podsolnuhami',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда мы только приехали в Германию, я не хотела жить. Язык, одиночество, муж на фронте. Прошло два года, теперь я работаю и у меня подруги.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина. Ровно год назад стояла на крыше. Сегодня купила себе торт и позвонила той девушке, которая меня тогда сняла оттуда.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Бабушка рассказала, что в войну, в сорок третьем, хотела повеситься, когда пришла похоронка на деда. Потом родила маму. Я слушала и держала ее за руку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я думал, что без меня всем будет лучше. Это была депрессия, а не правда. Сейчас жена смеется надо моими шутками, и я понимаю, как ошибался.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Рассказал на группе ветеранов, как полтора года назад сидел с гранатой в руке в блиндаже. Молодые слушали молча. Я теперь живой пример, что выкарабкаться можно.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, бывают ли мысли о самоубийстве. Я сказала, что нет, просто устала и плохо сплю из-за обстрелов.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я не хочу умирать, я хочу чтобы меня оставили в покое хоть на один день. выключу телефон и посплю',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не переживай, я ничего с собой не сделаю. Просто дерьмовый день, поплачу и пройдет.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'V ankete u psihiatra byl vopros "byvayut li mysli chto luchshe by vas ne bylo". Otvetila net. Prosto trevoga.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж спросил, не думаю ли я о плохом. Нет, не думаю. У меня сын в ВСУ, я должна его дождаться.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не суицидница, просто выгорела на работе. Взяла отпуск и еду к морю в Одессу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'никогда не резала себя и не собираюсь, хотя в классе это модно. мне такое вообще не понятно',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мыслей покончить с собой нет и не было. Есть злость и усталость. Так и сказал врачу в госпитале.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Жить хочу, очень. Просто сейчас тяжело. Не путайте тяжело с желанием умереть.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Кот стащил мамины таблетки от сердца, сразу повезли к ветеринару. Промыли желудок, обошлось. Теперь аптечка на замке.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ночная смена в токсикологии. Двое с передозировкой, оба живы. Ноги гудят, иду спать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Педиатр сказал, что ребенку можно парацетамол не больше 15 мг на кило, передозировка опасна для печени. Записала дозу на холодильнике.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Прячу папин инсулин и снотворное от внука, он уже до верхней полки достает. Случайная передозировка у малышей — это страшно.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сдала смену в хосписе. Бабушка Нина сегодня тихо ушла, мы держали ее за руку. Морфин по схеме, без боли.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта сессия меня убьет 😭 четвертый энергетик за ночь',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Начальник опять перенес планерку на восемь утра. Пойду повешусь, хаха. Ладно, будильник поставила.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'umeret’ mozhno s etogo video 💀 kot uronil elku',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ремонт у соседей сверху третий месяц. Я скоро с ума сойду и выпрыгну в окно, честное слово 🙃',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня хоронили соседа, погиб под Курахово. Весь поселок стоял на коленях у дороги. Его мать не плакала.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Коллега покончил с собой. Мы сидели в соседних кабинетах шесть лет. Все говорят, что ничего не замечали. Я тоже.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дедушка ушел ночью, во сне, в 89. Мы успели попрощаться. Грустно, но спокойно.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Умер наш пес Барон, 14 лет. Похоронили на даче под грушей. Дети плакали весь вечер.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Досмотрела сериал, там героиня в финале прыгает с моста. Весь вечер реву. Зачем так писать.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ на конкурс: солдат после войны хочет застрелиться, но его спасает соседская девочка. Не знаю, как не скатиться в пафос.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'в игре мой персонаж взорвал себя вместе с боссом 😎 наконец прошел уровень',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила веревку для белья и новые прищепки. В Ужгороде уже тепло, все высохнет за час.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Пью мелатонин по одной на ночь, наконец сплю по семь часов даже под тревоги.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Все, с понедельника бросаю курить. Последнюю пачку выкинул. Прощай, Мальборо 👋',
  },
];
