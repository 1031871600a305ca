import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import type { ModelPrompt } from '../../domain/analysis/prompt';
import { modelProvider, type AiProvider, type Completion, type Sleep } from './provider';

/**
 * One client per container. The SDK's own retries are off (`maxAttempts: 1`): the request's call
 * budget is the one retry policy, so a request makes at most two model calls.
 */
const client = new BedrockRuntimeClient({ maxAttempts: 1 });

const BUSY_ERRORS = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
]);
const isBusy = (error: unknown) => BUSY_ERRORS.has((error as Error)?.name);

export interface BedrockOptions {
  modelId: string;
  guardrailId?: string;
  guardrailVersion?: string;
  sleep?: Sleep;
}

/** Answers fit in well under 1,000 tokens; the cap bounds the cost of a runaway answer. */
const MAX_OUTPUT_TOKENS = 1000;

export function converseInput(prompt: ModelPrompt, options: BedrockOptions): ConverseCommandInput {
  return {
    modelId: options.modelId,
    system: [{ text: prompt.system }],
    messages: prompt.messages.map((m) => ({ role: m.role, content: [{ text: m.content }] })),
    inferenceConfig: { maxTokens: MAX_OUTPUT_TOKENS, temperature: prompt.json ? 0.3 : 0.6 },
    ...(options.guardrailId
      ? {
          guardrailConfig: {
            guardrailIdentifier: options.guardrailId,
            guardrailVersion: options.guardrailVersion ?? 'DRAFT',
            trace: 'disabled' as const,
          },
        }
      : {}),
  };
}

/**
 * One Converse call. A guardrail that stopped the exchange (`guardrail_intervened`) is not an
 * error: the app answers in its place, calmly, with the help lines.
 */
export function bedrockCompletion(options: BedrockOptions): Completion {
  return async (prompt, signal) => {
    const output = await client.send(new ConverseCommand(converseInput(prompt, options)), {
      abortSignal: signal,
    });
    if (output.stopReason === 'guardrail_intervened') return { intervened: true };
    const text = (output.output?.message?.content ?? [])
      .map((block) => block.text ?? '')
      .join('')
      .trim();
    return { text };
  };
}

export const bedrockProvider = (options: BedrockOptions): AiProvider =>
  modelProvider('bedrock', bedrockCompletion(options), isBusy, options.sleep);
