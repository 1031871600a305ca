import { unescapeHtml } from '../html';
import { normalizeTags, TAG_MAX, TAGS_MAX } from '../journal';
import { IMPORT_NOTE_MAX } from './types';

// Only what starts like a tag: `<3` and `a < b` in a note are words, not markup.
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi;

/**
 * Daylio keeps notes as HTML: `<br>` for line breaks, entities, and since its rich-text editor
 * `<b>`, `<i>`, lists and paragraphs. The journal shows plain text, so line breaks and list items
 * become newlines and bullets and every other tag goes.
 */
export function htmlToText(html: string): string {
  return unescapeHtml(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li(?:\s[^<>]*)?>/gi, '• ')
      .replace(/<\/(?:p|div|li|h[1-6]|blockquote)>/gi, '\n')
      .replace(TAG, ''),
  ).trim();
}

/** `text` cut to at most `max` characters, the cut marked with "…" and never inside an emoji. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A title and a body as one note: the title on its own line above the body. Notes beyond
 * IMPORT_NOTE_MAX characters are cut there, with "…" — a whole journal pasted into one entry
 * would otherwise fill the preview and the analysis.
 */
export function noteOf(title: string, body: string): string | undefined {
  const note = [title, body].map(htmlToText).filter(Boolean).join('\n\n');
  return note ? cut(note, IMPORT_NOTE_MAX) : undefined;
}

/** Activities as tags: each cut to TAG_MAX, each once, the first TAGS_MAX kept. */
export function tagsOf(activities: readonly string[]): string[] | undefined {
  const tags = normalizeTags(activities.map((activity) => cut(activity.trim(), TAG_MAX))).slice(
    0,
    TAGS_MAX,
  );
  return tags.length ? tags : undefined;
}
