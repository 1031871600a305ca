import type { EvalNote } from './types';

/**
 * Ukrainian notes of the hundredsecond round, written blind: the writers are Ukrainians aged 14 to 85 —
 * soldiers typing on phones at the front, widows, refugees and students abroad (Poland, Czechia, Germany),
 * migrant workers, teens (one LGBT, one bullied), a veteran who lost his legs, a former prisoner of war,
 * nurses, a pharmacist, lonely elderly people, people in debt, carers, postpartum and chronic-pain patients,
 * addicts in recovery. 40 crisis notes spread over all eleven classes (3–4 each), nearly all indirect
 * (invented euphemisms, acts told without the intent: books given away, a date circled, a rope bought
 * "for the dacha" with no dacha, pills counted, a balcony measured by eye, passwords left on a table), and
 * 40 quiet notes spread over all seven guards (5–6 each), kept close to the crisis notes in topic and style
 * (war, loss, illness, debt; ropes, roofs, bridges, pills, goodbye letters). Over half of the notes on each
 * side are in Latin transliteration of different kinds (ja/ya, shcho/scho/sho/ščo, y/i); the rest are
 * Cyrillic, some typed on a Russian layout without і/ї/є, some with Latin i mixed in, surzhyk; styles range
 * from one careless lower-case line with emoji to long, careful entries, a letter, a list, a screening
 * question answered, dark humour and a song line.
 *
 * First run, on 46ddac5 (the prescribed-pills stockpile rules, before any rule for this round),
 * before any change made for it: recall 38/40, false alarms 4/40 (on 36c61e7, the session's start:
 * recall 39/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `tse ostannij raz koly ja shchos tut pyshu. vse, vyrishyv. ne shukajte mene zavtra na pozyciji, ja sam sobi dav dembel. mamo, ty ne vynna, nixto ne vynen`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `все я так бильше не можу и не буду. сьогодни закинчу це сам своими руками поки ниякий шеф не подзвонив. досить`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `psyholohynia dala anketu. pytannia 9: "yak chasto za ostanni 2 tyzhni vy dumaly, shcho vam krashche bulo b ne zhyty". postavyla "majzhe kozhen den". a na poliakh dopysala olivcem: uzhe ne dumaju, uzhe znaju koly. vona shche ne chytala`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `mama spytala po telefonu chy vse ok. skazala shcho tak, vse dobre, navchannia, kava, Krakiv garnyj. ne ok. kozhnogo vechora lyagaju i proshu odne: shchob ranok dlia mene ne nastav. a vin nastaie`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `хочется просто исчезнуть. розчинитись як цукор в чаи i щоб нихто навить не помитив що мене нема. ото б було добре`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `vnochi znovu prylioty. vsi pobigly v pidval a ja ne pishla. lezhala i dumala nu davai vzhe, siudy, v mij dim, v moje vikno. i vpershe za misiac bulo spokijno. shkoda shcho proletila`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `як в тій пісні: «а я стану тишею, і мене не почують». тільки я її не співаю. я правда хочу стати тишею. щоб мене просто не було, без болю, без шуму, без ранку`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `babusia snylas, kazala shcho v neji tam sadok i vyshni. skoro pobachymos bab. ja vzhe majzhe gotova 🍒`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `мій квиток в один кінець уже куплений. тільки поїзд не той, про який всі думають, і назад з нього не пишуть`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `na budovi v Brno zarplatu zatrymaly znovu. zhinka ne dzvonyt vzhe 3 tyzhni. ščo tut robyty. skoro pidu dodomu po-spravzhn'omu, tudy zvidky ne treba vysylaty groshi i ne dzvonyat`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `druzi ne kupujte meni nichogo na dr cej raz, i na nastupnyj tezh ne treba, i vzahali jikh vzhe ne bude 😅 zekonomyte, ja dbajlyva`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `buv sogodni u Vitalika na 16 poverhi, vyjshov na balkon pokuryty. dovgo stojav i dyvyvsia vnyz, rahuvav poverhy. tak vysoko shcho navit ne strashno. vin maje kliuchi ja znaju de vin jikh lyshaje`,
    crisis: true,
    class: 'method',
  },
  {
    text: `стою на переїзді вже пів години. електрички тут ходять кожні двадцять хвилин. я вже знаю розклад напам'ять. ще трохи постою`,
    crisis: true,
    class: 'method',
  },
  {
    text: `ne vorogiv bojusia. sebe bojusia koly noch i ja z nym sam na sam na posti. vin pid rukoju, vse tak prosto i blyzko, odne dvyzhennia. i dumka cia vse golosnisha`,
    crisis: true,
    class: 'method',
  },
  {
    text: `купив в епіцентрі мотузку. продавчиня спитала для чого, кажу на дачу. дачі в мене нема. приніс і поклав в шафу під куртки`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `obvela v kalendari 14 chyslo chervonym. pislia zarplaty, shchob zakryty borg za kvartyru i nikomu nichogo ne vysilo na meni. pislia 14-go planuvaty vzhe nichogo ne treba`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Сьогодні був звичайний день. Встала о 6, зібрала Марка в школу, Соня знову не хотіла в садок, плакала біля воріт.
На роботі звіт, Тамара Іванівна знову причепилась до шрифту.
Купила курку і картоплю, зварила суп на два дні, щоб вистачило.
Випрала їх шкільні речі, погладила сорочку чоловікові на неділю.
В неділю вони всі поїдуть до свекрухи на весь день, а я скажу що болить голова і залишусь вдома сама.
Все вже готово, навіть лист написала і поклала в шухляду під скатертини.
Ввечері дивились мультик втрьох, Соня заснула на мені.
Завтра треба оплатити інтернет.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `vchora probuvav. ne do kincia, prosto podyvytys chy vytrymaje. vytrymalo. teper znaju shcho vse spraciuje`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `dav sobi termin: do 1 veresnia. yakshcho do 1 veresnia nichogo ne zminytsia, ni robota ni vona ni golova, to vse. do 1 veresnia 9 dniv`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `роздала сьогодни вси свои книжки дивчатам з гуртожитку. и худи улюблене Оли. вона питала чого, сказала що переижджаю. ну майже правда`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `spysok na subotu:
1. vidvezty Bublyka do Naty, korm na 2 misiaci vzhe kupyla
2. zaplatyty za svitlo napered
3. povernuty Oli jiji plattia
4. napysaty bratu pro pin vid kartky
5. vse`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `zapysav vsi paroli v bloknot i poklav na stil pid klaviaturu. bank, diia, telegram, aiklaud. shob Ira potim ne muchylas. vona dumaje shcho ja prosto porjadok navozhu, poxvalyla navit`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Мам, якщо ти це читаєш, значить я вже не змогла інакше. Ти не винна ні в чому, чуєш? Я тебе дуже люблю. За садочок для Софійки я заплатила до грудня, документи в синій папці. Поцілуй її за мене вранці.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `vsim bude legshe bez mene. mama ne bude vytrachaty vsiu pensiju na moji liky i kapelnyci, sestra ne bude sorom'jatys shcho v neji taka xvora. ja lyshe zabyraju`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `лежу тут як колода вже другий рик. доньци через мене на роботу не пити, онуки не приходять бо в хати ликами пахне. Господи забери ти мене вже, чого я людей мучу`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `bez nig ja dlia neji tiagar i vse. jij 26, jij zhyty treba. bez mene vona shche vyjde zamizh za normalnogo. ja jij zavazhaty dovgo ne budu, ja vzhe tak vyrishyv pro sebe`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `batky skazaly shcho ja gan'ba simji i shcho krashche b ja ne narodzhuvavsia. nu ok. shche trochy i gan'by u vas ne bude, vsim tak bude krashche. navit meni`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `znovu. try novi na stehni. ne bolyt. bolyt tilky vse inshe`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `сьогодні знову нічого не їла. заслужила. хай болить шлунок і паморочиться, може хоч голова тоді замовкне. завтра теж не буду`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `pryzhyg sygaretoju ruku vyshche zapjastia. odrazu legshe stalo na hvylynku. a potim znovu. treba shche 🚬`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `бився головою об стiну в туалетi казарми поки не пiшла кров. хлопцi думають що я впав з ліжка. а хочеться ще, сильнiше, щоб нарештi виключило`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `nichogo vzhe ne bude. vijna ne skinchytsia, dim ne povernut, Andrija ne povernut. ja ne zmozhu z nulia. i ne hochu dali. prosto ne hochu, rozumijete`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `борги 380 тисяч. колектори вже дзвонять мамі і на роботу. виходу нема і не буде, я перебрав все в голові по сто разів. і я так більше не хочу прокидатись в цьому, ніяк не хочу`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `dlia chogo? dlia koho? na jaki roky vpered? ja vže ne maju sil šukaty vidpovidi. v Berlini siro, mova ne dajetsia, doma nemaje doma. pytannia je, sens zakinchyvsia. ja tezh`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `порахувала ті що мамі виписували після інсульту. вистачить. сховала в коробку з-під чаю на верхню полицю`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `vypyv vsiu pliashku i zapyv tym shcho bulo u batka v aptechci, vsim shcho bulo. nehaj bude shcho bude. uzhe vse odno`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `kozhen raz v apteci beru po odnij pachci, v riznyh aptekah shob ne pytaly. vzhe try v shuhliadi. shche dvi i vystachyt`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `2 roky chysto. a sogodni znovu dostala lezo z-pid matracu. prosto potrymala v rukah. i dumky ti sami povernulysia, shcho mene tut ne treba, shcho ja zajva`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `пів року після лікарні все було норм, таблетки, терапія, навіть бігати почав. а тепер знову той голос: навіщо ти тут. і я йому знову вірю, як тоді`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `14 misiaciv bez. a sogodni stoju bilia apteky i dumaju ne pro kajf. dumaju shcho mozhna vziaty stilky shchob uzhe ne prokynutys. staryj znajomyj povernuvsia, i golos v nioho toj samyj`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `cia sesiia mene vbje. tretij ekzamen za tyzhden, ja mertva 💀💀 shche statystyka v ponedilok`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `хоч стій хоч падай. на роботі аврал, шеф живцем з'їсть якщо не здам звіт до п'ятниці. піду зроблю собі каву і вмру над екселем`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `pomerla b vid soromu koly vpala na sceni pered usima na vypusknomu 😭 ale vse smijalysia razom zi mnoju, i potim tancjuvaly do ranku`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `ja vzhe ne mozhu z cymy susidamy, skoro povishusia vid jihnogo remontu 😂 tretij misiac perforator o 8 ranku v subotu`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `без тебе я як риба без води, написала йому о другій ночі. він відповів сердечком і "спи вже". дурна я закохана`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `kinec mene, zabula pro dr svekruhy 🤡 vse, mene nema, pohovajte pid berizkoju. pobigla kupuvaty tort`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `сьогодні ховали Андрія. 24 роки, загинув під Покровськом. його мама не плакала, просто стояла і тримала прапор. я тримав її за руку і мовчав. завтра знову на позиції, тепер і за нього`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `vchora pryspaly Richi. 14 rokiv. veterynar skazav shcho jij ne bolyt. a meni bolyt duzhe. posadyla troiandu tam de vona liubyla lezhaty v sadu`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `znovu raketa po Dnipru, 9 zagyblyh, sered nyh dytyna. sydzhu v Varshavi na roboti i ne mozhu perestaty gortaty novyny. podzvonyla tiotci, u nyh vsi zhyvi`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `pivroku bez tebe, Sashko. ja vse shche stavliu dvi chashky zranku. Matvij pytaje koly tato pryjde z vijny. kazhu shcho tato na nebi i dyvytsia na nas. a potim idu gotuvaty vecheriu bo jomu treba jisty i v shkolu zavtra`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `бабуся пішла тихо, уві сні, як і хотіла. 91 рік. я поцілувала її руку і вона була ще тепла. завтра поминки, спекла її пиріг з маком по її рецепту`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Dima z paraleli skinchyv z soboju. vsi v shkoli v shoci, psyholog provodyla rozmovu z klasom. ja ne rozumiju chomu vin nichogo ne skazav, my zh grali razom v dotu v chetver. mama skazala shcho ja mozhu jij vse kazaty, ja skazav shcho znaju`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `дочитала Анну Кареніну. досі в голові та сцена на вокзалі, потяг. чому вона так. я б її обійняла і напоїла чаєм`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `v Elden Ring vmerla 47 raz na odnomu bosi. jakyj zhe vin pidlyj. zavtra shche sprobuju, ja vperta`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `pyshu opovidannia na konkurs: heroinia jde na mist i dovgo stojit nad vodoju. shche ne vyrishyla chy vona strybne chy jiji vidvolikaje hlopchyk z sobakoju. dumaju pro hlopchyka, hochu shchob kinec buv svitlyj`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `snylos shcho ja padaju z dahu nashoji p'iatypoverhivky i ne mozhu kryknuty. prokynulas vsia mokra. prosto son, ale nepryjemno. pishla pyty kavu i gladyty kota`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `весь день в голові та пісня з тіктоку «я хочу зникнути з радарів». прилипла, не можу. навіть в душі співаю. дурнувата, але мелодія класна`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `podyvylys z hlopcem "Ostannij lyst" pro soldata jakyj pyshe lyst dodomu pered boiem. revila jak dura. vin tezh ale ne pryznajetsia 🥲`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `nichna zmina. pryvezly divchynu 17 rokiv z peredozuvanniam, promyvaly, pid kapelnyciu, vyzhyla, rankom pryjshla jiji mama. sydzhu o 5 ranku v ordynatorskij, ruky trusiatsia vid kavy`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `лікар виписав сертралін 50 мг, по одній зранку. перший тиждень нудить, але сказала що пройде. записалась на контроль через місяць`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `znovu pidnialy dozu pregabalinu, teper 2 razy na den. bil v spyni menshyj, mozhu spaty. rozpysala v tablychci shcho koly pyty shob ne zaplutatys`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `vozyla kota do veta, vin zjiv kusok nytky. zrobyly rentgen, skazaly vyjde samo. 1200 grn, ale zhyvyj i nahabnyj yak zavzhdy`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `результат біопсії добрий. доброякісне. я три тижні не спала, думала вже все, подумки з усіма прощалась. а тепер сиджу в машині під лікарнею і реву від щастя`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `v apteci inventaryzacia do nochi. pererahovuvala tabletky po korobkah, odnogo tilky paracetamolu 300 pachok. nogy vidvaliujutsia, zavtra vyhidnyj`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `try roky vid togo dnia koly mene vytiagly i vidvezly v likarniu. sogodni probigla 5 km vpershe v zhytti. dyakuju sobi todishnij shcho vyzhyla, i Oli shcho todi pryjshla`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `колись я різала руки. шрами ще видно влітку. сьогодні донька спитала що це, і я змогла спокійно сказати: мамі колись було дуже погано, а тепер добре. і це правда`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `pislia polonu ja dumav shcho ne vyjdu z togo nikoly. pivroku hotiv tilky zniknuty. a sogodni posadyv z synom jabluniu. reabilitacija pracjuje, hoch i povilno`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `2 роки тверезий сьогодні. пам'ятаю як стояв на даху в 2022 і думав що це кінець. добре що подзвонив брату. тепер сам веду групу по четвергах`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `ranishe pysala v cyomu shchodennyku tilky pro te jak hochu ne prokynutys. perechytala sogodni, strashno. ale ce vzhe ne ja. sogodni prokynulas i zahotila mlynciv z vyshniamy`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `коли помер мій Іван, я рік жила як нежива і все просила Бога забрати. а тепер у мене правнучка, ходжу до неї в четвер, печу пиріжки. 85 років, а жити хочеться`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `kupyla motuzku dlia bilyzny na balkon i novi prypinky. nareshti vse sohne ne na batareji`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `на даху сьогодні міняли антену, я страхував Петровича. вітер страшний, але зробили. тепер футбол ловить`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `proshchalnyj lyst napysala vsim kolegam 🙂 zvilnylas nareshti! ostannij den v ofisi, tort, obijmy i trohy sliz`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `nizh tupyj vzahali, ne rizhe hlib. treba kupyty tochylo. i gaz znovu podorozhchav, zhah`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `перейшла мист пишки бо пробка, вода в Днипри така гарна на заходи сонця. таблетки вид алергии забула вдома, чхаю весь вечир`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `ni, ja ne hochu pomyraty. ja hochu shchob cia klyata vijna skinchylas i ja pobachyv dochku ne v telefoni`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `психолог спитала чи бувають думки заподіяти собі шкоду. чесно сказала ні. просто виснаження і безсоння після 2 років без відпустки. домовились що беру 2 тижні`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ja ne suicydalna, ja prosto vtomylas buty sylnoju dlia vsih. sogodni liazhu o 9 i nikomu ne vidpovidatymu`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `chy hochu ja zniknuty? chesno podumala. ni. hochu v vidpustku na more na 2 tyzhni i shchob nihto ne pysav 😅`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `думала що після розлучення не витягну. ні, витягую. тяжко, але жодного разу не було думки піти з життя. є діти, є я сама, є мама`,
    crisis: false,
    guard: 'negation',
  },
];
