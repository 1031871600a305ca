/**
 * Issue 15's daily reminder in the product: turned on from the profile at a chosen time in the
 * device's zone, it arrives in the outbox at that minute (the local scheduler's test clock) in
 * the person's language; its one-click stop turns it off, and the profile then shows it off.
 */
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  chromiumForFile,
  localeText,
  newPage,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';
import { outbox } from '../support/outbox';

const en = (key: string) => localeText('en', key);
const PASSWORD = 'evening-bells-47';

const browser = chromiumForFile();

const setClock = (now: string) =>
  fetch(`${baseUrl()}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });

const reminderEmails = async (to: string) =>
  (await outbox(baseUrl(), to)).filter(
    (message) => message.channel !== 'push' && message.subject === en('reminders.email.subject'),
  );

describe('daily reminder', () => {
  it('is set on the profile, arrives at the chosen minute, and stops with one click', async () => {
    const email = uniqueEmail('reminder');
    await seedUser(email, PASSWORD, 1);
    const { context, page } = await newPage(browser, {
      language: 'en',
      viewport: viewports.phone,
      timezoneId: 'Europe/Kyiv',
    });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/profile');

    const section = page.getByRole('region', { name: en('reminders.ui.title') });
    await section.getByLabel(en('reminders.ui.enabled'), { exact: true }).check();
    await section.getByLabel(en('reminders.ui.time'), { exact: true }).fill('21:30');
    await expect(
      section.getByLabel(en('reminders.ui.email'), { exact: true }).isChecked(),
    ).resolves.toBe(true);
    await section.getByText('Eastern European Time').waitFor();
    await section.getByRole('button', { name: en('reminders.ui.save') }).click();
    await page.getByText('Reminder saved: every day at 9:30 PM.').waitFor();

    // 21:29 in Kyiv (UTC+2 in November): nothing yet; 21:30: the reminder, in English.
    await setClock('2026-11-24T19:29:00Z');
    expect(await reminderEmails(email)).toHaveLength(0);
    await setClock('2026-11-24T19:30:00Z');
    const [reminder, ...more] = await reminderEmails(email);
    expect(more).toHaveLength(0);
    expect(reminder!.text).toContain(en('reminders.email.question'));

    const stopLink = reminder!.links.find((link) => link.includes('/api/reminders/stop?'))!;
    const stopPage = await page.context().newPage();
    await stopPage.goto(stopLink);
    await stopPage.getByText(en('reminders.stopPage.title')).waitFor();
    await stopPage.close();

    await page.reload();
    const reloaded = page.getByRole('region', { name: en('reminders.ui.title') });
    await expect
      .poll(() => reloaded.getByLabel(en('reminders.ui.enabled'), { exact: true }).isChecked())
      .toBe(false);
    await setClock('2026-11-25T19:30:00Z');
    expect(await reminderEmails(email)).toHaveLength(1);
    await context.close();
  });

  it('asks for a way to be reminded before saving', async () => {
    const email = uniqueEmail('reminder-none');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en', viewport: viewports.phone });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: en('reminders.ui.title') });
    await section.getByLabel(en('reminders.ui.enabled'), { exact: true }).check();
    await section.getByLabel(en('reminders.ui.email'), { exact: true }).uncheck();
    await section.getByRole('button', { name: en('reminders.ui.save') }).click();
    await section
      .getByRole('alert')
      .getByText(en('reminders.errors.reminders_no_channel'))
      .waitFor();
    await context.close();
  });
});
