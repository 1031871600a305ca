// Sets the theme before the first paint, so a dark room never sees a white flash. A file, not an
// inline script: the production CSP allows scripts from this origin only. Kept in step with
// web/src/lib/theme.ts (the `theme` key, the `data-theme` attribute).
(function () {
  var stored;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
