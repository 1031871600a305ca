import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleLambda, repoRoot } from '../../infra/bundling';
import type { StripeStandin } from '../../lambdas/local/stripe-standin';
import { prices, startBackends, WEBHOOK_SECRET } from '../unit/payments/backends';

/**
 * The payments Lambdas ship only the Stripe resources the code calls (infra/bundling.ts,
 * `STRIPE_RESOURCES`). This builds the Stripe adapter the way a deploy does and drives every one
 * of its calls through the built bundle against the local stand-in: a resource cut by mistake
 * fails here, not in front of a paying user.
 */

// Inside the repository, so the probe finds the packages (node_modules) as a handler does.
const cache = join(repoRoot, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'ej-stripe-bundle-'));
let backends: Awaited<ReturnType<typeof startBackends>>;
let standin: StripeStandin;
let probe: string;
let stripeBytes: number;

const PROBE = `
import Stripe from 'stripe';
import * as adapter from ${JSON.stringify(join(repoRoot, 'lambdas/adapters/stripe.ts'))};
const [step, input] = process.argv.slice(2);
const origin = 'http://localhost:8080';
const steps = {
  // The SDK's client as built: the resources we call, and one we do not.
  async client() {
    const stripe = new Stripe('sk_test_probe');
    return {
      called: [
        stripe.customers.create, stripe.customers.del, stripe.subscriptions.list,
        stripe.subscriptions.cancel, stripe.checkout.sessions.create,
        stripe.checkout.sessions.retrieve, stripe.billingPortal.sessions.create,
      ].map((method) => typeof method),
      notCalled: typeof stripe.charges.create,
    };
  },
  async checkout() {
    const customerId = await adapter.createCustomer('user-probe', 'probe@example.com');
    const url = await adapter.createCheckoutSession({
      userId: 'user-probe', customerId, plan: 'monthly', priceId: ${JSON.stringify(prices.monthly.priceId)},
      origin, requestId: 'req-probe',
    });
    return { customerId, sessionId: new URL(url).searchParams.get('session') };
  },
  async afterPaying() {
    const { customerId, sessionId, body, signature } = JSON.parse(input);
    const reading = await adapter.checkoutSession(sessionId, new Date());
    const portal = await adapter.createPortalSession({
      userId: 'user-probe', customerId, origin, requestId: 'req-probe',
    });
    const event = await adapter.verifiedEvent(body, signature);
    // The signature's first hex digit changed, never to itself: '0' in its place was the same
    // signature one run in sixteen.
    const forged = await adapter.verifiedEvent(body, signature.replace(/v1=(.)/, (_, digit) => 'v1=' + (digit === '0' ? '1' : '0')));
    await adapter.eraseCustomer(customerId);
    return { payment: reading.payment, facts: reading.facts.length, portal, event, forged: forged ?? null };
  },
};
process.stdout.write(JSON.stringify(await steps[step]()));
`;

/** One step of the probe in a new process; asynchronous, as the stand-in answers from this one. */
async function run(step: string, input?: unknown): Promise<Record<string, unknown>> {
  const args = [probe, step, ...(input ? [JSON.stringify(input)] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, ['--no-warnings', ...args], {
    cwd: work,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

beforeAll(async () => {
  backends = await startBackends('standin');
  standin = backends.standin!;
  writeFileSync(join(work, 'probe.ts'), PROBE);
  const metafile = await bundleLambda(join(work, 'probe.ts'), { outdir: join(work, 'out') });
  probe = join(work, 'out', 'index.mjs');
  stripeBytes = Object.values(metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([input]) => input.includes('node_modules/stripe/'))
    .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
}, 60_000);

afterAll(async () => {
  await backends?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('Stripe as the payments Lambdas bundle it', () => {
  it('ships the resources the code calls and leaves the rest out', async () => {
    expect(await run('client')).toEqual({
      called: Array.from({ length: 7 }, () => 'function'),
      notCalled: 'undefined',
    });
    // The whole SDK was 240 KB minified; its resources alone were 170 KB.
    expect(stripeBytes).toBeLessThan(110_000);
  });

  it('makes every call of the adapter through the built bundle', async () => {
    const { customerId, sessionId } = (await run('checkout')) as {
      customerId: string;
      sessionId: string;
    };
    expect(standin.checkout(sessionId)!.record).toMatchObject({ plan: 'monthly' });
    await standin.pay(sessionId);
    const body = JSON.stringify({ id: 'evt_probe', object: 'event', type: 'ping' });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    const result = await run('afterPaying', { customerId, sessionId, body, signature });
    expect(result).toMatchObject({
      payment: 'paid',
      facts: 1,
      portal: expect.stringMatching(/^http:\/\/localhost:8080\/local-portal\?session=bps_/),
      event: { id: 'evt_probe', type: 'ping' },
      forged: null,
    });
    // Erased: the subscription the payment started is cancelled, the customer gone.
    const after = standin.snapshot('probe@example.com');
    expect(after.customers).toEqual([]);
  }, 30_000);
});
