/**
 * The requests a signed-in journey costs in Chromium: sign in → save an entry → calendar → a
 * day → back to the calendar. Moves between screens as a link does (client-side navigation), so
 * the app's own caching is what is measured. Run after `npm run build`:
 *   npx tsx bench/journey-requests.ts
 */
import { chromium, type Page } from 'playwright-core';
import { solvedCaptcha } from '../tests/support/captcha';
import { startStackProcess } from '../tests/support/stack-process';
import en from '../locales/en.json' with { type: 'json' };

const EMAIL = `journey-${Date.now()}@example.com`;
const PASSWORD = 'Secret123';

/** Client-side navigation, as a click on an in-app link does it. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

async function passHumanCheck(page: Page) {
  const checkbox = page.locator('altcha-widget').first().locator('input[type="checkbox"]');
  await checkbox.waitFor({ state: 'visible' });
  await checkbox.click({ force: true });
  await page.locator('altcha-widget [data-state="verified"]').first().waitFor();
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const stack = await startStackProcess();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await solvedCaptcha(stack.url); // warms the stack so the first step is not a cold start
  const seeded = await fetch(`${stack.url}/api/dev/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, days: 3 }),
  });
  if (!seeded.ok) throw new Error(`seed: ${seeded.status}`);

  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  let step = 'open /login';
  const requests: { step: string; line: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const counted =
      url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/cognito') ||
      url.pathname === '/config.json';
    if (counted) {
      const target = request.headers()['x-amz-target']?.split('.').pop();
      const line = `${request.method()} ${url.pathname}${url.search}${target ? ` (${target})` : ''}`;
      requests.push({ step, line });
    }
  });
  const settle = () => page.waitForLoadState('networkidle');

  await page.goto('/login');
  await page.getByLabel(en.auth.email, { exact: true }).fill(EMAIL);
  await page.getByLabel(en.auth.password, { exact: true }).fill(PASSWORD);
  await passHumanCheck(page);
  await settle();
  step = 'sign in';
  await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await settle();
  // The landing screen may still be loading its own code and data.
  await page.waitForTimeout(1500);
  await settle();

  step = 'save an entry';
  const emotionField = page.getByLabel(en.journal.emotionLabel, { exact: true });
  if (!(await emotionField.isVisible())) {
    await navigate(page, '/emotion');
    await emotionField.waitFor();
  }
  await emotionField.fill('Calm');
  await passHumanCheck(page);
  await page.getByRole('button', { name: en.journal.save, exact: true }).click();
  await page.getByText(en.journal.saved, { exact: true }).first().waitFor();
  await settle();

  step = 'calendar';
  await navigate(page, '/calendar');
  await page.waitForURL('**/calendar');
  await page.getByRole('heading', { name: en.calendar.title }).waitFor();
  await settle();

  step = 'a day';
  await navigate(page, `/day/${today()}`);
  await page.getByText('Calm', { exact: true }).first().waitFor();
  await settle();

  step = 'back to calendar';
  await page.goBack();
  await page.waitForURL('**/calendar');
  await page.getByRole('heading', { name: en.calendar.title }).waitFor();
  await settle();

  const journey = requests.filter((r) => r.step !== 'open /login');
  let current = '';
  for (const { step: name, line } of journey) {
    if (name !== current) console.log(`\n${(current = name)}:`);
    console.log(`  ${line}`);
  }
  const api = journey.filter((r) => r.line.includes(' /api/'));
  const captcha = api.filter((r) => r.line.includes('/api/captcha/'));
  console.log(
    `\n${journey.length} requests in the journey: ${api.length} to /api (${captcha.length} human-check challenges), ${journey.length - api.length} to Cognito or /config.json`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
