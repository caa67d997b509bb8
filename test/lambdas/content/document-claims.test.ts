import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { ContentEdit } from '#lambdas/lib/db/entities/content-edit.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, deployedDocument, FILES, query, readObject } from './support';

let editor: Caller;
let admin: Caller;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

describe('writes over the same current version', () => {
  it('let a save and a restore from the same current version race: exactly one writes, the other gets 409', async () => {
    const document = await deployedDocument({ markdown: '# Original', folders: ['claims'] });
    const locator = { collection: document.collection, path: document.path };
    const saved = await invoke(handler, 'PUT', FILES, {
      headers: editor.headers,
      body: { ...locator, markdown: '# Second', baseVersionId: document.versionId },
    });
    expect(saved.statusCode).toBe(200);
    const [save, restore] = await Promise.all([
      invoke(handler, 'PUT', FILES, {
        headers: editor.headers,
        body: { ...locator, markdown: '# Third', baseVersionId: saved.json.versionId },
      }),
      invoke(handler, 'POST', `${FILES}/restore`, {
        headers: admin.headers,
        body: { ...locator, versionId: document.versionId },
      }),
    ]);
    expect([save.statusCode, restore.statusCode].sort()).toEqual([200, 409]);
    const winner = save.statusCode === 200 ? save : restore;
    const current = await invoke(handler, 'GET', FILES + query(locator), { headers: editor.headers });
    expect(current.json.versionId).toBe(winner.json.versionId);
    expect(current.json.markdown).toBe(save.statusCode === 200 ? '# Third' : '# Original');
  });

  it('let a save and a delete from the same current version race: exactly one happens, the other gets 409', async () => {
    const document = await deployedDocument({ markdown: '# Contested', folders: ['claims'] });
    const locator = { collection: document.collection, path: document.path };
    const [save, remove] = await Promise.all([
      invoke(handler, 'PUT', FILES, {
        headers: editor.headers,
        body: { ...locator, markdown: '# Saved', baseVersionId: document.versionId },
      }),
      invoke(handler, 'DELETE', FILES + query(locator), { headers: admin.headers }),
    ]);
    expect([save.statusCode, remove.statusCode].sort()).toEqual(save.statusCode === 200 ? [200, 409] : [204, 409]);
    const markdown = await readObject(document.key);
    if (save.statusCode === 200) expect(markdown).toBe('# Saved');
    else expect(markdown).toBeUndefined();
  });

  it('let a claim whose writer never gave it back go once its lease has run out', async () => {
    const document = await deployedDocument({ markdown: '# Stuck', folders: ['claims'] });
    // The claim a save leaves when it failed to write and then failed to give the claim back.
    await ContentEdit.put({
      key: document.key,
      baseVersionId: document.versionId,
      editedBy: 'someone',
      claimedAt: new Date(Date.now() - 120_000).toISOString(),
      leaseUntil: Math.floor(Date.now() / 1000) - 1,
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    }).go();
    const saved = await invoke(handler, 'PUT', FILES, {
      headers: editor.headers,
      body: { collection: 'tech-docs', path: document.path, markdown: '# Unstuck', baseVersionId: document.versionId },
    });
    expect(saved.statusCode).toBe(200);
    expect(await readObject(document.key)).toBe('# Unstuck');
  });
});

describe('documents deeper than a create may make', () => {
  it('reads, saves, lists, deletes and restores a document six names deep, as in the repository', async () => {
    const document = await deployedDocument({
      markdown: '# Deep',
      // The repository's content goes six deep.
      folders: ['csharp', 'collections', 'linq', 'operators', 'filtering'],
    });
    expect(document.path.split('/')).toHaveLength(6);
    const locator = { collection: 'tech-docs', path: document.path };
    const read = await invoke(handler, 'GET', FILES + query(locator), { headers: editor.headers });
    expect(read.statusCode).toBe(200);
    const saved = await invoke(handler, 'PUT', FILES, {
      headers: editor.headers,
      body: { ...locator, markdown: '# Deeper', baseVersionId: document.versionId },
    });
    expect(saved.statusCode).toBe(200);
    const history = await invoke(handler, 'GET', `${FILES}/versions${query(locator)}`, { headers: editor.headers });
    expect(history.json.versions).toHaveLength(2);
    const removed = await invoke(handler, 'DELETE', FILES + query(locator), { headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    const restored = await invoke(handler, 'POST', `${FILES}/restore`, {
      headers: editor.headers,
      body: { ...locator, versionId: saved.json.versionId },
    });
    expect(restored.statusCode).toBe(200);
    expect(await readObject(document.key)).toBe('# Deeper');
  });

  it('still refuses to create a document more than four folders deep', async () => {
    const answer = await invoke(handler, 'POST', FILES, {
      headers: editor.headers,
      body: { collection: 'tech-docs', folder: ['a', 'b', 'c', 'd', 'e'], name: 'too-deep', markdown: '# No' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(/^folder: Folder can be at most 4 levels deep/);
  });
});
