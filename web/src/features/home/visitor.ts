import { isLanguage, type Language } from '@domain/i18n-languages';
import { api } from '@web/lib/api';
import { blockCopying } from '@web/lib/copyProtection';
import { intlLocale, storedLanguage, storeLanguage } from '@web/lib/language';
import { scrollToSection } from '@web/lib/scroll';
import { followSystemTheme, toggleTheme } from '@web/lib/theme';
import { DISCLAIMER_ID } from './anchors';
import './home.css';

/**
 * The visitor's home page without the app: the page prerendered at build time for each
 * language (a <template> each, see prerender.tsx), brought to life with what it needs: the
 * language switch, the theme switch, the user count, the disclaimer link and the copy block.
 * Every other link is an ordinary link: following it loads the app.
 */
const templateOf = (language: Language) =>
  document.querySelector<HTMLTemplateElement>(`template[data-visitor-home="${language}"]`);

export const hasVisitorHome = () => templateOf(storedLanguage()) !== null;

type UserCount = { count: number } | 'failed' | undefined;

function showUserCount(language: Language, count: UserCount) {
  const value = document.querySelector('[data-testid="user-count-value"]');
  if (!value || count === undefined) return;
  const shown = document.createElement(count === 'failed' ? 'span' : 'strong');
  if (count === 'failed') {
    shown.textContent = '—';
    shown.setAttribute('aria-label', value.getAttribute('data-unavailable') ?? '');
  } else {
    shown.textContent = new Intl.NumberFormat(intlLocale[language]).format(count.count);
  }
  value.replaceChildren(shown);
}

export function showVisitorHome() {
  const root = document.getElementById('root')!;
  let count: UserCount;

  const show = (language: Language) => {
    const template = templateOf(language);
    if (!template) return;
    root.replaceChildren(template.content.cloneNode(true));
    document.documentElement.lang = language;
    document.title = template.dataset.title ?? document.title;
    showUserCount(language, count);
    const select = root.querySelector<HTMLSelectElement>('[data-testid="language-select"]');
    select?.addEventListener('change', () => {
      if (!isLanguage(select.value)) return;
      storeLanguage(select.value);
      show(select.value);
      root.querySelector<HTMLSelectElement>('[data-testid="language-select"]')?.focus();
    });
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-testid="theme-switch"]')) toggleTheme();
    if (target.closest(`a[href="#${DISCLAIMER_ID}"]`) && scrollToSection(DISCLAIMER_ID)) {
      event.preventDefault();
    }
  });
  blockCopying();
  followSystemTheme();
  show(storedLanguage());

  api('GET /api/user-count')
    .then((answer) => (count = answer))
    .catch(() => (count = 'failed'))
    .finally(() => showUserCount(storedLanguage(), count));
}
