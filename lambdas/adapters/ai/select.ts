import { AppError } from '../../domain/errors';
import { env } from '../env';
import { logger } from '../logger';
import { bedrockProvider } from './bedrock';
import { offlineProvider } from './offline';
import { openAiProvider } from './openai';
import type { AiProvider } from './provider';

let cached: AiProvider | undefined;

/**
 * The provider the environment names (AI_PROVIDER, default offline). A model named without its
 * settings is a deployment mistake: it answers 503 rather than silently falling back offline.
 */
export function aiProvider(): AiProvider {
  if (cached) return cached;
  const config = env();
  switch (config.AI_PROVIDER) {
    case 'offline':
      cached = offlineProvider;
      break;
    case 'bedrock':
      if (!config.BEDROCK_MODEL_ID) throw misconfigured('BEDROCK_MODEL_ID');
      cached = bedrockProvider({
        modelId: config.BEDROCK_MODEL_ID,
        guardrailId: config.BEDROCK_GUARDRAIL_ID,
        guardrailVersion: config.BEDROCK_GUARDRAIL_VERSION,
      });
      break;
    case 'openai':
      if (!config.OPENAI_BASE_URL || !config.OPENAI_MODEL)
        throw misconfigured('OPENAI_BASE_URL/OPENAI_MODEL');
      cached = openAiProvider({
        baseUrl: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        apiKey: config.OPENAI_API_KEY,
      });
      break;
  }
  return cached;
}

function misconfigured(missing: string): AppError {
  logger.error('ai provider misconfigured', { missing });
  return new AppError('unavailable', 'ai_unavailable', 'The AI service is not configured');
}
