import { describe, expect, it } from 'vitest';
import { analysisErrorMessage } from '@web/features/analysis/analysisErrors';
import {
  forgetAssistantPayload,
  readAssistantPayload,
  storeAssistantPayload,
} from '@web/lib/assistantPayload';
import { isPaymentReturn } from '@web/features/analysis/paymentReturn';

describe('analysisErrorMessage', () => {
  it.each([
    ['day', 'no_entries', ['analysis.errors.noEntries']],
    ['latest', 'no_entries', ['analysis.errors.noDays']],
    ['week', 'not_enough_days', ['analysis.errors.weekNotEnoughDays']],
    ['day', 'ai_malformed', ['analysis.errors.noResponse']],
    ['day', 'quota_exceeded', ['errors.quota_exceeded', 'analysis.errors.failed']],
    ['week', 'ai_busy', ['errors.ai_busy', 'analysis.errors.weekFailed']],
    ['latest', undefined, ['analysis.errors.failed']],
  ] as const)('%s / %s', (kind, code, keys) => {
    expect(analysisErrorMessage(kind, code).keys).toEqual(keys);
  });

  it('passes the server details on, for "have N of M days"', () => {
    expect(
      analysisErrorMessage('latest', 'not_enough_days', { required: 5, have: 3 }).values,
    ).toEqual({
      required: 5,
      have: 3,
    });
  });
});

describe('isPaymentReturn', () => {
  it.each([
    ['paid=1', true],
    ['success=1', true],
    ['from=payment', true],
    ['from=checkout', true],
    ['paid=0', false],
    ['', false],
  ])('%j → %s', (query, expected) => {
    expect(isPaymentReturn(new URLSearchParams(query))).toBe(expected);
  });
});

describe('assistant payload', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  const payload = {
    userId: 'user-a',
    analysisText: 'A',
    adviceText: 'B',
    combined: 'A\n\nB',
    daysWithEntries: 6,
  };

  it('is read back for its own user only, and forgotten on request', () => {
    const storage = memory();
    storeAssistantPayload(payload, storage);
    expect(readAssistantPayload('user-a', storage)).toEqual(payload);
    expect(readAssistantPayload('user-b', storage)).toBeUndefined();
    forgetAssistantPayload(storage);
    expect(readAssistantPayload('user-a', storage)).toBeUndefined();
  });

  it('ignores unreadable leftovers', () => {
    const storage = memory();
    storage.setItem('assistantPayload', '{not json');
    expect(readAssistantPayload('user-a', storage)).toBeUndefined();
  });
});
