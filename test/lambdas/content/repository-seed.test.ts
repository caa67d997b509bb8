import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { syncContent } from '#infra/local/seed/content-sync.ts';
import { handler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, contentBucket, FILES, query, readObject } from './support';

let editor: Caller;
let admin: Caller;
let repository: string;
const folder = `seeded-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
  repository = await mkdtemp(path.join(tmpdir(), 'content-'));
  await mkdir(path.join(repository, 'tech-docs', folder), { recursive: true });
});
afterAll(() => rm(repository, { recursive: true, force: true }));

const keyOf = (name: string) => `content/tech-docs/${folder}/${name}.md`;
/** The repository's copy of the document `name` says `markdown`. */
const inRepository = (name: string, markdown: string) =>
  writeFile(path.join(repository, 'tech-docs', folder, `${name}.md`), markdown);
const sync = () => syncContent(localS3Client(process.env.S3_ENDPOINT ?? ''), contentBucket(), repository);

async function currentVersion(name: string) {
  const locator = { collection: 'tech-docs', path: `${folder}/${name}` };
  return (await invoke(handler, 'GET', FILES + query(locator), { headers: editor.headers })).json;
}

// Each save and delete rebuilds the collection's index from every document of the local bucket
// (the whole content/ seeded there): 15–25 s on 2 busy cores, over the default 20 s.
describe('the repository content seeds the bucket (local start)', { timeout: 60_000 }, () => {
  it('a document edited in the browser keeps the edit, one deleted stays deleted, an unedited one follows the repository', async () => {
    await Promise.all([
      inRepository('edited', '# Edited v1'),
      inRepository('deleted', '# Deleted v1'),
      inRepository('untouched', '# Untouched v1'),
    ]);
    expect(await sync()).toMatchObject({ uploaded: 3 });

    const edited = await currentVersion('edited');
    const saved = await invoke(handler, 'PUT', FILES, {
      headers: editor.headers,
      body: {
        collection: 'tech-docs',
        path: `${folder}/edited`,
        markdown: '# Edited in the browser',
        baseVersionId: edited.versionId,
      },
    });
    expect(saved.statusCode).toBe(200);
    const removed = await invoke(
      handler,
      'DELETE',
      FILES + query({ collection: 'tech-docs', path: `${folder}/deleted` }),
      {
        headers: admin.headers,
      },
    );
    expect(removed.statusCode).toBe(204);

    await Promise.all([
      inRepository('edited', '# Edited v2'),
      inRepository('deleted', '# Deleted v2'),
      inRepository('untouched', '# Untouched v2'),
    ]);
    expect(await sync()).toMatchObject({ uploaded: 1, kept: 2 });
    expect(await readObject(keyOf('edited'))).toBe('# Edited in the browser');
    expect(await readObject(keyOf('deleted'))).toBeUndefined();
    expect(await readObject(keyOf('untouched'))).toBe('# Untouched v2');
    // A second start with nothing changed writes nothing.
    expect(await sync()).toMatchObject({ uploaded: 0, kept: 2 });
  });
});

describe('a deploy seeds the bucket (AWS: the content function on the seed object event)', () => {
  const seedEvent = (key: string) => ({
    source: 'aws.s3' as const,
    'detail-type': 'Object Created',
    detail: { bucket: { name: contentBucket() }, object: { key } },
  });
  const seed = async (name: string, markdown: string) => {
    const key = `_seed/tech-docs/${folder}/${name}.md`;
    await s3.send(new PutObjectCommand({ Bucket: contentBucket(), Key: key, Body: markdown }));
    return handler(seedEvent(key), {} as never);
  };

  it('copies a seed to a new or unedited document, never over a browser edit or delete', async () => {
    expect(await seed('aws-untouched', '# One')).toEqual({ seeded: 'follow' });
    expect(await readObject(keyOf('aws-untouched'))).toBe('# One');
    expect(await seed('aws-untouched', '# One')).toEqual({ seeded: 'same' });
    expect(await seed('aws-untouched', '# Two')).toEqual({ seeded: 'follow' });
    expect(await readObject(keyOf('aws-untouched'))).toBe('# Two');
    const history = await invoke(
      handler,
      'GET',
      `${FILES}/versions${query({ collection: 'tech-docs', path: `${folder}/aws-untouched` })}`,
      { headers: editor.headers },
    );
    expect(history.json.versions.map((version: { editedBy: string | null }) => version.editedBy)).toEqual([null, null]);

    await seed('aws-edited', '# Repository');
    const opened = await currentVersion('aws-edited');
    await invoke(handler, 'PUT', FILES, {
      headers: editor.headers,
      body: {
        collection: 'tech-docs',
        path: `${folder}/aws-edited`,
        markdown: '# Browser',
        baseVersionId: opened.versionId,
      },
    });
    expect(await seed('aws-edited', '# Repository again')).toEqual({ seeded: 'edited' });
    expect(await readObject(keyOf('aws-edited'))).toBe('# Browser');

    await seed('aws-deleted', '# Repository');
    await invoke(handler, 'DELETE', FILES + query({ collection: 'tech-docs', path: `${folder}/aws-deleted` }), {
      headers: admin.headers,
    });
    expect(await seed('aws-deleted', '# Back?')).toEqual({ seeded: 'deleted' });
    expect(await readObject(keyOf('aws-deleted'))).toBeUndefined();
  });

  it('keeps the seeds out of the collections and their index', async () => {
    await seed('aws-indexed', '# Indexed');
    // In AWS the copy's own object event rebuilds the index.
    expect(await handler(seedEvent(keyOf('aws-indexed')), {} as never)).toEqual({ rebuilt: 'tech-docs' });
    const index = (await readObject('content/_index/tech-docs.json')) ?? '';
    expect(index).toContain(`${folder}/aws-indexed`);
    expect(index).not.toContain('_seed');
  });
});
