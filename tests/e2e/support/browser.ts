import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Language } from '../../../lambdas/domain/i18n-languages';
import { outbox, uniqueEmail, type OutboxEmail } from '../../support/outbox';

/** Debian's Chromium (CI installs it with apt); CHROMIUM_PATH overrides. */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  if (!executablePath) {
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The test file's Chromium: launched before its first test and closed after its last. Called
 * once at the top of a file; `newPage` takes what it returns.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet: newPage belongs in a test');
    return browser;
  };
}

/** The ID token Amplify keeps for the page's signed-in user, for calling the API as them. */
export const idTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });

/** The entries the server holds for a user, from their own JSON export (outside the browser). */
export async function exportedEntries(
  token: string,
): Promise<{ emotion: string; note?: string }[]> {
  const response = await fetch(`${baseUrl()}/api/export?format=json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`export failed: ${response.status}`);
  return ((await response.json()) as { entries: { emotion: string; note?: string }[] }).entries;
}

/** A phone as EXPERIENCE.md designs for it, and a laptop. */
export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A fresh context (its own storage) with the app's language preset, or the default (uk). */
export async function newPage(
  chromium: Browser | (() => Browser),
  options: {
    language?: Language;
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /**
     * Blocked unless a test is about the service worker: a page it controls is served from its
     * cache, where `page.route` no longer sees the app's files.
     */
    serviceWorkers?: 'allow' | 'block';
    /** The device's time zone (IANA); the host's when not given. */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = typeof chromium === 'function' ? chromium() : chromium;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
  });
  if (options.language) {
    await context.addInitScript((language) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
    }, options.language);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Ticks the ALTCHA widget and waits until it has solved its challenge. Until the person starts on
 * the page a placeholder stands in, and pressing it starts the check; the first key or focus
 * swaps it for the widget, whose box is then ticked. Either may be on screen at any moment
 * (a screen still loading, a swap under way), so this looks again until the check is solved.
 */
export async function passHumanCheck(page: Page, scope = page.locator('body')) {
  const placeholder = scope.locator('.human-check__placeholder').first();
  const checkbox = scope.locator('altcha-widget input[type="checkbox"]').first();
  const verified = scope
    .locator('altcha-widget [data-state="verified"], .altcha[data-state="verified"]')
    .first();
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (await verified.isVisible()) return;
    try {
      if (await placeholder.isVisible()) await placeholder.click({ timeout: 2_000 });
      else if ((await checkbox.isVisible()) && !(await checkbox.isChecked())) {
        await checkbox.click({ force: true, timeout: 2_000 });
      }
    } catch {
      // Swapped out under the click: look again.
    }
    await verified.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await verified.waitFor({ timeout: 1 });
}

/** The newest email the local stack sent to `to`, waiting briefly for it to arrive. */
export async function latestEmail(to: string): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [newest] = await outbox(baseUrl(), to);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email to ${to}`);
}

export async function seedUser(email: string, password: string, days: number) {
  const response = await fetch(`${baseUrl()}/api/dev/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, days }),
  });
  if (!response.ok) throw new Error(`seed failed: ${response.status}`);
  return (await response.json()) as { userId: string; daysWithEntries: number };
}

export { uniqueEmail };
export type { Language };

/** A string of locales/<language>.json by its dotted key, so tests assert what users read. */
export function localeText(language: Language, key: string): string {
  const catalog = JSON.parse(
    readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8'),
  ) as unknown;
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalog,
    );
  if (typeof value !== 'string') throw new Error(`no string ${language}:${key}`);
  return value;
}

/** Today in the browser's zone: Chromium runs in the test's zone. */
export function browserToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Amplify keeps the session's ID token in local storage once a sign-in succeeds. */
export const hasIdToken = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('.idToken')));

/** Fills the login form, passes the human check and submits, as a person would. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  language: Language = 'en',
) {
  await page.goto('/login');
  await page.getByLabel(localeText(language, 'auth.email'), { exact: true }).fill(email);
  await page.getByLabel(localeText(language, 'auth.password'), { exact: true }).fill(password);
  await passHumanCheck(page);
  await page
    .getByRole('button', { name: localeText(language, 'auth.login.submit'), exact: true })
    .click();
}

/** Signs in through the login screen and waits for the session. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  language: Language = 'en',
) {
  await submitLogin(page, email, password, language);
  for (let waited = 0; !(await hasIdToken(page)); waited += 100) {
    if (waited > 15_000) throw new Error(`sign-in of ${email} did not complete`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sets profile fields through the API, as the profile screen would (country opens free-ua access). */
export async function updateProfile(
  email: string,
  password: string,
  profile: Record<string, string>,
) {
  const { cognitoFor } = await import('../../support/cognito');
  const { solvedCaptcha } = await import('../../support/captcha');
  const cognito = await cognitoFor(baseUrl());
  const tokens = await cognito.signIn(email, password, await solvedCaptcha(baseUrl()));
  const response = await fetch(`${baseUrl()}/api/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.IdToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  if (!response.ok) throw new Error(`profile update failed: ${response.status}`);
}

/** True when the page is wider than its window: something pushes the layout sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Holds the app's entry chunk back, as a slow network would, until the answered function is
 * called: what the page paints before the app's code arrives can be looked at.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
