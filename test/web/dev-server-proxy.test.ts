import path from 'node:path';
import type { ProxyOptions, UserConfig } from 'vite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';

type ConfigOf = (environment: { mode: string; command: 'serve' }) => UserConfig;
let viteConfig: ConfigOf;
beforeAll(async () => {
  viteConfig = ((await import(path.join(REPO_ROOT, 'web', 'vite.config.ts'))) as { default: ConfigOf }).default;
});

/** The dev server's proxy table as web/vite.config.ts builds it for this environment. */
function proxyWith(env: Record<string, string>): Record<string, ProxyOptions> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return viteConfig({ mode: 'development', command: 'serve' }).server?.proxy as Record<string, ProxyOptions>;
}

afterEach(() => vi.unstubAllEnvs());

describe('the dev server serving /media', () => {
  it('passes /media/ paths through to the media bucket of the local S3, as CloudFront does', () => {
    const proxy = proxyWith({ MEDIA_PROXY_TARGET: 'http://127.0.0.1:4569/portfolio-media-local' });
    const media = proxy['^/media/'];
    expect(media?.target).toBe('http://127.0.0.1:4569');
    expect(media?.rewrite?.('/media/0b5c2f0e-6d3a-4c4e-9a51-2f0d6c1e8a77/960.webp')).toBe(
      '/portfolio-media-local/media/0b5c2f0e-6d3a-4c4e-9a51-2f0d6c1e8a77/960.webp',
    );
    // Vite reads a key that starts with ^ as a pattern of the request's path.
    const [key = '$^'] = Object.keys(proxy).filter((name) => name.includes('/media'));
    const pattern = new RegExp(key);
    expect(pattern.test('/media/x/480.webp')).toBe(true);
    expect(pattern.test('/uploads/x')).toBe(false);
    expect(pattern.test('/editor/media')).toBe(false);
  });

  it('has no /media route without a media bucket to send it to', () => {
    expect(proxyWith({ MEDIA_PROXY_TARGET: '' })['^/media/']).toBeUndefined();
  });
});
