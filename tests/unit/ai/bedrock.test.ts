import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bedrockProvider } from '../../../lambdas/adapters/ai/bedrock';
import { openAiProvider } from '../../../lambdas/adapters/ai/openai';
import { newBudget } from '../../../lambdas/adapters/ai/provider';
import { weekInput } from './fixtures';

const bedrock = mockClient(BedrockRuntimeClient);
const answer = (text: string) => ({
  output: { message: { role: 'assistant' as const, content: [{ text }] } },
  stopReason: 'end_turn' as const,
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
});
const good = {
  analysis: 'Тривога була частою. Наприкінці тижня стало спокійніше.',
  advice: 'Гуляйте з собакою. Подзвоніть братові.',
  tips: ['Повільне дихання.'],
};
const throttled = () => Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
const budget = () => newBudget(AbortSignal.timeout(10_000));
const analysed = (answer: object) => ({ answer, risk: 'none' });

describe('Bedrock provider', () => {
  const sleep = vi.fn(async () => undefined);
  const provider = bedrockProvider({
    modelId: 'test-model',
    guardrailId: 'gr-1',
    guardrailVersion: '2',
    sleep,
  });

  beforeEach(() => {
    bedrock.reset();
    sleep.mockClear();
  });

  it('answers with a validated analysis, sending data delimited and the guardrail', async () => {
    bedrock.on(ConverseCommand).resolves(answer(`\`\`\`json\n${JSON.stringify(good)}\n\`\`\``));
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual(analysed(good));
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe('test-model');
    expect(input.guardrailConfig).toMatchObject({
      guardrailIdentifier: 'gr-1',
      guardrailVersion: '2',
    });
    expect(input.system?.[0]?.text).toContain('українською');
    expect(input.messages?.[0]?.content?.[0]?.text).toContain('<journal_entries>');
  });

  it('retries throttling once after a pause, then succeeds', async () => {
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(throttled())
      .resolves(answer(JSON.stringify(good)));
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual(analysed(good));
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(400);
  });

  it('gives up after two throttled calls with ai_busy (503): at most two calls a request', async () => {
    bedrock.on(ConverseCommand).rejects(throttled());
    await expect(provider.analyze(weekInput('uk'), budget())).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'ai_busy',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('shares the two calls between a busy model and a malformed answer', async () => {
    bedrock.on(ConverseCommand).rejectsOnce(throttled()).resolves(answer('not JSON'));
    await expect(provider.analyze(weekInput('uk'), budget())).rejects.toMatchObject({
      code: 'ai_malformed',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('reads the model’s risk level beside its analysis', async () => {
    bedrock.on(ConverseCommand).resolves(answer(JSON.stringify({ ...good, risk: 'urgent' })));
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual({
      answer: good,
      risk: 'urgent',
    });
  });

  it('reports a guardrail intervention instead of an answer, after one call', async () => {
    bedrock.on(ConverseCommand).resolves({
      ...answer('Sorry, I cannot help with that.'),
      stopReason: 'guardrail_intervened',
    });
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual({
      intervened: true,
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  it('ends with ai_timeout (504) when the request’s time is up', async () => {
    bedrock.on(ConverseCommand).resolves(answer(JSON.stringify(good)));
    const late = newBudget(AbortSignal.abort());
    await expect(provider.analyze(weekInput('uk'), late)).rejects.toMatchObject({
      kind: 'timeout',
      code: 'ai_timeout',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('asks once more on a malformed answer, then fails with ai_malformed', async () => {
    bedrock.on(ConverseCommand).resolves(answer('I am not JSON.'));
    await expect(provider.analyze(weekInput('uk'), budget())).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'ai_malformed',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('a malformed answer followed by a good one succeeds', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(answer('{"analysis": "One."}'))
      .resolves(answer(JSON.stringify(good)));
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual(analysed(good));
  });

  it('other errors fail at once with ai_unavailable', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(provider.analyze(weekInput('uk'), budget())).rejects.toMatchObject({
      code: 'ai_unavailable',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  const chatInput = {
    language: 'en' as const,
    messages: [{ role: 'user' as const, content: 'hi' }],
    daysWithEntries: 5,
    crisis: false,
  };

  it('chat reads the reply and the risk from the model’s JSON', async () => {
    bedrock.on(ConverseCommand).resolves(answer('{"reply": "Hello.", "risk": "concern"}'));
    await expect(provider.chat(chatInput, budget())).resolves.toEqual({
      answer: 'Hello.',
      risk: 'concern',
    });
  });

  it('chat keeps a plain-text reply as it is, even empty, with no risk read', async () => {
    bedrock.on(ConverseCommand).resolves(answer(''));
    await expect(provider.chat(chatInput, budget())).resolves.toEqual({ answer: '', risk: 'none' });
  });
});

describe('OpenAI-compatible provider', () => {
  it('posts chat completions with a JSON response format and retries 429', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 429 }))
      .mockResolvedValue(
        Response.json({ choices: [{ message: { content: JSON.stringify(good) } }] }),
      );
    const provider = openAiProvider({
      baseUrl: 'http://127.0.0.1:1/v1/',
      model: 'local',
      fetch,
      sleep: async () => undefined,
    });
    await expect(provider.analyze(weekInput('uk'), budget())).resolves.toEqual(analysed(good));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('http://127.0.0.1:1/v1/chat/completions');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ model: 'local', response_format: { type: 'json_object' } });
    expect(body.messages[0].role).toBe('system');
  });
});
