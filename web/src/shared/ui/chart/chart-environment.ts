import type { ChartTheme } from './chart-option';

const PALETTE_SIZE = 6;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The chart colors of the theme shown now, from the tokens in theme.css (one place for both
 * modes): text and axis colors, and the `--chart-N` series palette.
 */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: token('--color-text'),
    mutedText: token('--color-text-muted'),
    border: token('--color-border'),
    surface: token('--color-surface-raised'),
    onPalette: token('--color-on-primary'),
    heatLow: token('--color-primary-soft'),
    palette: Array.from({ length: PALETTE_SIZE }, (_, index) => token(`--chart-${index + 1}`)),
    fontFamily: token('--font-sans'),
  };
}

/**
 * The theme name on <html> (`data-theme`, set by the theme toggle and theme-init.js). Watching the
 * attribute keeps the charts free of the theme feature, and reads the tokens only once the new
 * theme's values apply.
 */
export function currentThemeAttribute(): string {
  return document.documentElement.dataset.theme ?? '';
}

export function subscribeToThemeAttribute(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * Whether reduced motion applies (charts then draw without animation): the signed-in user's choice
 * on <html> (`data-reduced-motion` on or off, global.css), else the system setting.
 */
export function prefersReducedMotion(): boolean {
  const chosen = document.documentElement.dataset.reducedMotion;
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

export function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-reduced-motion'] });
  return () => {
    query.removeEventListener('change', onChange);
    observer.disconnect();
  };
}
