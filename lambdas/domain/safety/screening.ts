/**
 * Screening forms told in a note: the PHQ-9 at the GP, the Edinburgh scale at a postnatal check,
 * an army or school questionnaire. Their death item (being better off dead, hurting oneself) is
 * read by its answer, in the form's own words: the lowest option is a denial (`answeredNo` sets
 * the item aside), a higher one a positive screen. Sentences are in the base form.
 */
import type { LexiconSource } from './lexicon';
import { CYRILLIC_AFTER, CYRILLIC_BEFORE } from './normalize';

/** A screening form, or its item, named: the PHQ-9, "item 9", a survey, «анкета», 問診票. */
export const FORM_ITEM = new RegExp(
  [
    // the PHQ-9's own stem: "over the last two weeks…"
    String.raw`(?<!\p{L})(?:(?:over|in|during) the (?:last|past) (?:two|2) weeks|(?:en|durante) las (?:[uú]ltimas|pasadas) (?:dos|2) semanas)(?!\p{L})`,
    String.raw`${CYRILLIC_BEFORE}(?:за (?:последние|останні) (?:две|два|2) (?:недели|тижні))${CYRILLIC_AFTER}|(?:この|過去)(?:2|２|二)週間`,
    String.raw`(?<!\p{L})(?:phq|epds|edinburgh|(?:item|question|[ií]tem|pregunta) (?:9|nine|nueve)|questionnaire|survey|(?:screening|intake|post-deployment|deployment|health|mood|wellbeing) (?:form|check|test|quiz|scale)|cuestionario|encuesta|formulario|escala|test de (?:edimburgo|la app|depresi[oó]n|[aá]nimo)|edimburgo)(?!\p{L})`,
    String.raw`${CYRILLIC_BEFORE}(?:анкет|опитувальник|опитуван|опросник|шкал[аиуо]|(?:последний|останній) пункт|(?:пункт|вопрос|питання|запитання) (?:9|про))`,
    String.raw`問診票|質問票|アンケート|質問紙|ストレスチェック|チェックシート|チェック表`,
  ].join('|'),
  'u',
);
/** The lowest option of a form's item: "not at all", "never", «ни разу», "ningún día", 全くない. */
export const FORM_LOWEST = new RegExp(
  [
    String.raw`\b(?:not at all|never|none|zero|0)\b|\bning[uú]n d[ií]a|\bpara nada\b|\bnunca\b`,
    String.raw`${CYRILLIC_BEFORE}(?:зовсім ні|жодного разу|ні разу|ни разу|совсем нет|вообще нет|никогда|ніколи)${CYRILLIC_AFTER}`,
    String.raw`全く(?:ない|なかった)|まったく(?:ない|なかった)|一度も(?:ない|なかった)|全然(?:ない|なかった)|なし`,
  ].join('|'),
  'u',
);

/**
 * The form's death item, named by number or by its words (the PHQ-9's ninth asks about being
 * better off dead or hurting oneself), and an option above the lowest ticked for it ("several
 * days", «більше половини днів», 「ほとんど毎日」): a positive screen, by the language of its words.
 */
const DEATH_ITEM: readonly [LexiconSource['language'], RegExp][] = [
  [
    'en',
    /(?<!\p{L})(?:(?:item|question) (?:9|nine)|better off dead|hurting (?:yourself|myself)|thoughts of (?:death|dying|suicide|self harm))(?!\p{L})/u,
  ],
  [
    'es',
    /(?<!\p{L})(?:(?:[ií]tem|pregunta) (?:9|nueve)|mejor muert[oa]|hacer(?:me|se|te) da[nñ]o)(?!\p{L})/u,
  ],
  [
    'slavic',
    new RegExp(
      `${CYRILLIC_BEFORE}(?:пункт (?:9|дев)|дев.ятий пункт|девятый пункт|(?:последний|останній) пункт|краще (?:було б )?померти|лучше (?:было бы )?умереть|(?:завдати|заподіяти) собі шкоди|причинить себе вред|думки про смерть|мысли о смерти)`,
      'u',
    ),
  ],
  ['ja', /死んだ方がまし|自分を(?:何らかの方法で)?傷つけ|死にたい/u],
];
const FORM_ABOVE_LOWEST = new RegExp(
  [
    String.raw`(?<!\p{L})(?:several days|more than half (?:the|of the) days|nearly every day|varios d[ií]as|m[aá]s de la mitad de los d[ií]as|casi todos los d[ií]as)(?!\p{L})`,
    String.raw`${CYRILLIC_BEFORE}(?:кілька днів|декілька днів|більше половини днів|більш ніж половину днів|майже щодня|майже кожен день|несколько дней|более половины дней|больше половины дней|почти каждый день|почти ежедневно)${CYRILLIC_AFTER}`,
    String.raw`数日|半分以上|ほとんど毎日`,
  ].join('|'),
  'u',
);

/**
 * A screening form's death item answered above its lowest option, in its sentence or the three
 * after (the item's own question often stands between as a sentence of its own): the sentence of
 * the answer, with the language of the item's words. A form's positive screen is what a clinician
 * follows up the same day.
 */
export function screenedPositive(
  sentences: readonly string[],
): { answer: number; language: LexiconSource['language'] }[] {
  const found: { answer: number; language: LexiconSource['language'] }[] = [];
  sentences.forEach((sentence, at) => {
    const language = DEATH_ITEM.find(([, item]) => item.test(sentence))?.[0];
    if (!language || !(FORM_ITEM.test(sentence) || FORM_ITEM.test(sentences[at - 1] ?? ''))) return;
    // Answered lowest where it is named, whatever other items were ticked ("Question 9: 'not at
    // all'. The rest was mostly 'several days'."), it is no positive screen.
    if (FORM_LOWEST.test(sentence)) return;
    // Or in the next three: «Пункт 9: … Весь год ставила 0. Сегодня поставила 3 — почти каждый день.»
    // Each such answer is heard where it stands, so that one told as then («Раньше ставила «несколько
    // дней».») is the guards' to set aside while one of now («Сегодня «почти каждый день».») stays.
    for (const answer of [at, at + 1, at + 2, at + 3])
      if (FORM_ABOVE_LOWEST.test(sentences[answer] ?? '')) found.push({ answer, language });
  });
  return found;
}

/** A bare "no" given as a form's answer. */
const FORM_NO = String.raw`(?:no|nope|ні|нет|いいえ)`;

/**
 * The lowest option given as an answer, after a colon, a dash or an arrow, in quotes, or ticked:
 * "The one about harming myself: never", "'never' for wanting to hurt myself", «поставил «ни
 * разу»», 「死にたいと思ったことがある」→「ない」. In a note that has named a form, such a sentence is an
 * item answered, even when the form was named sentences before.
 */
export const TICKED_LOWEST = new RegExp(
  [
    String.raw`(?:[:—–→-]|\b(?:ticked|put|circled|marked|answered|chose|clicked|said)|\bpuse|\bmarqu[eé]|\btodo en|${CYRILLIC_BEFORE}(?:поставил[аи]?|поставив|відмітил[аи]?|відмітив|отметил[аи]?|відповіл[аи]?|відповів|ответил[аи]?)) ?["'«“„「]?(?:${FORM_LOWEST.source})`,
    String.raw`["'«“„「](?:${FORM_LOWEST.source}|nada|ない|ні|нет)["'»”」]`,
    // a quoted item answered after a dash: «Мысли, что лучше умереть?» — нет.
    String.raw`["'»”」?]\s*[—–→:-]\s*${FORM_NO}(?!\p{L})`,
    // the item's answer after a comma, closing its sentence: "…or the baby, no, never."
    String.raw`, ${FORM_NO},? (?:${FORM_LOWEST.source})[.!]?$`,
  ].join('|'),
  'u',
);
