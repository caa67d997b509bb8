// Sets the theme before first paint (no flash). Same key and values as web/src/features/theme/lib/theme-mode.ts.
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
})();
