import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';

/** An email as the local stack "sent" it: printed to the console and appended to the outbox. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

function toText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(link: string): string {
  return link.replace(/&amp;/g, '&');
}

export class Outbox {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  async send(to: string, subject: string, body: string): Promise<OutboxEmail> {
    const links = [...new Set((body.match(LINK) ?? []).map(decodeEntities))];
    const email: OutboxEmail = {
      to: to.toLowerCase(),
      subject,
      text: toText(body),
      links,
      sentAt: new Date().toISOString(),
    };
    await appendFile(this.file, `${JSON.stringify(email)}\n`, 'utf8');
    console.log(
      `\n[email] to ${email.to}\n  subject: ${email.subject}\n  ${email.text.replace(/\n/g, '\n  ')}\n`,
    );
    return email;
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
