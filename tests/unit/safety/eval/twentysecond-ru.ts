import type { EvalNote } from './types';

/**
 * Russian notes of the twenty-second round, written blind (before looking at the lexicon or at
 * earlier notes' phrasings; earlier rounds were glanced at only to avoid repeating them) and never
 * tuned on. The writers: a soldier on rotation with a grenade of his own, a veteran back from the
 * Pokrovsk direction, a woman from Saltivka on the roof, a refugee self-harming at work in Krakow, a
 * father selling his car before "going to work in Czechia", a student in a hostel, a pensioner
 * saving for her own funeral, a teenager at a game console, a wife with her husband's traumatic
 * pistol; Russian as written by Ukrainians ("шо", "нету"), Latin transliteration, almost no ё.
 * Extra weight on euphemism (7: "моя песенка спета", this being one's stop on the train, having run
 * one's course, leaving quietly one morning, writing out one's own "деревянный бушлат", a dead
 * battery not to be recharged, being erased like a failed draft), plan (7), method (6) and farewell
 * (6). The quiet half leans on past (an attempt's anniversary with a half marathon, a therapist
 * recalling a rope in a backpack, an old diary, the Kherson evacuation, a veteran after Chasiv Yar
 * and hospital, a psychiatrist closing follow-up) and negation (screening answered no, a job
 * questionnaire, "та никуда я с собой не денусь"), plus medical near misses (a fentanyl patch, a
 * cat's double deworming dose, cough syrup, an overdose patient in intensive care).
 *
 * First run on main at f5e1096, detector untouched: recall 33/38 (86.8%), false alarms 4/38 (10.5%).
 * Missed: euphemism 1 (a veteran whose inner "battery" is dead and will not be recharged), plan 2
 * (waiting for a full moon nine days away, "решение принято"; funeral money in an envelope "на
 * меня", "до конца месяца"), method 1 (Latin-script reading what a father's nitroglycerin and
 * clonidine do together with vodka), farewell 1 (giving books and dresses away, "moving, only not
 * where they think").
 * False alarms: past 2 (cutting "лет в шестнадцать" with scars one is proud of, read as
 * selfHarm/relapse; a psychiatrist saying there have been no suicidal thoughts for two years, read as
 * intent), negation 1 (a job questionnaire "лучше не жить?" answered no, read as passive), medical 1
 * (a cat's double deworming dose, "передозировка не страшная", read as dose).
 * Scored a second time, blind, on main at bfa08a9 after the twenty-first round's fixes, a retrain and
 * the new rule for unexplained cues: uk recall 34/38, false alarms 8/38; ru recall 35/38, false alarms 6/38.
 * Lexicon pass (slavic.ts only): an inner battery one will not recharge; leaving "only not where they
 * think" is a farewell; scars that "remain" are of then (mask); suicidal thoughts said absent are a
 * denial (mask); an overdose named as a danger or as harmless, and a pet's vet, are care (medical).
 * After: recall 37/38, false alarms 3/38. Still missed: funeral money "на меня" with "до конца
 * месяца" (a pensioner's own funeral savings are common; left alone). Still false: the Latin
 * "worst year 2014" note flagged by the reader alone at >= 0.7, a job questionnaire answered "нет"
 * (passive), a warehouse shift "лечь и не шевелиться" (the reader alone).
 * Labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Моя песенка спета. Дальше тянуть эту лямку не буду, пусть другие тянут, у кого получается.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ehala segodnya v elektrichke iz Irpenya i dumala: kazhetsya, eto moya ostanovka. Pora vyhodit iz etogo poezda sovsem. Doma nikogo, tolko koshka.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Шо-то мне кажется, шо я уже свое на этом свете отбегал. Работы нет, жена ушла к маме в Винницу. Пора на покой, насовсем.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я решила уйти тихо, без скандалов и прощальных сцен. Просто однажды утром меня не станет, и всё.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ротация, в пункте временной дислокации тихо. Пацаны спят, а я думаю, что деревянный бушлат я себе скоро сам выпишу. Без всякого врага.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Вернулся с Покровского направления, руки-ноги на месте, а внутри батарейка села. И заряжать ее я больше не собираюсь. Пусть тухнет до конца.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочется, чтобы меня стерли, как неудачный черновик, и больше не переписывали. Родители опять орут за стенкой, а я сижу в наушниках и думаю только об этом.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Решение принято, осталось выбрать ночь. Хочу, чтобы было полнолуние, как тогда, когда мы с ним познакомились. Смотрела календарь: через девять дней.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Выбрал место — старая водокачка за поселком, туда никто не ходит. Жду только, чтобы отдать долг Сереге, не хочу уходить должником.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya vse reshila. Posle dnya rozhdeniya docheri, chtoby ne isportit ej prazdnik. Tort uzhe zakazala. Potom vse.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Переоформил машину на сына, погасил кредит, отдал собаку соседу, сказал всем, что уезжаю на заработки в Чехию. Осталось дождаться воскресенья, когда в общаге никого не будет.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Скопила денег на похороны, положила в конверт с надписью «на меня» в шкаф, под простыни. Думаю, до конца месяца. Сегодня ходила в поликлинику, врач сказал, давление в норме. Смешно.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Вчера вечером посмотрел расписание электричек через наш переезд. Последняя в 23:40, там темно и никого. Думаю, в четверг.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сдам последний экзамен, закрою все долги за общагу, и тогда уже можно. Чтобы никто не сказал, что это из-за учебы.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Муж хранит травмат в тумбочке, думает, я не знаю. Я знаю. Вчера, пока он был в душе, держала его у виска.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на крыше нашей девятиэтажки на Салтовке. Ветер сильный. Просто смотрю вниз и считаю этажи.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Otkryl aptechku, tam u otca nitroglicerin i klofelin. Chitayu, chto budet, esli vypit vse vmeste, s vodkoj. Otec spit.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Месяц собирала мамины снотворные по одной, она не замечает. Теперь их точно хватит. Спрятала в коробку от чая на антресоли.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Под раковиной стоит средство для труб. Уже прочитала, что будет, если выпить. Сижу на кухне и смотрю на бутылку.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната в разгрузке, одна своя, на всякий случай, у всех так. Только я последнее время думаю, шо она мне пригодится не для врага. Кручу ее ночью в руках.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Мамочка, прости меня. Я тебя очень люблю. Это не из-за тебя, ты самая лучшая. Береги Рыжика. Прощай.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала сегодня подругам все свои книги и платья, сказала, что переезжаю. Это правда, только не туда, куда они думают.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Rebyata, spasibo za vse. Vy byli luchshimi, pravda. Ne ishchite menya i ne vinite sebya.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Позвонил всем, с кем служил с четырнадцатого года, сказал каждому спасибо. Сыну оставил часы и письмо в ящике стола. Жене купил цветы. Вроде все дела закрыл.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Если кто-то читает этот дневник после меня: пароль от банка на последней странице, кошку отдайте Лене. Я вас всех любил, просто больше не мог.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написал бывшей: прости за все, будь счастлива, больше не побеспокою. Удалил все соцсети. Сижу на кухне, курю последнюю.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Я хочу покончить с собой. Серьезно. Сегодня думаю об этом больше, чем обычно.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ne hochu bolshe zhit. Vot prosto ne hochu. I ne budu, reshila.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый раз, когда ночью летит шахед над Харьковом, думаю: хоть бы в меня. Чтоб сразу и без мучений.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Вот бы заболеть чем-то и тихо умереть, никого не напрягая. Каждый вечер об этом мечтаю, перед сном.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я сыну только обуза. Он с работы ко мне, от меня на работу, внуков не видит. Без меня он бы наконец пожил.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Vsem bylo by legche, esli by menya ne bylo. Ya tolko meshayu i trachu ih dengi na lekarstva.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять прижигала руку зажигалкой, пока в голове не стало тихо. Потом надела свитер и пошла ужинать с родителями.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Снова режусь, уже по несколько раз в неделю. Летом рукава — отдельное мучение, на работе в Кракове уже спрашивают.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего не будет лучше. Ни война не кончится, ни я не стану нормальной. Смысла ждать больше нет.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Живу как в яме, и дна нету. Просвета не вижу вообще и уже не верю, шо он будет.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Выпила почти весь блистер амитриптилина минут сорок назад. Сердце стучит странно, руки ватные.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два года после больницы держался. А сегодня опять достал таблетки из тайника и пересчитал. Все возвращается, как тогда.',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад в этот день я пыталась уйти из жизни. Сегодня я пробежала полумарафон во Вроцлаве. Мама плакала в трубку от радости.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мой терапевт сегодня сказал: помнишь, как ты пришел ко мне с веревкой в рюкзаке? Я помню. Теперь мы говорим о моей свадьбе в июне.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Samyj hudshij god moej zhizni — 2014, posle Donecka. Ya hotela umeret. Sejchas u menya dvoe detej i svoj salon v Dnepre.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Нашла в коробке на балконе старый дневник. «Хочу исчезнуть» почти на каждой странице. Мысленно обняла себя ту, пятнадцатилетнюю. Сейчас мне 30, и я люблю жить, даже с тревогами.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше, лет в шестнадцать, резала руки. Шрамы остались, но я ими даже немного горжусь: я выжила.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После Часов Яра и госпиталя год я не хотел жить. Реабилитация, группа ветеранов, жена рядом. Сейчас сам волонтерю в госпитале в Днепре по выходным.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Годовщина моей попытки. Купила себе пионы и позвонила подруге, которая тогда вызвала скорую. Долго болтали, смеялись.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то я копил таблетки, думал — пригодятся. Это было до лечения. Сегодня выкинул старую аптечку целиком, просто чтоб не лежала.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда нас эвакуировали с Херсона, я месяц лежала и думала, шо лучше б не выжила. Сейчас работаю в Берлине в пекарне, учу немецкий, все наладилось.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Психиатр снял наблюдение и сказал, что суицидальных мыслей у меня нет уже два года. Отметили с мужем пиццей и сериалом.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь умирать, просто устала как собака. Третья ночь без сна из-за тревог в Запорожье.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог в Красном Кресте спросила про мысли о самоубийстве. Сказала, что нет, и это правда. Просто тоска по Мариуполю, по нашему морю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ne volnujsya, ya nichego s soboj ne sdelayu. Prosto plohoj den, zavtra vyspljus.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Нет у меня никаких мыслей покончить с собой, хватит уже спрашивать. Я злюсь, а не умираю.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мам, я на мост не прыгать хожу, а рыбу ловить 😂 Вчера трех карасей принес.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете на новой работе спрашивали: бывают ли мысли, что лучше не жить? Отметила «нет». Дальше были вопросы про стаж.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Та никуда я с собой не денусь, шо ты паникуешь. Поорал на кухне и успокоился.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Дочь сказала, что я ей не обуза и чтоб я такого больше не говорила. Я поверила. Ходили на рынок, купили рассаду.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Сегодня на терапии опять заполняли шкалу. Пункт про мысли о смерти — ноль. Впервые за полгода ноль! Купила себе мороженое и съела прямо на остановке.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Папе назначили фентаниловый пластырь. Врач предупредила, что при передозировке может остановиться дыхание, так что я слежу и записываю время.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Дала коту двойную дозу таблетки от глистов, перепутала вес. Звонила в ветклинику, сказали, передозировка не страшная, просто понаблюдать. Спит, мурчит.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенок выпил полфлакона сиропа от кашля, пока я отвернулась. Звонила в токсикологию, сказали наблюдать. Все лекарства теперь в сейфе.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Дежурство в реанимации. Привезли парня с передозом, еле откачали. Я сидела с ним до утра, пока не приехала его мать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Vrach skazal ne bolshe 3 tabletok v den, inache pechen. Zapisala na holodilnik.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот годовой отчет меня добьет 🙃 я уже труп, а впереди еще квартальный.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если еще раз услышу этот трек в маршрутке, выйду прямо в окно 😂 Водитель его по кругу гоняет третий день.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'От стыда хотелось провалиться сквозь землю, когда я перепутала имя свекрови на ее же юбилее.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Телефон сдох, я тоже почти — десять часов без света в Одессе.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня хоронили соседа, осколок попал прямо во двор. Я держала его жену за руку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Однокурсник покончил с собой на прошлой неделе. Все в шоке. Я пошла к психологу, чтобы разобраться с этим.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Брат погиб под Бахмутом год назад. Сегодня ставили памятник. Мама держалась.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Deda ne stalo nochyu, vo sne. Tiho, kak on i hotel.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрели с сыном аниме, там героиня жертвует собой ради друзей. Он долго спрашивал, почему она умерла, пришлось объяснять про смерть.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В сериале герой оставил прощальное письмо. Рыдала. Хорошо, что в следующей серии его спасли.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Ставим в театральной студии «Гамлета». Мне достался монолог «быть или не быть», учу его в метро, люди косятся.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Весь день на ногах, свет отключили на восемь часов. Ложусь спать, ничего не хочу, только тишины.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'На складе инвентаризация, двенадцать часов пересчитывал коробки. Голова пустая, хочется лечь и не шевелиться до понедельника.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вымоталась за день в ноль, дети носились до одиннадцати. Все, сдаюсь, иду спать.',
  },
];
