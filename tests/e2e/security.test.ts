/**
 * Issue 17's sessions in the product: the profile lists where the account is signed in, changes
 * the password (a wrong current one is named beside its field), signs out everywhere (another
 * browser's token is refused at once), and an idle session asks for the password again.
 */
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  chromiumForFile,
  idTokenOf,
  localeText,
  newPage,
  seedUser,
  signInThroughUi,
  uniqueEmail,
  viewports,
} from './support/browser';

const en = (key: string) => localeText('en', key);
const PASSWORD = 'harbour-lights-29';
const NEW_PASSWORD = 'quiet-orchard-64';

const browser = chromiumForFile();

const meStatus = async (token: string) =>
  (await fetch(`${baseUrl()}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('sessions the user controls', () => {
  it('lists the sign-ins, changes the password, and signs out everywhere at once', async () => {
    const email = uniqueEmail('security');
    await seedUser(email, PASSWORD, 1);
    const phone = await newPage(browser, { language: 'en', viewport: viewports.phone });
    const laptop = await newPage(browser, { language: 'en', viewport: viewports.desktop });
    await signInThroughUi(laptop.page, email, PASSWORD, 'en');
    await laptop.page.goto('/');
    await signInThroughUi(phone.page, email, PASSWORD, 'en');
    const laptopToken = (await idTokenOf(laptop.page))!;
    const page = phone.page;

    await page.goto('/profile');
    const section = page.getByRole('region', { name: en('security.title') });
    await expect.poll(() => section.getByTestId('session').count()).toBeGreaterThanOrEqual(2);
    expect(await section.getByText(en('security.sessions.current'), { exact: false }).count()).toBe(
      1,
    );

    // A wrong current password is named beside its field, and nothing changes.
    await section.getByLabel(en('security.password.current'), { exact: true }).fill('not-mine-000');
    await section.getByLabel(en('security.password.next'), { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel(en('security.password.repeat'), { exact: true }).fill(NEW_PASSWORD);
    await section.getByRole('button', { name: en('security.password.save'), exact: true }).click();
    await section.getByText(en('security.password.wrong')).waitFor();
    await section.getByLabel(en('security.password.current'), { exact: true }).fill(PASSWORD);
    await section.getByRole('button', { name: en('security.password.save'), exact: true }).click();
    await section.getByText(en('security.password.done')).waitFor();

    expect(await meStatus(laptopToken)).toBe(200);
    await section
      .getByRole('button', { name: en('security.everywhere.button'), exact: true })
      .click();
    await section.getByRole('button', { name: en('security.everywhere.yes'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(en('security.everywhere.done')).waitFor();
    // The other browser's token is refused at once, on any route.
    expect(await meStatus(laptopToken)).toBe(401);

    // Only the new password opens the account now.
    await signInThroughUi(page, email, NEW_PASSWORD, 'en');
    await phone.context.close();
    await laptop.context.close();
  });

  it('asks for the password again after the idle time, in any tab', async () => {
    const email = uniqueEmail('idle');
    await seedUser(email, PASSWORD, 1);
    const { context, page } = await newPage(browser, { language: 'en', viewport: viewports.phone });
    await signInThroughUi(page, email, PASSWORD, 'en');
    await page.goto('/calendar');
    await page.getByRole('heading', { name: en('calendar.title') }).waitFor();
    // The last touch, in any tab, 31 minutes ago (the local stack's limit is 30).
    await page.evaluate(() =>
      localStorage.setItem('ej:lastActive', String(Date.now() - 31 * 60_000)),
    );
    await page.keyboard.press('Shift');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(en('security.idle')).waitFor();
    await expect.poll(() => idTokenOf(page)).toBeNull();
    await context.close();
  });
});
