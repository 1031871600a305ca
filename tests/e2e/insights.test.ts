/**
 * Issue 14 in the product: insights from the navigation, a mark per day of the range in the Year
 * in Pixels (colour and shape of the day's family, an outline for an empty day), mood over time
 * with its table for screen readers, and a tag chosen on an entry showing up against mood with its
 * number of days, claiming nothing from fewer than five.
 */
import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  localeText,
  newPage,
  passHumanCheck,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';

const en = (key: string) => localeText('en', key);
const PASSWORD = 'slow-river-51';

const browser = chromiumForFile();

async function signedIn(days: number, viewport: { width: number; height: number }) {
  const email = uniqueEmail('insights');
  await seedUser(email, PASSWORD, days);
  const { context, page } = await newPage(browser, { language: 'en', viewport });
  await signInThroughUi(page, email, PASSWORD, 'en');
  return { context, page };
}

describe('insights', () => {
  it('welcomes a new user with an empty state that leads to writing', async () => {
    const { context, page } = await signedIn(0, viewports.phone);
    await page.goto('/insights');
    await page.getByText(en('insights.empty'), { exact: true }).waitFor();
    await page.getByRole('link', { name: en('insights.emptyAction'), exact: true }).waitFor();
    await context.close();
  });

  it('shows a mark per day of the range, the written days in their family, and the figures', async () => {
    const { context, page } = await signedIn(12, viewports.phone);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: en('nav.primaryLabel') })
      .getByRole('link', { name: en('nav.tabs.insights'), exact: true })
      .click();
    await page.waitForURL(/\/insights$/);
    const pixels = page.getByTestId('pixel');
    await page.getByTestId('stat-days').waitFor();
    expect(await pixels.count()).toBe(30);
    expect(await page.locator('[data-testid="pixel"][data-family]').count()).toBe(12);
    expect(await page.getByTestId('stat-days').textContent()).toBe('12');
    expect(await page.getByTestId('stat-current').textContent()).toBe('12');
    // The chart's figures, for screen readers: one row per written day.
    expect(await page.locator('.mood-chart table tbody tr').count()).toBe(12);
    await page.getByText(/^Days by main feeling: .+\. Days without entries: 18\.$/).waitFor();

    await page.getByRole('button', { name: en('insights.range.d365'), exact: true }).click();
    await expect.poll(() => pixels.count()).toBe(365);
    await context.close();
  });

  it('puts a tag chosen on an entry against mood, with its days and no claim from one day', async () => {
    const { context, page } = await signedIn(3, viewports.desktop);
    await page.goto('/');
    await page.getByLabel(en('journal.emotionLabel'), { exact: true }).fill('tired');
    await page.getByText(en('journal.tagsLabel'), { exact: true }).click();
    const sleep = localeText('en', 'tags.everyday.0');
    await page.getByRole('button', { name: sleep, exact: true }).click();
    await passHumanCheck(page);
    await page.getByRole('button', { name: en('journal.save'), exact: true }).click();
    await page.getByText(en('journal.saved'), { exact: true }).waitFor();

    await page.goto('/insights');
    const tag = page.getByTestId('tag-insight');
    await tag.first().waitFor();
    expect(await tag.allTextContents()).toEqual([
      en('insights.tags.notEnoughDays').replace('{{tag}}', sleep).replace('{{days}}', '1'),
    ]);
    await context.close();
  });

  it('prints a report with the figures and only the notes ticked', async () => {
    const { context, page } = await signedIn(5, viewports.desktop);
    await page.goto('/insights');
    await page.getByRole('link', { name: en('insights.toReport'), exact: true }).click();
    await page.waitForURL(/\/report\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByText(en('report.disclaimer'), { exact: true }).waitFor();
    const notes = page.getByTestId('report-note');
    await notes.first().waitFor();
    expect(await notes.count()).toBe(5);
    const texts = await notes.locator('.report-note__text').allTextContents();
    await notes.nth(1).getByLabel(en('report.notes.include')).check();

    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() =>
      [...document.querySelectorAll('.report-note__text')]
        .filter((note) => (note as HTMLElement).offsetParent !== null)
        .map((note) => note.textContent),
    );
    expect(printed).toEqual([texts[1]]);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: en('report.print') }).isVisible()).toBe(false);
    await page.getByTestId('stat-days').waitFor();

    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    await context.close();
  });
});
