import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, deployedDocument, FILES, query } from './support';

let editor: Caller;
let admin: Caller;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

const deletedIn = (caller: Caller, collection: string) =>
  invoke(handler, 'GET', `${FILES}/deleted${query({ collection })}`, { headers: caller.headers });

describe('GET /api/content/files/deleted', () => {
  it('lists the documents deleted in a collection with when and by whom, until a restore brings one back', async () => {
    const document = await deployedDocument({ markdown: '# Gone', collection: 'legal-docs', folders: ['gone'] });
    const locator = { collection: document.collection, path: document.path };
    const before = await deletedIn(editor, 'legal-docs');
    expect(before.statusCode).toBe(200);
    expect(before.json.documents.map((entry: { path: string }) => entry.path)).not.toContain(document.path);

    const removed = await invoke(handler, 'DELETE', FILES + query(locator), { headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    const after = await deletedIn(editor, 'legal-docs');
    expect(after.json.documents).toContainEqual({
      path: document.path,
      deletedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deletedBy: 'Test Admin',
    });
    // Not in another collection's list.
    const elsewhere = await deletedIn(editor, 'tech-docs');
    expect(elsewhere.json.documents.map((entry: { path: string }) => entry.path)).not.toContain(document.path);

    const restored = await invoke(handler, 'POST', `${FILES}/restore`, {
      headers: editor.headers,
      body: { ...locator, versionId: document.versionId },
    });
    expect(restored.statusCode).toBe(200);
    const back = await deletedIn(editor, 'legal-docs');
    expect(back.json.documents.map((entry: { path: string }) => entry.path)).not.toContain(document.path);
  });

  it('is for editors, and names a collection', async () => {
    const user = await signedInAs('User');
    expect((await deletedIn(user, 'legal-docs')).statusCode).toBe(403);
    const unknown = await deletedIn(editor, 'secrets');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toMatch(/^collection: Collection must be one of/);
  });
});
