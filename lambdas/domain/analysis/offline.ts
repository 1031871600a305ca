import { parseFlexibleDate } from '../dates';
import { aiStrings, type Language } from '../i18n';
import type { AnalysisInput, AnalysisResult, ChatInput, JournalLine } from './types';

const { t, tList } = aiStrings;

/**
 * The offline analyst: a real, modest reading of the entries without any model, from locale
 * templates (`ai.offline.*`), in the user's language. It only states what the entries show
 * (which feelings, how often, how they moved, the user's own words) and gives plain advice.
 * Deterministic: the same entries always give the same text.
 */

const QUOTE_CHARS = 80;
const EMOTION_CHARS = 40;
const MAX_SENTENCES = 4;

/** Japanese runs sentences together; the other languages put a space between them. */
const joinSentences = (language: Language, sentences: (string | undefined)[]) =>
  sentences.filter((s): s is string => Boolean(s)).join(language === 'ja' ? '' : ' ');

/**
 * User words made safe to embed in one sentence: the first sentence only, no sentence-ending
 * marks (they would split the sentence), cut at a word edge with "…" when long.
 */
export function excerpt(text: string, maxChars = QUOTE_CHARS): string {
  const first = text.trim().split(/[.!?。！？\n]+(?:\s|$)|[。！？\n]/u)[0] ?? '';
  const flat = first
    .replace(/[.!?。！？«»“”"「」]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

const quoted = (language: Language, text: string, maxChars?: number) =>
  t(language, 'ai.offline.quote', { text: excerpt(text, maxChars) });

/** A date as people read it in each language, without abbreviation dots (they end sentences). */
export function formatDate(language: Language, iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(date);
  switch (language) {
    case 'uk':
      // uk-UA's long form ends in "р." which would read as a sentence end.
      return `${format('uk-UA', { day: 'numeric', month: 'long' })} ${iso.slice(0, 4)}`;
    case 'ja':
      return format('ja-JP', { dateStyle: 'long' });
    case 'es':
      return format('es-ES', { dateStyle: 'long' });
    case 'en':
      return format('en-US', { dateStyle: 'long' });
  }
}

interface EmotionCount {
  label: string;
  count: number;
}

/** Feelings by how often they were named; the same word in any case counts as one. */
function countEmotions(lines: readonly JournalLine[]): EmotionCount[] {
  const counts = new Map<string, EmotionCount>();
  for (const line of lines) {
    const key = line.emotion.trim().toLocaleLowerCase();
    const current = counts.get(key) ?? { label: excerpt(line.emotion, EMOTION_CHARS), count: 0 };
    current.count += 1;
    counts.set(key, current);
  }
  // Stable sort: equal counts keep the order in which the feelings first appeared.
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/** A small stable number from the entries, to vary tips and steps without randomness. */
function seedOf(texts: readonly string[]): number {
  let hash = 0;
  for (const text of texts) {
    for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  }
  return hash;
}

function changeSentence(language: Language, lines: readonly JournalLine[]): string | undefined {
  const dates = [...new Set(lines.map((l) => l.date))];
  const q = (label: string) => quoted(language, label, EMOTION_CHARS);
  if (dates.length === 1) {
    if (lines.length < 2) return undefined;
    const first = countEmotions(lines.slice(0, 1))[0]!.label;
    const last = countEmotions(lines.slice(-1))[0]!.label;
    return first.toLocaleLowerCase() === last.toLocaleLowerCase()
      ? t(language, 'ai.offline.change.daySame', { emotion: q(first) })
      : t(language, 'ai.offline.change.day', { first: q(first), last: q(last) });
  }
  const middle = dates[Math.floor(dates.length / 2)]!;
  const first = countEmotions(lines.filter((l) => l.date < middle))[0]!.label;
  const second = countEmotions(lines.filter((l) => l.date >= middle))[0]!.label;
  return first.toLocaleLowerCase() === second.toLocaleLowerCase()
    ? t(language, 'ai.offline.change.periodSame', { emotion: q(first) })
    : t(language, 'ai.offline.change.period', { first: q(first), second: q(second) });
}

export function offlineAnalysis(input: AnalysisInput): AnalysisResult {
  const { language, entries } = input;
  const q = (label: string) => quoted(language, label, EMOTION_CHARS);
  const days = new Set(entries.map((e) => e.date)).size;
  const emotions = countEmotions(entries);
  const top = emotions[0]!;
  const notes = entries.filter((e) => e.note).map((e) => e.note!);
  const separator = t(language, 'ai.offline.listSeparator');

  const overview =
    days === 1
      ? t(language, 'ai.offline.overview.day', {
          date: formatDate(language, input.to),
          count: entries.length,
        })
      : t(language, 'ai.offline.overview.period', {
          from: formatDate(language, input.from),
          to: formatDate(language, input.to),
          count: entries.length,
          days,
        });
  const feelings =
    emotions.length === 1
      ? t(language, 'ai.offline.emotions.one', { emotion: q(top.label), count: top.count })
      : t(language, 'ai.offline.emotions.many', {
          list: emotions
            .slice(0, 3)
            .map((e) =>
              t(language, 'ai.offline.countItem', { emotion: q(e.label), count: e.count }),
            )
            .join(separator),
        });
  // The latest notes are the most telling, and the first of the period shows where it began.
  const picked = notes.length > 1 ? [notes[0]!, notes.at(-1)!] : notes;
  const words = picked.length
    ? t(language, 'ai.offline.notes.quotes', {
        quotes: picked.map((n) => quoted(language, n)).join(separator),
      })
    : t(language, 'ai.offline.notes.none');
  const change = changeSentence(language, entries);
  // The strongest pattern of a month, in the insights' own honest terms (days always shown).
  const pattern = input.patterns?.tags[0];
  const patternSentence = pattern
    ? t(language, `ai.offline.patterns.${pattern.direction}`, {
        tag: quoted(language, pattern.tag, EMOTION_CHARS),
        days: pattern.days,
      })
    : undefined;

  const profile = input.profile;
  const personal = profile?.joySources
    ? t(language, 'ai.offline.advice.joy', { joy: quoted(language, profile.joySources, 60) })
    : profile?.restWay
      ? t(language, 'ai.offline.advice.rest', { rest: quoted(language, profile.restWay, 60) })
      : undefined;
  const advice = [
    input.crisis ? t(language, 'ai.offline.advice.crisis') : undefined,
    t(language, 'ai.offline.advice.notice', { emotion: q(top.label) }),
    t(language, days === 1 ? 'ai.offline.advice.day' : 'ai.offline.advice.period'),
    notes.length === 0 ? t(language, 'ai.offline.advice.addNotes') : personal,
  ];

  const tips = tList(language, 'ai.offline.tips');
  const seed = seedOf(entries.map((e) => `${e.date}${e.emotion}${e.note ?? ''}`));
  const firstTip = seed % tips.length;
  return {
    analysis: joinSentences(language, [overview, feelings, change, patternSentence ?? words]),
    advice: joinSentences(language, advice.filter(Boolean).slice(0, MAX_SENTENCES)),
    tips: [tips[firstTip]!, tips[(firstTip + 1 + (seed % (tips.length - 1))) % tips.length]!],
  };
}

/** Chat topics the offline assistant recognizes in any language, first match wins. */
const TOPICS: readonly (readonly [string, RegExp])[] = [
  [
    'war',
    /war\b|siren|shelling|air raid|війн|сирен|обстріл|вибух|войн|戦争|空襲|警報|guerra|bombard|sirena/u,
  ],
  [
    'sleep',
    /sleep|insomnia|nightmare|спати|спл|сон|безсонн|кошмар|眠|寝|睡眠|dormir|sueño|insomnio|pesadilla/u,
  ],
  [
    'anxiety',
    /anxi|worr|fear|scared|panic|тривог|страх|боюс|боюсь|паніка|хвилю|不安|怖|心配|パニック|ansiedad|miedo|preocup|pánico/u,
  ],
  ['fatigue', /tired|exhaust|втом|виснаж|устал|疲れ|だるい|cansad|agotad/u],
  ['loneliness', /lonel|alone|самотн|одинок|寂し|孤独|soledad|me siento sol/u],
  [
    'work',
    /work|job|boss|study|exam|робот|навчан|іспит|екзамен|начальни|仕事|会社|上司|勉強|試験|trabaj|jefe|estudi|examen/u,
  ],
];

export function offlineChatReply(input: ChatInput): string {
  const { language } = input;
  const last = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const text = last.toLocaleLowerCase();
  const topic = TOPICS.find(([, pattern]) => pattern.test(text))?.[0];
  const analysisDate = parseFlexibleDate(input.lastAnalysisDate);
  const context = analysisDate
    ? t(language, 'ai.offline.chat.analysisDate', { date: formatDate(language, analysisDate) })
    : input.lastAnalysis
      ? t(language, 'ai.offline.chat.analysis')
      : undefined;
  return joinSentences(language, [
    t(language, 'ai.offline.chat.reflect', { quote: quoted(language, last) }),
    t(language, topic ? `ai.offline.chat.topics.${topic}` : 'ai.offline.chat.step'),
    context,
    t(language, 'ai.offline.chat.offline'),
  ]);
}
