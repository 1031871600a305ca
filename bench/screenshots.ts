/**
 * Every screen at phone and desktop width, light and dark, in Ukrainian and English, written to
 * screenshots/ (not committed): the whole product to look at in a minute. Uses the local stack
 * and a seeded user. Run after `npm run build`: npm run screenshots
 * Options: SCREENS=today,calendar (a subset), LANGUAGES=uk, THEMES=dark, WIDTHS=phone.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { addDays } from '../lambdas/domain/dates';
import { solvedCaptcha } from '../tests/support/captcha';
import { cognitoFor } from '../tests/support/cognito';
import { startStackProcess } from '../tests/support/stack-process';

const OUT = path.resolve(import.meta.dirname, '../screenshots');
const EMAIL = `screens-${Date.now()}@example.com`;
const PASSWORD = 'Secret123';

const widths = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
type Width = keyof typeof widths;
type Theme = 'light' | 'dark';
type Language = 'uk' | 'en';

const pick = <T extends string>(name: string, all: readonly T[]): T[] => {
  const wanted = process.env[name]?.split(',');
  return wanted ? all.filter((value) => wanted.includes(value)) : [...all];
};

const today = (() => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What to do once the page shows (open a section, run something) before the picture. */
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { name: 'welcome', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'verify-email', path: '/verify-email', signedIn: false },
  { name: 'email-action', path: '/email-action?resent=1', signedIn: false },
  { name: 'test-home', path: '/test-home', signedIn: false },
  { name: 'privacy', path: '/privacy.html', signedIn: false },
  { name: 'today', path: '/', signedIn: true },
  {
    name: 'today-choosing',
    path: '/',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('.family-tile').nth(1).click();
      await page.locator('.chip.family').nth(2).click();
      await page.locator('.intensity__level').nth(2).click();
    },
  },
  { name: 'calendar', path: '/calendar', signedIn: true },
  { name: 'day', path: `/day/${addDays(today, -1)}`, signedIn: true },
  { name: 'day-empty', path: `/day/${addDays(today, -40)}`, signedIn: true },
  {
    name: 'day-analysis',
    path: `/day/${addDays(today, -1)}`,
    signedIn: true,
    prepare: async (page) => {
      await page.locator('main button.button--primary').first().click();
      await page.waitForURL('**/day-analysis');
    },
  },
  { name: 'analysis', path: '/analysis', signedIn: true },
  {
    name: 'analysis-result',
    path: '/analysis',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('.human-check__placeholder').click();
      await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
      await page.locator('main button.button--primary').first().click();
      await page.getByTestId('analysis-text').waitFor({ timeout: 30_000 });
    },
  },
  { name: 'week-analysis', path: '/week-analysis', signedIn: true },
  { name: 'assistant', path: '/assistant-chat', signedIn: true },
  {
    name: 'assistant-conversation',
    path: '/assistant-chat',
    signedIn: true,
    prepare: async (page) => {
      const before = await page.locator('.chat-message--assistant').count();
      await page
        .locator('#chat-input')
        .fill('Як мені сьогодні відпочити? / How can I rest tonight?');
      await page.locator('#chat-input').press('Enter');
      await page.locator('.chat-message--assistant').nth(before).waitFor({ timeout: 30_000 });
    },
  },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'life-counter', path: '/life-counter', signedIn: true },
  { name: 'instructions', path: '/instructions', signedIn: true },
  { name: 'payment', path: '/payment', signedIn: true },
];

/** Lets the page settle: its data loaded, its lazy parts in place. */
async function settle(page: Page) {
  await page.locator('#main h2, article:not([hidden]) h1').first().waitFor();
  await page.locator('.loading').first().waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** To a screen as a link takes one there (no reload); static pages and the first visit load. */
async function open(page: Page, path: string) {
  const inApp = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  const here = new URL(page.url());
  if (inApp && `${here.pathname}${here.search}` === path) {
    // Already there: the next picture shows the same screen in another state.
  } else if (inApp && path !== '/' && !path.endsWith('.html')) {
    await page.evaluate((to) => {
      document.querySelector('#main > .container > *')?.setAttribute('data-leaving', '');
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('[data-leaving]').waitFor({ state: 'detached' });
  } else {
    await page.goto(path);
  }
  await settle(page);
}

/**
 * A full-page picture cannot show a bar fixed to the window's bottom where a person sees it; it
 * is drawn where the page ends instead.
 */
const FULL_PAGE_CSS =
  '.app-header, .tab-bar, .sticky-actions { position: relative !important; bottom: auto !important; } .toast-region { display: none; }';

async function signedInState(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  await checkbox.waitFor({ state: 'visible' });
  await checkbox.click({ force: true });
  await page.locator('altcha-widget [data-state="verified"]').waitFor();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function newContext(
  browser: Browser,
  baseURL: string,
  width: Width,
  theme: Theme,
  language: Language,
  storageState?: Awaited<ReturnType<typeof signedInState>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: widths[width],
    deviceScaleFactor: width === 'phone' ? 2 : 1,
    colorScheme: theme,
    locale: language === 'uk' ? 'uk-UA' : 'en-US',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(
    ([lang, th]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', th);
    },
    [language, theme] as const,
  );
  return context;
}

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const stack = await startStackProcess();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const seeded = await fetch(`${stack.url}/api/dev/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, days: 12 }),
  });
  if (!seeded.ok) throw new Error(`seed: ${seeded.status}`);
  // Ukraine opens the analysis and the assistant from 5 days (free-ua), as for most users.
  const cognito = await cognitoFor(stack.url);
  const tokens = await cognito.signIn(EMAIL, PASSWORD, await solvedCaptcha(stack.url));
  await fetch(`${stack.url}/api/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.IdToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ displayName: 'Олена', country: 'Україна', birthDate: '15.03.1990' }),
  });
  const state = await signedInState(browser, stack.url);

  const wanted = new Set(
    pick(
      'SCREENS',
      screens.map((s) => s.name),
    ),
  );
  let count = 0;
  for (const width of pick('WIDTHS', ['phone', 'desktop'] as const)) {
    for (const theme of pick('THEMES', ['light', 'dark'] as const)) {
      for (const language of pick('LANGUAGES', ['uk', 'en'] as const)) {
        const contexts = {
          visitor: await newContext(browser, stack.url, width, theme, language),
          user: await newContext(browser, stack.url, width, theme, language, state),
        };
        const pages = {
          visitor: await contexts.visitor.newPage(),
          user: await contexts.user.newPage(),
        };
        for (const screen of screens.filter((s) => wanted.has(s.name))) {
          const page = pages[screen.signedIn ? 'user' : 'visitor'];
          await open(page, screen.path);
          if (screen.prepare) {
            await screen.prepare(page);
            await settle(page);
          }
          await page.addStyleTag({ content: FULL_PAGE_CSS });
          await page.evaluate(() => window.scrollTo(0, 0));
          const file = path.join(OUT, `${screen.name}.${width}.${theme}.${language}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          count++;
        }
        await contexts.visitor.close();
        await contexts.user.close();
      }
    }
  }
  console.log(`${count} screenshots in ${OUT} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  await browser.close();
  await stack.stop();
}
