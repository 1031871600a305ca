import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lambdas/domain/dates';
import { lifeDayNumber } from '../../lambdas/domain/profile';
import {
  browserToday,
  hasIdToken,
  chromiumForFile,
  holdAppCode,
  localeText,
  newPage,
  passHumanCheck,
  seedUser,
  signInThroughUi,
  submitLogin,
  uniqueEmail,
} from './support/browser';

const text = (key: string) => localeText('en', key);

const browser = chromiumForFile();

const dotted = (iso: string) => iso.split('-').reverse().join('.');

async function recordEmotion(page: Page, emotion: string, note: string) {
  await page.getByLabel(text('journal.emotionLabel'), { exact: true }).fill(emotion);
  await page.getByLabel(text('journal.noteLabel'), { exact: true }).fill(note);
  await passHumanCheck(page);
  await page.getByRole('button', { name: text('journal.save'), exact: true }).click();
  // The form clears once the entry is kept, and a toast says so.
  await expect
    .poll(() => page.getByLabel(text('journal.emotionLabel'), { exact: true }).inputValue())
    .toBe('');
  expect(await page.getByLabel(text('journal.noteLabel'), { exact: true }).inputValue()).toBe('');
  await page.getByText(text('journal.saved'), { exact: true }).waitFor();
}

describe('journal', () => {
  it('paints today’s screen for a returning writer before the app’s code arrives, then becomes the app', async () => {
    const email = uniqueEmail('today-preview');
    const password = 'Secret123';
    await seedUser(email, password, 1);
    const { context, page } = await newPage(browser, { language: 'uk' });
    await signInThroughUi(page, email, password, 'uk');
    const release = await holdAppCode(page);
    await page.goto('/');
    await page.getByRole('heading', { name: localeText('uk', 'journal.title') }).waitFor();
    const note = page.getByLabel(localeText('uk', 'journal.noteLabel'), { exact: true });
    // Nothing can be typed into the painting, and its date (the day it was built) is hidden.
    expect(await note.isDisabled()).toBe(true);
    const date = page.locator('[data-prerendered-date]');
    expect(await date.evaluate((line) => getComputedStyle(line).visibility)).toBe('hidden');
    // It holds no one's data: the writer's entries come with the app.
    expect(await page.getByTestId('days-count').count()).toBe(0);

    release();
    await expect.poll(() => note.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => date.evaluate((line) => getComputedStyle(line).visibility))
      .toBe('visible');
    await page.getByTestId('days-count').waitFor();
    await note.fill('Тиша після тривоги');
    expect(await note.inputValue()).toBe('Тиша після тривоги');
    await context.close();
  });

  it('records, browses, edits the profile, exports and erases everything', async () => {
    const email = uniqueEmail('journal');
    const password = 'Secret123';
    await seedUser(email, password, 0);
    const { context, page } = await newPage(browser, { language: 'en' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await signInThroughUi(page, email, password);
    await page.goto('/emotion');
    await recordEmotion(page, 'Calm', 'Tea with my sister');
    await recordEmotion(page, 'Hope', 'A letter from home');

    // The calendar marks today by its accessible name and a shape, not by colour alone.
    const today = browserToday();
    await page
      .getByRole('navigation', { name: text('nav.primaryLabel') })
      .getByRole('link', { name: text('nav.tabs.calendar'), exact: true })
      .click();
    const todayLabel = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    const todayTile = page.getByRole('button', {
      name: `${todayLabel} ${text('calendar.hasEntries')}`,
    });
    await todayTile.waitFor();
    expect(await todayTile.locator('.calendar__mark svg').count()).toBe(1);
    await todayTile.click();

    await page.waitForURL(`**/day/${today}`);
    await expect.poll(() => page.locator('h2').first().textContent()).toBe(dotted(today));
    const entries = page.getByRole('list', { name: text('day.entriesLabel') });
    await entries.getByText('Calm', { exact: true }).waitFor();
    await entries.getByText('Hope', { exact: true }).waitFor();
    await entries.getByText('A letter from home').waitFor();

    await page.getByRole('link', { name: text('day.previous') }).click();
    await page.waitForURL(`**/day/${addDays(today, -1)}`);
    await expect
      .poll(() => page.locator('h2').first().textContent())
      .toBe(dotted(addDays(today, -1)));
    await page.getByText(text('day.empty')).waitFor();
    await page.getByRole('link', { name: text('day.next') }).click();
    await page.waitForURL(`**/day/${today}`);
    await entries.getByText('Calm', { exact: true }).waitFor();
    // Today is the last day: the next-day button does not walk into the future.
    expect(await page.getByRole('link', { name: text('day.next') }).count()).toBe(0);
    await page.goto(`/day/${addDays(today, 1)}`);
    await page.waitForURL((url) => url.pathname === '/calendar');

    // Profile: name, birth date in the day-first form, languages as text.
    await page.goto('/profile');
    await page.getByLabel(text('profile.fields.displayName'), { exact: true }).fill('Olena');
    await page.getByLabel(text('profile.fields.birthDate'), { exact: true }).fill('15.03.1990');
    await page
      .getByLabel(text('profile.fields.languages'), { exact: true })
      .fill('Ukrainian, English');
    await page.getByRole('button', { name: text('profile.save'), exact: true }).click();
    await page.getByText(text('profile.updated'), { exact: true }).waitFor();
    expect(
      await page.getByLabel(text('profile.fields.languages'), { exact: true }).inputValue(),
    ).toBe('Ukrainian, English');

    await page.getByRole('link', { name: text('profile.toLifeCounter') }).click();
    const dayNumber = new Intl.NumberFormat('en-US').format(lifeDayNumber('1990-03-15', today)!);
    await expect
      .poll(() => page.getByTestId('life-day-number').textContent())
      .toBe(text('lifeCounter.dayNumber').replace('{{number}}', dayNumber));

    // Export: the file holds both entries.
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('profile.data.export_json') }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported).toContain('Calm');
    expect(exported).toContain('A letter from home');
    expect(() => JSON.parse(exported)).not.toThrow();

    // Erasure: human check, confirmation, alert, home, signed out.
    const dangerZone = page.locator('section', {
      has: page.getByRole('heading', { name: text('profile.delete.title') }),
    });
    await passHumanCheck(page, dangerZone);
    await dangerZone.getByRole('button', { name: text('profile.delete.button') }).click();
    await expect.poll(() => dialogs).toContain(text('profile.delete.done'));
    expect(dialogs).toContain(text('profile.delete.confirm'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await hasIdToken(page)).toBe(false);

    // The account is gone: signing in again fails.
    const loginErrorPrefix = text('auth.login.error').split('(')[0]!.trim();
    await submitLogin(page, email, password);
    await expect
      .poll(
        async () =>
          dialogs.some((message) => message.startsWith(loginErrorPrefix)) ||
          (await page.getByText(loginErrorPrefix).count()) > 0,
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await hasIdToken(page)).toBe(false);
    await context.close();
  });
});
