import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { previewFeedAnswer } from '#infra/local/preview/preview-feeds.ts';
import { type PreviewServer, startPreviewServer } from '#infra/local/preview/preview-server.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';

/**
 * The preview's feeds carry the preview's own address, as its pages' canonical links do, also
 * when the API it uses is `npm start`'s, whose site address is the dev server's: played here by an
 * API that answers every feed with the dev server's links, which the preview must not pass on.
 */
const env = inject('localEnv');
const s3 = localS3Client(env.S3_ENDPOINT ?? '');
const bucket = `preview-feeds-${randomUUID().slice(0, 8)}`;
const DEV_SERVER = 'http://localhost:5173';
let devApiCalls = 0;
const devApi = http.createServer((_request, response) => {
  devApiCalls += 1;
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<rss><channel><link>${DEV_SERVER}/posts</link></channel></rss>`);
});
let server: PreviewServer;
const previousSiteUrl = process.env.SITE_URL;

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await new Promise<void>((resolve) => devApi.listen(0, '127.0.0.1', resolve));
  server = await startPreviewServer({
    port: 0,
    s3,
    siteBucket: bucket,
    contentBucket: bucket,
    mediaBucket: bucket,
    apiUrl: `http://127.0.0.1:${(devApi.address() as AddressInfo).port}/api`,
    feeds: previewFeedAnswer,
  });
  // As startPreview does: the preview's process has the preview's address as the site's.
  process.env.SITE_URL = server.url;
}, 60_000);

afterAll(async () => {
  process.env.SITE_URL = previousSiteUrl;
  await server?.stop();
  await new Promise((resolve) => devApi.close(resolve));
});

describe("the preview's feeds", () => {
  it('link to the preview, never to the dev server whose API the preview uses', async () => {
    for (const feed of ['/rss.xml', '/sitemap.xml']) {
      const answer = await fetch(`${server.url}${feed}`);
      expect(answer.status, feed).toBe(200);
      expect(answer.headers.get('content-type'), feed).toMatch(/xml/);
      const body = await answer.text();
      const links = [...body.matchAll(/<(?:link|loc)>([^<]+)<\/(?:link|loc)>/g)].map((match) => match[1] ?? '');
      expect(links.length, feed).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${server.url}/`), `${feed}: ${link}`).toBe(true);
      expect(body, feed).not.toContain(DEV_SERVER);
    }
    expect(devApiCalls).toBe(0);
  });
});
