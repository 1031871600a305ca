import type { EvalNote } from './types';

/**
 * Russian notes of the hundredsecond round, written blind: the writers are Russian-speaking Ukrainians and
 * others aged 14–85 (teens and students abroad, soldiers typing on phones at the front, migrants in Poland
 * and Czechia, widows and lonely elderly, postpartum mothers, veterans with injuries, people in recovery,
 * nurses, farmers, people with chronic pain or debt). 40 crisis notes spread over all eleven classes, almost
 * all indirect (euphemisms, invented metaphors, acts told without the intent stated, means named sideways,
 * disguised goodbyes), and 40 quiet notes spread over all seven guards, built as near twins of the crisis
 * notes in topic, mood and wording. More than half of each side is in Latin transliteration of several kinds
 * (English-style, Polish/Czech-style, digits for letters, surzhyk); the rest is Cyrillic with no ё, Latin i/e
 * mixed in, autocorrect slips, all lower case or no punctuation; lengths from one line to long diary entries
 * and a letter, with emoji, lists, dark humour, a song line and a screening question.
 *
 * First run, on 46ddac5 (the prescribed-pills stockpile rules, before any rule for this round),
 * before any change made for it: recall 37/40, false alarms 1/40 (on 36c61e7, the session's start:
 * the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: `mama pytaet kogda priedu na rozhdestvo. ne priedu. ni na rozhdestvo ni voobshche. ja uzhe vse reshil, eto moja poslednjaja nedelja, i ja ne pro obshchagu vo Vroclave`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `сегодня наконец поняла что хочу закончить. не отношения и не работу. себя закончить. и мне впервые за год спокойно, даже странно`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `bratan ne zvoni. ya vse obdumal, ne iz-za komandira i ne iz-za nee. prosto hochu ujti sam, segodnya, poka est reshimost. 4estno tak budet pravil6no`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `hochetsya ischeznut kak akkaunt udalit. bez shuma bez dramy. prosto chtob menya ne bylo i vse`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Восемьдесят третий год мне.
Деда нет уже шесть лет, Таня с внуками в Германии, звонят по воскресеньям.
Соседка Валя умерла в марте, теперь и поговорить не с кем.
Утром открываю глаза и жалею, что открыла.
Господи, ну забери ты меня уже, чего тянешь.
Сварила суп, есть не стала.
Таня спросила по телефону, как я. Сказала — нормально, давление в порядке.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `mama po video sprosila vse li u menya norm. skazala da. ne norm. kazhdyj vecher lozhus i proshu chtob utrom ne prosnutsya, a potom budilnik na 5:40 i opyat sklad`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `сижу в коридоре, бахает вторую ночь. соседи в подвал, а я не иду. ловлю себя на том что жду чтобы прилетело именно сюда. не боюсь. жду.`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `skoro budu s papoj. dva goda on menya tam zhdet. nedolgo ostalos pap, poterpi`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `скоро выпишусь из этой жизнi, как из общаги. ключи оставлю на вахте, постельное сдам. коменданту привет`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `zakroj za mnoj dver, ja uhozhu. Tsoj pel pro drugoe a ja pro svoe. kljuchi pod kovrikom esli chto`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `недолго вам осталось меня терпеть, обещаю 🙃 зато страховка ипотеку закроет. шутка. ну почти`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `opyat stoyal na mostu nad putyami, smotrel raspisanie elektrichek. strannoe delo, tolko tam mne spokojno. zavtra pojdu poranshe, tam menshe lyudej`,
    crisis: true,
    class: 'method',
  },
  {
    text: `у нас девятый этаж я сегодня долго стояла на балконе и думала что этого хватит потом мама позвала ужинать`,
    crisis: true,
    class: 'method',
  },
  {
    text: `dostal dedovo ruzh'e iz shkafa, pochistil. dolgo sidel s nim na kolenyah. zhena dumaet na utok sobralsya. nikakih utok ne budet`,
    crisis: true,
    class: 'method',
  },
  {
    text: `В гараже у отца машина, и ворота закрываются плотно. Думаю об этом чаще, чем хотелось бы. Чаще, чем о чём-либо ещё. Ключи висят в прихожей на гвоздике.`,
    crisis: true,
    class: 'method',
  },

  {
    text: `do 14go:
- zakryt kredit chtob mame ne platit
- kota otdat Oksane
- udalit perepisku
v kalendare krasnym obvela. dalshe nichego planirovat ne nado`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Сегодня была на рынке, купила яблоки и творог, Людка опять обвесила.
Звонил сын из Польши, у них всё хорошо, внучка пошла в садик.
Вечером съездила на мост, посмотрела, где перила пониже и где нет камер.
Потом сварила борщ на неделю, хотя на неделю, наверное, и не надо.
По телевизору опять про обстрелы.
Легла в десять.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `vybral mesto v posadke za blindazhom, tam ne srazu najdut. v subbotu kogda otpustyat na rotaciyu. rebyatam skazhu chto k devushke edu`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Ремерсия прошла норм. Репетиция в смысле, автозамена дура. Постоял там вечером, всё примерил. Теперь знаю что смогу, осталось выбрать день.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `razdala vse svoi veshchi devchonkam, kurtku, naushniki, plojku. skazala chto pereezzhayu. nu v kakom-to smysle pereezzhayu da`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Мамочка,
если ты это читаешь, пароль от телефона — день рождения Сашки.
Карточка в синей сумке, пин там же на бумажке, на первое время хватит.
Кредит я закрыла, не переживай.
Мурку забери себе, она тебя любит больше, чем меня.
Не плачь долго. Ты не виновата, правда, ни в чём.
Прости что так.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `napisal na bumažke kto kormit rybok i skolko raz v den, prikleil na holodilnik. parol ot noutbuka tože tam. vrode vse učel`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `пацаны спасибо за все. серьезно. лучшие годы с вами были даже в этой грязи. леха мой броник твой, дрон отдайте малому. не ищите меня после смены`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `muzh s malym luchshe spravlyayutsya kogda menya net ryadom. ya eto vizhu, ona u nego srazu zasypaet. im bez menya budet legche, ya tolko meshayu vsem`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `лечение стоит половину Вариной зарплаты. я посчитала на бумажке: если меня не станет, она за год расплатится с долгами и поедет к мужу. хорошая арифметика`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `bez nog ya dlya Iry kak chemodan bez ruchki. ona molodaya, krasivaya. otpustit by ee. i sebya zaodno otpustit`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `папа сказал лучше б у него вообще не было сына чем такой. ну ок. могу устроить. всем будет проще`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `opyat rukava v iyule. ponimayushchie pojmut. segodnya eshche, tam gde ne vidno, i stalo tishe v golove na polchasa`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `не ела третий день. заслужила. каждый раз когда живот сводит, вспоминаю что я ему наговорила, и терплю дальше. так мне и надо`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `b'yu kulakom v stenu poka kostyashki ne lopnut, inache ne usnu. segodnya opyat. bolshe nichego ne pomogaet`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `прижала утюг к руке. нe сильно. чтобы почувствовать хоть что-то кроме этой пустоты. сейчас пузырь, завтра навeрное ещё раз`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `dolg rastet, raboty bez dokumentov net, domoj nekuda, doma v Mariupole bolshe ne sushchestvuet. kazhdyj den kak den surka. ne hochu bolshe prodolzhat etot den`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Врач сказал: «с этим живут». Живут. Двенадцать лет живу. Я вижу всю дорогу до конца, и на ней только боль. Дальше идти не хочу.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `psiholog dala anketu. vopros "chto vas derzhit v zhizni?". ja dolgo sidela i nichego ne napisala. pustaja stroka. tak i sdala. eto pravda`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `kopila babushkiny tabletki poka ona lezhala v bolnice. v korobke iz-pod chaya uzhe poryadochno. na vsyakij sluchaj. sluchaj pohozhe skoro`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `выпила всё что было в аптечке и запила коньяком. пишу пока ещё могу. наверное надо было кому-то сказать. уже поздно наверное`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `vzyal dve butylki, vse svoi snotvornye vysypal na stol ryadkom. poka prosto smotryu. dumayu, horoshij li vecher chtob uzhe ne prosypatsya`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `18 mesyacev chisto. segodnya opyat sidela v vannoj s lezviem 40 minut. ne sdelala. no ono vernulos. i te samye mysli tozhe, slovo v slovo`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `два года назад меня откачали. думала всё, я теперь другая, у меня терапия и собака. а сегодня поймала себя на том что опять считаю этажи. как тогда`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `psiholog kazala shcho u mene remissiya. a vona zakonchilas. znovu z ranku ta sama dumka: nashcho ya tut. i plan toj samyj vspomnila`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: `eta sessiya menya ub'et. sopromat ubil vsyu gruppu, ya hodyachij trup, no zavtra ekzamen, kofe i vpered`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `чуть не умерла со стыда, когда на созвоне включилась камера, а я в маске для лица 😂`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `hochetsya ischeznut na nedelyu v Karpaty bez svyazi. otpusk cherez 12 dnej, derzhus`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `на работе завал, я труп. начальник хочет мою голову на блюдe. ладно, выживу, всегда выживала`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `ya umerla 💀💀 on napisal mne pervym!!! vse ya mertva lezhu ne trogajte`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `zadolbalo vse do smerti: okopy, gryaz, myshi v spalnike. no rebyata derzhat, a zhena prislala foto malogo, zhivem`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Сегодня сорок дней Андрею. Он сам ушёл, никто не понимает почему.
Я хожу по квартире и думаю, что мог заметить. Мама говорит, не мог.
Завтра иду к его родителям, отнесу фотографии с выпускного.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `pohoronili Maksa, pozyvnoj "Ded". emu bylo 23. ya ne plakal na kladbishche, plakal v mashine potom. zavtra nazad na poziciyu, i za nego tozhe`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `usypili Barsika segodnya. 16 let. veterinar skazal chto on ne muchilsya. ya derzhala ego lapu do konca. kvartira pustaya`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `в новостях опять прилет по многоэтажке, 14 погибших, среди них дети. не могу это читать и не могу перестать листать`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `babushka umerla v okkupacii a ja v Chehii i dazhe na pohorony ne mogla. zazhgla svechku na podokonnike i dolgo sidela`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `мама подруги выпила таблетки, откачали. Света в шоке, я у неё ночевала. сама в порядке, просто страшно за неё и за тётю Иру`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `dochitala "Annu Kareninu". eta scena s poezdom... ne ozhidala chto tak nakroet. sochinenie pro nee pisat teper tyazhelo, a sdavat v pyatnicu`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `приснилось что стою на крыше и прыгаю, и лечу, как в детстве во сне. проснулась в 4 утра с колотящимся сердцем. просто сон, надо меньше смотреть сериалы на ночь`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `pishu rasskaz: geroinya pishet proshchalnoe pismo synu i razdaet veshchi. redaktor skazala slishkom mrachno. perepisyvayu final, puskaj ona ostanetsya`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `v Dark Souls umer 58 raz na odnom bosse 💀 chut ne vybrosil dzhojstik v okno. ladno, zavtra eshche raz`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `смотрели с сыном «Короля Льва», он спросил, почему Муфаса не проснулся. долго объясняла что такое умереть. сама потом ревела на кухне`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `v naushnikah na povtore "zakroj za mnoj dver, ja uhozhu". Tsoj zhiv. potom konspekt po istorii i spat`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `nochnaya smena. privezli devchonku 19 let, naglotalas tabletok, promyvali. vyzhila. ya doma, sizhu na kuhne, ne mogu usnut. zavtra opyat v 8`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `врач поднял дозу сертралина до 100. пью утром, как сказано. побочки пока: тошнит и зеваю весь день`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `razlozhila tabletki babushke po tabletnice na nedelyu: utro, den, vecher. 9 shtuk v den, bednaya moya. zapisala vse v telefon chtob ne pereputat`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `капельница, третий курс химии. волосы лезут, но онколог сказал что маркеры падают. буду жить, значит`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `korova ne mogla otelitsya, vyzvali veterinara v 3 nochi. nož, verevki, vse v krovi, no telenok živoj. spat lozhus v 6`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `psihiatr sprosila pro mysli o smerti. skazala chestno: net, takih net, prosto bessonica i trevoga. vypisala chto-to na noch, poprobuju`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Пять лет назад я стояла на том мосту. Сегодня шла по нему с дочкой на руках и кормила уток. Тогда я бы не поверила.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `3 goda bez lezviya. shramy pobeleli. segodnya vpervye nadela futbolku s korotkim rukavom i nikto nichego ne skazal`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `posle plena hotel umeret, pil, dumal o pistolete kazhdyj den. eto bylo v 2023. sejchas hozhu k psihologu, vesnoj posadili s synom grushu`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `год назад в это время я лежала в больнице после того, как наглоталась. сегодня купила себе торт. не потому что всё идеально, а потому что я здесь`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `kogda-to ja kopila tabletki. teper kopljy na poezdku v Gruziyu. 1200 uzhe est 🏔️`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `god nazad dumal chto vsem bez menya budet luchshe. oshibalsya. syn vchera skazal "papa ty moj geroj". zhivu, i dlya sebya tozhe`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `kupila verevku dlya belya na balkon, kryuchki i tabletki ot golovy v apteke. den proshel normalno, vecherom pelmeni`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Залезли с сыном на крышу гаража за мячом. Потом точила ножи, мужу написала, что газ отключат завтра с 9 до 12.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `poslednij den v Varshave, zavtra pereezd v Krakov. razdala vse cvety sosedke, poproshchalas s ee kotom. ne lyublyu proshchatsya`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `прощальная вечеринка у Олега, он уезжает в Канаду. всем раздавал книги и пластинки, мне достался Высоцкий. будем созваниваться`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `obvela v kalendare 14e krasnym. sobesedovanie!! do etogo vyuchit anglijskij hotya by na B1 lol`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `ya ne hochu umeret, ya hochu chtoby eta vojna zakonchilas i muzh vernulsya. eto raznye veshchi. prosto ustala ochen`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Психолог спросила, есть ли мысли навредить себе. Нет. Честно нет. Есть злость, есть усталость. Но я хочу увидеть, как внуки вырастут.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ne, ya ne sobirayus nichego s soboj delat, ne pugajtes, prosto nenavizhu shkolu i etih iz 9B`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `думала ли я когда-нибудь об этом? нет. даже в подвале в Бахмуте нет. жить хотелось злее, чем когда-либо`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `mama sprosila vse li normalno. skazala da. i eto pravda, vpervye za mesyac da`,
    crisis: false,
    guard: 'negation',
  },
];
