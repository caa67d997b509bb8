import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_MODE,
  parseThemeMode,
  resolveTheme,
  THEME_STORAGE_KEY,
  toggleThemeMode,
} from '#web/features/theme/lib/theme-mode.ts';

describe('theme mode', () => {
  it('defaults to light', () => {
    expect(DEFAULT_THEME_MODE).toBe('light');
  });

  it('accepts a stored mode only if it is light, dark or auto', () => {
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('auto')).toBe('auto');
    for (const stored of [null, undefined, '', 'Dark', 'system', '"dark"', 1, {}]) {
      expect(parseThemeMode(stored)).toBe('light');
    }
  });

  it('resolves auto from the system preference', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('toggles light to dark, dark to light, auto to the opposite of the system', () => {
    expect(toggleThemeMode('light', true)).toBe('dark');
    expect(toggleThemeMode('dark', false)).toBe('light');
    expect(toggleThemeMode('auto', true)).toBe('light');
    expect(toggleThemeMode('auto', false)).toBe('dark');
  });

  it('is read before first paint by web/theme-init.js, inline in <head>, under the same key and values', () => {
    const script = readFileSync(new URL('../../../../web/theme-init.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(script).toContain("mode !== 'dark' && mode !== 'auto'");
    expect(script).toContain('try {');
    const html = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    expect(html.indexOf('<script data-theme-init></script>')).toBeLessThan(html.indexOf('</head>'));
  });
});
