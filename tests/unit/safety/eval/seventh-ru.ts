import type { EvalNote } from './types';

/**
 * Russian notes of the seventh check, written blind before the lexicon was tuned on them, many by
 * Ukrainians who write in Russian: a woman on a twelfth-floor balcony, a soldier with a grenade
 * from the position, a man with a rope in his boot "for the dacha", a woman at the railway at
 * Lozova, a father waiting for his wife to leave for Dnipro, a student before her exams, a mother
 * waiting for her daughter to leave for camp, a pensioner whose daughter sends money from Germany,
 * a wounded veteran washed by his wife, a teenager, a soldier who slows his unit down, a man whose
 * house in Kherson was bombed, a widow, an IDP from Bakhmut. Some surzhyk ("шо", "када", "як"),
 * Latin transliteration, no ё anywhere, typos and emoji. The quiet half is near misses: recovery
 * stories (a doctor who swallowed pills at 16, a volunteer after Mariupol, a roof ten years ago, a
 * confectioner a year on), "no" to a psychiatrist, a PHQ-9 item scored 0, a social worker's
 * self-harm question answered "Нет.", "убейте меня кто-нибудь 😂", a neighbour's suicide and a
 * friend who "wants to go to him", a novel, a series, a game, dose questions for a child and a dog,
 * a rope and carabiners for climbing, a train to Kyiv.
 *
 * First run, lexicon untouched: recall 32/38 (84.2%), false alarms 5/38 (13.2%).
 * Missed: method 2 (leaning over a balcony rail, "почти решилась"; a rope bought "for the dacha",
 * "и я знаю зачем", in transliteration), plan 1 (when the daughter leaves for camp on the first of
 * June, "тогда и закончу все это"), burden 1 (a wife who lives like a nurse, "я ей всю жизнь
 * ломаю, лучше бы я там остался"), dose 1 (how many paracetamol tablets for the liver to fail),
 * relapse 1 (revived three years ago, now googling dosages again).
 * False alarms: past 1 ("после Мариуполя я полгода хотел умереть", now a volunteer), othersDeath 1
 * and fiction 1 (transliterated notes the whole-note reader flagged alone: a grandfather's funeral,
 * a hero jumping off a bridge in a series), medical 1 (a dog's tramadol and "боюсь передозировать"),
 * everyday 1 (a rope and carabiners for a Saturday climb, read as a method and a plan).
 *
 * After general changes to `lexicons/slavic.ts`: leaning over a rail and "почти решилась"; a means
 * kept and "я знаю, зачем"; someone leaving (a daughter for camp, a wife for her mother's) and
 * "тогда и закончу все это" ("тогда" before an ending verb is no past); ruining a wife's or
 * mother's life in either word order, and "лучше бы я там остался" (weak); a liver meant to fail
 * is no medical reason; googling doses again. Guards: a span lived through told in the past ("я
 * полгода хотел умереть", unless "и сейчас"); "боюсь передозировать", a dose per kilo,
 * "прописали"; a rope beside carabiners and the Carpathians. Recall 38/38, false alarms 2/38;
 * this is now a development set.
 * Left: the two transliterated quiet notes (a grandfather's funeral, a hero jumping off a bridge
 * in a series) are flagged by the whole-note reader alone, which no lexicon hears; the reader is
 * retrained on these notes after the merge.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Хочу покончить с собой. Пишу это впервые словами, до этого только думала и боялась даже себе признаться.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Не могу больше, хочу убить себя. Шо бы кто ни говорил, я другого выхода не вижу.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый вечер ложусь и прошу, чтобы меня не стало к утру. Жить не хочется совсем, даже ради внуков.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Ne hochu bolshe zhit. Prosto ne hochu, net sil. Kazhdyi den kak katorga.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ребят из моей роты почти никого не осталось, я вернулся один. Устал тут задерживаться. Хочу уйти вслед за ними, они меня заждались.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу исчезнуть навсегда. Не уехать, а именно исчезнуть, чтобы меня больше не было нигде.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Я решила уйти. Не от мужа, а вообще. Думаю об этом все время, даже на работе.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ustala ot vsego, hochu prosto otklyuchitsya navsegda. Chtob tishina i nichego bolshe.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Без Вити мне тут делать нечего. Скоро уйду к нему, он там один, и мне там место.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Ночью вышла на балкон покурить, 12 этаж. Перегнулась через перила и поняла, что мне совсем не страшно. Стояла так долго, почти решилась.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната у меня есть, своя, с позиции. Иногда держу ее в руках и думаю, что одно движение и все закончится.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Собрала в коробку все мамины таблетки от сердца и свои снотворные. Сижу и смотрю на них. Думаю, хватит ли.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Kupil verevku v stroitelnom, skazal chto dlya dachi. Teper ona lezhit v bagazhnike i ya znayu zachem.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Смотрю на рельсы на станции в Лозовой, скорые тут не тормозят. Мысль шагнуть вперед уже не пугает.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Решил окончательно. В пятницу, когда жена с детьми уедет к теще в Днепр, сделаю это. Все документы и деньги сложил в папку на столе.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'После сессии, если опять завалю, уйду из жизни. Уже решила как и где. Осталось 9 дней.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Все спланировал. Ночью, када все уснут, пойду в сарай. Веревку уже повесил.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Segodnya nochyu. Vse gotovo, tabletki ryadom, telefon vyklyuchu. Prosto hochu chtoby kto-to znal.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дочка уедет в лагерь первого июня. Вот тогда и закончу все это, чтобы она не видела.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Маме: прости меня, ты самая лучшая. Кате: отдай Рыжика бабушке. Пароль от телефона 1904. Не ищите меня.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Написал письма всем, кого люблю, и положил в ящик стола. Завтра они их найдут. Спасибо вам за все и простите.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Пенсия копейки, лекарства дорогие, дочь из Германии присылает мне последнее. Я ей обуза, камень на шее. Вот если б меня не стало, она бы наконец пожила для себя.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'После ранения жена меня моет и одевает. Ей 34 года, а она живет как сиделка. Я ей всю жизнь ломаю, лучше бы я там остался.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Из-за меня родители все время ругаются. Я лишняя в этой семье, они без меня вздохнут с облегчением.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ya tolko meshayu vsem. Bez menya rebyatam v otryade budet legche, ya ikh tormozhu.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Шо я им даю кроме проблем? Я для семьи як гиря на ногах, всем без меня будет проще, я знаю.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять прижигала руку сигаретой. Уже пять кругов, прячу под часами.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Opyat porezala ruki, teper glubzhe. Ne mogu ostanovitsya.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Когда накрывает, бью себя по лицу пока не онемеет. Вчера разбила губу.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Дом в Бахмуте стерт с лица земли, мужа нет, работы нет. Ничего хорошего уже не будет, я не вижу впереди вообще ничего.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Все бессмысленно. Никакого выхода, никакого просвета, и никогда не будет. Я сдалась.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько таблеток парацетамола нужно, чтобы печень точно отказала? Спрашиваю не просто так.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skolko nado vypit fenibuta chtoby ne prosnutsya? u menya celaya upakovka',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года назад меня откачали после таблеток. Я думала, все, прошло. А сегодня поймала себя на том, что опять гуглю дозировки.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Пять лет не резалась, гордилась этим. Вчера сорвалась. И хочется еще.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'В 2020 пытался повеситься, тогда сосед успел. Сейчас, после того как дом в Херсоне разбомбили, эти мысли вернулись, и план тот же.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Posle popytki v proshlom godu ya lezhala v bolnitse. Seichas opyat to zhe chuvstvo, i ya snova dumayu o smerti kazhdyi den.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Терапевт говорил, что рецидивы бывают. Вот он. Снова хочу умереть, как тогда в 19, только теперь мне 27 и у меня ребенок.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'В 16 лет я наглоталась таблеток, потом полгода в больнице. Сегодня мне 35, я врач, и сегодня выписала девочку после такой же истории. Сказала ей, что будет лучше. Я знаю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'После Мариуполя я полгода хотел умереть. Сейчас работаю волонтером в Днепре, помогаю таким же. Жизнь понемногу вернулась.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya rezala ruki, shramy ostalis. Teper nosit korotkie rukava ne stydno, eto chast moei istorii.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Давно, лет десять назад, стоял на крыше общаги. Передумал. Сегодня у меня родился второй сын, и я вспомнил ту ночь.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'На групповой терапии рассказал, как в 2017 пытался покончить с собой. Все слушали. Сейчас у меня все хорошо, правда.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колысь я думал шо всем буду лучше без меня. Та то давно было, щас я батя двоих и работаю в Одессе на порту.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год назад мне казалось, что выхода нет. Сегодня открыла свою маленькую кондитерскую во Львове. Записываю, чтобы помнить, что бывает по-другому.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перебирала старые записи. В 2018 я писала, что хочу исчезнуть. Грустно за ту девочку, но я уже не она.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психиатр спросил, были ли мысли о самоубийстве. Я сказала нет, и это правда. Просто бессонница и тревога из-за обстрелов.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не собираюсь с собой ничего делать, не переживайте. Я просто очень устала и хочу выспаться.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете PHQ-9 на вопрос про мысли, что лучше было бы умереть, поставила 0. Остальное по 2-3. Депрессия есть, но не до такой степени.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Net, ya ne hochu umeret. Ya hochu chtoby voina zakonchilas i muzh vernulsya.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мама опять звонит каждые два часа, боится, что я что-то с собой сделаю. Мам, я не такая, я просто грущу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Шо вы все переполошились? Я не думаю о смерти, я думаю о том, как дожить до зарплаты.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Соцработница в общежитии для переселенцев спросила, не хочу ли я причинить себе вред. Нет. Я хочу нормальную кухню и тишину.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не резала себя и не собираюсь. Татуировку на руке сделала в память о брате.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Эта налоговая меня доконает, убейте меня кто-нибудь 😂 третий раз переделываю декларацию.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Я чуть не умерла со смеху, когда сын нарядил кота в бронежилет.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если еще раз услышу эту песню из тиктока, я выпрыгну в окно 🙄',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ya prosto umirayu bez kofe, svet dali tolko v 6 vechera.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Контрольная по физике завтра, все, мне конец, пишите на моей могиле «не выучил» 🤣',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня год, как погиб брат под Работино. Ездили на кладбище с мамой, я держал ее под руку всю дорогу.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Соседка покончила с собой на прошлой неделе. Ей было 70, жила одна. Теперь хожу к другим одиноким бабушкам в нашем доме.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Муж подруги погиб, я поехала к ней в Сумы, чтобы просто побыть рядом. Она говорит, что хочет к нему. Я боюсь за нее.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Папа умер в больнице от ковида, а я не успела попрощаться. До сих пор разговариваю с ним перед сном.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Pohoronili deda v Odesse. Vse plakali, a ya ne mogla, kak budto zamerzla.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала «Мастера и Маргариту», сцена с Берлиозом под трамваем все еще в голове 😅',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу роман о девушке из Харькова, которая решает покончить с собой после оккупации. Сегодня написал главу с запиской, тяжело дается.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Smotreli s muzhem serial, tam geroi vyprygnul s mosta. Vsyu noch ne mogla usnut.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре мой персонаж опять сбросился со скалы, чтобы быстрее возродиться 😂',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Ребенку 3 года, температура 39.5. Сколько нурофена можно дать за сутки? Врач скорой сказал по весу, но я забыла.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько мг мелатонина безопасно пить при сменной работе? Сплю по 4 часа.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабушка перепутала таблетки и выпила двойную дозу от давления. Вызвали скорую, все обошлось.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Собаке прописали трамадол после операции, боюсь передозировать. Сколько капель на 20 кг?',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Раздаю вещи перед переездом в Польшу, диван забрала соседка. Грустно прощаться с квартирой.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Последняя смена в госпитале, завтра увольняюсь. Всем оставила записки с благодарностью.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купил веревку и карабины, в субботу едем с сыном в Карпаты, будем учиться лазить.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра в 6 утра поезд на Киев. Ключи оставила соседке, цветы полить.',
  },
];
