import * as z from 'zod/mini';
import { contract } from '../contract';
import { languages } from '../i18n-languages';
import { isoDate } from '../journal';
import { crisisSchema } from '../safety/response';
import type { AnalysisResult } from './types';

export const MAX_CHAT_MESSAGE_CHARS = 4000;
export { MESSAGES_SENT as MAX_CHAT_MESSAGES } from './conversation';

/** How worried a model reading the user's words is: the second reader of the safety layer. */
export const riskLevels = ['none', 'concern', 'urgent'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** `POST /api/analyze`. Entries never come from the browser: the server reads them. */
export const analyzeRequestSchema = z
  .strictObject({
    kind: z.enum(['day', 'latest', 'week', 'month']),
    date: z.optional(isoDate),
    language: z.enum(languages),
    captchaToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  })
  .check(
    z.refine((body) => body.kind !== 'day' || body.date !== undefined, {
      message: 'a day analysis needs a date',
      path: ['date'],
    }),
  );

export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/**
 * `POST /api/chat-assistant`. The conversation lives on the server: the browser sends the user's
 * new words (`message`). Older clients send the whole conversation (`messages`): only its last
 * user message is read, so no one can write the assistant's turns. The caps are checked after
 * parsing, for a 422 that names them (`lambdas/domain/analysis/conversation.ts`).
 */
export const chatRequestSchema = z
  .pipe(
    z.strictObject({
      message: z.optional(z.string().check(z.maxLength(60_000))),
      messages: z.optional(
        z
          .array(
            z.strictObject({
              role: z.enum(['user', 'assistant']),
              content: z.string().check(z.maxLength(60_000)),
            }),
          )
          .check(z.maxLength(200)),
      ),
      lastAnalysis: z.optional(z.string().check(z.maxLength(MAX_CHAT_MESSAGE_CHARS))),
      lastAnalysisDate: z.optional(z.string().check(z.maxLength(40))),
      language: z.enum(languages),
    }),
    z.transform(({ message, messages, ...rest }) => ({
      ...rest,
      message: (message ?? messages?.findLast((m) => m.role === 'user')?.content ?? '').trim(),
    })),
  )
  .check(
    z.refine((body) => body.message.length > 0, {
      message: 'a message with text is needed',
      path: ['message'],
    }),
  );

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * Sentence ends: `.`, `!`, `?` followed by a space or the end (so "05.03.2026" and "3.5" are
 * one word), with closing quotes allowed after them; `。！？` anywhere, as Japanese has no spaces.
 * An ellipsis (…) does not end a sentence: the offline analyst trims quotes with it.
 */
const SENTENCE_END = /[.!?]+["»”’)\]」』]*(?=\s|$)|[。！？]+[」』）)"»”]*/gu;

/** Sentences in a text of any of the four languages; trailing words without an end count too. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const ends = [...trimmed.matchAll(SENTENCE_END)];
  const last = ends.at(-1);
  const tail = last ? trimmed.slice(last.index + last[0].length) : trimmed;
  return ends.length + (/[\p{L}\p{N}]/u.test(tail) ? 1 : 0);
}

const sentences = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(2000),
    z.refine((text) => {
      const count = countSentences(text);
      return count >= min && count <= max;
    }, `expected ${min} to ${max} sentences`),
  );

/** The shape every provider's answer must have (SPEC §9): 2–4 + 2–4 sentences, 1–2 tips. */
export const analysisResultSchema = z.object({
  analysis: sentences(2, 4),
  advice: sentences(2, 4),
  tips: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(400)))
    .check(z.minLength(1), z.maxLength(2)),
});

/** A model that leaves out its reading of the risk is read as seeing none; the lexicon still runs. */
const riskSchema = z.catch(z.enum(riskLevels), 'none');

/** Models sometimes wrap JSON in a code fence or a sentence: the outermost `{…}`, parsed. */
function outermostJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** A model's answer as an analysis with its risk reading, or `undefined` when it is not one. */
export function parseAnalysisOutput(
  text: string,
): (AnalysisResult & { risk: RiskLevel }) | undefined {
  const parsed = z
    .extend(analysisResultSchema, { risk: riskSchema })
    .safeParse(outermostJson(text));
  return parsed.success ? parsed.data : undefined;
}

/**
 * A model's chat answer: `{reply, risk}`. A model that answered in plain text is still heard:
 * its text is the reply, and the lexicon alone reads the risk.
 */
export function parseChatOutput(text: string): { reply: string; risk: RiskLevel } {
  const parsed = z.object({ reply: z.string(), risk: riskSchema }).safeParse(outermostJson(text));
  return parsed.success ? parsed.data : { reply: text.trim(), risk: 'none' };
}

const providerSchema = z.enum(['offline', 'bedrock', 'openai']);

export const analysisContracts = {
  analyze: contract({
    body: analyzeRequestSchema,
    response: z.strictObject({
      analysis: z.string(),
      advice: z.string(),
      tips: z.array(z.string()),
      provider: providerSchema,
      crisis: z.optional(crisisSchema),
    }),
  }),
  chat: contract({
    body: chatRequestSchema,
    response: z.strictObject({
      reply: z.string(),
      provider: providerSchema,
      crisis: z.optional(crisisSchema),
      /** Set when the reply begins by saying the assistant is an AI (a new or long conversation). */
      disclosure: z.optional(z.string()),
    }),
  }),
  /** `GET /api/chat`: the conversation so far, to show it again (after Back, on another device). */
  history: contract({
    response: z.strictObject({
      messages: z.array(
        z.strictObject({
          role: z.enum(['user', 'assistant']),
          content: z.string(),
          at: z.string(),
          disclosure: z.optional(z.boolean()),
        }),
      ),
      startedAt: z.optional(z.string()),
      lastAnalysisDate: z.optional(z.string()),
    }),
  }),
  /** `DELETE /api/chat`: the conversation is forgotten; the next message starts a new one. */
  clear: contract({}),
};
