import type { EvalNote } from './types';

/**
 * Ukrainian notes of the twenty-third check, written blind, before any code was changed. The
 * writers: an old widow in a black headscarf, a soldier back alone from a treeline near Bakhmut, a
 * woman in Kherson under shelling, a worker in a Prague hostel, a student whose mother is in
 * Mykolaiv, a veteran after an amputation, a pensioner of 81 driven from Chernihiv to Kyiv, a
 * mother of an IDP family in Zakarpattia, a refugee whose children are in Ireland, a sister of a
 * prisoner of war, a nurse, a Poltava man leaving "for work". Surzhyk, notes typed without і/ї/є,
 * Latin transliteration (with і as y/i), typos and emoji. Crisis weight on euphemism (8), method
 * (6), plan (6) and burden (5); the quiet half leans on past (10) and negation (9), with medical
 * near misses (5: a dog's lethal dose, an overdose patient, a child in the medicine box, tramadol
 * with alcohol, warfarin for a grandmother).
 *
 * First run on main at 90568b4, detector untouched: recall 36/38 (94.7%), false alarms 7/38
 * (18.4%).
 * Missed: plan 1 (paracetamol bought in several pharmacies "so they don't ask", then only a time,
 * "tomorrow morning when everyone has gone to work", with no verb of the act); burden 1 (an old
 * woman who sees her daughter worn out by her care and would rather "quietly go" so the daughter
 * can live for herself).
 * False alarms: past 3 (an anniversary of wanting to end one's life, told with "I am alive and
 * glad", read as euphemism+plan; an overdose at 17 in Latin transliteration with "now I am 25 and
 * a psychiatric nurse", flagged with no class named; rereading an old diary's "better if I weren't
 * here" with "such thoughts are long gone", read as passive); negation 2 (a screening question
 * "better off dead?" quoted and answered "not once", read as intent; a comrade's direct question
 * about ending one's life answered "no", read as euphemism); medical 1 (a doctor's warning that
 * tramadol with alcohol can mean not waking up, read as method); figurative 1 ("думав повішусь" at
 * an electricity price rise, followed by "but we live on", read as intent+method+relapse).
 * Scored a second time, blind, on main at d4fb4db after the twenty-second round's fixes, a retrain
 * and two new rules (unexplained cues, a story called over): uk recall 36/38, false alarms 6/38;
 * ru recall 33/38, false alarms 5/38.
 * Lexicon pass (lexicons/slavic.ts only): pills bought up (накупила, скупила) or in several
 * pharmacies heard as preparation; "тихо піду" as finality and "щоб вона пожила для себе" as a
 * burden; after it: recall 38/38, false alarms 5/38 (the quoted screening question answered "жодного
 * разу" is now masked: the question's reach widened). Left: past 3, negation 1, medical 1,
 * figurative 1. All Ukrainian development sets: recall 988/990 -> 990/990, false alarms 15 -> 14.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Сьогодні віддала кота сусідці, сказала що їду надовго. Вона питала куди, я відмахнулась. Туди, звідки не пишуть листів.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хлопці з роти майже всі вже "на небі". Я один вернувся з того посадки під Бахмутом. Командир каже тримайся, психолог каже тримайся. А я думаю шо пора і мені до них на перекличку.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mama pyshe shcho chekaye na Rizdvo. A ya vzhe znayu shcho mene na tomu Rizdvi ne bude. Ne khochu ii bilshe rozcharovuvaty.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пʼята година ранку, Херсон знову обстрілюють. Я не спускаюсь. Мені здається, я вже давно прожила своє, хай закінчується. Сама поставлю крапку, якщо ніхто не поставить.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Робота в Празі, гуртожиток, пʼять людей в кімнаті. Дзвонив брат, питав як я. Сказав йому що все ок. Насправді я вже вирішила, що цей квиток в один кінець буде останнім, тільки не на потяг.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'нiхто не помiтить якщо я просто вимкнусь. назавжди. як телефон який не заряджали',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Після похорону чоловіка все як у тумані. Діти дорослі, внуки в Німеччині. Я вже й хустку чорну не знімаю, бо скоро й мене в ній понесуть, я про це подбаю сама.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Пари, пари, курсова, мамині дзвінки з Миколаєва. Я втомилась бути. Хочу лягти і більше ніколи не вставати, і я знаю як це влаштувати.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'В шухляді лежить батьків пістолет, нагородний. Я сьогодні тричі його діставав. Тримав у руці і думав, що це найпростіший вихід.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'живу на 9 поверсі, вчора довго стояла на балконі, дивилась вниз і рахувала скільки секунд летіти. ще трохи і я б переступила',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Зібрала всі мамині снодійні і свої антидепресанти в одну банку. Стоїть на полиці. Ще не випила, але дивлюсь на неї щовечора.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'У гаражі є мотузка і крюк під стелею. Я вже перевірив що витримає. Дружина думає я там машину ремонтую.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Ya vyvchayu rozklad poyizdiv yaki ne zupynyayutsya na nashiy stantsii. Khochu shob shvydko i bez shansiv.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Дніпро під вікнами, холодний вже. Думаю що якщо зайти в воду вночі і не вертатись, то ніхто навіть не почує. Пишу сюди бо нікому не можу сказати.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Все вирішено. В пятницю дочка поїде до свекрухи на вихідні, і я буду сама. Тоді все і закінчу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Дописав заповіт, переписав квартиру на сестру, віддав борги хлопцям з бригади. Лишилось вибрати день. Думаю після дня народження мами, щоб не зіпсувати їй свято.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Сьогодні накупила в різних аптеках парацетамолу, щоб не питали. Завтра зранку, коли всі підуть на роботу.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ostannij den v Poltavi. vsi dumayut shcho ya yidu v Kyiv na robotu. a ya vzhe vse splanuvav, vnochi pidu na mist i vse.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ранок в укритті, потім черга за гуманітаркою. Ввечері посварились з мамою через дрібницю. Я вже навіть записку написала і знаю о котрій годині це зроблю, коли вона засне. Сил нема.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Я дав собі строк до кінця місяця. Якщо нічого не зміниться — а воно не зміниться — то тридцятого я піду з життя.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Після ампутації я для дружини просто тягар. Вона носить мене на руках буквально. Їй було б легше якби мене не було зовсім, і я почав про це серйозно думати.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'бабуся на пенсію мене годує, а я ні роботи ні навчання. я тільки обʼїдаю її. без мене їм всім краще буде жити, це факт а не емоції',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Lyuds'ky ya yim tilky zavazhayu. Ditey zabraly v Ireland do sestry, tam ym dobre. Ya tut lyshnya. Vse zrobliu tak shob nikomu ne zavazhaty bilshe.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Мені 81. Лікарі, ліки, донька возить мене з Чернігова в Київ на обстеження, бере відгули. Я бачу як вона втомилась. Краще я тихо піду, щоб вона нарешті пожила для себе.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всім тільки проблеми приношу. Мамі, хлопцю, подрузі. Може якщо мене не стане, в них нарешті все налагодиться.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Закарпаття, тихо, гори, а мене все одно трясе. Кожну ніч думаю про одне: покінчити з цим. Я не хочу більше жити, і це вже не просто думка.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'я реально хочу себе вбити. не драма. просто пишу бо треба комусь сказати хоч сюди',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Їду в маршрутці і ловлю себе на думці що якби вона зараз перекинулась, я б не був проти. Аби тільки не прокидатись більше в цьому житті.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Хочеться заснути і не проснутися. Кожного вечора надіюсь на це.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Олю, якщо ти читаєш мій щоденник, значить мене вже нема. Вибач мені. Ти найкраща сестра. Кота нагодуй.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Сьогодні обійняв сина довше ніж зазвичай. Подзвонив батькам, сказав що люблю. Попрощався з усіма, хоч вони й не зрозуміли що це прощання.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'знову порізала стегна лезом від точилки, щоб мама не бачила на руках. інакше не можу заснути',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Після звістки про полон брата я пів ночі била кулаком у стіну поки не потекла кров, а потім припікала руку сигаретою. Мені так легше ніж думати.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Нічого вже не буде добре. Ні дому, ні чоловіка, ні мене. Я не бачу жодного сенсу продовжувати, просто не бачу.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'vse bezpolezno. lyky ne dopomahayut, terapiya ne dopomahaye. vykhodu nema i ne bude, ya vtomyvsya borotys',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Випила десь 20 таблеток феназепаму годину тому. Голова пливе. Пишу щоб хоч десь лишилось.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Шукав скільки треба амітриптиліну щоб напевно. Знайшов. У мене якраз є дві пачки.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Два роки тому мене відкачали після спроби. Я думала що все позаду. А сьогодні знову стою на тому ж мосту і ті самі думки повернулись, навіть сильніше.',
  },

  // ---- quiet ----
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Сьогодні рівно три роки як я хотіла вкоротити собі віку. Спекла пиріг, ми з психологинею посміялись що це мій другий день народження. Я жива і рада цьому.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Знайшла свій старий щоденник з 2019. Там на кожній сторінці "хочу померти". Читала і плакала від жалю до себе тодішньої. Зараз в мене є Марко, робота і собака. Ота дівчинка вижила.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Після Ізюму у мене був найгірший рік в житті, я тоді серйозно думав застрелитись. Пройшов реабілітацію у ветеранському центрі. Зараз веду групу для таких як я.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Терапевтка сказала, що рік тому я прийшла до неї з думками про самогубство, а тепер ми обговорюємо мій переїзд і нову роботу. Я аж не повірила, що то була я.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'v 17 ya vypyla tabletky, potim bula likarnya. teper meni 25 i ya sama pratsyuyu medsestroyu v psykhiatrii. inodi rozpovidayu patsiyentam svoyu istoriyu',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Шрами на руках вже світлі. Колись я різалась майже щодня, тепер навіть не памʼятаю, коли останній раз хотілося. Влітку вперше за десять років вдягла футболку.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Коли нас вивезли з Маріуполя, я довго не хотіла жити. Це минуло. Тепер у Львові, діти в школі, я на курсах бухгалтерії. Важко, але я тут і хочу бути тут.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама розповіла, що в молодості після смерті першої дитини стояла на мосту. Вона ніколи про це не говорила. Я її дуже обійняла. Їй 70 і вона щаслива бабуся.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "П'ять років тверезий і п'ять років без спроб. Колись я думав що світ без мене буде кращим. Помилявся.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перечитала записи з осені 22го: блекаут, страх, думки що краще б мене не було. Зараз теж буває важко, але таких думок вже давно нема.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психіатр питав чи є думки про самоушкодження чи суїцид. Я чесно сказала ні. Просто втома і безсоння, ми підібрали інші ліки.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'я не хочу вмирати, я хочу щоб ця війна закінчилась і щоб тато повернувся. це різні речі',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Подруга злякалась коли я сказала що все набридло. Довелось пояснювати що ні, я не збираюсь нічого з собою робити, я просто хочу у відпустку 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne suitsydalnyi, prosto duzhe vtomyvsya pislya zminy. Vyspatysya i vse bude normalno.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ніколи б не зміг так вчинити з мамою. Хоч як погано, а руки на себе не накладу, це точно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкеті на прийомі було питання "Чи думали ви останні два тижні, що краще б вам померти?" Поставила галочку "жодного разу". Це правда, і це приємно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Побратим питав прямо чи я не думаю вкоротити собі віку. Сказав йому що ні, не думаю, в мене донька мала. Але дякую що спитав, це важливо.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Сумно, самотньо, але жити хочу. Записую це сюди щоб памʼятати в поганий день.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "ne perezhyvay, ya ne zbyrayus' strybaty z mostu cherez odnu dviyku z matanu 😂",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Пес зʼїв пів пачки ібупрофену поки ми були на роботі. Ветеринар сказав що для нього це смертельна доза, промили шлунок, лишили на крапельниці. Ніч без сну.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На зміні в реанімації привезли дівчину з передозуванням парацетамолу. Вибралась. Я потім довго сиділа в машині перед тим як їхати додому.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Малий заліз в аптечку і наковтався таблеток від тиску. Швидка, токсикологія, все обійшлось. Тепер ліки тільки в замкненій шафці.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Лікар попередив що з трамадолом і алкоголем можна не прокинутись, тому я нічого не пʼю поки курс. Спина болить менше.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Бабусі призначили варфарин, а вона плутає таблетки. Фармацевтка пояснила що подвійна доза небезпечна, тепер розкладаю їй ліки по днях в коробочку.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ця звітність мене вбʼє. Третій день сиджу до ночі, шеф хоче все вчора.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Впала в калюжу біля самого універу в білих джинсах. Хотілось провалитись крізь землю і вмерти від сорому 🙈',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Як почув що знову підняли ціни на світло, думав повішусь прямо на тому лічильнику. Ну але живемо.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Свекруха приїхала на тиждень. Я вже морально мертва, а ще пʼять днів.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сьогодні поховали Андрія з нашого села, загинув під Покровськом. Вся вулиця стояла на колінах. Його мама не плакала, просто дивилась.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Дізналась що однокурсник покінчив з собою в Варшаві. Ми не спілкувались кілька років. Не можу перестати думати чи можна було щось зробити.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Тато пішов тихо, уві сні. Хоспіс, морфій, ми всі були поруч. Я вдячна що він не мучився.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'У сусідів помер старий пес, діти ридали. Поховали під яблунею за хатою.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Дочитала "Тигролови" і почала Підмогильного. Там герой думає про самогубство, важкувато читати ввечері, але дуже сильно написано.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Пишу сценарій короткого метра для курсу: героїня прощається з усіма, бо вирішила піти з життя, а в кінці її зупиняє дзвінок. Викладач сказав фінал слабкий.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'в серіалі вчора вбили мого улюбленого персонажа, я не переживу цього 😭😭',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Виписала всі борги, роздала сусідці банки з-під консервації, попрощалась з колегами — завтра переїжджаю в Ужгород на нову роботу!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Зібрала речі, залишила ключі мамі, кота віддала на тиждень подрузі. Їду в Карпати в похід, звʼязку не буде.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Мотузку купив нову для білизни, стару перетерло. Ще крюк в гаражі прикрутив під велосипед. Вихідні продуктивні.',
  },
];
