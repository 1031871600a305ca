import type { EvalNote } from './types';

/**
 * Ukrainian notes of a fourth generalisation check (with surzhyk, Latin transliteration, no
 * diacritics, emoji), written fresh after the third round of tuning: days of shelling, blackouts,
 * husbands and brothers at the front or in captivity, a service pistol left at home, and quiet
 * days that sound dark but are not a crisis (a classmate killed at the front, a film, a child's
 * fever, "вмирала від сміху", a crisis long past and resolved, explicit negation).
 *
 * First run before tuning on them: recall 26/33 (78.8%), false alarms 2/33 (6.1%). Missed: intent
 * 1 ("думаю ... як себе вбити"), passive 1 (disappointed to have woken up again), euphemism 2
 * ("щоб більше нічого не було ... назавжди", "пора йти зовсім"), plan 1 ("тоді і зроблю, все вже
 * готово"), farewell 1 (giving things away: "мені це більше не знадобиться"), hopelessness 1
 * (transliterated "nemaie sensu ... nichoho krashchoho ne bude"). False alarms: negation 2 (a
 * psychologist's question answered "ні, немає"; "ніколи не думала про те, щоб вбити себе").
 *
 * After general changes to `lexicons/slavic.ts` (the reflexive word order "себе вбити", a mask
 * for "але жити хочу" and for never having thought of killing oneself, "знову прокинулась" said
 * with regret, "щоб більше нічого не було" after sleep, "своє відмучилась", "пора йти зовсім",
 * "все вже готово", a pet given away with the object said first, "нічого кращого не буде"):
 * recall 33/33, false alarms 0/33, so this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Чоловік на нулі третій місяць, звязку нема. Сиджу на кухні і думаю тільки про одне: як себе вбити так, щоб мама не побачила. Серйозно думаю, не для красного слова.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'vyrishyla sho zroblju ce. ne mozhu bilshe, hochu pokinchyty z soboju i meni vzhe navit ne strashno',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Мені 19, я в гуртожитку у Львові, батьки в окупації. Якщо чесно, я планую піти з життя, просто ще не знаю як саме 😶',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'кожного разу коли тривога я не йду в укриття. лежу і думаю: хай би вже прилетiло сюди, і все, менi було б легше',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Прокидаюся і перше що відчуваю — розчарування, що знову прокинулась. Нащо ще один день.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'inodi zazdriu tym, khto ne dozhyv do tsiiei zymy. ja b tezh ne proty prosto ne isnuvaty',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочеться заснути і щоб більше нічого не було. Ні ранку, ні новин, ні мене. Вимкнутися як світло о 18:00, тільки назавжди.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Тата нема вже пів року, загинув під Бахмутом. Скоро я піду до нього, я знаю, він там чекає.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Здається, я своє вже відмучилась. Пора йти зовсім, тільки не знаю як сказати малій.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Чоловік лишив табельний пістолет у шафі, коли поїхав на ротацію. Я знаю де ключ. Вже двічі діставала і довго тримала в руках, думала чи вистачить духу.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Назбирала в шухляді дві пачки снодiйного i ще мамин феназепам. Перераховую щовечора, ніби це мене заспокоює.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Стою на балконі девятого поверху і прикидаю, чи вистачить висоти щоб напевно. Мабуть вистачить.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В суботу малого забере свекруха на всі вихідні. Тоді і зроблю, все вже готово і лист написаний.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'sohodni vnochi, koly vsi zasnut pislia tryvohy, pidu na dakh. vyrishena sprava.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Зарплату отримаю в пятницю, поверну борг сестрі, а в неділю покінчу з усім. Дата є, і від цього навіть спокійно.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Написала листи мамі і сестрі, поклала в конверти на полиці. Хай знайдуть потім. Простіть мене, я дуже втомилась жити.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Кота віддала сусідці, ноутбук племіннику, зимову куртку волонтерам. Мені це все більше не знадобиться.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Якщо хтось це читає — я вас усіх любила. Це мій останній запис тут. Прощавайте ❤️',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Я для чоловіка тільки тягар. Він на фронті, а мусить ще й за мене переживати. Без мене йому було б легше воювати.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Мама після інсульту, а я безробітна і лише проїдаю її пенсію. Всім стало б краще, якби мене не було.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ja vsim tilky zavazhaju, nikomu ne potribna. bez mene vsim bude prostishe, chesno',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'знову різала руку вчора ввечері, поки світла не було. в темряві якось легше, ніхто не бачить',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Три місяці трималась, а сьогодні зірвалась. Лезо з точилки, по стегну. Сховала під джинсами.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Дуже хочеться порізати себе, аж руки тремтять. Тримаюсь з останніх сил, сиджу на підлозі у ванній.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не зміниться. Війна не скінчиться, брат не повернеться з полону, я не видужаю. Немає сенсу ні в якому завтра.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Я не бачу жодного виходу. Ні світла в кінці, ні мене там. Все безнадійно і так буде завжди.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nemaie sensu borotysia. vse odno kinets, dlia mene tochno. nichoho krashchoho vzhe ne bude nikoly',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'скільки треба випити амітриптиліну, щоб не прокинутися? питаю не для реферату',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Яка смертельна доза парацетамолу для жінки 55 кг?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'skilky pihulok fenazepamu treba shob zasnuty i vzhe ne prokynutys',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тримався після того, як мене відкачали. А тепер знову ці думки, щоночі, ще сильніші ніж тоді.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Думки про смерть повернулися. Як у 2019-му перед спробою. Я знаю цей стан і мені страшно.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Psykhiatr kazav: yakshcho znovu pochnutsia dumky pro suitsyd, odrazu dzvonyty. Vony pochalysia. Ja ne dzvoniu.',
  },

  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Світла нема з 6 ранку, зарядила павербанк у кавярні. Зварила борщ на газу, малий робив уроки з ліхтариком.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Нарешті забрала посилку з Нової пошти — зимові черевики для доньки. Дорого, але тепло.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Вечір важкий, сумно без причини. Подзвонила подрузі, проговорили годину, стало трохи легше.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'tryvoha 4 hodyny, sydily v korydori z kotom. ne vyspalas zovsim, na roboti vsikh dratuvala 😩',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Віддала старий одяг переселенцям у церкві, звільнила пів шафи. Давно збиралась, аж полегшало.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психологиня питала чи є думки про самогубство. Ні, немає. Просто дуже втомлена, але жити хочу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мені погано, але я нічого з собою робити не збираюсь, хай мама не хвилюється.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я ніколи не думала про те, щоб вбити себе, навіть у найгірші дні в окупації.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ne hochu pomyraty, hochu shob cia viina skinchylas i my poikhaly do moria vsi razom',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Це не прощання і нічого поганого: просто видаляю інстаграм на місяць, бо новини з’їдають.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Десять років тому я намагалася отруїтися. Сьогодні в мене двоє дітей, і я щаслива, що тоді мене врятували.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'У 16 років різала руки, зараз мені 30, шрами побіліли. Розповіла доньці, вона мене обійняла.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Колись давно, ще в універі, писала передсмертну записку. Тепер сама чергую на лінії підтримки.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'pislia toho peredozu pjat rokiv tomu ja vpershe poikhala v hory. teper vse inakshe, ja zhyva i meni dobre',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли мені було сімнадцять, я хотіла померти. Терапія допомогла, зараз у мене все добре.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Малому 38.9, дала нурофен 7,5 мл. Скільки можна парацетамолу дитині 15 кг, якщо не збивається?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар підняв дозу сертраліну до 100 мг. Тепер пити вранці, бо заважає спати.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Скільки таблеток магнію на добу можна? Судоми в ногах після нічної зміни.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Коту прописали антибіотик, пів таблетки двічі на день. Плюється, ховаємо в паштет.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабуся плутає свої ліки, купила їй таблетницю і розклала все по днях на тиждень.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала роман, де героїня в кінці кидається під потяг. Ревла пів вечора.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дивились з чоловіком фільм про снайпера, там головний герой застрелився в кінці. Важко.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу оповідання на конкурс: персонаж хоче накласти на себе руки, але його рятує пес.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Нова пісня Океану Ельзи про загиблих, не можу слухати без сліз.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Кум розповідав як був в учебці, я вмирала від сміху 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця звітність мене вбє. Третій день сиджу до ночі над таблицями.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Якщо сусід ще раз свердлитиме о 7 ранку, я його вбю, чесне слово.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Смертельно хочу спати, а малий вирішив що о 5 ранку час гратися.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ohh ja pomru z cym remontom, shpalery vzhe tretij raz perekleiuiemo',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Вчора поховали Андрія, однокласника. Загинув під Покровськом. Стояли на колінах вздовж дороги, поки везли.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні рік як не стало тата. Ходили з мамою на кладовище, поставили лампадку.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'В сусідній будинок влучило вночі, загинула бабуся з третього поверху. Весь ранок розбирали завали.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Побратим чоловіка застрелився після повернення з полону. Чоловік мовчить другий день, не знаю як допомогти.',
  },
];
