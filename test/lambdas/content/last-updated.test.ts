import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import type { CollectionIndex } from '#shared/content.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, contentBucket, FILES, query, readObject } from './support';

/**
 * A document's "Last updated" (the index's `updatedAt`) is its last real change: an editor's save
 * moves it to the saved version's time; the repository's copy stored again by a deploy, changed or
 * not, keeps the date its `updated:` line says, and so does indexing again. (A local start stores
 * the repository's copy by the same rule, repository-seed.ts, with no editor either.)
 */
let editor: Caller;
const folder = `dated-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  editor = await signedInAs('Editor');
});

const keyOf = (name: string) => `content/tech-docs/${folder}/${name}.md`;
const objectEvent = (key: string) => ({
  source: 'aws.s3' as const,
  'detail-type': 'Object Created',
  detail: { bucket: { name: contentBucket() }, object: { key } },
});

/** The document's `updatedAt` in the collection's index as it is stored now. */
async function lastUpdated(name: string): Promise<string | null | undefined> {
  const index = JSON.parse((await readObject('content/_index/tech-docs.json')) ?? '{}') as CollectionIndex;
  const documents = index.subMenu.find((node) => node.name === folder)?.children ?? [];
  return documents.find((node) => node.name === name)?.updatedAt;
}

async function save(name: string, markdown: string) {
  const locator = { collection: 'tech-docs', path: `${folder}/${name}` };
  const current = await invoke(handler, 'GET', FILES + query(locator), { headers: editor.headers });
  const saved = await invoke(handler, 'PUT', FILES, {
    headers: editor.headers,
    body: { ...locator, markdown, baseVersionId: current.json.versionId },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json as { lastModified: string };
}

describe('last updated (AWS: a deploy seeds through the content function)', { timeout: 60_000 }, () => {
  const seed = async (markdown: string) => {
    const seedKey = `_seed/tech-docs/${folder}/deployed.md`;
    await s3.send(new PutObjectCommand({ Bucket: contentBucket(), Key: seedKey, Body: markdown }));
    const seeded = await handler(objectEvent(seedKey), {} as never);
    // In AWS the copy's own object event rebuilds the index; a seed not copied still gets its index read here.
    await handler(objectEvent(keyOf('deployed')), {} as never);
    return seeded;
  };

  it('keeps the date when a deploy stores the same or a changed copy, and moves it with a save', async () => {
    expect(await seed('# Deployed\nupdated: 2025-03-01\n\nText.')).toEqual({ seeded: 'follow' });
    expect(await lastUpdated('deployed')).toBe('2025-03-01T00:00:00.000Z');
    expect(await seed('# Deployed\nupdated: 2025-03-01\n\nText.')).toEqual({ seeded: 'same' });
    expect(await lastUpdated('deployed')).toBe('2025-03-01T00:00:00.000Z');
    // Stored again with a fix that left the updated line: the copy is new, its date is the line's.
    expect(await seed('# Deployed\nupdated: 2025-03-01\n\nText, typo fixed.')).toEqual({ seeded: 'follow' });
    expect(await lastUpdated('deployed')).toBe('2025-03-01T00:00:00.000Z');

    const saved = await save('deployed', '# Deployed\nupdated: 2025-03-01\n\nEdited on the site.');
    expect(await lastUpdated('deployed')).toBe(saved.lastModified);
    expect(await seed('# Deployed\nupdated: 2025-04-01\n\nRepository again.')).toEqual({ seeded: 'edited' });
    expect(await lastUpdated('deployed')).toBe(saved.lastModified);
  });
});
