/** The folder of Vite's hashed build files (its default `build.assetsDir`). */
export const SPA_ASSETS_FOLDER = 'assets';

/** Hashed file names never change content: browsers keep them a year without asking again. */
export const SPA_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** index.html, theme-init.js, robots.txt, the icon: revalidated on each use (ETag), so a deploy shows at once. */
export const SPA_ENTRY_CACHE_CONTROL = 'no-cache';
