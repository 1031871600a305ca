import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  holdAppCode,
  localeText,
  newPage,
  type Language,
} from './support/browser';

const browser = chromiumForFile();

/** The UI settles after a lazy chunk or a locale file loads: allow more than poll's 1 s default. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

const languageOrder: Language[] = ['en', 'ja', 'es', 'uk'];

describe('home page', () => {
  it('switches through the four languages, keeps the choice and shows the user count', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    // Nothing stored yet: Ukrainian first.
    await poll(() => page.locator('h1').textContent()).toBe(localeText('uk', 'app.title'));

    for (const language of languageOrder) {
      await page.getByTestId('language-select').selectOption(language);
      await poll(() => page.locator('h1').textContent()).toBe(localeText(language, 'app.title'));
      await poll(() => page.getByTestId('disclaimer').textContent()).toContain(
        localeText(language, 'home.disclaimerReplace'),
      );
      await poll(() => page.locator('html').getAttribute('lang')).toBe(language);
    }

    await page.getByTestId('language-select').selectOption('ja');
    await page.reload();
    await poll(() => page.locator('h1').textContent()).toBe(localeText('ja', 'app.title'));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');

    await poll(() => page.getByTestId('user-count-value').textContent()).toMatch(
      /^\d[\d\s,.\u00a0\u202f]*$/,
    );

    // The important-information link brings the disclaimer into view.
    await page.getByRole('link', { name: localeText('ja', 'home.importantLink') }).click();
    await poll(() => page.getByTestId('disclaimer').isVisible()).toBe(true);
    await context.close();
  });

  it('keeps form fields usable while the page blocks copying and the context menu', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto('/');
    await page.getByTestId('disclaimer').waitFor();
    const blocked = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !document.querySelector('h1')!.dispatchEvent(event);
    });
    expect(blocked).toBe(true);
    await page.goto('/login');
    const email = page.getByLabel(localeText('en', 'auth.email'));
    await email.fill('someone@example.com');
    const selectable = await email.evaluate((input: HTMLInputElement) => {
      const event = new Event('selectstart', { bubbles: true, cancelable: true });
      return input.dispatchEvent(event);
    });
    expect(selectable).toBe(true);
    await context.close();
  });

  it('redirects unknown paths home and protected routes to /login; serves the legal pages', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => page.locator('h2').first().textContent()).toBe(
      localeText('en', 'home.welcomeTitle'),
    );

    await page.goto('/emotion');
    await page.waitForURL((url) => url.pathname === '/login');

    for (const [file, key] of [
      ['/privacy.html', 'legal.privacy.title'],
      ['/terms.html', 'legal.terms.title'],
      ['/delete-account.html', 'legal.deleteAccount.title'],
    ] as const) {
      await page.goto(file);
      await poll(() => page.locator('article:not([hidden]) h1').textContent()).toBe(
        localeText('en', key),
      );
    }
    // The page's own switcher changes and saves the language.
    await page.locator('#language').selectOption('uk');
    await poll(() => page.locator('article:not([hidden]) h1').textContent()).toBe(
      localeText('uk', 'legal.deleteAccount.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('uk');
    await context.close();
  });
  it('paints the sign-in page, in the chosen language, before the app’s code arrives', async () => {
    const { context, page } = await newPage(browser, { language: 'es' });
    const release = await holdAppCode(page);
    await page.goto('/login');
    const title = page.getByRole('heading', { name: localeText('es', 'auth.login.title') });
    await title.waitFor();
    expect(await page.title()).toBe(
      `${localeText('es', 'auth.login.title')} · ${localeText('es', 'app.title')}`,
    );
    // Nothing can be typed into the painting: it would be lost when the app takes over.
    const email = page.getByLabel(localeText('es', 'auth.email'), { exact: true });
    expect(await email.isDisabled()).toBe(true);

    release();
    await poll(() => email.isEnabled()).toBe(true);
    await email.fill('persona@example.com');
    expect(await email.inputValue()).toBe('persona@example.com');
    await context.close();
  });
});
