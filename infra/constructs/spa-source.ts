import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { REPO_ROOT } from '../bundling';
import type { AppConfig } from '../config';

/** The deployment settings the SPA is built with (Vite exposes `VITE_*` as `import.meta.env`). */
export function spaBuildEnvironment(config: AppConfig): Record<string, string> {
  return {
    // The hosts the distribution answers on: the SPA calls `${origin}/api` there.
    VITE_PRODUCT_HOSTS: [config.domainName, '*.cloudfront.net'].filter(Boolean).join(','),
    VITE_EXTERNAL_BLOG_URL: config.externalBlogUrl,
    // Canonical links and robots.txt's Sitemap line point there (empty without a domain or siteUrl).
    VITE_SITE_URL: config.siteUrl,
    // Whether the login page offers the demo accounts: the same flag as the handlers' DEMO_ACCOUNTS.
    VITE_DEMO_ACCOUNTS: String(config.demoAccounts),
  };
}

/** Vite's build of the SPA (root web/, web/vite.config.ts), run from the repository root. */
const VITE_BUILD = ['vite', 'build', '--config', 'web/vite.config.ts'];

/** The page renderer's entry in web/ (`npm run build:web` builds it to web/dist-ssr). */
export const SPA_SERVER_ENTRY = 'src/ssr/render-page.tsx';
/** The module the server build writes for that entry, beside its `assets/` chunks. */
export const SPA_SERVER_MODULE = 'render-page.mjs';

/** `npx` arguments of the browser build into `outDir` (what CloudFront serves). */
function spaBuildArgs(outDir: string): string[] {
  return [...VITE_BUILD, '--outDir', outDir, '--emptyOutDir'];
}

/**
 * `npx` arguments of the server build into `outDir`: the same components, rendered by the page
 * renderer (lambdas/render). It must be built from the same source and with the same
 * spaBuildEnvironment as the browser build, or hydration would find other markup.
 */
export function spaServerBuildArgs(outDir: string): string[] {
  return [...VITE_BUILD, '--ssr', SPA_SERVER_ENTRY, '--outDir', outDir, '--emptyOutDir'];
}

/**
 * The SPA, built by Vite during synth on this machine (no Docker; the image is only the required
 * fallback that local bundling never reaches). The asset is hashed on the build output because the
 * SPA also imports ../shared, which a hash of web/ alone would miss.
 */
export function spaSource(buildEnvironment: Readonly<Record<string, string>>): ISource {
  return Source.asset(path.join(REPO_ROOT, 'web'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('node:24'),
      local: {
        tryBundle(outputDir) {
          execFileSync(
            'npx',
            spaBuildArgs(outputDir),
            // Build output goes to stderr, as NodejsFunction does, so that the app's stdout stays clean.
            {
              cwd: REPO_ROOT,
              stdio: ['ignore', process.stderr, 'inherit'],
              env: { ...process.env, ...buildEnvironment },
            },
          );
          return true;
        },
      },
    },
  });
}
