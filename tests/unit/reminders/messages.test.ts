import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../lambdas/domain/i18n-languages';
import {
  reminderEmail,
  reminderPush,
  stopPage,
  stopUrl,
} from '../../../lambdas/domain/reminders/messages';

const locales = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(import.meta.dirname, `../../../locales/${l}.json`), 'utf8')),
  ]),
);
const appUrl = 'https://journal.example';

describe.each(languages)('the reminder in %s', (language) => {
  const texts = locales[language].reminders;
  const link = stopUrl(appUrl, 'dXNlcg.c2ln', language);
  const email = reminderEmail({ language, appUrl, stopUrl: link });

  it('asks the question, links to the app and to stopping, in that language', () => {
    expect(link).toBe(`${appUrl}/api/reminders/stop?token=dXNlcg.c2ln&lang=${language}`);
    expect(email.subject).toBe(texts.email.subject);
    expect(email.html).toContain(`lang="${language}"`);
    expect(email.html).toContain(`<a href="${appUrl}/">`);
    expect(email.html).toContain(`href="${link.replace('&', '&#38;')}"`);
    expect(email.text).toContain(texts.email.question);
    expect(email.text).toContain(`${texts.email.stop}: ${link}`);
    expect(email.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${link}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('pushes the same question', () => {
    expect(reminderPush(language, appUrl)).toEqual({
      title: texts.push.title,
      body: texts.push.body,
      url: `${appUrl}/`,
      tag: 'daily-reminder',
    });
  });

  it('says on the stop page whether it worked', () => {
    const stopped = stopPage({ language, appUrl, stopped: true });
    expect(stopped).toContain(`<html lang="${language}">`);
    expect(stopped).toContain(texts.stopPage.title);
    const refused = stopPage({ language, appUrl, stopped: false });
    expect(refused).toContain(texts.stopPage.invalidTitle);
    expect(refused).not.toContain(texts.stopPage.title + '<');
  });
});

it('escapes what goes into the HTML', () => {
  const email = reminderEmail({
    language: 'en',
    appUrl: 'https://journal.example/"><script>',
    stopUrl: 'https://journal.example/stop?a=1&b=2',
  });
  expect(email.html).not.toContain('<script>');
  expect(email.html).toContain('stop?a=1&#38;b=2');
});
