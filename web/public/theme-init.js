// Sets the theme before first paint (no flash). Same key and values as web/src/features/theme/lib/theme-mode.ts.
// On a rendered page, starts the app after the first paint (data-app-entry: web/src/ssr/page-document.ts).
(() => {
  try {
    let mode = localStorage.getItem('theme-mode');
    if (mode !== 'dark' && mode !== 'auto') mode = 'light';
    if (mode === 'auto') mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.style.colorScheme = mode;
  } catch {
    // No storage: the light default applies.
  }
  // After the first paint (a frame, then a task); at once in a hidden tab, which paints nothing.
  const entry = document.currentScript?.dataset.appEntry;
  if (!entry) return;
  const start = () =>
    document.head.appendChild(
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }),
    );
  const afterPaint = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start)));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
