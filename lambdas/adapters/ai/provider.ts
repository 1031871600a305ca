import { AppError } from '../../domain/errors';
import {
  buildAnalysisPrompt,
  buildChatPrompt,
  type ModelPrompt,
} from '../../domain/analysis/prompt';
import { parseAnalysisOutput } from '../../domain/analysis/schema';
import type { AnalysisInput, AnalysisResult, ChatInput } from '../../domain/analysis/types';
import { logger } from '../logger';

export type ProviderName = 'offline' | 'bedrock' | 'openai';

/** One interface for every way of answering; the handlers never know which one runs. */
export interface AiProvider {
  readonly name: ProviderName;
  analyze(input: AnalysisInput): Promise<AnalysisResult>;
  chat(input: ChatInput): Promise<string>;
}

/** Sends one prompt to a language model and returns its text answer. */
export type Completion = (prompt: ModelPrompt) => Promise<string>;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const BACKOFF_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 400;

/**
 * Runs `call`, retrying busy answers with exponential backoff (400 ms, 800 ms) up to three
 * attempts in all, then `ai_busy` (503). Other failures become `ai_unavailable` at once.
 */
export async function withBackoff<T>(
  call: () => Promise<T>,
  isBusy: (error: unknown) => boolean,
  sleep: Sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const busy = isBusy(error);
      logger.warn('ai provider call failed', { errorName: (error as Error)?.name, attempt, busy });
      if (!busy) throw new AppError('unavailable', 'ai_unavailable', 'The AI service failed');
      if (attempt >= BACKOFF_ATTEMPTS) {
        throw new AppError('unavailable', 'ai_busy', 'The AI service is busy');
      }
      await sleep(BACKOFF_BASE_MS * 2 ** (attempt - 1));
    }
  }
}

/**
 * A provider over a language model: builds the prompts, and checks the analysis against its
 * shape, asking once more when the model's answer is malformed, then `ai_malformed` (503).
 */
export function modelProvider(name: ProviderName, complete: Completion): AiProvider {
  return {
    name,
    async analyze(input) {
      const prompt = buildAnalysisPrompt(input);
      for (let attempt = 1; attempt <= 2; attempt++) {
        const result = parseAnalysisOutput(await complete(prompt));
        if (result) return result;
        logger.warn('ai answer malformed', { provider: name, attempt });
      }
      throw new AppError('unavailable', 'ai_malformed', 'The AI returned no usable answer');
    },
    chat: (input) => complete(buildChatPrompt(input)),
  };
}
