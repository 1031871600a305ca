/**
 * Issue 10 in the product: a person buys the monthly subscription or the year pass on the local
 * checkout stand-in (which sends Stripe's signed events to the real webhook route), comes back to
 * a confirmed payment and open analysis, and manages the subscription in the portal stand-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lambdas/domain/payments/money';
import { defaultPrices } from '../../lambdas/domain/payments/prices';
import {
  chromiumForFile,
  localeText,
  newPage,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';

const en = (key: string) => localeText('en', key);
const PASSWORD = 'amber-lantern-42';

const browser = chromiumForFile();

async function signedIn(viewport: { width: number; height: number } = viewports.desktop) {
  const email = uniqueEmail('payer');
  await seedUser(email, PASSWORD, 7);
  const { context, page } = await newPage(browser, { language: 'en', viewport });
  await signInThroughUi(page, email, PASSWORD, 'en');
  return { context, page };
}

const price = (plan: 'monthly' | 'year') =>
  formatPrice(defaultPrices[plan].amount, defaultPrices[plan].currency, 'en-US');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** From `/payment` through the local checkout back into the app. */
async function buy(page: Page, plan: 'monthly' | 'year') {
  await page.goto('/payment');
  await button(page, en(`payment.buy.${plan}`)).click();
  await page.waitForURL(/\/local-checkout/);
  await button(page, en('payments.checkout.pay').replace('{{price}}', price(plan))).click();
  await page.waitForURL(/\/analysis\?paid=1$/);
}

describe('paying', () => {
  it('shows both plans with their prices in the person’s locale, and no paid access yet', async () => {
    const { context, page } = await signedIn(viewports.phone);
    await page.goto('/payment');
    for (const plan of ['monthly', 'year'] as const) {
      await page
        .getByText(en(`payments.price.${plan}`).replace('{{price}}', price(plan)), { exact: true })
        .waitFor();
    }
    await page.getByTestId('subscription-status').getByText(en('payment.statusNone')).waitFor();
    expect(await button(page, en('payment.manage')).count()).toBe(0);
    await context.close();
  });

  it('buys the monthly subscription, opens analysis, and cancels it in the portal keeping access', async () => {
    const { context, page } = await signedIn();
    await buy(page, 'monthly');
    await page.getByText(en('analysis.paymentConfirmed'), { exact: true }).waitFor();
    await page.getByRole('link', { name: en('analysis.toWeek'), exact: true }).waitFor();

    await page.goto('/payment');
    const status = page.getByTestId('subscription-status');
    await status.getByText(en('payments.plans.monthly'), { exact: true }).waitFor();
    await status.getByText(/^Renews on /).waitFor();
    expect(await button(page, en('payment.buy.monthly')).count()).toBe(0);

    await button(page, en('payment.manage')).click();
    await page.waitForURL(/\/local-portal/);
    await button(page, en('payments.portal.cancel')).click();
    await page.getByText(en('payments.portal.done.cancel'), { exact: true }).waitFor();
    await page.getByRole('link', { name: en('payments.local.backToApp'), exact: true }).click();
    await page.waitForURL(/\/payment$/);
    // Canceled at the period's end: still paid until then, and it says when it ends.
    await status.getByText(/^Ends on /).waitFor();
    await status.getByText(en('payment.statusActive'), { exact: true }).waitFor();
    await context.close();
  });

  it('buys the year pass, and can add to it instead of buying a subscription twice', async () => {
    const { context, page } = await signedIn();
    await buy(page, 'year');
    await page.getByText(en('analysis.paymentConfirmed'), { exact: true }).waitFor();
    await page.goto('/payment');
    const status = page.getByTestId('subscription-status');
    await status.getByText(en('payments.plans.year'), { exact: true }).waitFor();
    await status.getByText(/^Access until /).waitFor();
    await button(page, en('payment.extendYear')).waitFor();
    await context.close();
  });

  it('comes back from a canceled checkout with no charge and no paid banner', async () => {
    const { context, page } = await signedIn();
    await page.goto('/payment');
    await button(page, en('payment.buy.monthly')).click();
    await page.waitForURL(/\/local-checkout/);
    await button(page, en('payments.checkout.cancel')).click();
    await page.waitForURL(/\/payment\?canceled=1$/);
    await page.getByText(en('payment.canceled'), { exact: true }).waitFor();
    await page.getByTestId('subscription-status').getByText(en('payment.statusNone')).waitFor();
    await context.close();
  });

  it('refuses a return address that names no payment, and another person’s session', async () => {
    const { context, page } = await signedIn();
    await page.goto('/payments/success');
    await page.getByText(en('payment.verify.noSession'), { exact: true }).waitFor();
    await page.goto('/payments/success?sid=cs_test_not_a_real_session');
    await page.getByText(/^We could not check the payment: /).waitFor();
    expect(page.url()).not.toMatch(/paid=1/);
    await context.close();
  });
});
