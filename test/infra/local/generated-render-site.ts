import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/** What the render handler and its workers read to render the generated site into its site bucket. */
export interface GeneratedRenderSite {
  renderEnv: Record<string, string>;
  /** Stops the local API and deletes the SPA build. */
  stop(): Promise<void>;
}

/**
 * A generated documentation site (test/bench/generated-site.ts) ready for a full render on the local
 * stack: `documents` generated documents in `contentBucket`, the SPA and its server build built for
 * production and uploaded to `siteBucket`, and the local API in front of the table and buckets of
 * `env`. The render environment is also set on this process, whose render modules read it when
 * first imported.
 */
export async function startGeneratedRenderSite(options: {
  s3: S3Client;
  env: Record<string, string>;
  contentBucket: string;
  siteBucket: string;
  documents: number;
}): Promise<GeneratedRenderSite> {
  const { s3, env, contentBucket, siteBucket, documents } = options;
  const buildDir = mkdtempSync(path.join(tmpdir(), 'generated-render-site-'));
  const { createGeneratedSite } = await import('#test/bench/generated-site.ts');
  await createGeneratedSite(s3, contentBucket, documents);
  const { buildSite } = await import('#test/bench/web-quality/site-build.ts');
  const build = await buildSite(buildDir, 'http://localhost:4173');
  const { startApiAndSite } = await import('#infra/local/stack.ts');
  const site = await startApiAndSite({ env, ports: { api: 0, web: 0 }, web: false });
  const { uploadSpaBuild } = await import('#infra/local/preview/preview-server.ts');
  await uploadSpaBuild(s3, siteBucket, build.distDir);
  const renderEnv = {
    SITE_BUCKET: siteBucket,
    RENDER_API_URL: site.apiUrl,
    SITE_URL: 'http://localhost:4173',
    RENDER_BUNDLE: build.bundleFile,
  };
  Object.assign(process.env, renderEnv);
  return {
    renderEnv,
    async stop() {
      await site.stop();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
