import type { Language } from './i18n';

/**
 * The crisis-safety layer: a detector for self-harm and suicidal language in the product's
 * languages (plus Russian, which many Ukrainian users write in), and the help lines to show.
 *
 * Phrases, not words: "dead", "kill" or "死ぬ" alone fire on everyday speech ("my phone is dead",
 * "this exam is killing me", "死ぬほど笑った"), so each pattern needs a first-person wish, plan or
 * act. A miss is worse than a false alarm, but a false alarm on every joke would teach users to
 * ignore the help lines; the unit tests pin both sides.
 */

/**
 * Lowercase, NFKC (full-width forms, ligatures), apostrophes dropped (’ ʼ ' ` are all used in
 * Ukrainian: "вб'ю", "вбʼю"), Spanish accents and ñ folded, punctuation to spaces, spaces collapsed.
 * Japanese keeps its kana and kanji; NFD folding would split their voiced marks.
 */
export function normalizeForDetection(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’ʼ`‘´]/g, '')
    .replace(/[áàâä]/g, 'a')
    .replace(/[éèêë]/g, 'e')
    .replace(/[íìîï]/g, 'i')
    .replace(/[óòôö]/g, 'o')
    .replace(/[úùûü]/g, 'u')
    .replace(/ñ/g, 'n')
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Words are space-delimited after normalization; `W` marks a word edge in the patterns below. */
const W = '(?<=\\s)';
const E = '(?=\\s)';
const p = (source: string) => new RegExp(source.replace(/(?<!\?)</g, W).replaceAll('>', E), 'u');

const patterns: Record<Language, RegExp[]> = {
  en: [
    p(
      '<(want|wanna|going|gonna|need|plan|planning|tempted|urge|try|trying|thinking about|thought about|feel like|felt like) to (hurt|harm|cut|burn|starve|punish) myself>',
    ),
    p('<(kill|killing|hang|hanging|shoot|poison|drown) myself>'),
    p(
      '<(keep|kept|been|started|start|stop|stopped|can t stop|cant stop) (cutting|hurting|harming|burning) myself>',
    ),
    p('<self ?harm(ing)?>'),
    p(
      '<(want|wanna|wish|ready|deserve|plan|planning|decided|need|trying) (to )?die>(?! (of|from|laughing|for|to see|in peace))',
    ),
    p('<wish (i|id) (was|were|had been) (dead|never born)>'),
    p('<wish i (had )?never been born>'),
    p('<(hope|wish|want) (i|to) (never|dont|do not) wake up>'),
    p(
      '<(dont|do not|no longer) want to (live|be alive|exist)>(?! (in|with|at|near|next|there|here|on|together|without))',
    ),
    p('<suicidal>'),
    p('<suicide (note|letter|plan|attempt|thoughts?)>'),
    p('<(commit|committing|attempt|attempting|consider|considering|contemplating) suicide>'),
    p(
      '<(thinking|thought|thoughts|think|thinks) (about|of) (suicide|killing myself|ending (it all|my life)|dying)>',
    ),
    p('<end(ing)? (my life|it all|my own life)>'),
    p('<take (my|my own) life>'),
    p(
      '<(no|dont have a|dont have any|lost my|lost all|without a|without any) (reason|point|will) (to|in) (live|living|go on|going on|be alive)>',
    ),
    p('<(whats|what is) the point (of|in) (living|being alive|going on)>'),
    p('<better off (dead|without me)>'),
    p(
      '<(would|wouldnt|will|wont) (care|notice|miss me) if i (died|die|was gone|were gone|disappeared|killed myself)>',
    ),
    p('<(cant|can not|cannot) (go on|keep) living>'),
    p('<(want|going|planning|plan|thinking about) to (overdose|od|jump off|slit my wrists)>'),
    p('<(tired|sick) of (living|being alive)>'),
  ],
  uk: [
    // Ukrainian
    p(
      '<(хочу|хочеться|хотілося б|хотілось би|мрію|бажаю|готова|готовий|вирішила|вирішив) (б )?(по|в|у)мерти>(?! (від|з|із|за|заради))',
    ),
    p(
      '<(не|більше не|вже не) (хочу|хочеться|бачу сенсу|можу) (більше |далі |так |взагалі )?жити>(?! (в|у|на|з|із|разом|тут|там|поруч|біля|без))',
    ),
    p('<(набридло|втомилася|втомився|втомилась|не хочеться) жити>'),
    p(
      '<(думаю|думала|думав|думки|думок|план|планую|спроба|спробу) (про )?(самогубств|суїцид)\\p{L}*>',
    ),
    p('<суїцидальн\\p{L}*>'),
    p('<(скоїти|вчинити|зробити) (самогубство|суїцид)>'),
    p('<накласти на себе руки>'),
    p('<(вбити|убити|вбю|убю|покалічити|порізати|різати|ранити) себе>'),
    p(
      '<(ріжу|порізала|порізав|різала|різав|наношу|завдаю|завдала|завдав) (собі|себе)>(?! (палець|пальця|ногу|волосся))',
    ),
    p('<(самоушкодж|селфхарм)\\p{L}*>'),
    p('<покінчити (з|із) (собою|життям)>'),
    p('<краще б (я|мене) (померла|помер|вмерла|вмер|не було|не народжувал\\p{L}*)>'),
    p('<(всім|усім|їм|рідним) (буде|стане|було б) краще без мене>'),
    p('<(немає|нема|не бачу|не залишилось|не лишилось) (сенсу|причин|причини) (жити|існувати)>'),
    p('<(заснути|спати|лягти) і не (прокинутися|прокинутись|прокидатися)>'),
    p('<(хочу|хочеться) (щоб|аби) мене не (стало|було)>'),
    p('<прощальн\\p{L}* (записк\\p{L}*|лист\\p{L}*)>'),
    p('<(наковтатися|наковтатись|випити всі|випю всі) (таблеток|пігулок|ліків|таблетки|пігулки)>'),
    p(
      '<(стрибнути|зістрибнути|кинутися|кинутись) (з|із|під) (даху|мосту|вікна|балкона|потяг|поїзд)>',
    ),
    p('<(повіситися|повіситись|повішуся)>'),
    // Russian, as many Ukrainian users write it
    p('<(хочу|хочется) (у|по)мереть>(?! (от|со|с))'),
    p('<не хочу (больше )?жить>(?! (в|на|с|здесь|там|рядом))'),
    p('<покончить с (собой|жизнью)>'),
    p('<(убить|убью) себя>'),
    p('<(думаю|мысли) (о )?(самоубийств|суицид)\\p{L}*>'),
  ],
  ja: [
    p('(?<!(恥ずかしくて|恥ずかしすぎて|恥ずかしさで))死にたい'),
    p('死んでしまいたい'),
    p('(?<!(恥ずかしくて|恥ずかしすぎて|恥ずかしさで))(消えてしまいたい|消えたい|いなくなりたい)'),
    p('自殺(したい|しよう|する|を考え|を計画|未遂|願望|念慮)'),
    p(
      '(生きていたくない|生きたくない|生きてる意味|生きている意味|生きる意味がない|生きる意味なんて)',
    ),
    p('生きるのが(つらい|辛い|しんどい|嫌|いや)'),
    p('(死のう|死ぬつもり|死ぬしかない|死んだほうが|死んだ方が|死んだら楽)'),
    p('(リストカット|リスカ|自分を傷つけ|自分を切|腕を切りたい)'),
    p('自傷(して|した|したい|行為をして|行為がやめられ|をやめられ)'),
    p('(首を吊|首吊り|飛び降り(たい|よう|る))'),
    p('遺書を(書|用意|準備)'),
    p('(目が覚めなければ|目覚めなければ|このまま目が覚めない)'),
    p(
      '(私|自分|僕|俺|わたし|あたし)(なんか|なんて|は|が)?(いない方がいい|いないほうがいい|いなければよかった|生まれてこなければ)',
    ),
    p('(オーバードーズ|薬を大量に)'),
  ],
  es: [
    p('<(quiero|quisiera|deseo|necesito) (morir|morirme)>(?! (de|del))'),
    p('<me (quiero|voy a) morir>(?! (de|del))'),
    p(
      '<(quiero|quisiera|voy a|pienso|pensando en|planeo|necesito|ganas de|deseos de) (matarme|suicidarme|quitarme la vida|hacerme dano|lastimarme|cortarme|ahorcarme)>',
    ),
    p('<me (quiero|voy a) (matar|suicidar|ahorcar)>'),
    p(
      '<(ya no|no) (quiero|aguanto) (seguir )?(vivir|viviendo|existir|estar viva|estar vivo)>(?! (en|con|aqui|alli|cerca|junto))',
    ),
    p('<(pensamientos|ideas|ideacion) suicidas?>'),
    p('<(pienso|pensando|pense|penso) en (el )?(suicidio|suicidarme|matarme|morirme)>'),
    p(
      '<(me corto|me sigo cortando|me estoy cortando|me hago dano|me lastimo a proposito|autolesion\\p{L}*)>(?! (el pelo|el dedo|cocinando))',
    ),
    p('<ojala (estuviera muert[oa]|me muriera|no despertara|no despertar|no hubiera nacido)>'),
    p(
      '<(no tiene sentido|no hay razon para|no hay motivo para|sin razon para) (vivir|seguir viviendo)>',
    ),
    p('<(todos|mi familia|el mundo) (estarian|estaria) mejor sin mi>'),
    p('<acabar con (mi vida|todo)>(?! (el|la|los|las|lo|mi trabajo|mis tareas))'),
    p(
      '<nadie (me )?(extranaria|echaria de menos|notaria) si (muero|me muero|muriera|desapareciera)>',
    ),
    p('<carta de (despedida|suicidio)>'),
  ],
};

export type CrisisLanguage = keyof typeof patterns;

/**
 * The language whose self-harm phrases `text` contains, or `undefined`. Every language is
 * checked whatever the interface language: people write in the language they feel in.
 */
export function detectCrisisLanguage(text: string): CrisisLanguage | undefined {
  if (!text.trim()) return undefined;
  const normalized = normalizeForDetection(text);
  return (Object.keys(patterns) as CrisisLanguage[]).find((language) =>
    patterns[language].some((pattern) => pattern.test(normalized)),
  );
}

export const detectCrisis = (text: string): boolean => detectCrisisLanguage(text) !== undefined;

/** The help a flagged note brings, as the API answers it. */
export type { Crisis } from './safety/response';
