import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultLanguage, languages, type Language } from '../../lambdas/domain/i18n-languages.ts';

/**
 * The legal pages (`/privacy.html`, `/terms.html`, `/delete-account.html`) as plain HTML, built
 * from the `legal` namespace of locales/*.json so every word stays in the locale files. One file
 * per page holds all four languages; /legal.js shows the one stored under `language`. Script and
 * styles are files of this origin (the production CSP allows no inline script), the colours are
 * the app's design tokens, and /theme.js sets the theme before the first paint.
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

type Catalogs = Record<
  Language,
  { legal: LegalNamespace; app: { title: string; languages: Record<Language, string> } }
>;

const pages = {
  'privacy.html': 'privacy',
  'terms.html': 'terms',
  'delete-account.html': 'deleteAccount',
} as const;
type PageKey = (typeof pages)[keyof typeof pages];

export interface StaticPagesOptions {
  /** Where people write about their data: CONTACT_EMAIL at build time; without it, no address is shown. */
  contactEmail?: string;
  localesDir?: string;
}

const CONTACT = '{{contactEmail}}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sentences of a line in any of the four languages (Japanese ends them without a space). */
const sentencesOf = (line: string) =>
  line.match(/[^.!?。！？]+(?:[.!?。！？]+["»”’)」』]*\s*|$)/gu) ?? [];

/**
 * A text without the sentences that name the contact address: with no address configured the
 * page says nothing about one rather than showing a made-up one.
 */
export function withoutContact(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line.includes(CONTACT)
        ? sentencesOf(line)
            .filter((sentence) => !sentence.includes(CONTACT))
            .join('')
            .trim()
        : line,
    )
    .filter((line) => line.trim() !== '')
    .join('\n');
}

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
  contactEmail: string | undefined,
) {
  const fill = (html: string) =>
    html
      .replaceAll(CONTACT, `<a href="mailto:${contactEmail}">${contactEmail}</a>`)
      .replaceAll('{{region}}', '<span data-config="region">AWS</span>');
  const adapt = (text: string) => (contactEmail ? text : withoutContact(text));
  const { title, intro, sections } = legal[page];
  // With no address, a section about contacting us has nothing left to say.
  const body = Object.entries(sections)
    .filter(([key]) => contactEmail || key !== 'contact')
    .map(([, section]) => ({ ...section, text: adapt(section.text) }))
    .filter((section) => section.text)
    .map((section) => `<h2>${escapeHtml(section.title)}</h2>${renderText(section.text, fill)}`)
    .join('');
  return `<article lang="${language}" data-lang="${language}" data-title="${escapeHtml(title)}"${
    language === defaultLanguage ? '' : ' hidden'
  }>
<p class="back"><a href="/">${escapeHtml(legal.backToApp)}</a></p>
<h1>${escapeHtml(title)}</h1>
<p class="intro">${fill(escapeHtml(adapt(intro)))}</p>
${body}
<p class="updated">${escapeHtml(legal.updated)}</p>
</article>`;
}

/** The page's own rules, on the app's design tokens (prepended at build). */
const pageCss = `html{font-family:var(--font-sans);line-height:var(--line-height-body);color:var(--color-text);background:var(--color-bg);-webkit-text-size-adjust:100%}
:lang(ja){line-height:var(--line-height-cjk)}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-width:20rem}
header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2) var(--space-3);padding:var(--space-3) var(--space-4);background:var(--color-surface);border-bottom:var(--border-width) solid var(--color-border)}
#brand{margin-right:auto;color:var(--color-text);font-weight:var(--font-weight-bold);font-size:var(--font-size-lg);text-decoration:none;min-height:var(--tap-target);display:flex;align-items:center}
label{color:var(--color-text-muted);font-size:var(--font-size-sm)}
select{min-height:var(--tap-target);max-width:100%;padding:0 var(--space-3);font:inherit;color:var(--color-text);background:var(--color-surface);border:var(--border-width) solid var(--color-border-strong);border-radius:var(--radius-pill)}
main{width:100%;max-width:var(--container-width);margin:var(--space-6) auto;padding:0 var(--space-4)}
article{padding:var(--space-6) var(--space-5);background:var(--color-surface);border:var(--border-width) solid var(--color-border);border-radius:var(--radius-lg);box-shadow:var(--shadow-1)}
h1,h2{line-height:var(--line-height-tight)}h1{margin:var(--space-2) 0 var(--space-4);font-size:var(--font-size-2xl)}h2{margin:var(--space-6) 0 var(--space-2);font-size:var(--font-size-lg)}
p,li,h1,h2{overflow-wrap:anywhere}ul{padding-left:var(--space-6)}
a{color:var(--color-primary)}.back a{display:inline-flex;align-items:center;min-height:var(--tap-target)}
.intro{font-size:var(--font-size-lg)}.updated{margin-top:var(--space-8);color:var(--color-text-muted);font-size:var(--font-size-sm)}
:focus-visible{outline:var(--focus-ring) solid var(--color-focus);outline-offset:var(--space-1)}`;

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
  catalogs: Catalogs,
  contactEmail: string | undefined,
): string {
  const own = catalogs[defaultLanguage];
  const options = languages
    .map((l) => `<option value="${l}" lang="${l}">${escapeHtml(own.app.languages[l])}</option>`)
    .join('');
  return `<!doctype html>
<html lang="${defaultLanguage}" translate="no">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="google" content="notranslate">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(own.legal[page].title)}</title>
<script src="/theme.js"></script>
<link rel="stylesheet" href="/legal.css">
</head>
<body class="notranslate">
<header><a id="brand" href="/">${escapeHtml(own.app.title)}</a><label for="language" id="language-label">${escapeHtml(own.legal.languageLabel)}</label><select id="language">${options}</select></header>
<main>
${languages.map((l) => renderArticle(l, catalogs[l].legal, page, contactEmail)).join('\n')}
</main>
<script src="/legal.js"></script>
</body>
</html>
`;
}

export function staticPages(options: StaticPagesOptions = {}): Plugin {
  const localesDir = options.localesDir ?? path.resolve(import.meta.dirname, '../../locales');
  const tokensCss = path.resolve(import.meta.dirname, '../src/styles/tokens.css');
  const contactEmail = options.contactEmail ?? (process.env.CONTACT_EMAIL || undefined);
  // Read on every request in dev so edits to the locale files show up on reload.
  const readCatalogs = () =>
    Object.fromEntries(
      languages.map((l) => [
        l,
        JSON.parse(readFileSync(path.join(localesDir, `${l}.json`), 'utf8')),
      ]),
    ) as Catalogs;
  const files = (): Record<string, { type: string; source: string }> => {
    const catalogs = readCatalogs();
    const labels = Object.fromEntries(languages.map((l) => [l, catalogs[l].legal.languageLabel]));
    const titles = Object.fromEntries(languages.map((l) => [l, catalogs[l].app.title]));
    return {
      ...Object.fromEntries(
        Object.entries(pages).map(([fileName, page]) => [
          fileName,
          { type: 'text/html', source: renderStaticPage(page, catalogs, contactEmail) },
        ]),
      ),
      'legal.js': {
        type: 'text/javascript',
        source: script(labels as Record<Language, string>, titles as Record<Language, string>),
      },
      'legal.css': { type: 'text/css', source: `${readFileSync(tokensCss, 'utf8')}\n${pageCss}` },
    };
  };

  return {
    name: 'static-pages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const fileName = new URL(request.url ?? '/', 'http://x').pathname.slice(1);
        const file = files()[fileName];
        if (!file) return next();
        response.setHeader('content-type', `${file.type}; charset=utf-8`);
        response.end(file.source);
      });
    },
    generateBundle() {
      for (const [fileName, { source }] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
