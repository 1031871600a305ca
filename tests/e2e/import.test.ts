/**
 * Issue 15's import in the product: a Daylio CSV chosen on the profile is previewed (entries and
 * dates) with nothing written, then imported with a bar that moves batch by batch; the same file
 * again adds nothing; a broken file names its line and writes nothing.
 */
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
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
const PASSWORD = 'quiet-harbour-62';
const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

/** Daylio's CSV as a phone writes it: BOM, newest first, 12-hour times, `<br>` in notes. */
function daylioCsv(days: number): string {
  const rows: string[] = [];
  const start = Date.UTC(2022, 0, 1);
  for (let day = days - 1; day >= 0; day--) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const mood = ['rad', 'good', 'meh', 'bad', 'awful'][day % 5]!;
    rows.push(
      `${date},Jan 1,Saturday,9:0${day % 10} pm,${mood},"work | sleep","","Day ${day}<br>fine"`,
    );
  }
  return `\uFEFF${HEADER}\n${rows.join('\n')}\n`;
}

const browser = chromiumForFile();

/** How many entries the server holds for the page's signed-in user. */
const entriesOnServer = async (page: Page) =>
  (await exportedEntries((await idTokenOf(page))!)).length;

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

describe('import', () => {
  it('previews a Daylio CSV, imports it with a moving bar, and adds nothing the second time', async () => {
    const email = uniqueEmail('import');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en', viewport: viewports.phone });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/profile');
    const csv = daylioCsv(600);

    await chooseFile(page, 'daylio_export_2023_08_23.csv', csv);
    const preview = page.getByTestId('import-preview');
    await preview.getByText('Entries in the file: 600').waitFor();
    await preview.getByText('From January 1, 2022 to August 23, 2023').waitFor();
    // The preview writes nothing.
    expect(await entriesOnServer(page)).toBe(0);

    // Each batch waits a little, so the bar is seen between batches.
    const sent: number[] = [];
    await page.route('**/api/import', async (route) => {
      const body = route.request().postDataJSON() as { format: string; content: string };
      sent.push((JSON.parse(body.content) as { entries: unknown[] }).entries.length);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import 600 entries', exact: true }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    await page.waitForFunction(() => {
      const progress = document.querySelector('progress');
      return progress && progress.value > 0 && progress.value < progress.max;
    });
    await page.getByText(en('import.ui.done').replace('{{imported, number}}', '600')).waitFor();
    expect(sent).toEqual([250, 250, 100]);
    expect(await entriesOnServer(page)).toBe(600);

    // The same file again: previewed, sent, and nothing added.
    await chooseFile(page, 'daylio_export_2023_08_23.csv', csv);
    await page.getByRole('button', { name: 'Import 600 entries', exact: true }).click();
    await page.getByText(en('import.ui.done').replace('{{imported, number}}', '0')).waitFor();
    await page.getByText('Already in your journal: 600.').waitFor();
    expect(await entriesOnServer(page)).toBe(600);

    // An imported day reads as any other, with its note's line break kept.
    await page.goto('/day/2023-08-23');
    await page.getByText('Day 599', { exact: false }).waitFor();
    await context.close();
  });

  it('imports a .daylio backup heavier than the route takes: its photos never leave the device', async () => {
    const email = uniqueEmail('import-backup');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en', viewport: viewports.phone });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/profile');
    const json = readFileSync(
      new URL('../unit/import/fixtures/daylio-backup.json', import.meta.url),
      'utf8',
    );
    // As the phone writes it: base64 JSON in a ZIP, beside 8 MB of photos.
    const backup = zipSync(
      {
        'backup.daylio': strToU8(Buffer.from(json, 'utf8').toString('base64')),
        'assets/photos/2024/3/0c9f1d2e': new Uint8Array(8 * 1024 * 1024).map((_, i) => i % 251),
      },
      { level: 0 },
    );
    const sentBytes: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/import')) sentBytes.push(request.postData()?.length ?? 0);
    });
    await page.getByTestId('import-file').setInputFiles({
      name: 'backup_2024_08_31.daylio',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(backup),
    });
    await page.getByTestId('import-preview').getByText('Entries in the file: 7').waitFor();
    await page.getByRole('button', { name: 'Import 7 entries', exact: true }).click();
    await page.getByText(en('import.ui.done').replace('{{imported, number}}', '7')).waitFor();
    expect(await entriesOnServer(page)).toBe(7);
    expect(Math.max(...sentBytes)).toBeLessThan(64 * 1024);
    await context.close();
  });

  it('names the line of a broken file and writes nothing', async () => {
    const email = uniqueEmail('import-broken');
    await seedUser(email, PASSWORD, 0);
    const { context, page } = await newPage(browser, { language: 'en', viewport: viewports.phone });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/profile');
    const broken = `${HEADER}\n2024-03-10,March 10,Sunday,9:00 PM,good,"","","x"\n2024-03-09,March 9,Saturday,8:00 PM,bad,"work"\n`;
    await chooseFile(page, 'daylio_export.csv', broken);
    const alert = page.getByRole('alert');
    await alert.getByText(en('import.errors.codes.columns')).waitFor();
    await alert.getByText('Line 3').waitFor();
    expect(await page.getByTestId('import-preview').count()).toBe(0);
    expect(await entriesOnServer(page)).toBe(0);
    await context.close();
  });
});
