import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localTableNames, startDynamo } from '../../../lambdas/local/dynamo-local';
import { startStripeStandin, type StripeStandin } from '../../../lambdas/local/stripe-standin';

export const WEBHOOK_SECRET = `whsec_${'ab'.repeat(24)}`;
export const prices = {
  monthly: { amount: 299, currency: 'EUR', priceId: 'price_test_monthly' },
  year: { amount: 2499, currency: 'EUR', priceId: 'price_test_year' },
};

/**
 * What the payment handlers talk to, in this process: the local DynamoDB (real conditions and
 * transactions) and Stripe, either the local stand-in (its own events go nowhere: the tests
 * send theirs) or an address where nothing answers. Sets the environment the handlers read, so
 * import them after this.
 */
export async function startBackends(stripe: 'standin' | 'unreachable') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ej-payments-'));
  const dynamo = await startDynamo(dir);
  const masterKeyFile = path.join(dir, 'master.key');
  writeFileSync(masterKeyFile, 'cd'.repeat(32));
  const sink = http.createServer((_, response) => response.end());
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/`;
  let standin: StripeStandin | undefined;
  if (stripe === 'standin') {
    standin = await startStripeStandin({
      dataDir: dir,
      webhookUrl: sinkUrl,
      webhookSecret: WEBHOOK_SECRET,
      prices,
    });
  }
  // Nothing listens there once the sink is closed: Stripe is down.
  const unreachable = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  if (!standin) await new Promise((resolve) => sink.close(resolve));
  Object.assign(process.env, {
    MODE: 'local',
    APP_URL: 'http://localhost:8080',
    TABLE_NAME: localTableNames.journal,
    SYSTEM_TABLE_NAME: localTableNames.system,
    KEYS_TABLE_NAME: localTableNames.keys,
    LOCAL_MASTER_KEY_FILE: masterKeyFile,
    CAPTCHA_SECRET: 'unit-test-secret-unit-test-secret',
    STRIPE_SECRET_KEY: standin?.secretKey ?? 'sk_test_unreachable',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standin?.apiUrl ?? unreachable,
    PAYMENT_PRICES: JSON.stringify(prices),
    CHECK_RESPONSES: '1',
    LOG_LEVEL: 'ERROR',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
  });
  return {
    standin,
    async stop() {
      await standin?.stop();
      if (standin) sink.close();
      await dynamo.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
