import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeId } from '../../infra/api';
import { ContextError, parseContext } from '../../infra/context';
import { routes } from '../../lambdas/routes';
import { fakeWebBuild, synth } from './synth';

type Resource = { Type: string; Properties?: Record<string, any> };

const resourcesOf = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.toJSON().Resources as Record<string, Resource>).filter(
    ([, r]) => r.Type === type,
  );

const routeFunction = (template: Template, route: (typeof routes)[number]) =>
  resourcesOf(template, 'AWS::Lambda::Function').find(([id]) =>
    new RegExp(`^Api${routeId(route)}[0-9A-F]{8}$`).test(id),
  )![1];

/** Everything the route's role is allowed, as JSON. */
function policiesOf(template: Template, route: (typeof routes)[number]): string {
  const roleId = routeFunction(template, route).Properties?.Role?.['Fn::GetAtt']?.[0];
  return JSON.stringify(
    resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties?.Roles).includes(roleId))
      .map(([, p]) => p.Properties?.PolicyDocument),
  );
}

/** The config.json the deployment writes, from the synthesized assets (its tokens left as markers). */
function deployedConfig(app: App): Record<string, any> {
  const dir = app.synth().directory;
  const asset = readdirSync(dir).find(
    (entry) => entry.startsWith('asset.') && existsSync(join(dir, entry, 'config.json')),
  );
  return JSON.parse(readFileSync(join(dir, asset!, 'config.json'), 'utf8'));
}

const row = (handler: string) => routes.find((route) => route.handler === handler)!;

describe('payments in the stack (default context)', () => {
  let template: Template;
  let app: App;
  let secretId: string;

  beforeAll(() => {
    ({ template, app } = synth({ webBuildDir: fakeWebBuild() }));
    [[secretId]] = resourcesOf(template, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('PaymentsStripeKeys'),
    ) as [[string, Resource]];
  }, 60_000);

  it('creates the Stripe keys’ secret with empty keys for the operator to fill', () => {
    const secret = resourcesOf(template, 'AWS::SecretsManager::Secret').find(
      ([id]) => id === secretId,
    )![1];
    expect(JSON.parse(secret.Properties?.GenerateSecretString?.SecretStringTemplate)).toEqual({
      secretKey: '',
      webhookSecret: '',
    });
  });

  it('routes the webhook without the JWT authorizer, and the other payment routes with it', () => {
    const routeResources = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(
      ([, r]) => r.Properties!,
    );
    const byKey = (key: string) => routeResources.find((r) => r.RouteKey === key);
    expect(byKey('POST /api/stripe-webhook')?.AuthorizationType).toBe('NONE');
    for (const key of [
      'POST /api/create-checkout-session',
      'POST /api/create-portal-session',
      'POST /api/payments/verify',
    ]) {
      expect(byKey(key)?.AuthorizationType, key).toBe('JWT');
    }
  });

  it('lets exactly the rows naming `payments` read the secret', () => {
    const paying = routes.filter((route) => route.permissions.some((p) => p === 'payments'));
    expect(paying.map((route) => route.handler).sort()).toEqual([
      'account-delete',
      'checkout-create',
      'payments-verify',
      'portal-create',
      'stripe-webhook',
    ]);
    for (const route of routes) {
      const reads = policiesOf(template, route).includes(`"Ref":"${secretId}"`);
      expect({ route: route.path, reads }).toEqual({
        route: route.path,
        reads: paying.includes(route),
      });
    }
  });

  it('gives the handlers the secret’s ARN and the prices (defaults, no price ids yet)', () => {
    const variables = routeFunction(template, row('checkout-create')).Properties?.Environment
      ?.Variables;
    expect(variables.STRIPE_SECRET_ARN).toEqual({ Ref: secretId });
    expect(JSON.parse(variables.PAYMENT_PRICES)).toEqual({
      monthly: { amount: 299, currency: 'EUR' },
      year: { amount: 2499, currency: 'EUR' },
    });
    for (const local of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) {
      expect(variables).not.toHaveProperty(local);
    }
  });

  it('tells the web the prices, and that payments are not open without price ids', () => {
    expect(deployedConfig(app).payments).toEqual({
      enabled: false,
      monthly: { amount: 299, currency: 'EUR' },
      year: { amount: 2499, currency: 'EUR' },
    });
  });
});

describe('payments context', () => {
  it('takes the Stripe price ids, amounts and currency from context', () => {
    const { template, app } = synth({
      webBuildDir: fakeWebBuild(),
      stripeMonthlyPriceId: 'price_1Monthly',
      stripeYearPriceId: 'price_1Year',
      monthlyPriceAmount: '399',
      yearPriceAmount: 3499,
      priceCurrency: 'usd',
    });
    const variables = routeFunction(template, row('stripe-webhook')).Properties?.Environment
      ?.Variables;
    expect(JSON.parse(variables.PAYMENT_PRICES)).toEqual({
      monthly: { amount: 399, currency: 'USD', priceId: 'price_1Monthly' },
      year: { amount: 3499, currency: 'USD', priceId: 'price_1Year' },
    });
    expect(deployedConfig(app).payments).toEqual({
      enabled: true,
      monthly: { amount: 399, currency: 'USD' },
      year: { amount: 3499, currency: 'USD' },
    });
  }, 60_000);

  it.each([
    ['a price id that is not one', { stripeMonthlyPriceId: 'prod_123' }, 'stripeMonthlyPriceId'],
    ['an amount in major units', { yearPriceAmount: '24.99' }, 'yearPriceAmount'],
    ['a negative amount', { monthlyPriceAmount: -1 }, 'monthlyPriceAmount'],
    ['a currency that is not a code', { priceCurrency: 'euro' }, 'priceCurrency'],
  ])('refuses %s', (_name, raw, key) => {
    expect(() => parseContext(raw)).toThrow(ContextError);
    expect(() => parseContext(raw)).toThrow(key);
  });

  it('reads `-c key=` as not given', () => {
    expect(parseContext({ stripeMonthlyPriceId: '', monthlyPriceAmount: ' ' })).not.toHaveProperty(
      'monthlyPriceAmount',
      expect.anything(),
    );
  });
});
