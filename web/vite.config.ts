import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { themeInitScript } from '#infra/theme-init-script.ts';
import { LOCAL_API_BASE_URL } from '#shared/constants.ts';
import { CONTENT_BASE_PATH } from '#shared/content.ts';
import { SITE_FEEDS } from '#shared/feeds.ts';
import { MEDIA_BASE_PATH } from '#shared/media.ts';
import { API_PREFIX } from '#shared/route-paths.ts';
import { robotsTxt } from '#web/shared/lib/site.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const DEFAULT_WEB_PORT = 5173;
const DEFAULT_API_PROXY_TARGET = 'http://localhost:5000';
/** Used when VITE_ANALYTICS_ID is unset (see `define`). */
const DEFAULT_ANALYTICS_ID = 'first-party';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_WEB_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`WEB_PORT must be a port number (1-65535), got "${value}"`);
  }
  return port;
}

/** Where index.html takes web/theme-init.js inline (infra/theme-init-script.ts says why). */
const THEME_INIT_ELEMENT = '<script data-theme-init></script>';

/** Writes web/theme-init.js into index.html's `<head>`, in every build and in the dev server. */
function themeInitInline(): Plugin {
  return {
    name: 'theme-init-inline',
    transformIndexHtml(html) {
      if (!html.includes(THEME_INIT_ELEMENT)) throw new Error(`index.html has no ${THEME_INIT_ELEMENT}`);
      return html.replace(THEME_INIT_ELEMENT, () => `<script data-theme-init>${themeInitScript()}</script>`);
    },
  };
}

/** robots.txt, written for the build's site origin (its Sitemap line needs an absolute URL). */
function robotsTxtFile(siteOrigin: string): Plugin {
  const body = robotsTxt(siteOrigin);
  return {
    name: 'robots-txt',
    configureServer(server) {
      server.middlewares.use('/robots.txt', (_request, response) => {
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: body });
    },
  };
}

/**
 * react-router's production build, made tree-shakable: it names its components and contexts by
 * assigning `displayName` (a write the bundler must keep, and with it the whole component) and
 * builds them with un-annotated `forwardRef` and `createContext` calls. Dropping the names (only
 * React DevTools reads them) and marking those calls pure lets the bundler leave out what the SPA
 * never uses (`<Form>`, `useSubmit`, `<ScrollRestoration>`, the data routers' contexts): 1.3 KB
 * gzip off every page's first load.
 */
function treeShakableRouter(): Plugin {
  return {
    name: 'tree-shakable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      const shakable = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1');
      return { code: shakable, map: null };
    },
  };
}

/**
 * Builds the public pages' islands (web/vite.islands.config.ts) into the same folder once the
 * browser build is written, so every build of the SPA (npm run build:web, CDK's bundling, the
 * tests' and benchmarks' builds) has them and names them in its index.html.
 */
function islandsBuild(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'islands-build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: fileURLToPath(new URL('./vite.islands.config.ts', import.meta.url)),
        mode,
        logLevel: 'warn',
        build: { outDir },
      });
    },
  };
}

/** A path passed through to a bucket of the local S3 (`target`: the bucket's URL), as a CloudFront origin. */
function bucketProxy(target: string): ProxyOptions {
  const bucketUrl = new URL(target);
  return {
    target: bucketUrl.origin,
    changeOrigin: true,
    rewrite: (requestPath) => `${bucketUrl.pathname.replace(/\/$/, '')}${requestPath}`,
  };
}

/**
 * The SPA: root web/, output web/dist. The dev and preview servers proxy `/api` to the local
 * gateway, so a page served from a product host can call its own origin, `/content` to the
 * content bucket of the local S3 (`CONTENT_PROXY_TARGET`, the bucket's URL) and `/media/` to the
 * media bucket (`MEDIA_PROXY_TARGET`), as CloudFront does.
 */
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, webRoot, '');
  const apiTarget = env.API_PROXY_TARGET || DEFAULT_API_PROXY_TARGET;
  const proxy: Record<string, ProxyOptions> = {
    // `/api` and below only, as CloudFront's `/api/*`: the `/api-docs` page is the SPA's.
    [`^${API_PREFIX}(?:[/?]|$)`]: { target: apiTarget, changeOrigin: true },
    // /sitemap.xml and /rss.xml come from their API routes, as CloudFront's feed function does.
    ...Object.fromEntries(
      SITE_FEEDS.map((feed) => [
        feed.sitePath,
        {
          target: apiTarget,
          changeOrigin: true,
          rewrite: () => feed.apiPath,
        },
      ]),
    ),
  };
  if (env.CONTENT_PROXY_TARGET) proxy[CONTENT_BASE_PATH] = bucketProxy(env.CONTENT_PROXY_TARGET);
  // The served sizes only (`/media/<id>/<width>.webp` is the key `media/<id>/<width>.webp`): the
  // originals under `uploads/` are never reachable.
  if (env.MEDIA_PROXY_TARGET) proxy[`^${MEDIA_BASE_PATH}/`] = bucketProxy(env.MEDIA_PROXY_TARGET);
  const server = { port: portFrom(env.WEB_PORT), strictPort: true, host: 'localhost', proxy };

  return {
    root: webRoot,
    // The dependency cache of this checkout, not node_modules/.vite: checkouts that share one
    // node_modules (git worktrees) would otherwise overwrite each other's optimized dependencies
    // while their dev servers run, and pages would fail to load modules at random. This is the
    // cache of `npm start` (and of `vite` run by hand); the dev servers of test runs pass their own
    // (`.cache/vite-test`, infra/local/stack.ts), so a test run cannot replace it under a running site.
    cacheDir: fileURLToPath(new URL('../.cache/vite', import.meta.url)),
    plugins: [
      treeShakableRouter(),
      react(),
      themeInitInline(),
      robotsTxtFile(env.VITE_SITE_URL ?? ''),
      islandsBuild(mode),
    ],
    resolve: {
      alias: [
        // react-router's package exports name its development build only (dev warnings on); a
        // production build takes its production build, whose warnings the minifier drops (0.5 KB gzip).
        ...(mode === 'production'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ]
          : []),
        // SWR's fallback for React < 18 would be in every first load; React 19 has the hook itself.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/shared/lib/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
    define: {
      // The page renderer's build decides React's build (and every package's `process.env.NODE_ENV`
      // check) when it is built, as the SPA's does: left to the process's environment, which sets
      // no NODE_ENV locally nor in the render function, it ran React's development build. The value
      // is the one Vite compiles the JSX for (it sets NODE_ENV from the mode before it reads this
      // file, unless it is set already: vitest's `test` builds development JSX).
      ...(isSsrBuild
        ? {
            'process.env.NODE_ENV': JSON.stringify(
              process.env.NODE_ENV === 'production' ? 'production' : 'development',
            ),
          }
        : {}),
      'import.meta.env.VITE_API_FALLBACK_URL': JSON.stringify(env.VITE_API_FALLBACK_URL || LOCAL_API_BASE_URL),
      'import.meta.env.VITE_PRODUCT_HOSTS': JSON.stringify(env.VITE_PRODUCT_HOSTS ?? ''),
      // The origin of canonical links and of the sitemap (the CDK `siteUrl` context); empty: the page's own.
      'import.meta.env.VITE_SITE_URL': JSON.stringify(env.VITE_SITE_URL ?? ''),
      'import.meta.env.VITE_DEMO_ACCOUNTS': JSON.stringify(env.VITE_DEMO_ACCOUNTS || 'false'),
      // Target of the /blog redirect; the CDK build sets it from the `externalBlogUrl` context.
      'import.meta.env.VITE_EXTERNAL_BLOG_URL': JSON.stringify(env.VITE_EXTERNAL_BLOG_URL ?? ''),
      // Measurement id of the first-party page-view analytics; the SPA sends no page view without
      // one. The local stack (infra/local/stack.ts) does not set it, so an unset or empty value
      // becomes 'first-party' here (the site's own analytics need no external id).
      'import.meta.env.VITE_ANALYTICS_ID': JSON.stringify(env.VITE_ANALYTICS_ID || DEFAULT_ANALYTICS_ID),
    },
    server,
    preview: { host: 'localhost', strictPort: true, proxy },
    // The page renderer's build (`vite build --ssr src/ssr/render-page.tsx`): one self-contained
    // module with its dependencies, so the render function needs no node_modules of its own.
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The server build needs no copy of public/ (favicon, theme-init.js).
      copyPublicDir: !isSsrBuild,
      // One stylesheet for every page: a pre-rendered page (web/src/ssr/) is styled at its first
      // paint, before the page's own chunk has loaded (15 KB gzip for the whole site).
      cssCodeSplit: false,
      // Everything the entry imports statically (the shell) in one chunk: left to itself the bundler
      // splits modules the pages share with the shell into a dozen small chunks, each gzipped apart.
      rolldownOptions: isSsrBuild
        ? // The page renderer's build: `.mjs`, so Node loads it as a module wherever it is copied (the render function).
          { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } }
        : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
      // Every browser the site supports preloads modules natively (Safari from 17): no polyfill in the shell.
      modulePreload: { polyfill: false },
    },
    // The code highlighter's worker (src/shared/lib/highlight-worker.ts) is a module worker. The dev
    // server's dependency scan starts from it too: otherwise it finds highlight.js only when a page
    // first starts the worker, and re-optimising then reloads that page.
    worker: { format: 'es' },
    optimizeDeps: { entries: ['index.html', 'src/shared/lib/highlight-worker.ts'] },
  };
});
