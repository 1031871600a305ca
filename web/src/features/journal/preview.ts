import './journal.css';
import { paintPrerenderedPage } from '@web/lib/prerenderedPage';

/**
 * Paints the prerendered Today screen for someone whose stored session is fresh, while the app
 * loads (see paintPrerenderedPage); the app then renders it with their entries. Its date is
 * hidden: the page was rendered on the day it was built (the line keeps its place, so nothing
 * moves when the app fills it in).
 */
export function showTodayPreview() {
  const root = paintPrerenderedPage('data-signed-in-today');
  for (const date of root?.querySelectorAll<HTMLElement>('[data-prerendered-date]') ?? []) {
    date.style.visibility = 'hidden';
  }
}
