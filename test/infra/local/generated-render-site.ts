import type { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';

/** What the render handler and its workers read to render the generated site into its site bucket. */
export interface GeneratedRenderSite {
  renderEnv: Record<string, string>;
  /** Stops the local API. */
  stop(): Promise<void>;
}

/**
 * A generated documentation site (test/bench/generated-site.ts) ready for a full render on the local
 * stack: `documents` generated documents in `contentBucket`, the run's production build
 * (test/support/site-build.ts) uploaded to `siteBucket`, and the local API in front of the table
 * and buckets of `env`. The render environment is also set on this process, whose render modules
 * read it when first imported.
 */
export async function startGeneratedRenderSite(options: {
  s3: S3Client;
  env: Record<string, string>;
  contentBucket: string;
  siteBucket: string;
  documents: number;
}): Promise<GeneratedRenderSite> {
  const { s3, env, contentBucket, siteBucket, documents } = options;
  const { createGeneratedSite } = await import('#test/bench/generated-site.ts');
  await createGeneratedSite(s3, contentBucket, documents);
  const build = inject('siteBuild');
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
    },
  };
}
