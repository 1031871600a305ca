import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const languages = ['uk', 'en', 'ja', 'es'] as const;

/** Keys whose value may be the same in every language: names that are not translated. */
const sameInEveryLanguage = [
  /^app\.languages\./, // each language's own name (endonym) in the selector
  /^crisis\.lines\./, // helpline names are proper names
  /^helplines\.lines\./, // the help-line table's names: proper names, some the same everywhere
];

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') {
        for (const [k, v] of flatten(value, full)) out.set(k, v);
      } else out.set(full, value);
    }
  }
  return out;
}

const catalogs = Object.fromEntries(
  languages.map((l) => [
    l,
    flatten(JSON.parse(readFileSync(path.join(root, 'locales', `${l}.json`), 'utf8'))),
  ]),
) as Record<(typeof languages)[number], Map<string, unknown>>;

const allKeys = new Set(languages.flatMap((l) => [...catalogs[l].keys()]));

describe('locale files', () => {
  it.each(languages)('%s has exactly the keys of the others', (language) => {
    const own = catalogs[language];
    const missing = [...allKeys].filter((key) => !own.has(key));
    expect({ language, missing }).toEqual({ language, missing: [] });
  });

  it.each(languages)('%s has no empty values', (language) => {
    const empty = [...catalogs[language]]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect({ language, empty }).toEqual({ language, empty: [] });
  });

  it('translates every key (same text in all four only for whitelisted names)', () => {
    const untranslated = [...catalogs.en.keys()].filter(
      (key) =>
        !sameInEveryLanguage.some((pattern) => pattern.test(key)) &&
        // Punctuation alone ("—" for no time, "…" for an empty reply) needs no translation.
        /\p{L}/u.test(String(catalogs.en.get(key))) &&
        languages.every((l) => catalogs[l].get(key) === catalogs.en.get(key)),
    );
    expect(untranslated).toEqual([]);
  });
});

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

/** Attributes people read or hear: their string literals must come from locales/ too. */
const textAttributes = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label']);
const hasLetter = /\p{L}/u;

/** JSX text and readable attributes with letters, found by the TypeScript parser (no guessing). */
function literalUiText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter.test(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      textAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasLetter.test(node.initializer.text)
    ) {
      report(node, node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web source', () => {
  it('has no literal UI text in JSX (every string comes from locales/)', () => {
    const offenders = tsxFiles(path.join(root, 'web/src')).flatMap(literalUiText);
    expect(offenders).toEqual([]);
  });
});
