import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  latestEmail,
  chromiumForFile,
  localeText,
  newPage,
  passHumanCheck,
  seedUser,
  submitLogin,
  uniqueEmail,
  type Language,
} from './support/browser';

const browser = chromiumForFile();

/** The UI settles after a lazy chunk or a locale file loads: allow more than poll's 1 s default. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

const PASSWORD = 'calm-river-42';

/**
 * Every email subject of a language, as patterns (placeholders match anything), whatever key
 * the server keeps them under: the test checks the language, not the server's key names.
 */
function subjectPatterns(language: Language): RegExp[] {
  const patterns: RegExp[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (/subject/i.test(key)) {
        const escaped = node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        patterns.push(new RegExp(`^${escaped.replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.*')}$`));
      }
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, `${key}.${k}`);
    }
  };
  walk(
    JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')),
    '',
  );
  return patterns;
}

async function fillCredentials(page: Page, language: Language, email: string, password: string) {
  await page.getByLabel(localeText(language, 'auth.email'), { exact: true }).fill(email);
  await page.getByLabel(localeText(language, 'auth.password'), { exact: true }).fill(password);
}

async function register(page: Page, language: Language, email: string) {
  await page.goto('/register');
  await fillCredentials(page, language, email, PASSWORD);
  await page.getByLabel(localeText(language, 'auth.repeatPassword')).fill(PASSWORD);
  await page.locator('input[name="terms"]').check();
  await page.locator('input[name="privacy"]').check();
  await passHumanCheck(page);
  await page.getByRole('button', { name: localeText(language, 'auth.register.submit') }).click();
  await page.getByText(localeText(language, 'auth.register.success')).waitFor({ timeout: 20_000 });
}

const signIn = (page: Page, language: Language, email: string, password = PASSWORD) =>
  submitLogin(page, email, password, language);

/** Register → localized email → verify by its link → sign in → a protected screen → sign out. */
async function fullFlow(language: Language) {
  const { context, page } = await newPage(browser, { language });
  const email = uniqueEmail(`flow-${language}`);
  await register(page, language, email);

  const message = await latestEmail(email);
  expect(subjectPatterns(language).some((pattern) => pattern.test(message.subject))).toBe(true);
  const link = message.links.find((href) => href.includes('/verify-email'));
  expect(link, `verification link in: ${message.text}`).toBeDefined();
  const url = new URL(link!);
  expect(url.searchParams.get('mode')).toBe('verifyEmail');
  expect(url.searchParams.get('email')).toBe(email);

  await page.goto(`${url.pathname}${url.search}`);
  await page.getByText(localeText(language, 'auth.verify.verified')).first().waitFor();
  await page.waitForURL((current) => current.pathname === '/login');

  await fillCredentials(page, language, email, PASSWORD);
  await passHumanCheck(page);
  await page.getByRole('button', { name: localeText(language, 'auth.login.submit') }).click();
  // Signed in, the person lands on today (not on the profile form) and sees a welcome.
  await page.waitForURL((current) => current.pathname === '/');
  await page.getByText(localeText(language, 'auth.login.success')).waitFor();
  await page.getByLabel(localeText(language, 'journal.emotionLabel'), { exact: true }).waitFor();
  for (const key of ['nav.login', 'nav.register']) {
    expect(await page.getByRole('link', { name: localeText(language, key) }).count()).toBe(0);
  }
  const logout = page.getByRole('button', { name: localeText(language, 'app.logout') });
  await logout.waitFor();
  await page
    .getByRole('navigation', { name: localeText(language, 'nav.primaryLabel') })
    .getByRole('link', { name: localeText(language, 'nav.tabs.profile') })
    .waitFor();

  await page.goto('/emotion');
  await logout.waitFor();
  expect(new URL(page.url()).pathname).toBe('/emotion');

  await logout.click();
  await page.waitForURL((current) => current.pathname === '/');
  await page.goto('/calendar');
  await page.waitForURL((current) => current.pathname === '/login');
  await context.close();
}

describe('accounts', () => {
  it('registers, verifies by the emailed link, signs in and out (English)', async () => {
    await fullFlow('en');
  });

  it('does the same in Ukrainian', async () => {
    await fullFlow('uk');
  });

  it('does the same in Japanese', async () => {
    await fullFlow('ja');
  });

  it('sends a new link and explains when an unverified user signs in', async () => {
    const { context, page } = await newPage(browser, { language: 'es' });
    const email = uniqueEmail('unverified');
    await register(page, 'es', email);
    await signIn(page, 'es', email);
    await page.waitForURL((url) => url.pathname === '/email-action' && url.search === '?resent=1');
    await page.getByText(localeText('es', 'auth.login.notVerified')).waitFor();
    await page.getByText(localeText('es', 'auth.emailAction.resent')).waitFor();
    await context.close();
  });

  it('shows the provider code for a wrong password', async () => {
    const email = uniqueEmail('wrong-password');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en' });
    await signIn(page, 'en', email, 'not-the-password');
    await poll(() => page.getByRole('alert').textContent()).toBe(
      localeText('en', 'auth.login.error').replace('{{code}}', 'NotAuthorizedException'),
    );
    await context.close();
  });

  it('asks to confirm not a robot when the human check is skipped', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto('/login');
    await fillCredentials(page, 'en', uniqueEmail('robot'), PASSWORD);
    await page.getByRole('button', { name: localeText('en', 'auth.login.submit') }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe(
      localeText('en', 'auth.login.notRobot'),
    );
    await context.close();
  });

  it('validates the registration form before calling the server', async () => {
    const { context, page } = await newPage(browser, { language: 'uk' });
    await page.goto('/register');
    const submit = page.getByRole('button', { name: localeText('uk', 'auth.register.submit') });
    const alert = page.getByRole('alert');
    await submit.click();
    await poll(() => alert.textContent()).toBe(localeText('uk', 'auth.register.allFieldsRequired'));
    await fillCredentials(page, 'uk', uniqueEmail('validation'), 'abc12');
    await page.getByLabel(localeText('uk', 'auth.repeatPassword')).fill('abc13');
    await submit.click();
    await poll(() => alert.textContent()).toBe(localeText('uk', 'auth.register.passwordsMismatch'));
    await page.getByLabel(localeText('uk', 'auth.repeatPassword')).fill('abc12');
    await submit.click();
    await poll(() => alert.textContent()).toBe(localeText('uk', 'auth.register.passwordTooShort'));
    await page.getByLabel(localeText('uk', 'auth.password'), { exact: true }).fill('abc123');
    await page.getByLabel(localeText('uk', 'auth.repeatPassword')).fill('abc123');
    await submit.click();
    await poll(() => alert.textContent()).toBe(localeText('uk', 'auth.register.mustAcceptTerms'));
    await context.close();
  });
});
