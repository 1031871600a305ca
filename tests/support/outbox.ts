import type { OutboxEmail } from '../../lambdas/local/outbox';

export type { OutboxEmail };

/** The emails the local stack sent to `to`, newest first. */
export async function outbox(baseUrl: string, to: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: OutboxEmail[] }).emails;
}

/** An address no other test uses, so tests share one stack without meeting. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
