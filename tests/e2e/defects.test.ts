/**
 * The defects a new user met (issue 13), each shown fixed the way a person would meet it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lambdas/domain/dates';
import {
  browserToday,
  latestEmail,
  chromiumForFile,
  localeText,
  newPage,
  passHumanCheck,
  scrollsSideways,
  seedUser,
  signInThroughUi,
  submitLogin,
  uniqueEmail,
  updateProfile,
  viewports,
  type Language,
} from './support/browser';

const PASSWORD = 'calm-river-42';
const en = (key: string) => localeText('en', key);

const browser = chromiumForFile();

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** A seeded person, signed in through the login screen. */
async function signedIn(
  options: { days?: number; profile?: Record<string, string>; language?: Language } = {},
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const email = uniqueEmail('defect');
  await seedUser(email, PASSWORD, options.days ?? 0);
  if (options.profile) await updateProfile(email, PASSWORD, options.profile);
  const { context, page } = await newPage(browser, {
    language: options.language ?? 'en',
    viewport,
  });
  await signInThroughUi(page, email, PASSWORD, options.language ?? 'en');
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page, email };
}

/** The words inside <link>…</link> of a consent sentence. */
const linkText = (key: string) => /<doc>(.*?)<\/doc>/.exec(en(key))![1]!;

async function fillRegistration(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel(en('auth.email')).fill(email);
  await page.getByLabel(en('auth.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(en('auth.repeatPassword')).fill(PASSWORD);
  await page.locator('input[name="terms"]').check();
  await page.locator('input[name="privacy"]').check();
  await passHumanCheck(page);
}

describe('defects of issue 13', () => {
  it('links the terms and the privacy policy from the registration form', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto('/register');
    for (const [key, href] of [
      ['auth.acceptTerms', '/terms.html'],
      ['auth.acceptPrivacy', '/privacy.html'],
    ] as const) {
      const link = page.getByRole('link', { name: linkText(key) });
      expect(await link.getAttribute('href')).toBe(href);
      expect((await link.textContent())?.trim()).toBe(linkText(key));
    }
    await context.close();
  });

  it('treats Name@Mail.com and name@mail.com as one account', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    const lower = uniqueEmail('case');
    const mixed = lower.replace(/^case/, 'CaSe').replace('@example.com', '@Example.COM');
    await fillRegistration(page, mixed);
    await page.getByRole('button', { name: en('auth.register.submit') }).click();
    await page.getByText(en('auth.register.success')).waitFor({ timeout: 20_000 });

    const link = (await latestEmail(lower)).links.find((href) => href.includes('/verify-email'))!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText(en('auth.verify.verified')).first().waitFor();

    // Registering the same address again with other capitals is refused at the email field.
    await fillRegistration(page, lower.toUpperCase());
    await page.getByRole('button', { name: en('auth.register.submit') }).click();
    await poll(() => page.getByLabel(en('auth.email')).getAttribute('aria-invalid')).toBe('true');
    await page.getByText(en('auth.register.userExists')).waitFor();

    // Signing in with yet other capitals works.
    await submitLogin(page, lower.toUpperCase(), PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(en('auth.login.success')).waitFor();
    await context.close();
  });

  it('marks the email field when the address is not one', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await fillRegistration(page, 'name-at-mail.com');
    await page.getByRole('button', { name: en('auth.register.submit') }).click();
    const field = page.getByLabel(en('auth.email'));
    await poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent()).toBe(
      en('auth.register.invalidEmail'),
    );
    expect(await page.getByText(en('auth.register.error'), { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('keeps a day with a long link in its note inside a phone screen', async () => {
    const { context, page } = await signedIn({}, viewports.phone);
    const longUrl = `https://example.org/${'a-very-long-path-segment-without-spaces-'.repeat(8)}end`;
    await page.getByLabel(en('journal.emotionLabel'), { exact: true }).fill('Calm');
    await page.getByLabel(en('journal.noteLabel'), { exact: true }).fill(longUrl);
    await passHumanCheck(page);
    await page.getByRole('button', { name: en('journal.save'), exact: true }).click();
    await page.getByText(en('journal.saved'), { exact: true }).waitFor();
    await page.goto(`/day/${browserToday()}`);
    await page.getByText(longUrl).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('refuses a birth date in the future, with the error beside the field and in view', async () => {
    const { context, page } = await signedIn({}, viewports.phone);
    await page.goto('/profile');
    const birthDate = page.getByLabel(en('profile.fields.birthDate'), { exact: true });
    await birthDate.fill('01.01.2090');
    await page.getByRole('button', { name: en('profile.save'), exact: true }).click();
    const error = page.getByText(en('profile.birthDate.future'));
    await error.waitFor();
    expect(await birthDate.getAttribute('aria-invalid')).toBe('true');
    expect(await birthDate.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = (await error.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewports.phone.height);
    expect(await page.getByText(en('profile.updated')).count()).toBe(0);
    await context.close();
  });

  it('titles the browser tab in the page language, and shows the calendar in Spanish from Monday', async () => {
    const { context, page } = await newPage(browser, { language: 'uk' });
    await page.goto('/login');
    await poll(() => page.title()).toContain(localeText('uk', 'app.title'));
    await context.close();

    const spanish = await signedIn({ language: 'es' });
    await spanish.page.goto('/calendar');
    const month = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    await poll(() =>
      spanish.page.locator('.react-calendar__navigation__label .calendar__title').textContent(),
    ).toBe(month);
    const firstDay = spanish.page.locator('.react-calendar__month-view__weekdays abbr').first();
    expect(await firstDay.getAttribute('title')).toBe('lunes');
    await spanish.context.close();
  });

  it('stops the next-day button at today', async () => {
    const { context, page } = await signedIn();
    await page.goto(`/day/${addDays(browserToday(), -1)}`);
    await page.getByRole('link', { name: en('day.next') }).click();
    await page.waitForURL(`**/day/${browserToday()}`);
    // The router moves the address first and the screen a moment later.
    await poll(() => page.getByRole('link', { name: en('day.next') }).count()).toBe(0);
    await page.goto(`/day/${addDays(browserToday(), 3)}`);
    await page.waitForURL((url) => url.pathname === '/calendar');
    await context.close();
  });

  it('keeps the conversation after Back, and dates its context in words', async () => {
    const date = addDays(browserToday(), -1);
    const { context, page } = await signedIn({ days: 6, profile: { country: 'Україна' } });
    await page.goto(`/day/${date}`);
    await page.getByRole('button', { name: en('day.runAnalysis') }).click();
    await page.waitForURL('**/day-analysis');
    await passHumanCheck(page);
    await page.getByRole('button', { name: en('analysis.day.run'), exact: true }).click();
    await page.getByTestId('analysis-text').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: en('analysis.discussWithAssistant') }).click();
    await page.waitForURL('**/assistant-chat');

    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
      new Date(`${date}T12:00:00`),
    );
    const summary = page.locator('.chat-context summary');
    expect(await summary.textContent()).toBe(
      en('chat.contextWithDate').replace('{{date}}', longDate),
    );

    const input = page.getByLabel(en('chat.inputLabel'), { exact: true });
    await input.fill('How can I rest tonight?');
    await input.press('Enter');
    await page.locator('.chat-message--assistant').first().waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: en('nav.tabs.calendar') }).click();
    await page.waitForURL('**/calendar');
    await page.goBack();
    await page.waitForURL('**/assistant-chat');
    await page.getByText('How can I rest tonight?').waitFor();
    expect(await page.locator('.chat-message--assistant').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('puts the empty conversation’s words inside no stray list item', async () => {
    const { context, page } = await signedIn({ days: 6, profile: { country: 'Україна' } });
    await page.goto('/assistant-chat');
    await page.getByText(en('chat.empty')).waitFor();
    const strayItems = await page.evaluate(
      () =>
        [...document.querySelectorAll('li')].filter(
          (item) => !['UL', 'OL', 'MENU'].includes(item.parentElement?.tagName ?? ''),
        ).length,
    );
    expect(strayItems).toBe(0);
    expect(await page.getByRole('log').getByRole('listitem').count()).toBe(0);
    await context.close();
  });

  it('confirms no payment that did not happen', async () => {
    const { context, page } = await signedIn();
    await page.goto('/payment?success=1');
    await page.getByTestId('subscription-status').waitFor();
    expect(await page.getByText(en('payment.success')).count()).toBe(0);
    await page.goto('/analysis?paid=1');
    await page.getByText(en('analysis.gate')).waitFor();
    expect(await page.getByText(en('analysis.paymentConfirmed')).count()).toBe(0);
    await context.close();
  });

  it('shows the legal pages on a 375 px phone without a made-up contact', async () => {
    const { context, page } = await newPage(browser, {
      language: 'uk',
      viewport: { width: 375, height: 740 },
    });
    for (const file of ['/privacy.html', '/terms.html', '/delete-account.html']) {
      await page.goto(file);
      await page.locator('article:not([hidden]) h1').waitFor();
      expect(await scrollsSideways(page), file).toBe(false);
      expect(await page.content()).not.toMatch(/privacy@example\.com|\{\{contactEmail\}\}/);
    }
    await context.close();
  });

  it('says so beside the human check when it cannot start offline, and tries again', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    const challenge = /\/api\/captcha\/challenge/;
    await page.route(challenge, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.locator('.human-check__placeholder').click();
    const failure = page.getByText(en('humanCheck.failed'));
    await failure.waitFor();
    await page.unroute(challenge);
    await page.getByRole('button', { name: en('humanCheck.retry') }).click();
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password with the code sent by email', async () => {
    const email = uniqueEmail('forgot');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto('/login');
    await page.getByRole('link', { name: en('auth.login.forgotPassword') }).click();
    // The login form stays on screen while the next screen's code arrives: wait for the new one.
    await page.getByRole('heading', { name: en('auth.forgot.title') }).waitFor();
    await page.getByLabel(en('auth.email')).fill(email);
    await page.getByRole('button', { name: en('auth.forgot.send') }).click();
    await page.getByText(en('auth.forgot.sent').replace('{{email}}', email)).waitFor();

    const message = await latestEmail(email);
    const code = /\b(\d{6})\b/.exec(message.text)![1]!;
    await page.getByLabel(en('auth.forgot.code')).fill(code);
    await page.getByLabel(en('auth.forgot.newPassword'), { exact: true }).fill('new-river-77');
    await page.getByLabel(en('auth.repeatPassword')).fill('new-river-77');
    await page.getByRole('button', { name: en('auth.forgot.confirm') }).click();
    await page.waitForURL('**/login');
    await page.getByText(en('auth.forgot.done')).waitFor();

    await submitLogin(page, email, 'new-river-77');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
