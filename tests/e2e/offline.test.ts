/**
 * Issue 15's offline app in Chromium: the install criteria (a manifest and a service worker that
 * Chromium accepts), the app shell and what was read served from the device offline, an entry
 * written offline kept through closing the tab and sent exactly once when the connection
 * returns, and sign-out leaving nothing on the device.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  chromiumForFile,
  exportedEntries,
  idTokenOf,
  localeText,
  newPage,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';

const en = (key: string) => localeText('en', key);
const PASSWORD = 'lantern-shelter-83';

const browser = chromiumForFile();

/** Waits until the service worker is active and controls the page (after one reload at most). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Everything this app holds in its IndexedDB store, keys and values, as one text. */
const deviceText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('emotion-journal');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('device')) return resolve('');
          const store = db.transaction('device').objectStore('device');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(JSON.stringify([keys.result.map(String), values.result]));
          values.onerror = () => reject(new Error(String(values.error)));
        };
      }),
  );

/** The user id (`sub`) of an ID token. */
const userIdOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string })
    .sub;

describe('offline and installable', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  it('meets Chromium’s install criteria once signed in', async () => {
    const email = uniqueEmail('offline');
    await seedUser(email, PASSWORD, 3);
    ({ context, page } = await newPage(browser, {
      language: 'en',
      viewport: viewports.phone,
      serviceWorkers: 'allow',
    }));
    await signInThroughUi(page, email, PASSWORD, 'en');
    token = (await idTokenOf(page))!;
    await page.goto('/');
    await controlledByServiceWorker(page);

    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.name).toBe(localeText('uk', 'app.title'));
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Every Playwright context is incognito, where Chromium never offers to install: that one
    // reason aside, nothing is missing.
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
  });

  it('opens offline from the device, keeps an entry written offline through a closed tab, and sends it once', async () => {
    // The calendar read once online is on the device afterwards (the cache is written within a second).
    await page.goto('/calendar');
    await page.locator('.calendar__mark:not(.calendar__mark--empty)').first().waitFor();
    await page.waitForTimeout(1500);

    // Offline, the app is opened again (a page opened before would keep the old online state
    // in Chromium's emulation): the app shell, the calendar and the notice come from the device.
    await context.setOffline(true);
    await page.close();
    page = await context.newPage();
    await page.goto('/calendar');
    await page.getByTestId('offline-notice').waitFor();
    await page.locator('.calendar__mark:not(.calendar__mark--empty)').first().waitFor();

    await page.goto('/');
    await page.getByLabel(en('journal.emotionLabel'), { exact: true }).fill('calm');
    await page.getByLabel(en('journal.noteLabel'), { exact: true }).fill('Written in the shelter');
    // Offline the form needs no human check: the device solves one when it sends.
    await page.getByRole('button', { name: en('offline.saveOnDevice'), exact: true }).click();
    await page.getByText(en('offline.keptOnDevice')).waitFor();
    await page.getByTestId('entry-waiting').waitFor();

    // Closed and opened again, still offline: the entry is still there, still waiting.
    await page.close();
    page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('entry-waiting').waitFor();
    await page.getByText('Written in the shelter').waitFor();
    expect(await exportedEntries(token)).toHaveLength(3);

    await context.setOffline(false);
    // Sent on the browser's online event, or when the app next finds the server (15 s at most).
    await page
      .getByText(en('offline.sent').replace('{{count, number}}', '1'))
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('entry-waiting').count()).toBe(0);
    const entries = await exportedEntries(token);
    expect(entries).toHaveLength(4);
    expect(entries.filter((entry) => entry.note === 'Written in the shelter')).toHaveLength(1);

    // Opening the app again sends nothing more.
    await page.close();
    page = await context.newPage();
    await page.goto('/');
    await page.getByText('Written in the shelter').waitFor();
    expect(await page.getByTestId('entry-waiting').count()).toBe(0);
    expect(await exportedEntries(token)).toHaveLength(4);
  });

  it('leaves nothing of the person on the device after sign-out', async () => {
    // Before: the device holds the person's journal (the cache is written a second after a read).
    await expect.poll(() => deviceText(page)).toContain(userIdOf(token));
    await page
      .getByRole('button', { name: en('app.logout') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    // The cache of what a visitor sees may be written again; nothing of the person is in it.
    await expect.poll(() => deviceText(page)).not.toContain(userIdOf(token));
    const left = await deviceText(page);
    expect(left).not.toContain('Written in the shelter');
    expect(left).not.toContain('A quiet morning walk helped.');
    await context.close();
  });
});
