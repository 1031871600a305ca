import { layout } from '../emails';
import { escapeHtml } from '../html';
import { emailStrings } from '../i18n';
import type { Language } from '../i18n-languages';

const { t } = emailStrings;

/** Where the stop link of a user's emails points: public, signed, one click. */
export function stopUrl(appUrl: string, token: string, language: Language): string {
  const query = new URLSearchParams({ token, lang: language });
  return `${appUrl}/api/reminders/stop?${query}`;
}

export interface ReminderEmail {
  subject: string;
  html: string;
  text: string;
  /** RFC 2369 and RFC 8058: mail apps show their own "unsubscribe" and POST to the link. */
  headers: { name: string; value: string }[];
}

/** The daily reminder by email: one question, a link to write, a link to stop. */
export function reminderEmail(input: {
  language: Language;
  appUrl: string;
  stopUrl: string;
}): ReminderEmail {
  const { language, appUrl } = input;
  const say = (key: string) => t(language, `reminders.email.${key}`);
  return {
    subject: say('subject'),
    html: layout(language, [
      escapeHtml(say('question')),
      `<a href="${escapeHtml(appUrl)}/">${escapeHtml(say('write'))}</a>`,
      `<span style="color:#5b6673;font-size:13px">${escapeHtml(say('why'))} <a href="${escapeHtml(input.stopUrl)}">${escapeHtml(say('stop'))}</a></span>`,
    ]),
    text: [
      say('question'),
      `${say('write')}: ${appUrl}/`,
      `${say('why')} ${say('stop')}: ${input.stopUrl}`,
      t(language, 'email.footer'),
    ].join('\n\n'),
    headers: [
      { name: 'List-Unsubscribe', value: `<${input.stopUrl}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

/** What the service worker shows: the same question, opening the app when tapped. */
export interface PushNotification {
  title: string;
  body: string;
  url: string;
  /** A newer reminder replaces an unread one instead of piling up. */
  tag: string;
}

export function reminderPush(language: Language, appUrl: string): PushNotification {
  return {
    title: t(language, 'reminders.push.title'),
    body: t(language, 'reminders.push.body'),
    url: `${appUrl}/`,
    tag: 'daily-reminder',
  };
}

/** The page the stop link opens: whether it worked, in the user's language, with a way back. */
export function stopPage(input: { language: Language; appUrl: string; stopped: boolean }): string {
  const { language } = input;
  const say = (key: string) => escapeHtml(t(language, `reminders.stopPage.${key}`));
  const [title, body] = input.stopped
    ? [say('title'), say('body')]
    : [say('invalidTitle'), say('invalidBody')];
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;',
    'line-height:1.5;color:#1d2733}a{color:#2f6f8f}</style></head><body>',
    `<h1>${title}</h1><p>${body}</p>`,
    `<p><a href="${escapeHtml(input.appUrl)}/">${say('open')}</a></p>`,
    '</body></html>',
  ].join('');
}
