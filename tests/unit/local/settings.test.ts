import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../lambdas/local/settings';

describe('what `npm start` reads from its environment', () => {
  it('starts on loopback, port 8080, with no DynamoDB latency, when nothing is set', () => {
    expect(readSettings({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      sessionIdleMinutes: 30,
      dynamoLatencyMs: 0,
      dev: false,
    });
  });

  it.each([
    ['0', 0],
    ['5', 5],
    ['1000', 1000],
  ])('takes DYNAMODB_LATENCY_MS=%s as %i ms', (value, ms) => {
    expect(readSettings({ DYNAMODB_LATENCY_MS: value }).dynamoLatencyMs).toBe(ms);
  });

  it.each(['-1', '2.5', '1001', 'fast'])('refuses DYNAMODB_LATENCY_MS=%s', (value) => {
    expect(() => readSettings({ DYNAMODB_LATENCY_MS: value })).toThrow(/DYNAMODB_LATENCY_MS/);
  });

  it.each(['0', '65536', 'eighty'])('refuses PORT=%s', (value) => {
    expect(() => readSettings({ PORT: value })).toThrow(/PORT/);
  });
});
