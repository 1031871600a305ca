import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const instrumented = (client: DynamoDBClient) =>
  client.middlewareStack.identify().some((name) => name.includes('XRay'));

describe('AWS call tracing', () => {
  beforeEach(() => {
    vi.resetModules();
    // As in Lambda, where the Tracer switches itself on.
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'test');
    vi.stubEnv(
      '_X_AMZN_TRACE_ID',
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
    );
  });
  afterEach(() => vi.unstubAllEnvs());

  it('leaves the clients alone by default', async () => {
    vi.stubEnv('AWS_CALL_TRACING', '');
    const { traced } = await import('../../../lambdas/adapters/tracer');
    expect(instrumented(traced(new DynamoDBClient({})))).toBe(false);
  });

  it('adds an X-Ray subsegment per call when the stack asks for it', async () => {
    vi.stubEnv('AWS_CALL_TRACING', 'true');
    const { traced } = await import('../../../lambdas/adapters/tracer');
    expect(instrumented(traced(new DynamoDBClient({})))).toBe(true);
  });
});
