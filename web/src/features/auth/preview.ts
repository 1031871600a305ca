import './auth.css';
import { storedLanguage } from '@web/lib/language';

const templateOf = () =>
  document.querySelector<HTMLTemplateElement>(`template[data-visitor-login="${storedLanguage()}"]`);

/**
 * Paints the prerendered sign-in page while the app loads; the app then renders the same page
 * in its place. Until then its fields and buttons are disabled, so nothing typed is lost when
 * the app takes over (links stay links: following one loads that page).
 */
export function showLoginPreview() {
  const template = templateOf();
  if (!template) return;
  const root = document.getElementById('root')!;
  root.replaceChildren(template.content.cloneNode(true));
  for (const control of root.querySelectorAll<
    HTMLInputElement | HTMLButtonElement | HTMLSelectElement
  >('input, button, select')) {
    control.disabled = true;
  }
  document.documentElement.lang = storedLanguage();
  document.title = template.dataset.title ?? document.title;
}
