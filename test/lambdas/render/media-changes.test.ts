import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { MediaUsage } from '#lambdas/lib/db/entities/media-usage.ts';
import { handler } from '#lambdas/render/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';
import { reads, source } from './held-render-bundle';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * An image deleted (or its alt text changed), as the table's stream brings it to the render
 * function: each use of the image is marked `imageChangedAt` before it goes, and the pages the use
 * names are rendered again, so a deleted cover leaves the post's page, the lists and the link
 * preview. The stand-in server build records which pages were rendered.
 */

type StoredItem = Record<string, unknown>;

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_BUCKET: `site-${randomUUID()}`,
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
  });
  source.title = 'A page';
  await createSiteBucket(process.env.SITE_BUCKET ?? '');
});

function streamEvent(before: StoredItem | undefined, after: StoredItem | undefined): DynamoDBStreamEvent {
  const image = (item: StoredItem | undefined) =>
    item ? (marshall(item, { removeUndefinedValues: true }) as never) : undefined;
  return {
    Records: [
      {
        eventSource: 'aws:dynamodb',
        eventName: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
        dynamodb: { OldImage: image(before), NewImage: image(after), SequenceNumber: '1' },
      },
    ],
  };
}

async function renderedFor(before: StoredItem | undefined, after: StoredItem | undefined): Promise<string[]> {
  reads.length = 0;
  const answer = await handler(streamEvent(before, after));
  expect(answer).toEqual({ batchItemFailures: [] });
  return [...new Set(reads.map((read) => read.pathname))].sort();
}

describe('pages rendered again when an image they show changes', () => {
  it('renders the pages of the post whose cover was deleted, and nothing for a use a save wrote', async () => {
    const editor = await signedInAs('Editor');
    const tag = await invoke(blogHandler, 'POST', '/api/tags', {
      headers: editor.headers,
      body: { name: `covered-${randomUUID().slice(0, 6)}` },
    });
    const mediaId = await mediaItemFor('post');
    const post = await invoke(blogHandler, 'POST', '/api/posts', {
      headers: editor.headers,
      body: {
        title: `Covered ${randomUUID().slice(0, 8)}`,
        summary: '',
        body: 'Text.',
        status: 'published',
        coverImageId: mediaId,
        tagIds: [tag.json.id],
      },
    });
    expect(post.statusCode).toBe(201);
    // The use as the table holds it, ElectroDB's own attributes included, as a stream image carries it.
    const { data } = await MediaUsage.query.byMedia({ mediaId }).go({ data: 'raw' });
    const stored = (data as unknown as { Items: StoredItem[] }).Items[0];
    expect(stored).toBeDefined();

    expect(await renderedFor(undefined, stored)).toEqual([]);
    const changed = { ...stored, imageChangedAt: new Date().toISOString() };
    expect(await renderedFor(stored, changed)).toEqual(
      [`/posts/${post.json.slug}`, '/posts', `/tags/${tag.json.slug}`].sort(),
    );
    expect(await renderedFor(changed, undefined)).toEqual([]);
  });
});
