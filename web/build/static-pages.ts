import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultLanguage, languages, type Language } from '../../lambdas/domain/i18n-languages.ts';

/**
 * The legal pages (`/privacy.html`, `/terms.html`, `/delete-account.html`) as plain HTML, built
 * from the `legal` namespace of locales/*.json so every word stays in the locale files. One file
 * per page holds all four languages; a tiny inline script shows the one stored under `language`.
 * No external requests: inline CSS, and the region comes from same-origin `/config.json`.
 */

interface Section {
  title: string;
  text: string;
}
interface LegalPage {
  title: string;
  intro: string;
  sections: Record<string, Section>;
}
interface LegalNamespace {
  languageLabel: string;
  backToApp: string;
  updated: string;
  privacy: LegalPage;
  terms: LegalPage;
  deleteAccount: LegalPage;
}

const pages = {
  'privacy.html': 'privacy',
  'terms.html': 'terms',
  'delete-account.html': 'deleteAccount',
} as const;
type PageKey = (typeof pages)[keyof typeof pages];

export interface StaticPagesOptions {
  /** Where people write about their data; CONTACT_EMAIL at build time overrides the default. */
  contactEmail?: string;
  localesDir?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Section text: one paragraph per line; consecutive lines starting with "- " form a list. */
function renderText(text: string, fill: (html: string) => string): string {
  const html: string[] = [];
  let list: string[] = [];
  const flushList = () => {
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of text.split('\n')) {
    const content = fill(escapeHtml(line.replace(/^- /, '')));
    if (line.startsWith('- ')) list.push(content);
    else {
      flushList();
      html.push(`<p>${content}</p>`);
    }
  }
  flushList();
  return html.join('');
}

function renderArticle(
  language: Language,
  legal: LegalNamespace,
  page: PageKey,
  contactEmail: string,
) {
  const fill = (html: string) =>
    html
      .replaceAll('{{contactEmail}}', `<a href="mailto:${contactEmail}">${contactEmail}</a>`)
      .replaceAll('{{region}}', '<span data-config="region">AWS</span>');
  const { title, intro, sections } = legal[page];
  const body = Object.values(sections)
    .map((section) => `<h2>${escapeHtml(section.title)}</h2>${renderText(section.text, fill)}`)
    .join('');
  return `<article lang="${language}" data-lang="${language}" data-title="${escapeHtml(title)}"${
    language === defaultLanguage ? '' : ' hidden'
  }>
<p class="back"><a href="/">${escapeHtml(legal.backToApp)}</a></p>
<h1>${escapeHtml(title)}</h1>
<p class="intro">${fill(escapeHtml(intro))}</p>
${body}
<p class="updated">${escapeHtml(legal.updated)}</p>
</article>`;
}

const css = `:root{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Hiragino Sans',sans-serif;line-height:1.6;color:#1d2733;background:#f5f7fa}
body{margin:0;min-width:320px}header{display:flex;justify-content:flex-start;gap:.5rem;align-items:center;padding:.75rem 1rem;background:#3b5b7a;color:#fff}
select{min-height:44px;font:inherit;border-radius:8px}main{width:90%;max-width:46rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #d3dce5;border-radius:12px}
h1{line-height:1.25;margin-top:.5rem}h2{font-size:1.15rem;margin-top:1.6rem}a{color:#2c4660}.intro{font-size:1.05rem}.updated{color:#4a5968;font-size:.9rem;margin-top:2rem}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}header :focus-visible{outline-color:#ffd27a}#brand{color:#fff;font-weight:700;font-size:1.15rem;text-decoration:none;margin-right:auto}`;

/** Shows the stored language (default uk), keeps the switcher in sync and saves a new choice. */
function script(labels: Record<Language, string>, titles: Record<Language, string>) {
  return `(function(){var labels=${JSON.stringify(labels)},titles=${JSON.stringify(titles)};var d=document,s=d.getElementById('language'),l=d.getElementById('language-label'),b=d.getElementById('brand');
function show(lang){if(!labels[lang])lang='${defaultLanguage}';d.querySelectorAll('article').forEach(function(a){a.hidden=a.dataset.lang!==lang;if(!a.hidden)d.title=a.dataset.title;});d.documentElement.lang=lang;s.value=lang;l.textContent=labels[lang];b.textContent=titles[lang];}
var stored;try{stored=localStorage.getItem('language');}catch(e){}show(stored||'${defaultLanguage}');
s.addEventListener('change',function(){try{localStorage.setItem('language',s.value);}catch(e){}show(s.value);});
fetch('/config.json').then(function(r){return r.ok?r.json():null;}).then(function(c){if(c&&c.mode==='aws'&&c.region)d.querySelectorAll('[data-config=region]').forEach(function(e){e.textContent=c.region;});}).catch(function(){});})();`;
}

export function renderStaticPage(
  page: PageKey,
  catalogs: Record<
    Language,
    { legal: LegalNamespace; app: { title: string; languages: Record<Language, string> } }
  >,
  contactEmail: string,
): string {
  const own = catalogs[defaultLanguage];
  const labels = Object.fromEntries(languages.map((l) => [l, catalogs[l].legal.languageLabel]));
  const titles = Object.fromEntries(languages.map((l) => [l, catalogs[l].app.title]));
  const options = languages
    .map((l) => `<option value="${l}" lang="${l}">${escapeHtml(own.app.languages[l])}</option>`)
    .join('');
  return `<!doctype html>
<html lang="${defaultLanguage}" translate="no">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="google" content="notranslate">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(own.legal[page].title)}</title>
<style>${css}</style>
</head>
<body class="notranslate">
<header><a id="brand" href="/">${escapeHtml(own.app.title)}</a><label for="language" id="language-label">${escapeHtml(own.legal.languageLabel)}</label><select id="language">${options}</select></header>
<main>
${languages.map((l) => renderArticle(l, catalogs[l].legal, page, contactEmail)).join('\n')}
</main>
<script>${script(labels as Record<Language, string>, titles as Record<Language, string>)}</script>
</body>
</html>
`;
}

export function staticPages(options: StaticPagesOptions = {}): Plugin {
  const localesDir = options.localesDir ?? path.resolve(import.meta.dirname, '../../locales');
  const contactEmail = options.contactEmail ?? process.env.CONTACT_EMAIL ?? 'privacy@example.com';
  // Read on every request in dev so edits to the locale files show up on reload.
  const readCatalogs = () =>
    Object.fromEntries(
      languages.map((l) => [
        l,
        JSON.parse(readFileSync(path.join(localesDir, `${l}.json`), 'utf8')),
      ]),
    ) as Parameters<typeof renderStaticPage>[1];

  return {
    name: 'static-pages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const fileName = new URL(request.url ?? '/', 'http://x').pathname.slice(
          1,
        ) as keyof typeof pages;
        if (!(fileName in pages)) return next();
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(renderStaticPage(pages[fileName], readCatalogs(), contactEmail));
      });
    },
    generateBundle() {
      const catalogs = readCatalogs();
      for (const [fileName, page] of Object.entries(pages)) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: renderStaticPage(page, catalogs, contactEmail),
        });
      }
    },
  };
}
