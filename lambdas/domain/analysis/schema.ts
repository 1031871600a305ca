import * as z from 'zod';
import { contract } from '../contract';
import { languages } from '../i18n-languages';
import { isoDate } from '../journal';
import { crisisSchema } from '../safety/response';
import type { AnalysisResult } from './types';

export const MAX_CHAT_MESSAGES = 20;
export const MAX_CHAT_MESSAGE_CHARS = 4000;

/** `POST /api/analyze`. Entries never come from the browser: the server reads them. */
export const analyzeRequestSchema = z
  .strictObject({
    kind: z.enum(['day', 'latest', 'week', 'month']),
    date: isoDate.optional(),
    language: z.enum(languages),
    captchaToken: z.string().min(1).max(4096),
  })
  .refine((body) => body.kind !== 'day' || body.date !== undefined, {
    message: 'a day analysis needs a date',
    path: ['date'],
  });

export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/**
 * `POST /api/chat-assistant`. The screen keeps the whole conversation; the server uses only
 * the last 20 messages that have text, so a long or padded history costs nothing extra.
 */
export const chatRequestSchema = z.strictObject({
  messages: z
    .array(
      z.strictObject({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(MAX_CHAT_MESSAGE_CHARS),
      }),
    )
    .max(200)
    .transform((messages) =>
      messages
        .map((m) => ({ role: m.role, content: m.content.trim() }))
        .filter((m) => m.content.length > 0)
        .slice(-MAX_CHAT_MESSAGES),
    )
    .refine((messages) => messages.at(-1)?.role === 'user', {
      message: 'the conversation must end with a user message',
    }),
  lastAnalysis: z.string().max(MAX_CHAT_MESSAGE_CHARS).optional(),
  lastAnalysisDate: z.string().max(40).optional(),
  language: z.enum(languages),
});

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
  z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine((text) => {
      const count = countSentences(text);
      return count >= min && count <= max;
    }, `expected ${min} to ${max} sentences`);

/** The shape every provider's answer must have (SPEC §9): 2–4 + 2–4 sentences, 1–2 tips. */
export const analysisResultSchema = z.object({
  analysis: sentences(2, 4),
  advice: sentences(2, 4),
  tips: z.array(z.string().trim().min(1).max(400)).min(1).max(2),
});

/**
 * A model's answer as an analysis, or `undefined` when it is not one. Models sometimes wrap JSON
 * in a code fence or a sentence; the outermost `{…}` is taken.
 */
export function parseAnalysisOutput(text: string): AnalysisResult | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const parsed = analysisResultSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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
      crisis: crisisSchema.optional(),
    }),
  }),
  chat: contract({
    body: chatRequestSchema,
    response: z.strictObject({
      reply: z.string(),
      provider: providerSchema,
      crisis: crisisSchema.optional(),
    }),
  }),
};
