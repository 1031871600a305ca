#!/usr/bin/env node
/**
 * Merges a fragment `{ "uk": {...}, "en": {...}, "ja": {...}, "es": {...} }` into locales/*.json
 * (deep merge, fragment wins), so several people can add keys without editing the same lines.
 * Usage: node tests/support/merge-locales.mjs fragment.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else target[key] = value;
  }
  return target;
};
for (const language of ['uk', 'en', 'ja', 'es']) {
  if (!fragment[language]) throw new Error(`fragment lacks ${language}`);
  const file = new URL(`../../locales/${language}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, fragment[language]), null, 2)}\n`);
}
console.log('merged into locales/{uk,en,ja,es}.json');
