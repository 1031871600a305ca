/**
 * A crisis asked about and answered no: a screening question ("Any thoughts of harming yourself?
 * No, never."), a friend's worry ("Mi papá cree que me quiero suicidar. Nada que ver."), «Спросила,
 * режусь ли я. Нет, никогда». The crisis words are the question's; the writer denies them. One
 * mechanism for every language (the lexicons' own masks know the denials inside a sentence, not a
 * question in one and its answer in the next), with the few words each language needs for it.
 * Also here: a question the note says was answered untruly, whose words stay the writer's, and the
 * writer's own question about living answered no, which is the despair itself. Screening forms
 * are read in `screening.ts`. Sentences are in the base form: lowercase, apostrophes dropped
 * ("dont", "im").
 */

import type { LexiconSource } from './lexicon';
import { CYRILLIC_AFTER, CYRILLIC_BEFORE } from './normalize';
import { FORM_ITEM, FORM_LOWEST, TICKED_LOWEST } from './screening';

/**
 * A question reported rather than quoted, or a worry someone else has about the writer; or a polite
 * Japanese question, which needs no question mark.
 */
const REPORTED = new RegExp(
  [
    String.raw`\b(?:asks?|asked|asking)(?: [^ ]+){0,3} (?:if|whether)\b|\b(?:asks?|asked|asking)(?: [^ ]+){0,3} (?:do|does|did|am|have|had|would|will|could|can|was|were) i\b|\b(?:asks?|asked|asking)(?: [^ ]+){0,5} how (?:much|many|often|bad|strong|likely)\b`,
    String.raw`\b(?:thinks?|thought|worried|worries|convinced)(?: that)? i\b`,
    // one question of a round of them named by its subject: "the one about harming myself"
    String.raw`\b(?:the|that) (?:one|question|item) (?:about|on)\b`,
    // …or how much, on a scale: «me preguntó del 1 al 10 cuántas ganas tengo de…»
    String.raw`\bpregunt[a-záéíóú]*(?: [^ ]+){0,3} (?:si|que|q|por)\b|\bpregunt[a-záéíóú]*(?: [^ ]+){0,5} (?:cu[aá]nt[oa]s?|c[oó]mo de)(?![\p{L}])`,
    String.raw`\b(?:cree|creen|piensa|piensan|se piensa|está convencid[ao]) (?:que|q)\b`,
    String.raw`\bla (?:pregunta|de) (?:sobre|de si)\b`,
    String.raw`${CYRILLIC_BEFORE}(?:спраш|спрос|спитал|спитав|спитає|спытал|спытав|питал|питав|питає|пытал|пытав|запит|допитув)[а-яіїєґ]*`,
    String.raw`${CYRILLIC_BEFORE}(?:думае?т|думают|думає|думають|вважає|считает)[ ,]+(?:что|що) я`,
    String.raw`[聞き訊]か|[聞訊]い|尋ね|たずね|と思われ|心配され`,
    // a polite Japanese question, which needs no question mark: 「…ありますか」
    String.raw`(?:ます|です|でしょう)か[」』]?$`,
  ].join('|'),
  'u',
);

/**
 * A question whose "no" is itself the crisis or a cry for help: about living, a future, a reason,
 * a point, being missed, being safe or all right, getting better, help ("Do I want to live? No.",
 * "Are you safe? No.", «Есть ли смысл? Нет.»). Erring wide: these only ever keep a flag. Not
 * "better" as a screening item words death ("thoughts that you would be better off dead", «думки,
 * що краще померти»): there "no" denies the death.
 */
const NO_IS_THE_CRISIS = new RegExp(
  [
    String.raw`\b(?:live|living|alive|be here|stay|go on|keep going|carry on|point|reason|future|hope|care|matter|miss me|worth|safe|ok|okay|alright|all right|fine|better(?! off (?:dead|gone|without me))|help)\b`,
    String.raw`vivir|seguir|quedarme|sentido|raz[oó]n|futuro|esperanza|importa|vale la pena|a salvo|segur[ao]|bien|mejor(?! (?:muert[oa]|sin m[ií]|no estar|no existir|no haber nacido|morir))|ayuda`,
    String.raw`${CYRILLIC_BEFORE}(?:(?<!не )(?:жить|жити|живу)|смысл|сенс|будущ|майбут|надежд|наді|нужн|потрібн|важн|варт|стоит|безопас|безпе|порядк|нормал|лучше(?! (?:было бы |бы )?(?:умереть|не жить|не просыпаться))|краще(?! (?:було б |б )?(?:померти|вмерти|не ж[иы]т[иы]|не прокидатися))|помо|допомо)`,
    String.raw`生き|意味|未来|希望|必要|大丈夫|安全|良く|よく|助け`,
  ].join('|'),
  'u',
);

/** An answer that is a denial whatever follows it. */
const DENIES = [
  String.raw`(?:i )?(?:said|say|told (?:her|him|them|the [a-z]+)|answered) no\b`,
  String.raw`of course not|no way|hell no|not at all`,
  String.raw`nada que ver|ni que\b|ni loc[ao]\b|para nada|qu[eé] va\b|de ninguna manera|(?:le |les )?dije (?:que|q) no|claro que no\b`,
  String.raw`никогда|ничего подобного|да нет|конечно,? нет|(?:сказала?|ответила?)[,:]? нет`,
  String.raw`ніколи|звісно,? ні|(?:сказала?|сказав|відповіла?|відповів|кажу|говорю),? (?:що |шо |что )?(?:ні|ни|нет)(?![а-яіїєґ])`,
  String.raw`nikogda|nikoly|いいえ|ううん|違います|ちがう|違う|ありません(?:と|って|。|$)|(?:考えて|思って|して)い?ない、?(?:と|って)(?:答え|言っ)`,
].join('|');
/**
 * A short denial, followed by a comma, a colon, a dash or nothing ("No, I told her", not "No idea");
 * a scale's zero is one ("how much, 1 to 10? Zero, honestly.").
 */
const SHORT = String.raw`(?:no(?: o+)?|nope|nah|never|not really|zero|0|cero|нуль|ноль|ゼロ|i dont|i do not|im not|i am not|i havent|i didnt|i wasnt|nunca|jam[aá]s|нет|нету|неа|не-а|ні|ни|ni|net|ne|いや|してない|してません|ないです|思わん|思わない|思いません)(?=\s*(?:$|[,.!:;—–」』-])| (?:y|and|и|і|й) )`;
/**
 * A denial of the present after the past: "last spring, yes; now no", «були навесні, зараз ні»,
 * 「今はないです」. Only as a whole clause: «сейчас нет сил» is no answer.
 */
const NOT_NOW = String.raw`(?:^|[,;] )(?:not now|none now|now no|not anymore|not any more|ahora no|ya no|сейчас нет|сейчас не было|зараз ні|зараз немає|тепер ні|теперь нет|今はない(?:です)?|今はありません|今は無い)(?=\s*(?:$|[,.!—–、。-]))`;
/** A word that only takes a breath before the answer ("Pues no.", "Well, no.", «Ну, ні.»). */
const BREATH = String.raw`(?:(?:well|honestly|so|and|pues|bueno|la verdad|y|ну|чесно|честно|и|і|й|正直)[,]? )?`;
const ANSWERS_NO = new RegExp(`^${BREATH}(?:${DENIES}|${SHORT})|${NOT_NOW}`, 'u');
/**
 * How an answer may be introduced before what was said: "I answered honestly:", «Честно
 * ответила:», «Le dije:», or the tail of a Japanese question quoted in the sentence before
 * (「…？」と聞かれて、「…」).
 */
const ANSWER_FRAME = new RegExp(
  [
    String.raw`^(?:i )?(?:honestly |truthfully )?(?:said|answered|replied|told (?:her|him|them))(?: honestly| truthfully)?[:,]? `,
    String.raw`^(?:the )?answer(?: is| was)?[:,]? |^(?:答えは|返事は)|^(?:la )?respuesta(?: es| fue)?[:,]? |^(?:ответ|відповідь)[:,—–-]? `,
    String.raw`^(?:my )?(?:honest|true|real|truthful) answer[:,]? |^respuesta (?:honesta|sincera|de verdad)[:,]? |^(?:чесна|честная|правдива|правдивая) (?:відповідь|ответ)[:,]? `,
    String.raw`^(?:le |les )?(?:dije|respond[ií]|contest[eé])(?: con sinceridad| sinceramente)?[:,]? (?:que |q )?`,
    String.raw`^(?:я )?(?:честно |чесно )?(?:ответила?|ответил|відповіла|відповів|сказала?|сказав|кажу|говорю|подумала?|подумав)(?: честно| чесно)?[:,—–-]? (?:[—–-] )?`,
    String.raw`^(?:って|と)(?:[聞き訊]かれ|尋ねられ)[^「」]*「`,
    // a line of a dialogue written as a script, after its speaker: わたし「ないです」
    String.raw`^[^「」 ]{1,4}[「『]`,
  ].join('|'),
  'u',
);
/** A reported answer inside the question's own sentence ("asked if I self-harm, I said no"). */
const ANSWERED_WITHIN = new RegExp(
  // …or a Japanese answer quoted and reported after the question: 「…ありますか」に「ないです」と答えた
  `(?:[,;:] |、)[「『"«]?(?:${DENIES}|ないです|ありません|ない(?=[、。」]))|[「『](?:ないです|ありません|いいえ|ない)[」』](?:と|って)(?:答え|こたえ|言っ|返し)`,
  'u',
);

/** "But" in each script: an answer that turns, and a denial that takes itself back, both start with it. */
const BUT = { latin: 'but|pero', cyrillic: 'но|але|однак|однако', japanese: 'けど|でも' };
/** A denial that takes itself back or goes further ("No. But lately…", "No, already decided"). */
const HEDGE = new RegExp(
  String.raw`\b(?:${BUT.latin}|only|solo que|actually|already|worse|ya lo)\b|${CYRILLIC_BEFORE}(?:${BUT.cyrillic}|уже|вже)${CYRILLIC_AFTER}|${BUT.japanese}|もう`,
  'u',
);
/**
 * A "but" that only goes on to the will to live ("No: tired, angry, but I want to live", «ні: є
 * втома, але жити я хочу»): a denial still, not a hedge. Not when the wish is denied.
 */
const BUT_WANTS_TO_LIVE = new RegExp(
  String.raw`(?<!(?:not|dont|no|не|ні|нет) )(?:i (?:still )?want to live|(?:хочу|хочется|хочеться) (?:жити|жить)|(?:жити|жить) (?:я )?(?:хочу|хочется|хочеться)|(?:мені|мне) (?:жити|жить) (?:треба|надо|нужно)(?! (?:с|з|із|зі|со) )|(?:мені|мне) (?:треба|надо|нужно) (?:жити|жить)(?! (?:с|з|із|зі|со) )|quiero vivir|生きたい)`,
  'u',
);
/** Whether an answer takes its "no" back or goes further, rather than going on to living. */
const hedges = (said: string) => HEDGE.test(said) && !BUT_WANTS_TO_LIVE.test(said);
/** Whether an answer says no and does not hedge it. */
const saysNoPlainly = (said: string) => ANSWERS_NO.test(said) && !hedges(said);
/**
 * An answer given for someone else's sake: "I said 4 so she wouldn't worry", "…so she wouldn't call
 * my mum", «le dije un 4 para que no llamara a mis viejos», «сказала «ні», щоб не дзвонила мамі».
 * It says the answer was not the truth, so it takes a denial back and keeps a question's words the
 * writer's.
 */
const FOR_THEIR_SAKE = String.raw`\bso (?:she|he|they|mum|mom|dad|nobody|no one) (?:wouldnt|would not|doesnt|does not|wont|will not|didnt) (?:worry|panic|freak out|call|ring|phone|tell|section|admit|send)\b|para que no (?:se (?:preocupe|preocupen|preocupara|preocuparan|asuste|asusten|asustara|entere|enteren|enterara)|llame|llamen|llamara|llamaran|avise|avisen|avisara|me (?:interne|internen|internara|ingrese|ingresen|ingresara))|(?:чтобы|щоб|аби) не (?:волновал|хвилювал|переживал|лякал|пугал|звонил|дзвонил|позвонил|подзвонил|сказал|розповіл|рассказал|госпитализ|госпіталіз|поклал|положил)|心配(?:させ|かけ)(?:たくなくて|ないように)`;
/** A denial the writer says was a lie, goes on to tell the truth of ("Truth: every hour."), or gave for someone else's sake. */
const LIE = new RegExp(
  String.raw`\b(?:lied|lying|a lie|lie to|truth|truly|really i|(?:true|real|honest|actual) answer|to be polite)\b|por educaci[oó]n|\bment[ií]|\bmentira|(?<!es )la verdad|en realidad|respuesta (?:real|de verdad|verdadera|honesta|sincera)|${CYRILLIC_BEFORE}(?:соврал|вру|враньё|неправд|збрехал|збрехав|брешу|брехн|на самом деле|насправді|по правді|правда в|(?:настоящ|честн|правдив|справжн|чесн)(?:ый|ий|ая|яя|а|я|ое|ее|е) (?:ответ|відповід))|(?:嘘|うそ)(?!じゃない|じゃありません|ではない|ではありません)|本当は|ほんとは|実は|本当の答え|${FOR_THEIR_SAKE}`,
  'u',
);
/**
 * A later sentence that says the answer was untrue: a lie owned ("I lied", «Соврала», 嘘だった), the
 * answer contradicted ("the burns say otherwise", "that wasn't true"), or the act asked about done
 * again ("Did it again tonight", «А сьогодні знову порізалась», «me volví a cortar»), or the answer
 * given for someone else's sake. Not the
 * truth or "actually" alone, which as often vouch for the answer ("Actually I'm just tired").
 */
const UNTRUE = new RegExp(
  [
    String.raw`\b(?:i lied|i was lying|(?:it|that) was a lie|(?:said|answered|told (?:her|him|them)) no because (?:mum|mummy|mom|mommy|dad|daddy|my (?:mum|mom|dad|husband|wife|parents|kids|son|daughter|partner)|he|she|they) (?:was|were) (?:standing |sitting )?(?:right )?(?:there|next to me|beside me|in the room|listening)|lied to (?:her|him|them)|(?:say|says|said) otherwise|(?:that|it) (?:wasnt|was not|isnt|is not) true|did it again|done it again|i cut (?:myself )?again|cut myself again|ment[ií]|era mentira|fue mentira|no era verdad|no es verdad)(?!\p{L})|\b(?:me )?volv[ií] a (?:cortar|hacer|lastimar|quemar)`,
    String.raw`${CYRILLIC_BEFORE}(?:соврал|збрехал|збрехав|брехала|брехав|брехня|враньё|вранье|обманула|обманул|це неправда|это неправда|було неправдою|было неправдой|(?:знову|снова|опять) (?:порізал|порезал|різал|резал|зробил|сделал|поріза|пореза)|(?:насправді|на самом деле|по правді|по правде) (?:так|є|да|есть|були|были|бувають|бывают))`,
    String.raw`^(?:嘘|うそ|ウソ)[。!！]*$|(?:本当は|ほんとう?は|実際は|実は)(?:\d|[０-９一二三四五六七八九十]|先月|先週|最近|去年|毎晩|ずっと|今も)|(?:嘘|うそ)(?:だった|を?ついた)|また(?:[切き]|や)(?:った|っちゃ)`,
    FOR_THEIR_SAKE,
  ].join('|'),
  'u',
);
const HAS_A_WORD = /\p{L}/u;
const NOT_A_LETTER = /^[^\p{L}]+/u;

/** Whether sentence `at` asks: it ended in a question mark, or reports a question or a worry. */
const isAsked = (sentences: readonly string[], asked: readonly boolean[], at: number) =>
  asked[at]! || REPORTED.test(sentences[at]!);

/** A "no" anywhere in a sentence: the thinking it over that ends in one is the answer itself. */
const SAYS_NO = /(?:^|[\s—–-])(?:ні|нет|нету|ни|no|nope|いいえ)(?=$|[\s,.!])/u;
/**
 * A sentence between a question and its answer that only reports the question (「…考えてない？」って
 * 聞かれた。) or the writer thinking it over («Подумала честно. Нет.», "lo pensé en serio en el
 * bus. no.").
 */
const BEFORE_THE_ANSWER =
  /^[」』"]?(?:って|と)(?:(?:自分に)?(?:[聞き訊]かれ|尋ねられ|聞いてみた|聞いた|問いかけた))[^「」]*$|^(?:я )?(?:подумала?|подумав|задумалась|задумался|задумався)(?: \S+){0,3}$|^(?:i )?(?:thought about it|thought it over|had a think)(?: \S+){0,3}$|^(?:lo )?pens[eé](?: \S+){0,5}$|^(?:ちょっと|よく)?考えた$/u;

/**
 * The answer to sentence `at`: the first sentence after it with a word in it, from its first
 * letter (a closing quote can stand alone, or open the answer: «"No", I said»), past a sentence
 * that only says the question was asked.
 */
function answerTo(
  sentences: readonly string[],
  at: number,
): { at: number; said: string } | undefined {
  const answer = sentences.findIndex(
    (later, index) =>
      index > at &&
      HAS_A_WORD.test(later) &&
      !(BEFORE_THE_ANSWER.test(later) && !SAYS_NO.test(later)),
  );
  return answer === -1
    ? undefined
    : {
        at: answer,
        said: sentences[answer]!.replace(NOT_A_LETTER, '').replace(ANSWER_FRAME, ''),
      };
}

/**
 * The sentences that ask about a crisis which the answer after them (or the sentence itself, for a
 * reported answer) denies, with no hedge and no lie said after, each with its answer's sentence:
 * their crisis words are the question's, not the writer's.
 */
export function answeredNo(
  sentences: readonly string[],
  asked: readonly boolean[],
): Map<number, number> {
  const denied = new Map<number, number>();
  // A lie owned, or the truth told after it, keeps the question's words, as an untrue answer does:
  // a sentence is followed by one exactly when it comes before the last.
  const lastTakenBack = sentences.findLastIndex((later) => LIE.test(later) || UNTRUE.test(later));
  const takenBackAfter = (at: number) => lastTakenBack > at;
  const firstForm = sentences.findIndex((sentence) => FORM_ITEM.test(sentence));
  sentences.forEach((sentence, at) => {
    const form = FORM_ITEM.exec(sentence);
    // An item answered lowest sentences after its form was named ("Edinburgh questions… The one
    // about harming myself: never, and I meant it."), the item quoted as a question just before
    // the tick or in the tick's own sentence («Заполняла анкету. «Мысли, что лучше было бы
    // умереть?» — поставила «ни разу».»).
    if (
      !form &&
      TICKED_LOWEST.test(sentence) &&
      firstForm !== -1 &&
      firstForm < at &&
      !takenBackAfter(at)
    ) {
      denied.set(at, at);
      if (asked[at - 1] && firstForm <= at - 1) denied.set(at - 1, at);
      return;
    }
    if (form) {
      if (takenBackAfter(at)) return;
      const answer = answerTo(sentences, at);
      if (FORM_LOWEST.test(sentence.slice(form.index + form[0].length))) denied.set(at, at);
      // The whole sentence: its lowest option may be a number («0, obviously»).
      else if (answer && FORM_LOWEST.test(sentences[answer.at]!)) denied.set(at, answer.at);
      // A form's item asked in the sentence that names the form and answered as any question is
      // («Анкета в поликлинике: "бывают мысли, что лучше бы умереть?" нет.»).
      else if (asked[at] && answer && saysNoPlainly(answer.said)) denied.set(at, answer.at);
      return;
    }
    if (!isAsked(sentences, asked, at)) return;
    // A question the next sentence reports («大丈夫？って聞かれた») is read with it.
    const question = asked[at - 1] ? `${sentences[at - 1]} ${sentence}` : sentence;
    if (NO_IS_THE_CRISIS.test(question) || asksOfLiving(sentence) || takenBackAfter(at)) return;
    if (!asked[at] && ANSWERED_WITHIN.test(sentence)) {
      denied.set(at, at);
      return;
    }
    const answer = answerTo(sentences, at);
    if (answer && saysNoPlainly(answer.said)) denied.set(at, answer.at);
  });
  return denied;
}

/**
 * A question the writer asks of their own life whose "no" is the despair: wanting to live or wake
 * up, a reason or a point, a future or hope, things getting better, anyone noticing or missing
 * them ("Do I want to wake up tomorrow? No.", «Є сенс прокидатись? Ні.», 「生きたい？ううん」). Each
 * asks about living itself, not about a place, a plan or a chore ("Do I want to live in Berlin?",
 * "Any point calling the landlord?"), and ends where the topic does. By the language whose words it
 * is in, so that the help lines are that language's.
 */
const DESPAIR_ASKED: readonly [LexiconSource['language'], RegExp][] = [
  [
    'en',
    new RegExp(
      [
        String.raw`\b(?:do|would|will|should|can) i (?:even |really |still |actually )?(?:want|wanna|need|have) (?:to )?(?:even )?(?:live|be alive|stay alive|wake up|keep living|exist|be here|go on|keep going|carry on)(?: (?:tomorrow|anymore|any more|like this|another day|much longer))?$`,
        // "Is there any point in living?", "Is there a reason left for me?"; not a bare "Is there any
        // point?", which asks about whatever the sentence before it did.
        String.raw`\bis there (?:any|a|some) ?(?:point|reason|purpose|sense)(?: (?:in|to|of) (?:living|life|my life|any of (?:this|it)|it all|anything|going on|carrying on|trying|waking up|getting up|keep(?:ing)? going|being (?:alive|here))(?: (?:anymore|any more|left|for me))*|(?: (?:anymore|any more|left|for me))+)$`,
        String.raw`\b(?:will|does|is|would|could|can|do) (?:(?:it|things|this) ever|(?:anything|life|my life)(?: ever)?) (?:really )?(?:get|be|getting|going to get|gonna get) (?:any )?better(?: for me)?$`,
        String.raw`\b(?:would|will|does|did|do|is|are) (?:anyone|anybody|someone|somebody|people|they|my (?:family|kids|friends|mum|mom|dad|parents)) (?:even |really |actually )?(?:miss me|(?:notice|care|miss me|be sad|cry),? if i (?:was gone|were gone|am gone|died|disappeared|vanished|wasnt here|werent here|was dead|were dead))$`,
        String.raw`\b(?:is|am) (?:my life|life|living|i) (?:even |really |still )?worth (?:living|anything|it|saving)$`,
        String.raw`\b(?:do|have|will) i (?:have|got|get|still have) (?:a|any) (?:future|hope|way out|reason to live|reason to (?:go on|keep going|stay|get up|wake up)|anything (?:left )?to live for)$`,
        String.raw`\bis there (?:any )?(?:hope|future|a way out|anything (?:left )?to live for)(?: for me| left)*$`,
      ].join('|'),
      'u',
    ),
  ],
  [
    'es',
    new RegExp(
      [
        String.raw`\b(?:quiero|tengo ganas de|me apetece|deseo) (?:seguir )?(?:vivir|viviendo|despertar(?:me)?|seguir(?: adelante| aqu[ií]| as[ií])?|existir|estar aqu[ií]|levantarme)(?: (?:mañana|ya|m[aá]s|otro d[ií]a))*$`,
        String.raw`\b(?:hay|tiene|tengo) (?:alg[uú]n |alguna |un |una )?(?:sentido|raz[oó]n|motivo|esperanza|futuro|salida)(?: (?:para|en|de) (?:vivir|seguir|levantarme|despertar(?:me)?|intentarlo|todo esto|esto|nada|m[ií]|la vida|mi vida))*(?: (?:ya|a[uú]n|todav[ií]a|para m[ií]))*$`,
        String.raw`\b(?:(?:mi vida|la vida|esto|algo|las cosas|todo) (?:va a|vaya a|puede|podr[aá]|se va a)|(?:va a|vaya a|puede|podr[aá]) (?:alg[uú]n d[ií]a )?(?:mejorar|cambiar|ir a mejor) (?:algo|esto|mi vida|la vida))(?: (?:alg[uú]n d[ií]a|mejorar|cambiar|ir a mejor))*$`,
        String.raw`\b(?:alguien|mi familia|mis hijos|mi madre|mi mam[aá]|mis amigos) (?:me )?(?:echar[ií]a de menos|extra[nñ]ar[ií]a|notar[ií]a|se dar[ií]a cuenta|llorar[ií]a)(?:,? si (?:me muero|muero|desaparezco|no estoy|ya no estoy))?$`,
        String.raw`\b(?:vale|merece) la pena (?:vivir|seguir|seguir viviendo|todo esto|esta vida|levantarme|despertar(?:me)?)$`,
        String.raw`\bme queda (?:algo|alguna esperanza|alguna raz[oó]n|algo por lo que vivir)$`,
      ].join('|'),
      'u',
    ),
  ],
  [
    'slavic',
    new RegExp(
      [
        String.raw`${CYRILLIC_BEFORE}(?:хочу ли я|хочу я|хочу|чи хочу я|чи хочу|хочется ли мне|чи хочеться мені|хочеться) (?:завтра |ещё |ще |дальше |далі |вообще |взагалі )*(?:жить|жити|просыпаться|прокидатися|прокидатись|проснуться|прокинутися|прокинутись|существовать|існувати)(?: (?:дальше|далі|завтра|ещё|ще))*$`,
        String.raw`${CYRILLIC_BEFORE}(?:есть ли|є|чи є|есть) (?:хоть какой-то |хоч якийсь |хоть |хоч |вообще |взагалі )?(?:смысл|сенс|надежда|надія|будущее|майбутнє|выход|вихід|ради чего жить|заради чого жити)(?: (?:жить|жити|просыпаться|прокидатися|прокидатись|вставать|вставати|продолжать|продовжувати|дальше|далі|завтра|у меня|в мене|у мене|для меня|для мене|в этом|у цьому|ещё|ще))*$`,
        String.raw`${CYRILLIC_BEFORE}(?:станет ли|стане|чи стане|будет ли|буде|чи буде) (?:(?:когда-нибудь|колись|хоть когда-то|мне|мені|жизнь|життя|всё|все) )+(?:лучше|краще|легче|легше)$`,
        String.raw`${CYRILLIC_BEFORE}(?:кто-нибудь|кто-то|хтось|хоч хтось|хоть кто-то|чи хтось|заметит ли кто-то) (?:вообще |взагалі )?(?:заметит|помітить|заплачет|заплаче|будет скучать|сумуватиме|буде сумувати|хватится|згадає|вспомнит)(?:,? (?:если|якщо) (?:я|меня|мене) (?:не станет|не стане|умру|помру|исчезну|зникну))?$`,
      ].join('|'),
      'u',
    ),
  ],
  [
    'ja',
    /(?:生き|いき)(?:たい|てい?たい|る意味|ていく意味|る理由|てる意味|てる価値|る価値)|(?:明日|あした)[がも]?(?:来て|きて)(?:ほしい|欲しい)|[目め]が[覚さ]め(?:たい|てほしい)|(?:人生|生活|この先|毎日|気持ち|私|わたし|僕|ぼく|俺|おれ)(?:は|が|って|も)?(?:いつか|そのうち|少しでも)?(?:良く|よく)なる|(?:誰|だれ)かが?(?:気づく|気付く|悲しむ|泣く|困る|覚えて)|(?:未来|希望|将来)(?:は|って|が|なんて)?ある/u,
  ],
];

/**
 * Someone else's question of the writer's living, reported ("The nurse asked if I want to live.",
 * «me preguntó si quiero seguir viviendo», «спитала, чи хочу я жити», 「生きたいかと聞かれた」):
 * answered no, it is the same despair as the writer's own question. Only living itself, waking up
 * or going on, not "ok", "fine" or "safe", whose "no" is as often a bad day.
 */
const LIVING_ASKED_OF_ME: readonly [LexiconSource['language'], RegExp][] = [
  [
    'en',
    /\b(?:asks?|asked|asking)(?: (?:me|again|once more|straight out|point blank))* (?:if|whether) i (?:still |even |really )?(?:want|wanna|wanted|wish|wished) (?:to )?(?:live|be alive|stay alive|keep living|wake up|go on|keep going|carry on|be here)\b/u,
  ],
  [
    'es',
    /\bpregunt[a-záéíóú]*(?: [^ ]+){0,3} si (?:todav[ií]a |a[uú]n |de verdad )?(?:quiero|quer[ií]a|tengo ganas de|ten[ií]a ganas de) (?:seguir )?(?:vivir|viviendo|despertar(?:me)?|seguir(?: adelante| aqu[ií])?|estar aqu[ií])(?![\p{L}])/u,
  ],
  [
    'slavic',
    new RegExp(
      String.raw`${CYRILLIC_BEFORE}(?:спитал|спитав|спросил|питал|питав|запитал|запитав|спрашивал|спрашивает|питає|запитує)[а-яіїєґ]*,?(?: [^ ]+){0,3} (?:чи хочу я|чи хочу|хочу ли я|хочется ли мне|чи хочеться мені) (?:ще |еще |ещё |взагалі |вообще )?(?:жити|жить|прокидатися|просыпаться|прокидатись|жити далі|жить дальше)${CYRILLIC_AFTER}`,
      'u',
    ),
  ],
  ['ja', /生き(?:てい?)?たい(?:か|かどうか|って)と?(?:[聞き訊]か|尋ね)/u],
];

/** The language of the first of `questions` the sentence asks, if it asks one. */
const languageAsking = (
  questions: readonly [LexiconSource['language'], RegExp][],
  sentence: string,
): LexiconSource['language'] | undefined => questions.find(([, asks]) => asks.test(sentence))?.[0];

/** The language in which a sentence asks of the writer's own living, if it does. */
const asksOfLiving = (sentence: string) => languageAsking(DESPAIR_ASKED, sentence);

/**
 * A bare "no" to a question of one's own: the whole answer, or its first word before a pause,
 * perhaps after a breath.
 */
const ANSWERS_NO_OF_ONES_OWN = new RegExp(
  `^${BREATH}(?:${DENIES}|${SHORT}|(?:nothing|none|nobody|no one|noone|no reason|no point|not at all|nada|nadie|ninguna|ninguno|para nada|ничего|нічого|никто|ніхто|ни капли|誰も|だれも|何も|なにも|ない|ならない|ほしくない|欲しくない|思わない)(?=\\s*(?:$|[,.!—–、-])))`,
  'u',
);

/** An answer that turns after its "no" ("No, but I have to, for the kids"). */
const TURNS = new RegExp(
  String.raw`\b(?:${BUT.latin}|though|although|aunque|sin embargo)\b|${CYRILLIC_BEFORE}(?:${BUT.cyrillic}|хоча|хотя)${CYRILLIC_AFTER}|${BUT.japanese}`,
  'u',
);

/**
 * The writer's own questions about living that they answer no, each with its answer's sentence, the
 * answer not turning after it:
 * a despair the lexicons, which read a question as asking, do not hear. With the language whose
 * words ask it.
 */
export function despairAnswered(
  sentences: readonly string[],
  asked: readonly boolean[],
): { question: number; answer: number; language: LexiconSource['language'] }[] {
  const found: { question: number; answer: number; language: LexiconSource['language'] }[] = [];
  sentences.forEach((sentence, at) => {
    // The writer's own question, or someone else's of the writer's living, reported.
    const reportedOfLiving = languageAsking(LIVING_ASKED_OF_ME, sentence);
    if (!reportedOfLiving && (!asked[at] || REPORTED.test(sentence))) return;
    const language = reportedOfLiving ?? asksOfLiving(sentence);
    const answer = language && answerTo(sentences, at);
    if (answer && ANSWERS_NO_OF_ONES_OWN.test(answer.said) && !TURNS.test(answer.said))
      found.push({ question: at, answer: answer.at, language });
  });
  return found;
}

/**
 * The questions (asked, or reported) that a sentence after them says were answered untruly: their
 * crisis words are the writer's after all, so no lexicon masks them as asking.
 */
export function answeredUntruly(
  sentences: readonly string[],
  asked: readonly boolean[],
): Set<number> {
  const lastUntrue = sentences.findLastIndex((later) => UNTRUE.test(later));
  const found = new Set<number>();
  for (let at = 0; at < lastUntrue; at++) if (isAsked(sentences, asked, at)) found.add(at);
  return found;
}

/**
 * The will to live said plainly in a sentence of the note and not turned after ("Я хочу жити, і я
 * буду.", "I want to live, that's the thing"): not "I want to live but…", «хочу жить, но…»,
 * 「生きたいのに」, nor denied ("I don't want to live"). The whole-note reader cannot hear it.
 */
export function affirmsLiving(sentences: readonly string[]): boolean {
  return sentences.some((sentence) => {
    const said = BUT_WANTS_TO_LIVE.exec(sentence);
    if (!said) return false;
    const after = sentence.slice(said.index + said[0].length);
    return !TURNS.test(after) && !WISH_UNFELT.test(after);
  });
}
/** What turns 生きたい from a wish into its lack: 「生きたいと思えない」「生きたいのに」「生きたいわけじゃ」. */
const WISH_UNFELT = /^(?:と思えない|とは思えない|って思え|のに|わけ)/u;
