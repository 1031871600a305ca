import { AppError } from '../../domain/errors';
import {
  buildAnalysisPrompt,
  buildChatPrompt,
  type ModelPrompt,
} from '../../domain/analysis/prompt';
import { parseAnalysisOutput, parseChatOutput, type RiskLevel } from '../../domain/analysis/schema';
import type { AnalysisInput, AnalysisResult, ChatInput } from '../../domain/analysis/types';
import { logger } from '../logger';

export type ProviderName = 'offline' | 'bedrock' | 'openai';

/**
 * What a request may spend on a model: at most two calls (one retry, for a busy model or a
 * malformed answer, not both), and a deadline under the API's 30 s, carried by `signal`.
 */
export interface CallBudget {
  calls: number;
  signal: AbortSignal;
}

export const newBudget = (signal: AbortSignal): CallBudget => ({ calls: 2, signal });

/** A model's answer, or the guardrail's intervention (answered by the app, kindly). */
export type Answer<T> = { answer: T; risk: RiskLevel } | { intervened: true };

/** One interface for every way of answering; the handlers never know which one runs. */
export interface AiProvider {
  readonly name: ProviderName;
  analyze(input: AnalysisInput, budget: CallBudget): Promise<Answer<AnalysisResult>>;
  chat(input: ChatInput, budget: CallBudget): Promise<Answer<string>>;
}

/** What a model said: its text, or that the guardrail stopped it. */
export type CompletionResult = { text: string } | { intervened: true };

/** Sends one prompt to a language model. */
export type Completion = (prompt: ModelPrompt, signal: AbortSignal) => Promise<CompletionResult>;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const BACKOFF_MS = 400;

const timedOut = () => new AppError('timeout', 'ai_timeout', 'The AI took too long to answer');

/**
 * One call of the budget: a busy model is tried once more after a short pause if the budget
 * allows, then `ai_busy` (503); a deadline passed is `ai_timeout` (504); other failures are
 * `ai_unavailable` (503) at once.
 */
export async function spend(
  budget: CallBudget,
  complete: Completion,
  prompt: ModelPrompt,
  isBusy: (error: unknown) => boolean,
  sleep: Sleep = realSleep,
): Promise<CompletionResult> {
  for (;;) {
    if (budget.signal.aborted) throw timedOut();
    if (budget.calls <= 0) throw new AppError('unavailable', 'ai_busy', 'The AI service is busy');
    budget.calls -= 1;
    try {
      return await complete(prompt, budget.signal);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (budget.signal.aborted) throw timedOut();
      const busy = isBusy(error);
      logger.warn('ai provider call failed', { errorName: (error as Error)?.name, busy });
      if (!busy) throw new AppError('unavailable', 'ai_unavailable', 'The AI service failed');
      if (budget.calls <= 0) throw new AppError('unavailable', 'ai_busy', 'The AI service is busy');
      await sleep(BACKOFF_MS);
    }
  }
}

/**
 * A provider over a language model: builds the prompts and checks the answers' shape, asking
 * once more (within the budget) when an analysis comes back malformed, then `ai_malformed`.
 */
export function modelProvider(
  name: ProviderName,
  complete: Completion,
  isBusy: (error: unknown) => boolean,
  sleep?: Sleep,
): AiProvider {
  return {
    name,
    async analyze(input, budget) {
      const prompt = buildAnalysisPrompt(input);
      while (budget.calls > 0) {
        const result = await spend(budget, complete, prompt, isBusy, sleep);
        if ('intervened' in result) return result;
        const parsed = parseAnalysisOutput(result.text);
        if (parsed) {
          const { risk, ...answer } = parsed;
          return { answer, risk };
        }
        logger.warn('ai answer malformed', { provider: name, callsLeft: budget.calls });
      }
      throw new AppError('unavailable', 'ai_malformed', 'The AI returned no usable answer');
    },
    async chat(input, budget) {
      const result = await spend(budget, complete, buildChatPrompt(input), isBusy, sleep);
      if ('intervened' in result) return result;
      const { reply, risk } = parseChatOutput(result.text);
      return { answer: reply, risk };
    },
  };
}
