import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { LOCAL_CONTENT_BUCKET } from '#infra/local/stack.ts';
import { CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { COLLECTIONS } from './settings';
import { type CreateKind, describeAnswer, send } from './write-load';

/*
 * What the fault suite finds afterwards: the items and files its load created, read back through
 * the API and from the bucket.
 */

/** Where each kind of item the load creates is created, listed and read, and the field holding its label. */
export const ITEMS = {
  post: { path: '/posts', list: '/posts?limit=100', field: 'title' },
  project: { path: '/projects', list: '/projects?owner=me&limit=100', field: 'name' },
  topic: { path: '/topics', list: '/topics?limit=100', field: 'name' },
} as const;
export type ItemKind = keyof typeof ITEMS;

/** Where a kind of item is created. */
export const pathOf = (kind: CreateKind) => (kind === 'file' ? '/content/files' : ITEMS[kind].path);

/** Every item of a kind the editor sees (posts: drafts too; projects: the editor's own), as id and label. */
export async function allItems(
  apiUrl: string,
  token: string,
  kind: ItemKind,
): Promise<Array<{ id: string; label: string }>> {
  const items: Array<{ id: string; label: string }> = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await send(apiUrl, 'GET', `${ITEMS[kind].list}${query}`, { token });
    if (page.status !== 200) throw new Error(`GET ${ITEMS[kind].list}: ${describeAnswer(page)}`);
    const json = page.json as { items: Array<Record<string, string>>; cursor: string | null };
    items.push(...json.items.map((item) => ({ id: item.id as string, label: item[ITEMS[kind].field] as string })));
    cursor = json.cursor;
  } while (cursor);
  return items;
}

/** The run's files in the bucket: path in its collection → body. */
export async function runFiles(s3Endpoint: string, runId: string): Promise<Map<string, string>> {
  const s3 = localS3Client(s3Endpoint);
  const files = new Map<string, string>();
  try {
    for (const collection of COLLECTIONS) {
      const prefix = `${CONTENT_KEY_PREFIX}${collection}/faults/${runId}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: LOCAL_CONTENT_BUCKET, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key as string;
          const body = await s3.send(new GetObjectCommand({ Bucket: LOCAL_CONTENT_BUCKET, Key: key }));
          files.set(key.slice(CONTENT_KEY_PREFIX.length), (await body.Body?.transformToString()) ?? '');
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    }
  } finally {
    s3.destroy();
  }
  return files;
}
