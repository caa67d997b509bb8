import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { ISLANDS_ENTRY_META } from './src/islands/islands-entry.ts';
import spaConfig from './vite.config.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Names the islands' entry in the SPA's built shell (dist/index.html), as a meta element the page
 * renderer reads (web/src/ssr/page-document.ts): a pre-rendered public page loads this script
 * instead of the app. The shell itself never loads it.
 */
function islandsEntryInShell(): Plugin {
  return {
    name: 'islands-entry-in-shell',
    writeBundle(options, bundle) {
      const shellPath = path.join(options.dir ?? '', 'index.html');
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) throw new Error('The islands build made no entry');
      const shell = readFileSync(shellPath, 'utf8').replace(
        new RegExp(`\\s*<meta name="${ISLANDS_ENTRY_META}"[^>]*>`),
        '',
      );
      const meta = `<meta name="${ISLANDS_ENTRY_META}" content="/${entry.fileName}" />`;
      if (!shell.includes('</head>')) throw new Error(`${shellPath} has no </head>`);
      writeFileSync(shellPath, shell.replace('</head>', `  ${meta}\n  </head>`));
    },
  };
}

/**
 * The islands of the public pages (web/src/islands/main.ts): a build of its own, which the SPA's
 * build starts when it is done (web/vite.config.ts) into the same folder (assets immutable by
 * their hash), so that nothing of the app's shell chunk (React, the router, SWR) can end up in
 * it. The site's `define`s and aliases are the SPA's.
 */
export default defineConfig(async (env) => {
  const spa = (typeof spaConfig === 'function' ? await spaConfig(env) : spaConfig) as UserConfig;
  return {
    root: webRoot,
    cacheDir: spa.cacheDir,
    define: spa.define,
    resolve: spa.resolve,
    publicDir: false as const,
    plugins: [islandsEntryInShell()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { islands: fileURLToPath(new URL('./src/islands/main.ts', import.meta.url)) },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/islands-[name]-[hash].js' },
      },
    },
  };
});
