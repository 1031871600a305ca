import { aiStrings } from '../i18n';
import type { UserProfile } from '../profile';
import { instructions } from './instructions';
import type { AnalysisInput, ChatInput, ChatMessage, JournalLine } from './types';

const { t } = aiStrings;

/** What a language-model provider receives: a system text and alternating turns. */
export interface ModelPrompt {
  system: string;
  messages: ChatMessage[];
  /** The answer must be one JSON object (analysis); chat answers are plain text. */
  json: boolean;
}

/** Profile fields that help the reading; the rest (birth date, city, pets…) stays out. */
const PROFILE_FIELDS = [
  'displayName',
  'age',
  'occupation',
  'goal',
  'mainGoal',
  'stressSources',
  'joySources',
  'hasSupport',
  'mainResource',
  'restWay',
  'hobbies',
  'fears',
  'habitsToBuild',
  'activityLevel',
] as const satisfies readonly (keyof UserProfile)[];

const PROFILE_FIELD_CHARS = 200;

export function profileContext(profile: UserProfile | undefined): Record<string, string> {
  const context: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = profile?.[field]?.trim();
    if (value) context[field] = value.slice(0, PROFILE_FIELD_CHARS);
  }
  return context;
}

/**
 * User text as inert data inside a tag: JSON-encoded (compact: indentation costs tokens on
 * every request), with `<` escaped as \u003c, so no note can close the tag
 * ("</journal_entries>") and smuggle text out of the data block.
 */
export function dataBlock(tag: string, value: unknown): string {
  return `<${tag}>\n${JSON.stringify(value).replace(/</g, '\\u003c')}\n</${tag}>`;
}

/**
 * Estimated tokens of a text, by script: about 4 Latin characters to a token, 2 Cyrillic, and
 * one token a character for Japanese kana and kanji (the rough ratios of current tokenizers;
 * counting all text as Latin undercounts Ukrainian about 2x and Japanese about 4x). It errs high,
 * which is the safe side for a budget.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x0400 && code <= 0x052f) tokens += 0.5;
    else if ((code >= 0x3000 && code <= 0x9fff) || (code >= 0xff00 && code <= 0xffef)) tokens += 1;
    else tokens += 0.25;
  }
  return Math.ceil(tokens);
}

/**
 * How many tokens of the user's own notes one analysis sends. A long period is trimmed by one
 * stated rule: the newest notes are kept whole, walking back in time until the budget is spent;
 * the note where it runs out is shortened (ending in "…"), and older notes are left out, their
 * time, emotion, intensity and tags still sent. Recent words matter most to a reading of now.
 */
export const NOTES_TOKEN_BUDGET = 3000;
const ELLIPSIS = '…';

export function fitNotes(
  entries: readonly JournalLine[],
  budget = NOTES_TOKEN_BUDGET,
): JournalLine[] {
  let left = budget;
  const fitted = [...entries];
  for (let i = fitted.length - 1; i >= 0; i--) {
    const { note, ...rest } = fitted[i]!;
    if (!note) continue;
    const cost = estimateTokens(note);
    if (cost <= left) {
      left -= cost;
      continue;
    }
    let kept = '';
    for (const char of note) {
      const next = estimateTokens(kept + char);
      if (next > left) break;
      kept += char;
    }
    left = 0;
    fitted[i] = kept.trim() ? { ...rest, note: kept.trimEnd() + ELLIPSIS } : rest;
  }
  return fitted;
}

/** An entry as one line: "time emotion (intensity/5) [tags]: note", parts present only if given. */
function entryLine(entry: JournalLine): string {
  const head = [
    entry.time,
    entry.emotion,
    entry.intensity ? `(${entry.intensity}/5)` : undefined,
    entry.tags?.length ? `[${entry.tags.join(', ')}]` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return entry.note ? `${head}: ${entry.note}` : head;
}

/** Entries by date, each a line: the dates and keys are said once, not once per entry. */
export function entriesByDay(entries: readonly JournalLine[]): Record<string, string[]> {
  const days: Record<string, string[]> = {};
  for (const entry of fitNotes(entries)) (days[entry.date] ??= []).push(entryLine(entry));
  return days;
}

/**
 * The system text: the role, who the assistant is (an AI, never a person or a therapist), how
 * to read the risk in the user's words (the second reader of the safety layer), how to treat
 * the data, the crisis instruction when the lexicon has fired, and the answer's language.
 */
function systemText(language: string, role: 'analysis' | 'chat', crisis: boolean): string {
  return [
    instructions[role],
    instructions.identity,
    instructions.risk,
    instructions.data,
    crisis ? instructions.crisis : '',
    t(language, 'ai.answerLanguage'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function taskText(input: AnalysisInput): string {
  const days = new Set(input.entries.map((e) => e.date)).size;
  return instructions.task[input.kind]({ date: input.to, from: input.from, to: input.to, days });
}

export function buildAnalysisPrompt(input: AnalysisInput): ModelPrompt {
  const content = [
    taskText(input),
    ...(input.patterns ? [instructions.patterns, dataBlock('patterns', input.patterns)] : []),
    dataBlock('profile', profileContext(input.profile)),
    dataBlock('journal_entries', entriesByDay(input.entries)),
  ].join('\n\n');
  return {
    system: systemText(input.language, 'analysis', input.crisis),
    messages: [{ role: 'user', content }],
    json: true,
  };
}

/**
 * The conversation with its context (last analysis, its date, day count, profile) as a data
 * block in the first user turn: model APIs take turns that alternate and begin with the user,
 * so a leading assistant message gets a context turn before it and same-role runs are joined.
 */
export function buildChatPrompt(input: ChatInput): ModelPrompt {
  const context = dataBlock('context', {
    lastAnalysis: input.lastAnalysis,
    lastAnalysisDate: input.lastAnalysisDate,
    daysWithEntries: input.daysWithEntries,
    profile: profileContext(input.profile),
  });
  const turns: ChatMessage[] = [{ role: 'user', content: context }];
  for (const message of input.messages) {
    const previous = turns.at(-1)!;
    if (previous.role === message.role) previous.content += `\n\n${message.content}`;
    else turns.push({ ...message });
  }
  return {
    system: systemText(input.language, 'chat', input.crisis),
    messages: turns,
    json: true,
  };
}

/** Estimated input tokens of a whole prompt (see `estimateTokens`). */
export function estimateInputTokens(prompt: ModelPrompt): number {
  return (
    estimateTokens(prompt.system) +
    prompt.messages.reduce((n, m) => n + estimateTokens(m.content), 0)
  );
}
