import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_ANIMATION_MS, MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

const webSrc = new URL('../../../../web/src/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, webSrc), 'utf8');

function customProperties(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

const tokens = customProperties(read('shared/ui/theme.css'));

describe('theme tokens', () => {
  it('stack overlays in order: dropdown, modal, tooltip, overlay', () => {
    expect(tokens.get('--z-dropdown')).toBe('1000');
    expect(tokens.get('--z-modal')).toBe('1050');
    expect(tokens.get('--z-tooltip')).toBe('1100');
    expect(tokens.get('--z-overlay')).toBe('1200');
  });

  it('list the responsive breakpoints from xs 320 px to 2xl 1536 px', () => {
    expect(['xs', 'sm', 'md', 'lg', 'xl', '2xl'].map((name) => tokens.get(`--bp-${name}`))).toEqual([
      '320px',
      '480px',
      '768px',
      '1024px',
      '1280px',
      '1536px',
    ]);
  });

  it('animate the mobile menu for the shared menu duration and keep touch targets at 44 px', () => {
    expect(tokens.get('--duration-menu')).toBe(`${MENU_ANIMATION_MS}ms`);
    expect(tokens.get('--touch-target')).toBe('44px');
  });

  it('fold the navbar into the mobile menu below the shared breakpoint', () => {
    const headerCss = read('features/navigation/components/site-header.css');
    expect(headerCss).toContain(`@media (width < ${MOBILE_BREAKPOINT_PX}px)`);
    expect(headerCss).toContain('var(--duration-menu)');
    expect(headerCss).toContain('prefers-reduced-motion: reduce');
  });
});
