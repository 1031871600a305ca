/**
 * The quality bars of issue 13, over every screen: no serious or critical axe violation (uk and
 * en at phone and desktop width, light and dark; ja and es on a light phone), nothing wider than
 * a 360 px phone, tap targets of 44 px, every primary screen one tap from any other, and the
 * visitor's home light.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lambdas/domain/dates';
import {
  baseUrl,
  browserToday,
  launchBrowser,
  localeText,
  newPage,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  updateProfile,
  viewports,
  type Language,
} from './support/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const PASSWORD = 'calm-river-42';

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** Reached from another screen by a click (it needs that screen's state). */
  via?: (page: Page, language: Language) => Promise<void>;
}

const today = browserToday();
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
  { name: 'calendar', path: '/calendar', signedIn: true },
  { name: 'day', path: `/day/${addDays(today, -1)}`, signedIn: true },
  { name: 'empty day', path: `/day/${addDays(today, -40)}`, signedIn: true },
  {
    name: 'day analysis',
    path: `/day/${addDays(today, -1)}`,
    signedIn: true,
    via: async (page, language) => {
      await page.getByRole('button', { name: localeText(language, 'day.runAnalysis') }).click();
      await page.waitForURL('**/day-analysis');
    },
  },
  { name: 'insights', path: '/insights', signedIn: true },
  { name: 'analysis', path: '/analysis', signedIn: true },
  { name: 'week analysis', path: '/week-analysis', signedIn: true },
  { name: 'assistant', path: '/assistant-chat', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'life counter', path: '/life-counter', signedIn: true },
  { name: 'instructions', path: '/instructions', signedIn: true },
  { name: 'payment', path: '/payment', signedIn: true },
  { name: 'help', path: '/help', signedIn: true },
];

const combos: { language: Language; width: keyof typeof viewports; theme: 'light' | 'dark' }[] = [
  ...(['uk', 'en'] as const).flatMap((language) =>
    (['phone', 'desktop'] as const).flatMap((width) =>
      (['light', 'dark'] as const).map((theme) => ({ language, width, theme })),
    ),
  ),
  { language: 'ja', width: 'phone', theme: 'light' },
  { language: 'es', width: 'phone', theme: 'light' },
];

let browser: Browser;
let signedInState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const email = uniqueEmail('quality');
  await seedUser(email, PASSWORD, 8);
  // Ukraine with 8 days: the analysis, the week and the assistant are open, as for most users.
  await updateProfile(email, PASSWORD, { country: 'Україна', birthDate: '15.03.1990' });
  const { context, page } = await newPage(browser, { language: 'en' });
  await signInThroughUi(page, email, PASSWORD);
  signedInState = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function contextFor(combo: (typeof combos)[number], signedIn: boolean) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[combo.width],
    colorScheme: combo.theme,
    locale: 'en-US',
    ...(signedIn ? { storageState: signedInState } : {}),
  });
  await context.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('language', language);
      localStorage.setItem('theme', theme);
    },
    [combo.language, combo.theme] as const,
  );
  return context;
}

/** Waits until the screen has its data and its lazy parts (the human check) in place. */
async function settle(page: Page) {
  await page.locator('#main h2, article:not([hidden]) h1').first().waitFor();
  await page.locator('.loading').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** To a screen of the app as a link takes one there; static pages and the first visit load. */
async function open(page: Page, path: string) {
  // The prerendered welcome looks like the app but is not it: only React's root can route.
  const inApp = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  const isStatic = path === '/' || path.endsWith('.html');
  if (inApp && !isStatic) {
    // The old screen stays until the new one's code has arrived: wait for it to leave.
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

interface Finding {
  screen: string;
  problem: string;
}

async function audit(page: Page, screen: string, width: keyof typeof viewports) {
  const findings: Finding[] = [];
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  findings.push(...violations.map((problem) => ({ screen, problem })));

  if (width === 'phone') {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) findings.push({ screen, problem: `${overflow}px wider than the phone` });
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, .button, select, .tab-bar a, .top-nav a, .link-list a, summary',
        ),
      ]
        .filter((element) => element.offsetParent !== null && !element.closest('altcha-widget'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}×${box.height}`),
    );
    findings.push(...small.map((problem) => ({ screen, problem: `small target: ${problem}` })));
  }
  return findings;
}

describe('quality of every screen', () => {
  it.each(combos.map((combo) => [combo.language, combo.width, combo.theme, combo] as const))(
    '%s, %s, %s: no serious axe violation, no sideways scroll, 44 px targets',
    async (_language, _width, _theme, combo) => {
      const findings: Finding[] = [];
      for (const signedIn of [false, true]) {
        const context = await contextFor(combo, signedIn);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        for (const screen of screens.filter((s) => s.signedIn === signedIn)) {
          try {
            await open(page, screen.path);
            if (screen.via) {
              await screen.via(page, combo.language);
              await settle(page);
            }
            findings.push(...(await audit(page, screen.name, combo.width)));
          } catch (error) {
            findings.push({
              screen: screen.name,
              problem: `did not show: ${String(error).slice(0, 200)}`,
            });
          }
        }
        await context.close();
      }
      expect([...new Set(findings.map((f) => `${f.screen}: ${f.problem}`))]).toEqual([]);
    },
  );

  it.each(['phone', 'desktop'] as const)(
    'puts every primary screen one tap from any other (%s)',
    async (width) => {
      const context = await contextFor({ language: 'en', width, theme: 'light' }, true);
      const page = await context.newPage();
      const sections = ['today', 'calendar', 'insights', 'analysis', 'assistant', 'profile'];
      const nav = page.getByRole('navigation', { name: localeText('en', 'nav.primaryLabel') });
      for (const path of [
        '/',
        '/calendar',
        '/insights',
        '/analysis',
        '/assistant-chat',
        '/profile',
      ]) {
        await page.goto(path);
        await nav.waitFor();
        for (const section of sections) {
          const link = nav.getByRole('link', { name: localeText('en', `nav.tabs.${section}`) });
          expect(await link.isVisible(), `${section} from ${path}`).toBe(true);
        }
        // The current screen's tab says so.
        expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      }
      await context.close();
    },
  );

  it('lets a visitor read the home page with at most 90 kB of script (gzipped), without Amplify', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.phone });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByTestId('user-count-value').locator('strong').waitFor();
    await page.waitForLoadState('networkidle');
    const { gzipSync } = await import('node:zlib');
    let total = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      total += gzipSync(body, { level: 9 }).length;
      // Amplify's own request header name: in its code, and nowhere else.
      expect(body.toString('utf8')).not.toContain('x-amz-user-agent');
    }
    expect(total).toBeLessThanOrEqual(90 * 1024);
    await context.close();
  });
});
