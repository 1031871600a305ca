import type { ModelPrompt } from '../../domain/analysis/prompt';
import { modelProvider, type AiProvider, type Completion, type Sleep } from './provider';

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  sleep?: Sleep;
}

/** One call may not take all of the request's time: a retry must still fit in it. */
const REQUEST_TIMEOUT_MS = 20_000;

class BusyError extends Error {
  override name = 'BusyError';
}

interface ChatCompletion {
  choices?: { message?: { content?: string | null }; finish_reason?: string }[];
}

/**
 * An OpenAI-compatible chat-completions endpoint (a local model server such as llama.cpp,
 * Ollama or vLLM): `POST {baseUrl}/chat/completions`.
 */
export function openAiCompletion(options: OpenAiOptions): Completion {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const body = (prompt: ModelPrompt) =>
    JSON.stringify({
      model: options.model,
      messages: [{ role: 'system', content: prompt.system }, ...prompt.messages],
      temperature: prompt.json ? 0.3 : 0.6,
      ...(prompt.json ? { response_format: { type: 'json_object' } } : {}),
    });
  return async (prompt, signal) => {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: body(prompt),
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
    if (response.status === 429 || response.status === 503) throw new BusyError();
    if (!response.ok) throw new Error(`status ${response.status}`);
    const choice = ((await response.json()) as ChatCompletion).choices?.[0];
    // The server's own safety filter stopped the answer: the app answers in its place.
    if (choice?.finish_reason === 'content_filter') return { intervened: true };
    return { text: (choice?.message?.content ?? '').trim() };
  };
}

export const openAiProvider = (options: OpenAiOptions): AiProvider =>
  modelProvider(
    'openai',
    openAiCompletion(options),
    (error) => error instanceof BusyError,
    options.sleep,
  );
