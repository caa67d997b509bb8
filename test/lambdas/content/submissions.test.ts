import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import type { CollectionIndex, DocumentNode, DocumentSubmission } from '#shared/content.ts';
import { renderedDocumentKey } from '#shared/content.ts';
import { signedInAs } from '../../support/accounts';
import { mailsTo } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { FILES, findNode, readObject } from './support';

type Caller = Awaited<ReturnType<typeof signedInAs>>;

const COLLECTION = 'essential-insights';

async function indexed(path: string): Promise<DocumentNode | undefined> {
  const index = JSON.parse((await readObject(`content/_index/${COLLECTION}.json`)) ?? '{"subMenu":[]}');
  return findNode((index as CollectionIndex).subMenu, `${COLLECTION}/${path}`);
}

/** Whether the document is anywhere the public site reads: the bucket, the index or the rendered copies. */
async function isPublic(path: string): Promise<boolean> {
  const [file, rendered, node] = await Promise.all([
    readObject(`content/${COLLECTION}/${path}.md`),
    readObject(renderedDocumentKey(COLLECTION, `${path}.md`)),
    indexed(path),
  ]);
  return file !== undefined || rendered !== undefined || node !== undefined;
}

async function create(caller: Caller, name = `sub-${randomUUID().slice(0, 8)}`) {
  const answer = await invoke(handler, 'POST', FILES, {
    headers: caller.headers,
    body: { collection: COLLECTION, folder: ['submissions'], name, markdown: '# A submission\n\nFrom a reader.' },
  });
  return { answer, path: `submissions/${name}`, name };
}

const review = (caller: Caller, body: Record<string, unknown>) =>
  invoke(handler, 'POST', `${FILES}/review`, { headers: caller.headers, body });

async function pendingPaths(caller: Caller): Promise<string[]> {
  const paths: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await invoke(handler, 'GET', `${FILES}/pending?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: caller.headers,
    });
    expect(page.statusCode).toBe(200);
    paths.push(...(page.json.items as DocumentSubmission[]).map((item) => item.path));
    cursor = page.json.cursor as string | null;
  } while (cursor);
  return paths;
}

async function mine(caller: Caller): Promise<DocumentSubmission[]> {
  const answer = await invoke(handler, 'GET', `${FILES}/mine`, { headers: caller.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json.items as DocumentSubmission[];
}

describe('documents from plain users wait for review', () => {
  it("keeps a plain user's document off the site, shows it to its author and to editors", async () => {
    const [user, other, editor] = await Promise.all([signedInAs('User'), signedInAs('User'), signedInAs('Editor')]);
    const { answer, path } = await create(user);
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toEqual({
      collection: COLLECTION,
      filepath: `${path}.md`,
      to: `/${COLLECTION}/${path}`,
      status: 'pending',
    });
    expect(await isPublic(path)).toBe(false);

    expect(await mine(user)).toEqual([
      expect.objectContaining({
        collection: COLLECTION,
        path,
        status: 'pending',
        submittedBy: 'Test User',
        markdown: expect.stringMatching(/^# A submission\ncreated: \d{4}-\d{2}-\d{2}\n/),
      }),
    ]);
    expect(await mine(other)).toEqual([]);
    expect(await pendingPaths(editor)).toContain(path);
    const plain = await invoke(handler, 'GET', `${FILES}/pending`, { headers: user.headers });
    expect(plain.statusCode).toBe(403);
    const plainReview = await review(user, { collection: COLLECTION, path, decision: 'approve' });
    expect(plainReview.statusCode).toBe(403);
    expect(await isPublic(path)).toBe(false);
  });

  it('publishes an approved document as its author wrote it, once, and mails the author', async () => {
    const [user, editor] = await Promise.all([signedInAs('User'), signedInAs('Editor')]);
    const { path } = await create(user);

    const approved = await review(editor, { collection: COLLECTION, path, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json).toMatchObject({ path, status: 'published', reviewedBy: 'Test Editor' });
    expect(approved.json.markdown).toBeUndefined();
    expect(await readObject(`content/${COLLECTION}/${path}.md`)).toMatch(/^# A submission\n/);
    expect(await indexed(path)).toMatchObject({ label: 'A submission', type: 'file' });
    expect(await readObject(renderedDocumentKey(COLLECTION, `${path}.md`))).toContain('From a reader.');
    expect(await pendingPaths(editor)).not.toContain(path);
    expect(await mine(user)).toEqual([expect.objectContaining({ path, status: 'published' })]);

    const again = await review(editor, { collection: COLLECTION, path, decision: 'reject' });
    expect(again.statusCode).toBe(404);
    expect(again.json.message).toBe('No document at this path is waiting for review.');
    expect(await isPublic(path)).toBe(true);

    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your document was published']);
    expect(mails[0]?.body.text).toContain(`/${COLLECTION}/${path}`);
  });

  it('keeps a rejected document off the site with the reason, and lets its author submit the name again', async () => {
    const [user, editor] = await Promise.all([signedInAs('User'), signedInAs('Editor')]);
    const { path, name } = await create(user);

    const rejected = await review(editor, {
      collection: COLLECTION,
      path,
      decision: 'reject',
      reason: 'Please add a source for the figures.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', reason: 'Please add a source for the figures.' });
    expect(await isPublic(path)).toBe(false);
    expect(await pendingPaths(editor)).not.toContain(path);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your document was not published');
    expect(mail?.body.text).toContain('Please add a source for the figures.');
    // Its author still has the text.
    expect(await mine(user)).toEqual([
      expect.objectContaining({ path, status: 'rejected', markdown: expect.stringContaining('From a reader.') }),
    ]);

    const resubmitted = await create(user, name);
    expect(resubmitted.answer.statusCode).toBe(201);
    expect(resubmitted.answer.json.status).toBe('pending');
    expect(await pendingPaths(editor)).toContain(path);
  });

  it('reserves a pending name: a second create of it is 409 and leaves the submission as it was', async () => {
    const [user, editor] = await Promise.all([signedInAs('User'), signedInAs('Editor')]);
    const { path, name } = await create(user);
    const taken = await create(editor, name);
    expect(taken.answer.statusCode).toBe(409);
    expect(await isPublic(path)).toBe(false);
    expect(await mine(user)).toEqual([expect.objectContaining({ path, status: 'pending' })]);
  });

  it('lets exactly one of two reviews at once decide', async () => {
    const [user, first, second] = await Promise.all([signedInAs('User'), signedInAs('Editor'), signedInAs('Admin')]);
    const { path } = await create(user);
    const answers = await Promise.all([
      review(first, { collection: COLLECTION, path, decision: 'approve' }),
      review(second, { collection: COLLECTION, path, decision: 'reject' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 404],
      [200, 409],
    ]).toContainEqual(statuses);
    const decided = answers.find((answer) => answer.statusCode === 200)?.json.status;
    expect(await isPublic(path)).toBe(decided === 'published');
  });

  it('publishes editors’ and admins’ documents at once', async () => {
    for (const role of ['Editor', 'Admin'] as const) {
      const caller = await signedInAs(role);
      const { answer, path } = await create(caller);
      expect(answer.statusCode).toBe(201);
      expect(answer.json.status).toBe('published');
      expect(await isPublic(path)).toBe(true);
      expect(await mine(caller)).toEqual([expect.objectContaining({ path, status: 'published' })]);
    }
  });

  it('answers a bad review with the field named, and changes nothing', async () => {
    const [user, editor] = await Promise.all([signedInAs('User'), signedInAs('Editor')]);
    const { path } = await create(user);
    const bad = await review(editor, { collection: COLLECTION, path, decision: 'publish' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('decision: Decision must be approve or reject');
    const unknown = await review(editor, {
      collection: COLLECTION,
      path: 'submissions/nothing-here',
      decision: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await mine(user)).toEqual([expect.objectContaining({ path, status: 'pending' })]);
  });
});
