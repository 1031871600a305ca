import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unescapeHtml } from '../domain/html';

/**
 * An email as the local stack "sent" it: printed to the console and appended to the outbox. A
 * web push message is kept here too (`channel: 'push'`, its title as the subject), addressed to
 * the email of the user it was for.
 */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
  channel?: 'push';
  /** Headers the sender set beyond the usual (List-Unsubscribe). */
  headers?: Record<string, string>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** The email as a mail client shows it: tags gone, character references read. */
function toText(html: string): string {
  return unescapeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>/gi, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

export class Outbox {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  async send(
    to: string,
    subject: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<OutboxEmail> {
    const links = [...new Set((body.match(LINK) ?? []).map(unescapeHtml))];
    return this.keep({
      to: to.toLowerCase(),
      subject,
      text: toText(body),
      links,
      sentAt: new Date().toISOString(),
      ...(headers ? { headers } : {}),
    });
  }

  /** A web push notification, as the browser would show it. */
  async push(to: string, notification: { title: string; body: string; url: string }) {
    return this.keep({
      to: to.toLowerCase(),
      subject: notification.title,
      text: notification.body,
      links: [notification.url],
      sentAt: new Date().toISOString(),
      channel: 'push',
    });
  }

  private async keep(message: OutboxEmail): Promise<OutboxEmail> {
    await appendFile(this.file, `${JSON.stringify(message)}\n`, 'utf8');
    console.log(
      `\n[${message.channel ?? 'email'}] to ${message.to}\n  subject: ${message.subject}\n  ${message.text.replace(/\n/g, '\n  ')}\n`,
    );
    return message;
  }

  /** The emails sent to `to`, newest first. */
  async list(to: string): Promise<OutboxEmail[]> {
    let content = '';
    try {
      content = await readFile(this.file, 'utf8');
    } catch {
      return [];
    }
    const wanted = to.toLowerCase();
    return content
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEmail)
      .filter((email) => email.to === wanted)
      .reverse();
  }
}
