/** Text made safe inside HTML: the five characters that could open markup, as numeric references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * HTML's character references back to text (numeric, and the named ones email templates use):
 * how a mail client shows what escapeHtml wrote. An unknown name stays as written.
 */
export const unescapeHtml = (html: string) =>
  html.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return NAMED[name!.toLowerCase()] ?? whole;
    },
  );
