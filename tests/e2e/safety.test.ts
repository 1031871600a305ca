/**
 * Issue 9 in the product: a flagged note is saved and answered with one calm card of the
 * country's help lines (tel: links), and "Get help now" is one tap away on every signed-in
 * screen at phone width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lambdas/domain/dates';
import {
  browserToday,
  chromiumForFile,
  localeText,
  newPage,
  passHumanCheck,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';

const uk = (key: string) => localeText('uk', key);
const PASSWORD = 'quiet-harbour-7';

const browser = chromiumForFile();

async function signedInPhone(days: number) {
  const email = uniqueEmail('safety');
  await seedUser(email, PASSWORD, days);
  const { context, page } = await newPage(browser, { language: 'uk', viewport: viewports.phone });
  await signInThroughUi(page, email, PASSWORD, 'uk');
  return { context, page };
}

/** Lifeline Ukraine: the line of someone writing in Ukrainian with no country in the profile. */
const lifeline = (page: Page) => page.getByTestId('crisis-card').locator('a[href="tel:7333"]');

describe('help when it is needed', () => {
  it('saves a note that speaks of ending life and answers with one calm card of the lines', async () => {
    const { context, page } = await signedInPhone(0);
    await page.goto('/');
    const word = page.getByLabel(uk('journal.emotionLabel'), { exact: true });
    await word.fill('Порожнеча');
    await page
      .getByLabel(uk('journal.noteLabel'), { exact: true })
      .fill('Не хочу більше жити. Сьогодні вночі все закінчу.');
    await passHumanCheck(page);
    await page.getByRole('button', { name: uk('journal.save'), exact: true }).click();

    const card = page.getByTestId('crisis-card');
    await card.waitFor();
    expect(await page.getByTestId('crisis-card').count()).toBe(1);
    expect(await card.getAttribute('role')).toBe('status');
    expect(await card.getByRole('heading').textContent()).toBe(localeText('uk', 'crisis.title'));
    expect(await card.textContent()).toContain(localeText('uk', 'crisis.grounding'));
    expect(await lifeline(page).textContent()).toBe(
      localeText('uk', 'crisisUi.call').replace('{{phone}}', '7333'),
    );
    expect(await card.textContent()).toContain(
      localeText('uk', 'crisisUi.hours').replace(
        '{{hours}}',
        localeText('uk', 'helplines.hours.always'),
      ),
    );
    // The note is kept whatever happens.
    await page.getByText('Порожнеча', { exact: true }).waitFor();
    await page.getByText(uk('journal.saved'), { exact: true }).waitFor();
    await context.close();
  });

  it('shows no card for a quiet note', async () => {
    const { context, page } = await signedInPhone(0);
    await page.goto('/');
    await page.getByLabel(uk('journal.emotionLabel'), { exact: true }).fill('Спокій');
    await page.getByLabel(uk('journal.noteLabel'), { exact: true }).fill('Чай із сестрою');
    await passHumanCheck(page);
    await page.getByRole('button', { name: uk('journal.save'), exact: true }).click();
    await page.getByText(uk('journal.saved'), { exact: true }).waitFor();
    expect(await page.getByTestId('crisis-card').count()).toBe(0);
    await context.close();
  });

  it('puts "Get help now" one tap from every signed-in screen on a phone', async () => {
    const { context, page } = await signedInPhone(3);
    const today = browserToday();
    for (const path of [
      '/',
      '/calendar',
      `/day/${addDays(today, -1)}`,
      '/analysis',
      '/assistant-chat',
      '/profile',
      '/life-counter',
      '/payment',
      '/instructions',
    ]) {
      await page.goto(path);
      const help = page.getByRole('banner').getByRole('link', { name: uk('crisisUi.getHelp') });
      await help.waitFor();
      expect(await help.isVisible(), path).toBe(true);
      await help.click();
      await page.waitForURL('**/help');
      await lifeline(page).waitFor();
    }
    // On the assistant and the profile it is written out too.
    for (const path of ['/assistant-chat', '/profile']) {
      await page.goto(path);
      await page
        .locator('#main')
        .getByRole('link', { name: uk('crisisUi.getHelp') })
        .click();
      await lifeline(page).waitFor();
    }
    await context.close();
  });
});
