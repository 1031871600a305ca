/** Remembered like the language: the key `theme`, absent while the device's setting is followed. */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

function storedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

const shown = (): Theme =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';

const show = (theme: Theme) => document.documentElement.setAttribute('data-theme', theme);

/** Switches between light and dark and remembers the choice (public/theme.js reads it first). */
export function toggleTheme() {
  const next: Theme = shown() === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  show(next);
}

/** Until someone switches, the device's setting is followed live (night mode at sunset). */
export function followSystemTheme(): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const follow = () => {
    if (!storedTheme()) show(media.matches ? 'dark' : 'light');
  };
  media.addEventListener('change', follow);
  return () => media.removeEventListener('change', follow);
}
