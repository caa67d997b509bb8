// Sets the theme and reduced motion before first paint (no flash). Same key and values as web/src/features/theme/lib/theme-mode.ts.
// On a rendered page, starts its script after the first paint: the app (data-app-entry) or the islands
// (data-islands-entry), web/src/ssr/page-document.ts.
(() => {
  try {
    let mode = localStorage.getItem('theme-mode');
    if (mode !== 'dark' && mode !== 'auto') mode = 'light';
    if (mode === 'auto') mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.style.colorScheme = mode;
    // A signed-in user's reduced motion (web/src/features/preferences/lib/reduced-motion.ts); none: the system's.
    const motion = localStorage.getItem('reduced-motion');
    if (motion === 'on' || motion === 'off') document.documentElement.setAttribute('data-reduced-motion', motion);
  } catch {
    // No storage: the light default applies.
  }
  // Starts the page's script once the first contentful paint is reported (web/src/ssr/page-document.ts).
  const entry = document.currentScript?.dataset.appEntry ?? document.currentScript?.dataset.islandsEntry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.appendChild(
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }),
    );
  };
  if (document.hidden) return start();
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start()).observe({
      type: 'paint',
      buffered: true,
    });
  } catch {}
  const fallback = () => requestAnimationFrame(() => setTimeout(start, 1000));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fallback);
  else fallback();
})();
