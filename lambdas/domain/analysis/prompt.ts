import { t } from '../i18n';
import type { UserProfile } from '../profile';
import type { AnalysisInput, ChatInput, ChatMessage } from './types';

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
 * User text as inert data inside a tag: JSON-encoded, with `<` escaped as \u003c, so no note can
 * close the tag ("</journal_entries>") and smuggle text out of the data block.
 */
export function dataBlock(tag: string, value: unknown): string {
  return `<${tag}>\n${JSON.stringify(value, null, 1).replace(/</g, '\\u003c')}\n</${tag}>`;
}

/**
 * The system text: the role, who the assistant is (an AI, never a person or a therapist), how
 * to read the risk in the user's words (the second reader of the safety layer), the answer's
 * format, how to treat the data, and the crisis instruction when the lexicon has fired.
 */
function systemText(language: string, role: 'analysis' | 'chat', crisis: boolean): string {
  return [
    t(language, `ai.system.${role}`),
    t(language, 'ai.system.identity'),
    t(language, 'ai.system.risk'),
    t(language, role === 'analysis' ? 'ai.system.analysisFormat' : 'ai.system.chatFormat'),
    t(language, 'ai.system.data'),
    crisis ? t(language, 'ai.system.crisis') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function taskText(input: AnalysisInput): string {
  const days = new Set(input.entries.map((e) => e.date)).size;
  const vars = { date: input.to, from: input.from, to: input.to, days };
  return t(
    input.language,
    input.kind === 'day' || input.kind === 'latest' ? 'ai.task.day' : `ai.task.${input.kind}`,
    vars,
  );
}

export function buildAnalysisPrompt(input: AnalysisInput): ModelPrompt {
  const content = [
    taskText(input),
    ...(input.patterns
      ? [t(input.language, 'ai.task.patterns'), dataBlock('patterns', input.patterns)]
      : []),
    dataBlock('profile', profileContext(input.profile)),
    dataBlock('journal_entries', input.entries),
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

/**
 * A rough input-token count for cost estimates: characters / 4, the usual rule of thumb for
 * English. Cyrillic and Japanese take more tokens per character, so read it as a lower bound
 * for those languages; the provider's usage report is the real number.
 */
export function estimateInputTokens(prompt: ModelPrompt): number {
  const chars = prompt.system.length + prompt.messages.reduce((n, m) => n + m.content.length, 0);
  return Math.ceil(chars / 4);
}
