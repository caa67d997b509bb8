import path from 'node:path';
import type { PreviewServer } from 'vite';
import { REPO_ROOT } from '#infra/bundling.ts';

/**
 * The run's production build (test/support/site-build.ts) served by Vite's preview server on
 * `port`, with the proxies web/vite.config.ts gives the dev server: `/api` and the feeds to the
 * local API, `/content` and `/media` to their buckets in the local S3, and the SPA's shell for
 * every other address. A browser test loads a dozen bundled files instead of the hundreds of
 * modules the dev server transforms, which is most of what a browser file used to cost.
 */
export async function startBuildPreview(options: {
  distDir: string;
  port: number;
  /** The local API gateway's origin, `http://localhost:5000`. */
  apiOrigin: string;
}): Promise<PreviewServer> {
  process.env.API_PROXY_TARGET = options.apiOrigin;
  process.env.CONTENT_PROXY_TARGET = `${process.env.S3_ENDPOINT}/${process.env.CONTENT_BUCKET}`;
  process.env.MEDIA_PROXY_TARGET = `${process.env.S3_ENDPOINT}/${process.env.MEDIA_BUCKET}`;
  const { preview } = await import('vite');
  return preview({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    build: { outDir: options.distDir },
    preview: { port: options.port, strictPort: true },
    logLevel: 'warn',
  });
}
