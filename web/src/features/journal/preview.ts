import './journal.css';
import { storedLanguage } from '@web/lib/language';

const templateOf = () =>
  document.querySelector<HTMLTemplateElement>(
    `template[data-signed-in-today="${storedLanguage()}"]`,
  );

/**
 * Paints the prerendered Today screen for someone whose stored session is fresh, while the app
 * loads; the app then renders the same screen in its place, with their entries. Until then its
 * controls are disabled, so nothing typed is lost, and its date is hidden: the page was rendered
 * on the day it was built (the line keeps its place, so nothing moves when the app fills it in).
 */
export function showTodayPreview() {
  const template = templateOf();
  if (!template) return;
  const root = document.getElementById('root')!;
  root.replaceChildren(template.content.cloneNode(true));
  for (const control of root.querySelectorAll<
    HTMLInputElement | HTMLButtonElement | HTMLSelectElement | HTMLTextAreaElement
  >('input, button, select, textarea')) {
    control.disabled = true;
  }
  for (const date of root.querySelectorAll<HTMLElement>('[data-prerendered-date]')) {
    date.style.visibility = 'hidden';
  }
  document.documentElement.lang = storedLanguage();
  document.title = template.dataset.title ?? document.title;
}
