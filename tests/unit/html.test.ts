import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../../lambdas/domain/html';

describe('escapeHtml: text that cannot open markup', () => {
  it.each([
    ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    [`Ім'я "Оля" & Co`, 'Ім&#39;я &#34;Оля&#34; &#38; Co'],
    ['нічого особливого', 'нічого особливого'],
  ])('%s', (text, html) => expect(escapeHtml(text)).toBe(html));
});

describe('unescapeHtml: what a mail client shows', () => {
  it.each([
    ['Ім&#39;я', "Ім'я"],
    ['a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;', `a & b <c> "d" 'e'`],
    ['&#x41;&#X42;', 'AB'],
    ['&#128154;', '💚'],
    ['&unknown; stays', '&unknown; stays'],
    ['https://x.test/stop?u=1&#38;t=2', 'https://x.test/stop?u=1&t=2'],
  ])('%s', (html, text) => expect(unescapeHtml(html)).toBe(text));

  it.each(["Ім'я", '<b>"&"</b>', 'ことば & 言葉', `¿Qué tal?`])('undoes escapeHtml: %s', (text) =>
    expect(unescapeHtml(escapeHtml(text))).toBe(text),
  );
});
