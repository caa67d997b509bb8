import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * web/theme-init.js sets the theme and reduced motion before the first paint and starts the app on
 * a page that runs it. The web build writes it inline into every page's `<head>` (a file there would
 * be one more request before the first paint), and the CSP allows exactly that text by its hash.
 */
// No import of ./bundling for the repository root: the Vite config loads this file natively, and
// Node's loader wants a relative import with its extension.
const THEME_INIT_FILE = fileURLToPath(new URL('../web/theme-init.js', import.meta.url));

/** The script's text as it is inlined: minified, so every page carries the code and not its comments. */
export const themeInitScript = (): string =>
  transformSync(readFileSync(THEME_INIT_FILE, 'utf8'), { loader: 'js', minify: true, target: 'es2020' }).code.trim();

/** The CSP source that allows the inlined script and no other inline script. */
export const themeInitScriptHash = (): string =>
  `'sha256-${createHash('sha256').update(themeInitScript(), 'utf8').digest('base64')}'`;
