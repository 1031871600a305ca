import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@domain/i18n-languages';
import { renderStaticPage, withoutContact } from '../../../web/build/static-pages';

const catalogs = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../../locales/${l}.json`), 'utf8'),
    ),
  ]),
) as Parameters<typeof renderStaticPage>[1];

describe('legal pages', () => {
  it.each(['privacy', 'terms', 'deleteAccount'] as const)(
    '%s shows no contact address when none is configured, and no placeholder',
    (page) => {
      const html = renderStaticPage(page, catalogs, undefined);
      expect(html).not.toContain('{{contactEmail}}');
      expect(html).not.toContain('mailto:');
      expect(html).not.toMatch(/example\.(com|org)/);
    },
  );

  it('leaves out the contact section altogether without an address', () => {
    const contactTitle = catalogs.en.legal.privacy.sections.contact!.title;
    expect(renderStaticPage('privacy', catalogs, undefined)).not.toContain(
      `<h2>${contactTitle}</h2>`,
    );
    expect(renderStaticPage('privacy', catalogs, 'care@emotion-journal.app')).toContain(
      `<h2>${contactTitle}</h2>`,
    );
  });

  it('links the configured address', () => {
    const html = renderStaticPage('privacy', catalogs, 'care@emotion-journal.app');
    expect(html).toContain(
      '<a href="mailto:care@emotion-journal.app">care@emotion-journal.app</a>',
    );
  });

  it('keeps every script and style in files of its own origin (the CSP allows no inline script)', () => {
    const html = renderStaticPage('terms', catalogs, undefined);
    expect(html).not.toMatch(/<script>|<style>/);
    expect(html).toContain('<script src="/legal.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/legal.css">');
  });

  it.each([
    ['Before. Write to {{contactEmail}} today. After.', 'Before. After.'],
    ['For questions write to {{contactEmail}}.', ''],
    ['一文目。{{contactEmail}} に連絡してください。三文目。', '一文目。三文目。'],
    ['Line one.\nWrite to {{contactEmail}}.\n- item', 'Line one.\n- item'],
  ])('drops the sentences naming the address: %j', (text, expected) => {
    expect(withoutContact(text)).toBe(expected);
  });
});
