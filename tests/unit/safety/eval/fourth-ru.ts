import type { EvalNote } from './types';

/**
 * Russian notes (as written in Ukraine: Kharkiv, Dnipro, surzhyk, Latin transliteration, emoji)
 * of a fourth generalisation check, written fresh after the third round of tuning: shelling,
 * blackouts, a husband at the front, a pistol left at home, and quiet days that sound dark but are
 * not a crisis (a classmate killed at the front, a series, a child's fever, "умирала со смеху", a
 * crisis long past and resolved, explicit negation).
 *
 * First run before tuning on them: recall 28/33 (84.8%), false alarms 1/33 (3.0%). Missed:
 * euphemism 2 ("скоро я к ней уйду" after a mother's death, "мне пора уходить ... насовсем"),
 * method 1 (a husband's pistol in the safe, "открывала и смотрела"), selfHarm 1 (burning oneself
 * with a lighter), relapse 1 ("мысли о суициде вернутся ... они вернулись"). False alarm: past 1
 * ("когда мне было шестнадцать, я хотела умереть. Терапия помогла").
 *
 * After general changes to `lexicons/slavic.ts` (past time in "когда мне было 16", "мамы не
 * стало" in either word order and "к ней уйду" beside a death, "своё отжила", "пора уходить …
 * насовсем", the safe's code known as a preparation, burning oneself and "только боль помогает",
 * suicide in the locative, thoughts that "вернутся"): recall 33/33, false alarms 0/33, so this is
 * now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Харьков опять трясёт всю ночь. Я поняла, что хочу умереть. Не от прилёта, а сама, по своему выбору.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya reshila pokonchit s soboi. ne segodnya, no skoro. prosto hochu chtob kto-to znal',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Все мысли только о том, как бы убить себя побыстрее и без боли. А на работе сижу и улыбаюсь всем.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Было бы проще, если бы я однажды просто не проснулась. Каждое утро одно и то же разочарование.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Во время тревоги даже не встаю с кровати. Пусть уже прилетит, мне все равно.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Живу на автомате. Устала жить, честно, сил нет ни на что, и не хочется уже ничего, даже дышать.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу уснуть и не просыпаться. Просто выключиться навсегда, как свет при отключениях.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мамы не стало в мае. Она зовёт меня во сне каждую ночь. Скоро я к ней уйду, я уже решила.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Мне пора уходить. Не из квартиры, а вообще, насовсем. Я своё отжила.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Муж уехал на ротацию, его наградной пистолет остался в сейфе. Код я знаю. Сегодня открывала и долго смотрела на него, прикидывала.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Накопила три блистера снотворного, прячу в коробке из-под обуви. Пересчитываю, хватит ли.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Гуглила, с какого этажа надо прыгать, чтобы наверняка. У нас двенадцатый.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу дети уедут к бабушке в Днепр, квартира будет пустая. Тогда всё и сделаю.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'segodnya nochyu, kogda svet vyklyuchat po grafiku, ya eto sdelayu. vse podgotovila, verevka v shkafu.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Назначила себе дату — 14-е. Допишу отчёт, отдам долги, и в тот вечер уйду из жизни.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала письма сыну и сестре, положила в ящик стола. Простите меня все, я больше не могу.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздала цветы соседке, кота отдала подруге, ноут — племяннику. Мне это уже не понадобится.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Это моя последняя запись. Спасибо всем, кто был рядом. Прощайте и не поминайте лихом 🖤',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я только обуза для мамы. Она старенькая, ей тяжело, а тут ещё я со своей депрессией. Без меня ей станет легче.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Муж на фронте ещё и за меня переживает. Лучше бы меня не было вообще, одной заботой меньше у него.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'vsem ot menya tolko huzhe. ya lishnyaya v etoi semye, im bez menya bylo by spokoinee',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять резала себя в ванной, пока все спали. Кровь долго не останавливалась.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Полгода держалась, а сегодня сорвалась и порезалась бритвой. Прячу руки под свитером.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Жгла себе руку зажигалкой, пока не отпустило. Только боль помогает не думать.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего уже не будет хорошо. Война, долги, мамина болезнь. Никакого смысла жить дальше.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Выхода нет. Я в тупике, и так будет всегда, до самого конца.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nichego ne izmenitsya, nikogda. vse bessmyslenno, ya ne vizhu nikakogo budushchego dlya sebya',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько таблеток феназепама надо выпить, чтобы не проснуться?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая летальная доза амитриптилина при весе 60 кг',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skolko nado vypit paracetamola chtoby navernyaka i bez shansov',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года держалась после той попытки. И вот опять эти мысли о смерти, каждую ночь.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Снова хочется умереть, как тогда, перед реанимацией. Я думала, это прошло навсегда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Психиатр говорил: если мысли о суициде вернутся, сразу звонить. Они вернулись. Я не звоню.',
  },

  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Света нет с обеда, варила гречку на горелке. Дети делали уроки с фонариком и смеялись.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Попрощалась с коллегами, последний день в офисе перед переездом в Киев. Торт, обнимашки, все плакали.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Грустный день. Дождь, тревога, на работе завал. Зато вечером позвонила сестра из Варшавы.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'trevoga 3 chasa, sideli v koridore s sobakoi. ne vyspalas sovsem 😴',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Отвезла на вокзал передачу для брата: носки, сигареты, повербанк. Всё, что смогла собрать.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Врач спросила, есть ли мысли о суициде. Нет, таких мыслей нет. Просто я очень устала.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мне плохо, но я ничего с собой делать не собираюсь. Пусть мама не волнуется.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не хотела умереть, даже в подвале весной 22-го. Хочу жить и увидеть победу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya ne hochu umirat, ya hochu chtoby eto vse zakonchilos i my vernulis domoi',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Это не прощание, просто удаляю телеграм на месяц, слишком много новостей.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Восемь лет назад пыталась отравиться. Сейчас у меня сын и работа, которую я люблю.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В 15 лет резала руки. Шрамы почти не видно, вчера спокойно рассказала об этом психологу.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда-то давно я писала прощальную записку. Сегодня я благодарна, что жива.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Пять лет назад после передоза лежала в реанимации. Теперь сама волонтерю в больнице.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда мне было шестнадцать, я хотела умереть. Терапия помогла, сейчас всё хорошо.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'У младшей 39.2, дала нурофен. Сколько парацетамола можно ребенку 14 кг?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач поднял дозу сертралина до 100 мг, пить утром после еды.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сколько таблеток магния в день можно? Судороги по ночам замучили.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Кошке выписали антибиотик, полтаблетки два раза в день, прячем в паштет.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Купила бабушке таблетницу и разложила ей лекарства на всю неделю.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала книгу, где героиня в конце бросается под поезд. Ревела весь вечер.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрели с мужем сериал, там главный герой застрелился в последней серии. Тяжело.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу рассказ на конкурс: персонаж собирается покончить с собой, но его спасает собака.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Новая песня про погибших, не могу слушать без слёз.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Кум рассказывал про учебку, я умирала со смеху 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот отчёт меня убьёт. Третий день сижу до ночи.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Смертельно хочу спать, а малой в 5 утра решил играть.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если сосед опять будет сверлить в 7 утра, я его убью, честно.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ya umru s etim remontom, oboi tretii raz perekleivaem',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Вчера похоронили Сашу, одноклассника. Погиб под Купянском. Стояли на коленях вдоль дороги.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня год как не стало папы. Ездили с мамой на кладбище.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Ночью прилёт в соседний дом, погибла бабушка с третьего этажа. Всё утро разбирали завалы.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим мужа застрелился после возвращения из плена. Муж молчит второй день.',
  },
];
