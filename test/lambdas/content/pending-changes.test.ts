import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { DocumentDraft } from '#lambdas/lib/db/entities/document-draft.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { type Caller, contentBucket, deployedDocument, FILES, query, readObject } from './support';

/**
 * Autosave of a document: the editor's text is kept in the table, per editor, and never written to
 * the bucket (every version there is live) until the editor saves.
 */
let editor: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  editor = await signedInAs('Editor');
  other = await signedInAs('Editor');
  admin = await signedInAs('Admin');
});

const AUTOSAVE = `${FILES}/autosave`;
type Document = Awaited<ReturnType<typeof deployedDocument>>;
const locator = (document: Document) => ({ collection: document.collection, path: document.path });
const autosave = (caller: Caller, body: Record<string, unknown>) =>
  invoke(handler, 'PUT', AUTOSAVE, { headers: caller.headers, body });
const pendingOf = (caller: Caller, document: Document) =>
  invoke(handler, 'GET', AUTOSAVE + query(locator(document)), { headers: caller.headers });
const discard = (caller: Caller, document: Document) =>
  invoke(handler, 'DELETE', AUTOSAVE + query(locator(document)), { headers: caller.headers });
const save = (caller: Caller, document: Document, markdown: string, baseVersionId = document.versionId) =>
  invoke(handler, 'PUT', FILES, { headers: caller.headers, body: { ...locator(document), markdown, baseVersionId } });

async function versionCount(Key: string): Promise<number> {
  const answer = await s3.send(new ListObjectVersionsCommand({ Bucket: contentBucket(), Prefix: Key }));
  return (answer.Versions ?? []).filter((version) => version.Key === Key).length;
}

describe('PUT /api/content/files/autosave', () => {
  it('keeps the text for the editor without changing the live document', async () => {
    const document = await deployedDocument();
    const kept = await autosave(editor, {
      ...locator(document),
      markdown: '# Typed',
      baseVersionId: document.versionId,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json).toEqual({
      pending: {
        ...locator(document),
        markdown: '# Typed',
        baseVersionId: document.versionId,
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        savedBy: editor.id,
        savedByName: 'Test Editor',
      },
    });
    const live = await invoke(handler, 'GET', FILES + query(locator(document)), { headers: editor.headers });
    expect(live.json.markdown).toBe(document.markdown);
    expect(live.json.versionId).toBe(document.versionId);
    expect(await readObject(document.key)).toBe(document.markdown);
    expect(await versionCount(document.key)).toBe(1);
    expect((await pendingOf(editor, document)).json).toEqual(kept.json);
  });

  it('expires the kept text 30 days after its last autosave', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Typed', baseVersionId: document.versionId });
    const { data } = await DocumentDraft.get({ key: document.key, savedBy: editor.id }).go();
    const days = ((data?.expiresAt ?? 0) - Date.parse(data?.savedAt ?? '') / 1000) / 86_400;
    expect(days).toBeCloseTo(30, 1);
  });

  it('keeps the last text of each autosave, one item per editor and document', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# One', baseVersionId: document.versionId });
    await autosave(editor, { ...locator(document), markdown: '# Two', baseVersionId: document.versionId });
    expect((await pendingOf(editor, document)).json.pending.markdown).toBe('# Two');
    const { data } = await DocumentDraft.query.byDocument({ key: document.key }).go();
    expect(data).toHaveLength(1);
  });

  it('does not show one editor’s unpublished changes to another', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Mine', baseVersionId: document.versionId });
    const theirs = await pendingOf(other, document);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json).toEqual({ pending: null });
    await autosave(other, { ...locator(document), markdown: '# Theirs', baseVersionId: document.versionId });
    expect((await pendingOf(editor, document)).json.pending.markdown).toBe('# Mine');
    expect((await pendingOf(other, document)).json.pending.markdown).toBe('# Theirs');
  });

  it('answers 409 with the current document when the text was typed on a version no longer current', async () => {
    const document = await deployedDocument();
    const saved = await save(other, document, '# Published by another');
    expect(saved.statusCode).toBe(200);
    const stale = await autosave(editor, {
      ...locator(document),
      markdown: '# Late',
      baseVersionId: document.versionId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json).toEqual({
      message: 'This document has changed since you opened it',
      current: {
        ...locator(document),
        markdown: '# Published by another',
        versionId: saved.json.versionId,
        lastModified: saved.json.lastModified,
      },
    });
    expect((await pendingOf(editor, document)).json).toEqual({ pending: null });
  });

  it('checks the text as a save does, naming the field', async () => {
    const document = await deployedDocument();
    const blank = await autosave(editor, { ...locator(document), markdown: '  ', baseVersionId: document.versionId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json.message).toMatch(/^markdown: Markdown is required/);
    const badPath = await autosave(editor, {
      collection: 'tech-docs',
      path: '../etc',
      markdown: '# x',
      baseVersionId: document.versionId,
    });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json.message).toMatch(/^path: /);
    const noBase = await autosave(editor, { ...locator(document), markdown: '# x' });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.json.message).toMatch(/^baseVersionId: /);
  });

  it('answers 404 for a document that does not exist', async () => {
    const missing = await autosave(editor, {
      collection: 'tech-docs',
      path: 'editing/no-such-document-here',
      markdown: '# x',
      baseVersionId: 'abc',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('publishing and discarding unpublished changes', () => {
  it('a save by the editor removes their unpublished changes, not another editor’s', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Mine', baseVersionId: document.versionId });
    await autosave(other, { ...locator(document), markdown: '# Theirs', baseVersionId: document.versionId });
    const saved = await save(editor, document, '# Mine');
    expect(saved.statusCode).toBe(200);
    expect(await readObject(document.key)).toBe('# Mine');
    expect((await pendingOf(editor, document)).json).toEqual({ pending: null });
    expect((await pendingOf(other, document)).json.pending.markdown).toBe('# Theirs');
  });

  it('a refused save keeps the unpublished changes', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Mine', baseVersionId: document.versionId });
    await save(other, document, '# Theirs');
    expect((await save(editor, document, '# Mine')).statusCode).toBe(409);
    expect((await pendingOf(editor, document)).json.pending.markdown).toBe('# Mine');
  });

  it('discards the editor’s unpublished changes, and answers 204 when there are none', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Mine', baseVersionId: document.versionId });
    expect((await discard(editor, document)).statusCode).toBe(204);
    expect((await pendingOf(editor, document)).json).toEqual({ pending: null });
    expect((await discard(editor, document)).statusCode).toBe(204);
    expect(await readObject(document.key)).toBe(document.markdown);
  });

  it('a deleted document takes every editor’s unpublished changes with it', async () => {
    const document = await deployedDocument();
    await autosave(editor, { ...locator(document), markdown: '# Mine', baseVersionId: document.versionId });
    await autosave(other, { ...locator(document), markdown: '# Theirs', baseVersionId: document.versionId });
    const removed = await invoke(handler, 'DELETE', FILES + query(locator(document)), { headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    const { data } = await DocumentDraft.query.byDocument({ key: document.key }).go();
    expect(data).toEqual([]);
  });
});
