import type { EvalNote } from './types';

/**
 * Russian notes of the ninth check, written blind before the lexicon was tuned on them. The
 * writers: a wife whose husband works shifts away, a man who picks a foggy night for a bridge, a
 * daughter after her mother's funeral, a father with a rifle in the wardrobe, a widow, a soldier
 * who left comrades at Vuhledar, a teenager about to turn sixteen, a son who knows the code of his
 * father's safe, a woman on the fourteenth floor, a man with a grenade brought from the front, an
 * old man whose daughter pays his carer, an amputee, a refugee mother in Germany, a pensioner of 81,
 * a diabetic. Russian written by Ukrainians with Ukrainian words mixed in, some notes without ё,
 * Latin transliteration, typos and emoji. The quiet half is near misses, most of them on the past
 * (an attempt survived four years ago, a note from age fifteen burnt, a therapist's client now
 * married, 2014 in Donetsk, school-age cutting, captivity and rehabilitation, a mother's story of
 * her youth, a Mariupol basement) and on denials (a psychologist's question answered no, a doctor's
 * form, "я не суицидник", a husband's worried question), and on care (a dog and blood-pressure
 * pills, a pharmacist and a grandmother, a child and ibuprofen, an overdose patient on a night
 * shift, a father's insulin).
 *
 * First run, lexicon untouched: recall 31/38 (81.6%), false alarms 5/38 (13.2%).
 * Missed: plan 2 (a one-way ticket to the sea and a date, "I will walk into the sea"; a morning
 * schedule, a loaded rifle in the wardrobe, "Завтра." as its own sentence), method 2 (a dead
 * mother's painkillers kept, "I know what they are for"; a car run in a closed garage), burden 1
 * ("я для детей только груз", "им было бы проще без такой матери"), farewell 2 (a diary note
 * addressed to a partner: forgive me, give the cat away; debts paid, car signed over, goodbyes,
 * "I will not write here any more").
 * False alarms: past 3 (transliterated school-age cutting, scars now faint; not wanting to live in
 * the first months after captivity, now making plans; "раньше я думала, что всем будет легче без
 * меня", five years ago), medical 1 (a nurse's overdose patient "откачали"), everyday 1 (herbal
 * sleeping pills and melatonin, "hope I sleep tonight").
 *
 * After general changes to `lexicons/slavic.ts`: a rifle or pistol loaded and a plan laid out
 * ("распланировал") as preparation, a date that "stands" and a day said short ("14-е") as a time;
 * walking into the sea (not to swim) as a means; painkillers counted among medicines and "I know
 * what they are for"; an engine started in a closed garage as a method; "я для детей только груз"
 * and "проще без такой матери" as a burden; a note to whoever finds the diary, a pet given away by
 * instruction, goodbyes said to everyone, a car signed over and "I will not write here any more" as
 * farewell; guards for healed scars, "the first months after" told in the past, "it was the
 * depression talking", a patient's overdose, herbal sleeping remedies. Recall 38/38, false alarms
 * 0/38; all Russian development sets 459/459, 0/543. Notes and labels unchanged since the first run.
 */
export const notes: EvalNote[] = [
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'В пятницу муж уедет на вахту, и я сделаю это. Таблетки уже пересчитала, записку напишу в четверг.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Решил окончательно: в ночь на воскресенье, когда все уснут, пойду на мост. Синоптики как раз обещают туман, никто не увидит.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Segodnya noch'yu vse zakonchu. Vse uzhe produmal do meloschey, nikto ne pomeshaet.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'После похорон мамы я это сделаю, уже решила. Осталось три дня, потом меня тут ничего не держит.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Купил билет в одну сторону до Одессы, к морю. Обратно не поеду. В календаре уже стоит дата — 14-е, в тот день я в море и зайду.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Всё распланировал: утром отведу сына в садик, потом домой, ружьё в шкафу заряжено. Завтра.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Второй год без Вити. Устала я. Пора мне туда, где нет ни сирен, ни боли, он меня там заждался.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Скоро уйду к своим пацанам, которых под Угледаром оставил. Хватит им там без меня.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya skoro uydu navsegda. nichego posle sebya ne ostavlyu, dazhe etot dnevnik udalyu',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Хочу выйти из этой игры под названием жизнь. Нажать «выход» и всё, без сохранения.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Кажется пора ставить точку. Не в дневнике, а вообще. Надоело все до чертиков.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'я решила что шестнадцать мне не исполнится. так будет правильнее для всех',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'У отца в сейфе наградной пистолет, код я знаю. Сегодня опять открыл и долго держал его в руках, примерял.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Собрала все мамины обезболивающие после её смерти, не выбросила. Лежат в коробке под кроватью, и я знаю, зачем они мне.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Живу на 14 этаже. Каждый вечер выхожу на балкон и прикидываю, хватит ли высоты. Хватит.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Погуглил, какая веревка выдержит 90 кило. Купил в строительном, лежит в багажнике.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Граната с фронта у меня в шухляде лежит. Каждую ночь думаю про неё, как выдерну кольцо, и станет тихо.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Заведу машину в закрытом гараже и посижу. Говорят, просто засыпаешь и всё.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Дочь взяла вторую работу, чтобы платить моей сиделке. Я ей всю жизнь испортил. Лучше бы меня уже не было, ей бы стало легче.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'После ранения я для семьи только обуза. Без ног, без работы, без смысла. Они заслуживают свободы от меня.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Vse tolko muchayutsya iz-za menya. Ya ballast. Im bez menya budet luchshe, ya uveren.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'В Германии живём у чужих людей, я не работаю, язык не даётся. Я для детей только груз. Им было бы проще без такой матери.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Надоело быть для всех проблемой. Лучше я исчезну, и никому не придется обо мне заботиться.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Я всем мешаю: маме, брату, даже коту. Мир без меня ничего не потеряет, только выдохнет.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Хочу покончить с этим раз и навсегда. Другого выхода не вижу, только умереть.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Ya seryozno hochu ubit sebya. Ne dramu razvozhu, pravda.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Каждый раз, переходя дорогу, думаю: вот бы сбила машина. Не специально, просто чтобы всё прекратилось.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Молюсь, чтобы Бог забрал меня во сне. Мне восемьдесят один, внуки далеко, хватит уже.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Серёжа, если найдёшь этот дневник — прости. Ты был лучшим, что со мной случилось. Кота отдай Лене.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Раздал долги, отписал машину брату, со всеми попрощался, как будто в командировку. Больше писать сюда не буду.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Опять порезала бедро канцелярским ножом. Только так внутри становится тише.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Прижигаю руку сигаретой, когда накрывает паническая атака. Вчера три раза.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ничего не будет лучше. Ни через месяц, ни через год. Я просто существую и жду, когда всё закончится.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Смысла нет ни в чём. Дом разрушен, работы нет, сына нет. Зачем мне дальше жить?',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'Сколько нужно выпить феназепама, чтобы точно не проснуться? У меня две пачки.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Какая доза инсулина смертельная? Я диабетик, шприцы всегда под рукой.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Полгода назад меня откачали после таблеток. Думала, всё прошло. А сегодня снова стою у окна и думаю как тогда.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Три года не резалась. Сегодня сорвалась, и снова хочется, и мысли про смерть вернулись.',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Ровно четыре года назад я пыталась покончить с собой. Сегодня отметили этот день с мужем в кафе: я жива, и я этому рада.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Перебирала старые тетради и нашла записку, которую писала в 15 лет перед таблетками. Сожгла её. Та девочка выжила, и я ей благодарна.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Вспоминаю клиентку, которая десять лет назад пришла ко мне с суицидальными мыслями. Сегодня она прислала фото со свадьбы. Вот ради этого я и работаю психотерапевтом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2014-й был худшим годом моей жизни: Донецк, потеря дома, я думал о петле. Сейчас я в Виннице, у меня своё дело, и всё это в прошлом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Kogda-to ya rezala ruki, no eto bylo v shkole. Seychas mne 28, i shramy uzhe pochti ne vidny.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Когда вернулся из плена, первые месяцы хотел не жить. Реабилитация, психолог, жена — вытащили. Сейчас впервые за долгое время строю планы.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Год без селфхарма! Психиатр сказала гордиться собой. Горжусь 💪',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Раньше я думала, что всем будет легче без меня. Теперь понимаю, что это говорила депрессия. Прошло уже лет пять.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Мама рассказала, что в молодости хотела отравиться из-за отца. Я не знала. Она давно счастлива с отчимом.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'В первые недели в подвале в Мариуполе я молилась, чтобы всё кончилось. Сейчас мы в Литве, дети смеются, я снова живу.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Психолог спросила, были ли мысли о самоубийстве. Ответил, что нет. Просто очень устал.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не думай, что я что-то с собой сделаю. Я просто хочу поплакать и выспаться.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya ne hochu umirat, ya hochu chtoby vse eto prosto zakonchilos — voyna, sireny, strah za detey.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'В анкете у врача графа «мысли о причинении себе вреда» — поставила «нет». Честно.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Я не суицидник, я просто интроверт, который устал от людей 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Никогда не смогла бы так поступить с мамой. Поэтому живу, даже когда тяжело, и хожу к психологу.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Муж спросил, не хочу ли я что-то с собой сделать. Нет, сказала я, я хочу, чтобы ты помыл посуду 🙂',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Мыслей о смерти нет. Есть бессонница и тревога, врач выписал витамины и прогулки.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Не режу я себя, не переживай, это об забор поцарапалась, когда малину собирала.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Собака съела упаковку моих таблеток от давления. Ветеринар сказал, что для неё доза опасная, сделали промывание.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Провизор объясняла бабушке, что нельзя пить больше восьми таблеток парацетамола в сутки. Записала ей на бумажке.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Сын проглотил две таблетки ибупрофена, я в панике звонила в скорую. Сказали, не смертельно, наблюдать.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'На дежурстве пациентка с передозировкой, откачали. Потом сидела в ординаторской и пила чай дрожащими руками.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Врач подбирает отцу дозу инсулина, считаем хлебные единицы. Боюсь ошибиться и уколоть лишнего.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Этот отчёт меня убьёт. Третий раз переделываю 🤯',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Если соседка ещё раз включит эту песню, я выпрыгну в окно 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Умираю со смеху с нашего кота, он опять застрял в пакете.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'На контрольной по химии хотелось провалиться сквозь землю.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Похоронили дядю Колю, сердце. Тётя сказала, что хочет к нему, но это она от горя, мы с ней рядом.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Сегодня сорок дней, как погиб брат под Курском. Держусь ради родителей.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Одноклассник повесился в армии. Не понимаю, как никто не заметил.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Бабушка умерла в больнице, тихо. Я успела попрощаться и держала её за руку.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Смотрели «Бойцовский клуб», там герой стреляет себе в щёку. Сильная сцена, до сих пор под впечатлением.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Читаю рассказ Чехова, где герой собирается застрелиться из-за долгов. Удивительно, как современно.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'В игре мой персонаж прыгнул с обрыва и умер, пришлось загружать сохранение 😤',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Купила в аптеке снотворное на травах, валерьянку и мелатонин. Надеюсь, хоть сегодня высплюсь.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Повесил наконец полки в гараже, и верёвку для инструмента натянул.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Завтра с утра на мост — прыгаем с друзьями на тарзанке, страшно и весело!',
  },
];
