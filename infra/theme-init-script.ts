import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { REPO_ROOT } from './bundling';

/**
 * web/theme-init.js sets the theme and reduced motion before the first paint and starts the app on
 * a page that runs it. The web build writes it inline into every page's `<head>` (a file there would
 * be one more request before the first paint), and the CSP allows exactly that text by its hash.
 */
export const THEME_INIT_FILE = path.join(REPO_ROOT, 'web', 'theme-init.js');

/** The script's text as it is inlined: minified, so every page carries the code and not its comments. */
export const themeInitScript = (): string =>
  transformSync(readFileSync(THEME_INIT_FILE, 'utf8'), { loader: 'js', minify: true, target: 'es2020' }).code.trim();

/** The CSP source that allows the inlined script and no other inline script. */
export const themeInitScriptHash = (): string =>
  `'sha256-${createHash('sha256').update(themeInitScript(), 'utf8').digest('base64')}'`;
