import { storedLanguage } from './language';

/**
 * Paints a page prerendered at build time (a `<template>` per language in index.html, see
 * web/build/prerender-visitor-pages.ts) in the stored language while the app loads; the app then
 * renders the same page in its place. Until then its controls are disabled, so nothing typed is
 * lost when the app takes over (links stay links: following one loads that page). Answers the
 * painted root, or nothing when the page has no template (in development).
 */
export function paintPrerenderedPage(attribute: string): HTMLElement | undefined {
  const language = storedLanguage();
  const template = document.querySelector<HTMLTemplateElement>(
    `template[${attribute}="${language}"]`,
  );
  if (!template) return undefined;
  const root = document.getElementById('root')!;
  root.replaceChildren(template.content.cloneNode(true));
  for (const control of root.querySelectorAll<
    HTMLInputElement | HTMLButtonElement | HTMLSelectElement | HTMLTextAreaElement
  >('input, button, select, textarea')) {
    control.disabled = true;
  }
  document.documentElement.lang = language;
  document.title = template.dataset.title ?? document.title;
  return root;
}
