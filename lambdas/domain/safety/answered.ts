/**
 * A crisis asked about and answered no: a screening question ("Any thoughts of harming yourself?
 * No, never."), a friend's worry ("Mi papá cree que me quiero suicidar. Nada que ver."), «Спросила,
 * режусь ли я. Нет, никогда». The crisis words are the question's; the writer denies them. One
 * mechanism for every language (the lexicons' own masks know the denials inside a sentence, not a
 * question in one and its answer in the next), with the few words each language needs for it.
 * Sentences are in the base form: lowercase, apostrophes dropped ("dont", "im").
 */

const CYRILLIC_BEFORE = '(?<![а-яіїєґ])';

/** A question reported rather than quoted, or a worry someone else has about the writer. */
const REPORTED = new RegExp(
  [
    String.raw`\b(?:asks?|asked|asking)(?: [^ ]+){0,3} (?:if|whether)\b`,
    String.raw`\b(?:thinks?|thought|worried|worries|convinced)(?: that)? i\b`,
    String.raw`\bpregunt[a-zá]*(?: [^ ]+){0,3} (?:si|que|por)\b`,
    String.raw`\b(?:cree|creen|piensa|piensan|se piensa|está convencid[ao]) que\b`,
    String.raw`${CYRILLIC_BEFORE}(?:спраш|спрос|спитал|спитав|спитає|питал|питав|питає|запит|допитув)[а-яіїєґ]*`,
    String.raw`${CYRILLIC_BEFORE}(?:думае?т|думают|думає|думають|вважає|считает)[ ,]+(?:что|що) я`,
    String.raw`聞か|きか|聞い|訊か|訊い|尋ね|たずね|と思われ|心配され`,
  ].join('|'),
  'u',
);

/**
 * A question whose "no" is itself the crisis or a cry for help: about living, a future, a reason,
 * a point, being missed, being safe or all right, getting better, help ("Do I want to live? No.",
 * "Are you safe? No.", «Есть ли смысл? Нет.»). Erring wide: these only ever keep a flag.
 */
const NO_IS_THE_CRISIS = new RegExp(
  [
    String.raw`\b(?:live|living|alive|be here|stay|go on|keep going|carry on|point|reason|future|hope|care|matter|miss me|worth|safe|ok|okay|alright|all right|fine|better|help)\b`,
    String.raw`vivir|seguir|quedarme|sentido|raz[oó]n|futuro|esperanza|importa|vale la pena|a salvo|segur[ao]|bien|mejor|ayuda`,
    String.raw`${CYRILLIC_BEFORE}(?:жить|жити|живу|смысл|сенс|будущ|майбут|надежд|наді|нужн|потрібн|важн|варт|стоит|безопас|безпе|порядк|нормал|лучше|краще|помо|допомо)`,
    String.raw`生き|意味|未来|希望|必要|大丈夫|安全|良く|よく|助け`,
  ].join('|'),
  'u',
);

/** An answer that is a denial whatever follows it. */
const DENIES = [
  String.raw`(?:i )?(?:said|say|told (?:her|him|them|the [a-z]+)|answered) no\b`,
  String.raw`of course not|no way|hell no|not at all`,
  String.raw`nada que ver|ni que\b|ni loc[ao]\b|para nada|qu[eé] va\b|de ninguna manera|(?:le |les )?dije que no`,
  String.raw`никогда|ничего подобного|да нет|конечно,? нет|(?:сказала?|ответила?),? нет`,
  String.raw`ніколи|звісно,? ні|(?:сказала?|сказав|відповіла?|відповів),? що ні`,
  String.raw`nikogda|nikoly|いいえ|ううん|違います|ちがう|違う`,
].join('|');
/** A short denial, followed by a comma, a dash or nothing ("No, I told her", not "No idea"). */
const SHORT = String.raw`(?:no|nope|nah|never|not really|i dont|i do not|im not|i am not|i havent|i didnt|i wasnt|nunca|jam[aá]s|нет|неа|не-а|ні|ni|net|ne|いや|してない|してません|ないです)(?=\s*(?:$|[,.!—–-]))`;
const ANSWERS_NO = new RegExp(`^(?:${DENIES}|${SHORT})`, 'u');
/** A reported answer inside the question's own sentence ("asked if I self-harm, I said no"). */
const ANSWERED_WITHIN = new RegExp(`[,;:] (?:${DENIES})`, 'u');

/** A denial that takes itself back or goes further ("No. But lately…", "No, already decided"). */
const HEDGE = new RegExp(
  String.raw`\b(?:but|pero|only|solo que|actually|already|worse|ya lo)\b|${CYRILLIC_BEFORE}(?:но|але|однак|однако|уже|вже)(?![а-яіїєґ])|けど|でも|もう`,
  'u',
);
/** A denial the writer says was a lie, or goes on to tell the truth of ("Truth: every hour."). */
const LIE = new RegExp(
  String.raw`\b(?:lied|lying|a lie|lie to|truth|truly|really i)\b|\bment[ií]|\bmentira|la verdad|en realidad|${CYRILLIC_BEFORE}(?:соврал|вру|враньё|неправд|збрехал|збрехав|брешу|брехн|на самом деле|насправді|по правді|правда в)|嘘|うそ|本当は|ほんとは|実は`,
  'u',
);
const HAS_A_WORD = /\p{L}/u;
const NOT_A_LETTER = /^[^\p{L}]+/u;

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
  sentences.forEach((sentence, at) => {
    if (!asked[at] && !REPORTED.test(sentence)) return;
    // A question the next sentence reports («大丈夫？って聞かれた») is read with it.
    const question = asked[at - 1] ? `${sentences[at - 1]} ${sentence}` : sentence;
    if (NO_IS_THE_CRISIS.test(question)) return;
    const after = sentences.slice(at + 1);
    if (after.some((later) => LIE.test(later))) return;
    if (!asked[at] && ANSWERED_WITHIN.test(sentence)) {
      denied.set(at, at);
      return;
    }
    // The answer is the first sentence after it with a word in it, from its first letter: a
    // closing quote can stand alone, or open the answer («"No", I said»).
    const answerAt = after.findIndex((next) => HAS_A_WORD.test(next));
    if (answerAt === -1) return;
    const answer = after[answerAt]!.replace(NOT_A_LETTER, '');
    if (ANSWERS_NO.test(answer) && !HEDGE.test(answer)) denied.set(at, at + 1 + answerAt);
  });
  return denied;
}
