import { randomUUID } from 'node:crypto';
import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { type CollectionIndex, type RenderedDocumentFile, renderedDocumentKey } from '#shared/content.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, contentBucket, deployedDocument, FILES, query, readObject } from './support';

let editor: Caller;
let admin: Caller;
let user: Caller;

beforeAll(async () => {
  // One at a time: password hashing of three sign-ins at once can outlast a busy machine's time budget.
  editor = await signedInAs('Editor');
  admin = await signedInAs('Admin');
  user = await signedInAs('User');
});

async function versionCount(Key: string): Promise<number> {
  const answer = await s3.send(new ListObjectVersionsCommand({ Bucket: contentBucket(), Prefix: Key }));
  return (answer.Versions ?? []).filter((version) => version.Key === Key).length;
}

const edit = (document: { collection: string; path: string; versionId: string }, markdown: string) => ({
  collection: document.collection,
  path: document.path,
  markdown,
  baseVersionId: document.versionId,
});
const getDocument = (caller: Caller, fields: Record<string, string>) =>
  invoke(handler, 'GET', FILES + query(fields), { headers: caller.headers });
const save = (caller: Caller, body: Record<string, string>) =>
  invoke(handler, 'PUT', FILES, { headers: caller.headers, body });
const versionsOf = (caller: Caller, fields: Record<string, string>) =>
  invoke(handler, 'GET', `${FILES}/versions${query(fields)}`, { headers: caller.headers });
const restore = (caller: Caller, body: Record<string, string>) =>
  invoke(handler, 'POST', `${FILES}/restore`, { headers: caller.headers, body });

describe('editing documents through the API', () => {
  it('answers the current version of a document, and an older one by its version id', async () => {
    const document = await deployedDocument();
    const answer = await getDocument(editor, { collection: document.collection, path: document.path });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      collection: 'tech-docs',
      path: document.path,
      markdown: document.markdown,
      versionId: document.versionId,
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await save(editor, edit(document, '# Changed'));
    const old = await getDocument(editor, {
      collection: 'tech-docs',
      path: document.path,
      versionId: document.versionId,
    });
    expect(old.json.markdown).toBe(document.markdown);
  });

  it('saves a new version from the current one and rebuilds the index and the rendered copy', async () => {
    const document = await deployedDocument();
    const answer = await save(editor, {
      collection: document.collection,
      path: document.path,
      markdown: '# Edited title\n\nNew **text**.',
      baseVersionId: document.versionId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      collection: 'tech-docs',
      path: document.path,
      versionId: expect.any(String),
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(answer.json.versionId).not.toBe(document.versionId);
    expect(await readObject(document.key)).toBe('# Edited title\n\nNew **text**.');
    const rendered = JSON.parse((await readObject(renderedDocumentKey('tech-docs', `${document.path}.md`))) ?? '{}');
    expect((rendered as RenderedDocumentFile).title).toBe('Edited title');
    const index = JSON.parse((await readObject('content/_index/tech-docs.json')) ?? '{}') as CollectionIndex;
    expect(JSON.stringify(index)).toContain('"label":"Edited title"');
    const current = await getDocument(editor, { collection: 'tech-docs', path: document.path });
    expect(current.json.versionId).toBe(answer.json.versionId);
  });

  it('refuses a save from a version that is no longer current with 409 and the current document, writing nothing', async () => {
    const document = await deployedDocument();
    const first = await save(editor, edit(document, '# First edit'));
    expect(first.statusCode).toBe(200);
    const stale = await save(admin, {
      collection: document.collection,
      path: document.path,
      markdown: '# Lost update',
      baseVersionId: document.versionId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json).toEqual({
      message: 'This document has changed since you opened it',
      current: {
        collection: 'tech-docs',
        path: document.path,
        markdown: '# First edit',
        versionId: first.json.versionId,
        lastModified: first.json.lastModified,
      },
    });
    expect(await readObject(document.key)).toBe('# First edit');
    expect(await versionCount(document.key)).toBe(2);
  });

  it('lets exactly one of two concurrent saves from the same version write', async () => {
    const document = await deployedDocument();
    const answers = await Promise.all(
      ['# Mine', '# Theirs'].map((markdown) =>
        save(editor, { collection: 'tech-docs', path: document.path, markdown, baseVersionId: document.versionId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json.current.versionId).toBe(winner?.json.versionId);
    expect(await versionCount(document.key)).toBe(2);
  });

  it('lists the versions newest first with who saved each, and restores an old one as a new version', async () => {
    const document = await deployedDocument({ markdown: '# Original' });
    const edited = await save(editor, edit(document, '# Edited'));
    const history = await versionsOf(editor, { collection: 'tech-docs', path: document.path });
    expect(history.statusCode).toBe(200);
    expect(history.json.versions).toEqual([
      { versionId: edited.json.versionId, lastModified: expect.any(String), size: 8, editedBy: 'Test Editor' },
      { versionId: document.versionId, lastModified: expect.any(String), size: 10, editedBy: null },
    ]);

    const restored = await restore(admin, {
      collection: 'tech-docs',
      path: document.path,
      versionId: document.versionId,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json.versionId).not.toBe(document.versionId);
    expect(await readObject(document.key)).toBe('# Original');
    const after = await versionsOf(editor, { collection: 'tech-docs', path: document.path });
    expect(
      after.json.versions.map((version: { versionId: string; editedBy: string | null }) => version.editedBy),
    ).toEqual(['Test Admin', 'Test Editor', null]);
    expect(after.json.versions[0].versionId).toBe(restored.json.versionId);
  });

  it('lets an admin delete a document, keeping its history, and a restore bring it back', async () => {
    const document = await deployedDocument({ markdown: '# Doomed' });
    const deleted = await invoke(handler, 'DELETE', FILES + query({ collection: 'tech-docs', path: document.path }), {
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await getDocument(editor, { collection: 'tech-docs', path: document.path })).statusCode).toBe(404);
    expect(await readObject(renderedDocumentKey('tech-docs', `${document.path}.md`))).toBeUndefined();
    expect(await readObject('content/_index/tech-docs.json')).not.toContain(document.path);
    const history = await versionsOf(editor, { collection: 'tech-docs', path: document.path });
    expect(history.json.versions.map((version: { versionId: string }) => version.versionId)).toEqual([
      document.versionId,
    ]);

    const restored = await restore(editor, {
      collection: 'tech-docs',
      path: document.path,
      versionId: document.versionId,
    });
    expect(restored.statusCode).toBe(200);
    const back = await getDocument(editor, { collection: 'tech-docs', path: document.path });
    expect(back.json).toMatchObject({ markdown: '# Doomed', versionId: restored.json.versionId });
    expect(await readObject('content/_index/tech-docs.json')).toContain(document.path);
  });

  it('lets a document created on the site be edited, deleted and created again under its name', async () => {
    const name = `note-${randomUUID().slice(0, 8)}`;
    const created = await invoke(handler, 'POST', FILES, {
      headers: user.headers,
      body: { collection: 'projects', name, markdown: '# Mine' },
    });
    expect(created.statusCode).toBe(201);
    // A plain user's document is published by an editor's approval, as its author's version.
    const approved = await invoke(handler, 'POST', `${FILES}/review`, {
      headers: editor.headers,
      body: { collection: 'projects', path: name, decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    const history = await versionsOf(editor, { collection: 'projects', path: name });
    expect(history.json.versions).toEqual([expect.objectContaining({ editedBy: 'Test User' })]);
    const locator = { collection: 'projects', path: name };
    expect((await invoke(handler, 'DELETE', FILES + query(locator), { headers: admin.headers })).statusCode).toBe(204);
    const again = await invoke(handler, 'POST', FILES, {
      headers: user.headers,
      body: { collection: 'projects', name, markdown: '# Mine again' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 403 to users below the route’s level and 401 to anonymous callers', async () => {
    const document = await deployedDocument();
    const locator = { collection: 'tech-docs', path: document.path };
    const body = { ...locator, markdown: '# Not yours', baseVersionId: document.versionId };
    // One after another: a save and a restore over the same current version at once would race (409).
    const attempts = async (caller: Caller | undefined) => {
      const headers = caller?.headers ?? {};
      const calls = [
        () => invoke(handler, 'GET', FILES + query(locator), { headers }),
        () => invoke(handler, 'PUT', FILES, { headers, body }),
        () => invoke(handler, 'GET', `${FILES}/versions${query(locator)}`, { headers }),
        () =>
          invoke(handler, 'POST', `${FILES}/restore`, { headers, body: { ...locator, versionId: document.versionId } }),
        () => invoke(handler, 'DELETE', FILES + query(locator), { headers }),
      ];
      const answers = [];
      for (const call of calls) answers.push(await call());
      return answers;
    };
    expect((await attempts(user)).map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await attempts(undefined)).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await attempts(editor)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 403]);
    expect(await versionCount(document.key)).toBe(3);
  });

  it.each([
    [{ path: '../escape' }, /^path: Path must be up to 10 names/],
    [{ path: 'a/../b' }, /^path: Path must be up to 10 names/],
    [{ path: 'Upper/case' }, /^path: Path must be up to 10 names/],
    [{ path: 'file.md' }, /^path: Path must be up to 10 names/],
    [{ path: 'a/b/c/d/e/f/g/h/i/j/k' }, /^path: Path must be up to 10 names/],
    [{ path: '' }, /^path: Path is required/],
    [{ collection: 'secrets' }, /^collection: Collection must be one of/],
  ])('refuses %j with 400 naming the field', async (override, message) => {
    const answer = await getDocument(editor, { collection: 'tech-docs', path: 'some/doc', ...override });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(message);
    const put = await save(editor, {
      collection: 'tech-docs',
      path: 'some/doc',
      markdown: 'x',
      baseVersionId: 'v1',
      ...override,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json.message).toMatch(message);
  });

  it('refuses a malformed version id with 400 naming the field', async () => {
    const get = await getDocument(editor, { collection: 'tech-docs', path: 'some/doc', versionId: 'a b' });
    expect(get.json.message).toBe('versionId: Version is not a version id');
    const put = await save(editor, { collection: 'tech-docs', path: 'some/doc', markdown: 'x', baseVersionId: '' });
    expect(put.json.message).toBe('baseVersionId: Base version is required');
    const restored = await restore(editor, { collection: 'tech-docs', path: 'some/doc', versionId: 'a<b' });
    expect(restored.json.message).toBe('versionId: Version is not a version id');
    expect([get, put, restored].map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
  });

  it('answers 404 for a document or a version that does not exist', async () => {
    const missing = { collection: 'tech-docs', path: `nowhere/doc-${randomUUID().slice(0, 8)}` };
    expect((await getDocument(editor, missing)).statusCode).toBe(404);
    expect((await save(editor, { ...missing, markdown: '# New', baseVersionId: 'v1' })).statusCode).toBe(404);
    expect((await versionsOf(editor, missing)).statusCode).toBe(404);
    expect((await restore(editor, { ...missing, versionId: 'v1' })).statusCode).toBe(404);
    const deleted = await invoke(handler, 'DELETE', FILES + query(missing), { headers: admin.headers });
    expect(deleted.statusCode).toBe(404);
    const document = await deployedDocument();
    const unknownVersion = await getDocument(editor, { collection: 'tech-docs', path: document.path, versionId: 'v1' });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json.message).toBe('Version not found');
  });
});
