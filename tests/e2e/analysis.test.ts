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
  updateProfile,
} from './support/browser';

const text = (key: string) => localeText('en', key);

const browser = chromiumForFile();

/** Runs the analysis of the current screen and waits for its result boxes. */
async function runAnalysis(page: Page, runLabel: string) {
  await passHumanCheck(page);
  await page.getByRole('button', { name: runLabel, exact: true }).click();
  await page.getByTestId('analysis-text').waitFor({ timeout: 30_000 });
  expect((await page.getByTestId('analysis-text').textContent())?.trim()).not.toBe('');
  expect((await page.getByTestId('advice-text').textContent())?.trim()).not.toBe('');
  expect(await page.getByTestId('offline-badge').textContent()).toBe(text('analysis.offlineBadge'));
}

describe('analysis and assistant', () => {
  it('runs day and week analysis and chats with the assistant (free for Ukraine, 7 days)', async () => {
    const email = uniqueEmail('analysis');
    await seedUser(email, 'Secret123', 7);
    const { context, page } = await newPage(browser, { language: 'en' });
    await signInThroughUi(page, email, 'Secret123');

    await page.goto('/profile');
    await page.getByLabel(text('profile.fields.country'), { exact: true }).fill('Ukraine');
    await page.getByRole('button', { name: text('profile.save'), exact: true }).click();
    await page.getByText(text('profile.updated'), { exact: true }).waitFor();

    // Day analysis from a seeded day.
    await page.goto(`/day/${addDays(browserToday(), -2)}`);
    await page.getByRole('list', { name: text('day.entriesLabel') }).waitFor();
    await page.getByRole('button', { name: text('day.runAnalysis') }).click();
    await page.waitForURL('**/day-analysis');
    await runAnalysis(page, text('analysis.day.run'));

    // The assistant, with the analysis as context; Enter sends.
    await page.getByRole('button', { name: text('analysis.discussWithAssistant') }).click();
    await page.waitForURL('**/assistant-chat');
    const input = page.getByLabel(text('chat.inputLabel'), { exact: true });
    await input.fill('What could help me sleep better?');
    await input.press('Enter');
    const reply = page.locator('.chat-message--assistant').first();
    await reply.waitFor({ timeout: 30_000 });
    expect((await reply.textContent())?.trim()).not.toBe('');
    expect(await input.inputValue()).toBe('');

    // Week analysis, offered from the analysis page.
    await page.goto('/analysis');
    await page.getByRole('link', { name: text('analysis.toWeek') }).click();
    await page.waitForURL('**/week-analysis');
    await runAnalysis(page, text('analysis.week.run'));
    await context.close();
  });

  it('runs the month analysis from the analysis page once 25 of the last 30 days have entries', async () => {
    const email = uniqueEmail('analysis-month');
    await seedUser(email, 'Secret123', 26);
    await updateProfile(email, 'Secret123', { country: 'Ukraine' });
    const { context, page } = await newPage(browser, { language: 'en' });
    await signInThroughUi(page, email, 'Secret123');
    await page.goto('/analysis');
    await page.getByRole('link', { name: text('analysis.toMonth'), exact: true }).click();
    await page.waitForURL('**/month-analysis');
    await page.getByRole('heading', { name: text('analysis.month.title') }).waitFor();
    await runAnalysis(page, text('analysis.month.run'));
    await context.close();
  });

  it('keeps chat and week analysis closed for 4 days without a country', async () => {
    const email = uniqueEmail('analysis-none');
    await seedUser(email, 'Secret123', 4);
    const { context, page } = await newPage(browser, { language: 'en' });
    await signInThroughUi(page, email, 'Secret123');

    await page.goto('/analysis');
    await page.getByText(text('analysis.gate')).waitFor();
    expect(await page.getByRole('link', { name: text('analysis.toWeek') }).count()).toBe(0);

    await page.goto('/assistant-chat');
    await page.getByText(text('chat.restricted')).waitFor();
    expect(
      await page.getByRole('link', { name: text('chat.toPayment') }).getAttribute('href'),
    ).toBe('/payment');
    expect(await page.getByLabel(text('chat.inputLabel')).count()).toBe(0);
    await context.close();
  });
});
