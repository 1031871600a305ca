import type { EvalNote } from './types';

/**
 * Russian notes of the seventyfourth round, written blind: the writers are Russian-speaking Ukrainians and
 * others aged 14 to 85: soldiers and veterans with injuries, an ex-prisoner, a widow of a captive in occupied
 * Melitopol, migrants in Poland, students, teens (one gay boy, bullied girls), a postpartum mother, lonely
 * elderly villagers, addicts in recovery, nurses, a farmer, carers and people in debt. The 30 crisis notes lean
 * towards the indirect classes (euphemism, farewell, relapse, selfHarm, burden, method told without naming
 * death) with one each of plan, passive, intent, hopelessness and dose. The 30 quiet notes spread over
 * figurative, othersDeath, fiction, medical, past, everyday and negation guards on the same topics. Styles are
 * late-night: surzhyk, Latin transliteration, all lower case with no punctuation, voice-to-text run-ons, mat,
 * emoji, army and prison slang, gamer slang, fragments, a to-do list, a letter to a son, a therapist's scale
 * answered honestly, a song line owned, a crisis hidden in one sentence of a long ordinary entry.
 *
 * First run, on bf7fcf2 (after the 71st and 72nd rounds' changes and retrain), before any change
 * made for it: recall 28/30, false alarms 2/30 (on da673ad, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'bratan esli chto, ja uzhe otvoevalsja. v 200-e sebja sam zapishu, bez pomoshi orkov, hot raz chto-to sdelaju bez prikaza 🫡 kljuch ot garazha u mamki',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Мне 85 год. Коля уже третью ночь мене кличе во сне, стоит на пороге и машет. Шо мне тут сидеть в пустой хате, дети в Польше, соседей никого. Скоро я до него пойду, сама, не буду ждать пока Бог вспомнит.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'короч я решила. в пятницу выхожу из чата навсегда 🙂 и это не про чат класса если что',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'полгода как откинулся, а никому не нужен. мать дверь не открыла, кореша все или на зоне или в земле. думаю откинуться второй раз, по-настоящему, без звонка. сегодня ночью и откинусь',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg wp пацаны, я ливаю. не с катки, а вообще с сервера. акк отдам брату, пусть качает дальше',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'дела на завтра:\n1. отнести Мурку к Лене, она обещала взять насовсем\n2. оплатить коммуналку за три месяца вперёд, чтоб мама не возилась\n3. пароль от телефона и банка написать на бумажке, в конверт, на холодильник\n4. постирать всё и погладить\nпосле этого всё. можно.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Артёмка, сынок.\nКогда ты это прочитаешь, я уже не смогу тебе ничего объяснить, поэтому объясняю сейчас.\nТы ни в чём не виноват. Ни ты, ни папа.\nБакса корми утром, вечером он не ест.\nДеньги в синей папке, там же документы на квартиру.\nЯ тебя очень люблю. Прости что так.\nМама',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'segodnja otpravila mame vse dengi chto byli na karte, napisala chto ljublju ee. sosedke po komnate otdala kurtku i naushniki. ona sprosila ty chto uezzhaesh? skazala da, daleko. ona dazhe obradovalas za menja',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'роздав хлопцям все своє. броню Сані, тепловізор у роту, ніж Малому. ротному написав шо дякую за все і шоб не шукали. мне оно уже не пригодится. на протезе далеко не уйдёшь, а туда куда я собрался далеко и не надо',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'удалила все фотки из инсты, отписалась от всех. Полине скинула наш плейлист и написала "спасибо что ты была у меня". она ответила "ты чего??" 🙂 не ответила. больше и не отвечу',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'два года без лезвия и без этих мыслей. сегодня в ванной поймала себя что опять смотрю на бритву и думаю как тогда. вернулось. как будто никуда и не уходило, просто ждало',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Після того разу в 19-м я Олі пообещала шо больше никогда. Сегодня опять стояла на балконе минут сорок, 9 этаж, и думала совсем не про погоду. Оно вернулось. А я думала я всё, вылечилась.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ну вот и сорвался. 8 месяцев коту под хвост. и вместе с этим вернулся голос что проще бы не проснуться вообще. раньше он был только под кайфом, а сейчас трезвый его слышу. как у Сплина — выхода нет. сегодня я ему верю',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'психологиня спросила: по шкале от 0 до 10 насколько сильные сейчас мысли о смерти. год назад было 0. я сказала 3. на самом деле 8. как тогда перед больницей. я уже знаю куда это ведёт и мне не страшно, вот это и страшно',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'папа сказал что лучше бы я вообще не родился чем такой. закрылся в ванной. циркуль. пока течёт в голове тихо. завтра опять длинный рукав на физру',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'зажигалка. запястье. почти не больно. заслужила',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'третий день ничего не ем. не худею, а наказываю себя. вчера при всех съела печенье, значит ещё минус два дня. так мне и надо, свинья жирная',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'опять бью кулаком в стену пока костяшки не в мясо. бл*ть уже не помогает. хочется сильнее, чем-то острым по руке. щас пойду возьму нож из тумбочки',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Болит спина, ноги, всё. Дочка опять отпрашивалась с работы везти меня в поликлинику.\nВнуки на море не поехали, потому что деньги ушли на мои уколы.\nЗять молчит, но я вижу как он смотрит.\nБез меня им было бы легче, честное слово.\nЯ своё пожила. Больше я их мучить не буду, решила.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'извините за беспокойство. это всем кому я должен, и маме особенно. больше не побеспокою, обещаю',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'малая орёт а я не могу её успокоить. у мужа получается, у свекрови получается, у всех кроме меня. зачем ей такая мать? им без меня будет лучше, найдёт ей нормальную маму. я тут лишняя и скоро это исправлю',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'roditeli vzjali kredit za moju uchebu a ja zavalila sessiju. ja prosto dyra kuda uhodjat dengi. bez menja im bylo by legche, serjozno. i ja vsjo chashe dumaju kak eto ustroit',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'в гараже тепло и тихо. шланг лежит в багажнике уже неделю. соседи по гаражам на даче до понедельника. никто не постучит',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Каждый день еду по Южному мосту и считаю опоры. Сегодня вышла из маршрутки на середине и стояла долго, смотрела вниз. Почему мне не страшно? Когда это стало нормально? Завтра приду опять, может хватит сил.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'автомат дома, в шкафу. граната одна осталась ещё с Бахмута, как у всех, "для себя", на случай плена. плена не было. а теперь думаю что плен это вот это всё, и что она наконец пригодится',
    crisis: true,
    class: 'method',
  },
  {
    text: 'в воскресенье в пять утра, пока все спят. записку написал, лежит в паспорте. рубашку погладил ту что мама дарила. осталось дождаться воскресенья',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'вот бы завтра просто не проснуться я бы честно не расстроилась каждую тревогу не иду в коридор лежу и жду вдруг прилетит в наш дом и всё закончится само и никто не скажет что я сама',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'мама по телефону спросила всё ли нормально. сказал да, устал просто. ни хрена не нормально. с меня хватит, этой ночью я себя порешу',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Сегодня свет дали на четыре часа, успела постирать и сварить суп.\nСоседка Галя принесла яйца, у неё куры ещё несутся.\nИз Мелитополя никаких новостей, Вадим так и в плену, третий год пошёл.\nОбмены идут, а его всё нет в списках.\nНичего уже не поменяется, ни для него, ни для меня, и я не хочу дальше так жить, совсем не хочу.\nВечером полила помидоры на балконе и смотрела сериал.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'собираю свои таблетки уже месяц. не пью их, складываю в коробку из-под чая. коробка почти полная. когда будет полная, выпью всё разом с коньяком',
    crisis: true,
    class: 'dose',
  },

  // ---------- quiet ----------
  {
    text: 'эта сессия меня убьёт нахрен 💀💀 три экзамена за четыре дня, я уже труп, хороните в общаге под кроватью с конспектами',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Чуть не вмерла від сорому, когда в маршрутке телефон заиграл на всю Сердючку. Вся маршрутка ржала. Ховайте меня 🙈',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'rabota menja dobivaet. kontrolnyj v golovu ot nachalnika v 18:55 v pjatnicu "nado srochno". zhit budu, no v ponedelnik v ofis ne hochu ni za chto 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'дети сегодня довели до ручки я думала повешусь на этой люстре пока они делили планшет ну ладно помирились сели мультики смотреть а я кофе наконец выпила горячий',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'на полигоне сдохли все, 30 км марш-бросок в броне. ноги отваливаются, лежу как двухсотый, но пацаны ржут и тушёнку греют. жить можно',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Сорок дней Андрію. Ходила на кладбище, флаг поменяла, старый весь выцвел. Сказала ему что Даня пошёл в первый класс. Плакала. Вернулась, покормила Даню, сделали уроки.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'сегодня усыпили Ричика. ветеринар сказал что он уже не вставал и ему больно. я держала его лапу до конца. не могу перестать реветь, пустой коврик в коридоре 😭',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'опять прилёт по Одессе, в новостях 9 погибших, среди них ребёнок. сидим в коридоре, малой спит. не могу читать это больше и не могу не читать',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Димон с роты повесился на ротации. никто не понял почему. пишу сюда потому что больше некуда. злой на него пиздец и на себя шо не позвонил. завтра похороны, поеду с хлопцами',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'babulja umerla vo sne, tiho, 91 god. vse govorjat chto eto luchshaja smert. mama derzhitsja. ja razbiraju ee pisma, tam moi detskie risunki',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'пишу рассказ на конкурс: героиня стоит на крыше и решает, прыгнуть или нет. никак не получается её голос, чтоб без пафоса. завтра покажу Ире главу',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'прошла ластовку вторую, ну нахрен этот финал, ревела как дура. Элли, Эбби, все друг друга поубивали. игра года без вопросов',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Снилось что я стою на рельсах и поезд идёт, а я не могу сдвинуться. Проснулась в 4 утра вся мокрая. Это просто сон после вчерашнего фильма, но осадок. Выпила воды, легла обратно.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'пересмотрели "Общество мёртвых поэтов", в конце когда Нил стреляется я рыдала в голос. не фильм а травма 😭 но всё равно пересмотрю',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ночная смена. привезли девчонку 17 лет с передозом, откачали, промыли, психиатр утром. сижу в ординаторской, чай остыл. надеюсь она выкарабкается по-настоящему',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'начала пить сертралин 50 мг, врач сказал первые две недели может тошнить. пока только спать хочется. купила таблетницу на неделю, как у бабушки 😅',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'корова отелилась тяжело, ветеринар приехал в два ночи, теля живе. я не спал сутки, руки в крови по локоть, но всё обошлось. лягаю спать',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Боль сегодня 6 из 10. Невролог увеличила дозу прегабалина, сказала пить строго по схеме. Попробую. Хочу хоть одну ночь проспать нормально.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'три года назад в этот день меня откачали после таблеток. сегодня пробежала 5 км и испекла пирог. если бы та я знала. живу, и мне нравится',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'після полону перший рік хотів тільки одного — шоб все закінчилось. зараз, через два года, учусь ходить на протезе и сегодня сам дошёл до магазина. медсестра хлопала 😄',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'раньше резалась, шрамы на руке уже белые. сегодня на маникюре клиентка спросила что это. сказала "старая история" и улыбнулась. правда старая, шесть лет без',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'segodnja 2 goda chistym. pomnju kak v 2022 stojal na mostu i dumal vsjo. teper u menja rabota, sobaka i sponsor kotoryj zvonit po vtornikam. tortik kupil sebe sam',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'купить: верёвку бельевую, таблетки для посудомойки, нож для хлеба новый. газ оплатить до 20-го. на крышу гаража залезть посмотреть где течёт',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'последний день в Варшаве, завтра переезжаем в Краков. раздала соседке посуду и детские вещи, попрощались, обнялись. новая квартира, новая работа, страшно но хорошо',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'написала письмо себе в будущее, на курсах такое задание. открыть через 5 лет. написала что надеюсь война закончится и я буду в своём доме в Херсоне',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'мост через Днепр опять перекрыли, стояли в пробке час. Витя посреди моста вылез фоткать закат, чуть штраф не получили 🤦‍♀️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'не, я не хочу умирать, если что. я хочу чтобы эта война закончилась и чтоб Саша вернулся. просто устала как собака',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ja ne suicidnik, ne perezhivajte, prosto vygorel v nol. vzjal otpusk na nedelju, edu k babushke v selo kopat kartoshku',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Дочка каже: тато, ты не думай ничего такого. Та я й не думаю! Мне 84, я хочу ще внуков с войны дождаться и забор покрасить. Просто скучно одному.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'психолог в школе спросила есть ли мысли причинить себе вред. сказала нет, и это правда. просто меня травят в классе и я хочу перевестись. мама уже пишет заявление',
    crisis: false,
    guard: 'negation',
  },
];
