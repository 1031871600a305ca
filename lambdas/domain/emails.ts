import type { Language } from './i18n-languages';
import { escapeHtml } from './html';
import { emailStrings } from './i18n';

const { t } = emailStrings;

/** An email's HTML: the paragraphs (already escaped or built as HTML) above the product's footer. */
export function layout(language: Language, paragraphs: string[]): string {
  return [
    `<div lang="${language}" style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1d2733">`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p style="color:#5b6673;font-size:13px">${escapeHtml(t(language, 'email.footer'))}</p>`,
    '</div>',
  ].join('');
}

/** The verification email: a link to /verify-email with Cognito's code placeholder in it. */
export function verificationEmail(input: {
  language: Language;
  appUrl: string;
  email: string;
  code: string;
}): { subject: string; html: string } {
  const { language } = input;
  // The code placeholder must reach Cognito as it is ({####}), so it is not URL-encoded.
  const link = `${input.appUrl}/verify-email?mode=verifyEmail&code=${input.code}&email=${encodeURIComponent(input.email)}`;
  return {
    subject: t(language, 'email.verify.subject'),
    html: layout(language, [
      escapeHtml(t(language, 'email.verify.greeting')),
      escapeHtml(t(language, 'email.verify.body')),
      // One link only: Cognito fills in the first code placeholder of a message.
      `<a href="${link}">${escapeHtml(t(language, 'email.verify.button'))}</a>`,
      escapeHtml(t(language, 'email.verify.ignore')),
    ]),
  };
}

export function resetCodeEmail(input: { language: Language; code: string }) {
  const { language } = input;
  return {
    subject: t(language, 'email.reset.subject'),
    html: layout(language, [escapeHtml(t(language, 'email.reset.body')), `<b>${input.code}</b>`]),
  };
}
