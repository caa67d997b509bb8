import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/content/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import {
  type CollectionIndex,
  RENDER_DOCUMENTS_ACTION,
  RENDERED_FOLDER,
  type RenderedDocumentFile,
  renderedDocumentKey,
} from '#shared/content.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { findNode } from './support';

const bucket = () => process.env.CONTENT_BUCKET ?? '';

async function readObject(key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return object.Body?.transformToString('utf-8');
  } catch {
    return undefined;
  }
}

const uniqueName = () => `note-${randomUUID().slice(0, 8)}`;

async function readRendered(...[collection, filepath]: Parameters<typeof renderedDocumentKey>) {
  const stored = await readObject(renderedDocumentKey(collection, filepath));
  return stored === undefined ? undefined : (JSON.parse(stored) as RenderedDocumentFile);
}

describe('POST /api/content/files', () => {
  it("stores an editor's document in the content bucket and adds it to the collection index", async () => {
    const user = await signedInAs('Editor');
    const name = uniqueName();
    const answer = await invoke(handler, 'POST', '/api/content/files', {
      headers: user.headers,
      body: {
        collection: 'essential-insights',
        folder: ['site-notes', 'drafts'],
        name,
        description: 'Written in the browser.',
        markdown: '# My note\n\nSome **text**.',
      },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toEqual({
      collection: 'essential-insights',
      filepath: `site-notes/drafts/${name}.md`,
      to: `/essential-insights/site-notes/drafts/${name}`,
      status: 'published',
    });
    const stored = await readObject(`content/essential-insights/site-notes/drafts/${name}.md`);
    expect(stored).toMatch(/^# My note\ndescription: Written in the browser\.\ncreated: \d{4}-\d{2}-\d{2}\n/);
    const index = JSON.parse((await readObject('content/_index/essential-insights.json')) ?? '{}') as CollectionIndex;
    expect(findNode(index.subMenu, `essential-insights/site-notes/drafts/${name}`)).toMatchObject({
      label: 'My note',
      description: 'Written in the browser.',
      type: 'file',
    });
    expect(await readRendered('essential-insights', `site-notes/drafts/${name}.md`)).toEqual({
      title: 'My note',
      html: '<p>Some <strong>text</strong>.</p>\n',
      toc: [],
    });
  });

  it('keeps a file created on the site in its index when the repository content is uploaded again', async () => {
    const user = await signedInAs('Editor');
    const name = uniqueName();
    const created = await invoke(handler, 'POST', '/api/content/files', {
      headers: user.headers,
      body: { collection: 'current-projects', name, markdown: '# Kept' },
    });
    expect(created.statusCode).toBe(201);
    const { syncContent } = await import('#infra/local/seed/content-sync.ts');
    const { localS3Client } = await import('#infra/local/s3/s3-local.ts');
    const { REPO_ROOT } = await import('#infra/bundling.ts');
    await syncContent(localS3Client(process.env.S3_ENDPOINT ?? ''), bucket(), `${REPO_ROOT}/content`);
    const index = JSON.parse((await readObject('content/_index/current-projects.json')) ?? '{}') as CollectionIndex;
    expect(findNode(index.subMenu, `current-projects/${name}`)?.label).toBe('Kept');
  });

  it('rebuilds a collection index and renders the file when the bucket reports markdown created by a deploy', async () => {
    const name = uniqueName();
    const key = `content/legal-docs/${name}.md`;
    const markdown = '# Deployed later\ndescription: From a deploy.\n\n```ts\nconst a = 1;\n```\n\n<b>raw</b>';
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: markdown }));
    const event = {
      source: 'aws.s3' as const,
      'detail-type': 'Object Created',
      detail: { bucket: { name: bucket() }, object: { key } },
    };
    expect(await handler(event, {} as never)).toEqual({ rebuilt: 'legal-docs' });
    const index = JSON.parse((await readObject('content/_index/legal-docs.json')) ?? '{}') as CollectionIndex;
    expect(findNode(index.subMenu, `legal-docs/${name}`)?.description).toBe('From a deploy.');
    const rendered = await readRendered('legal-docs', `${name}.md`);
    expect(rendered?.title).toBe('Deployed later');
    expect(rendered?.html).toContain(
      '<pre tabindex="0"><code class="language-ts"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;',
    );
    expect(rendered?.html).toContain('<p>&lt;b&gt;raw&lt;/b&gt;</p>');
    expect(rendered?.html).not.toContain('description:');

    const ignored = { ...event, detail: { ...event.detail, object: { key: 'content/_index/legal-docs.json' } } };
    expect(await handler(ignored, {} as never)).toEqual({});
  });

  it("renders every document of a collection again for a deploy's render-documents, which bucket events would not", async () => {
    const name = uniqueName();
    const key = `content/legal-docs/${name}.md`;
    // A document whose rendered copy is missing, as after a renderer that moved to a new folder.
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: '# Rendered again\n\n## A section' }));
    expect(await readRendered('legal-docs', `${name}.md`)).toBeUndefined();
    const event = {
      action: RENDER_DOCUMENTS_ACTION,
      collection: 'legal-docs',
      renderedFolder: RENDERED_FOLDER,
    } as const;
    const answer = (await handler(event, {} as never)) as { collection: string; documents: number };
    expect(answer.collection).toBe('legal-docs');
    expect(answer.documents).toBeGreaterThan(0);
    const rendered = await readRendered('legal-docs', `${name}.md`);
    expect(rendered?.title).toBe('Rendered again');
    expect(rendered?.html).toContain('class="heading-anchor"');
    const index = JSON.parse((await readObject('content/_index/legal-docs.json')) ?? '{}') as CollectionIndex;
    expect(findNode(index.subMenu, `legal-docs/${name}`)?.label).toBe('Rendered again');
    // Another action, or a collection that does not exist, is not this one: the API's answer.
    const other = (await handler({ ...event, collection: 'nowhere' } as never, {} as never)) as { statusCode?: number };
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('drops a deleted file from the index and removes its rendered copy', async () => {
    const name = uniqueName();
    const key = `content/projects/${name}.md`;
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: '# Short-lived' }));
    const event = (detailType: string) => ({
      source: 'aws.s3' as const,
      'detail-type': detailType,
      detail: { bucket: { name: bucket() }, object: { key } },
    });
    await handler(event('Object Created'), {} as never);
    expect((await readRendered('projects', `${name}.md`))?.title).toBe('Short-lived');

    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
    expect(await handler(event('Object Deleted'), {} as never)).toEqual({ rebuilt: 'projects' });
    expect(await readRendered('projects', `${name}.md`)).toBeUndefined();
    const index = JSON.parse((await readObject('content/_index/projects.json')) ?? '{}') as CollectionIndex;
    expect(findNode(index.subMenu, `projects/${name}`)).toBeUndefined();
  });

  it('never overwrites: the same name twice, or a name taken by a deployed file, is 409 and changes nothing', async () => {
    const user = await signedInAs('Editor');
    const name = uniqueName();
    const body = { collection: 'tech-docs', name, markdown: 'first version' };
    expect((await invoke(handler, 'POST', '/api/content/files', { headers: user.headers, body })).statusCode).toBe(201);
    const again = await invoke(handler, 'POST', '/api/content/files', {
      headers: user.headers,
      body: { ...body, markdown: 'second version' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('A file with this name already exists in this folder.');
    expect(await readObject(`content/tech-docs/${name}.md`)).toContain('first version');

    const deployed = uniqueName();
    await s3.send(
      new PutObjectCommand({ Bucket: bucket(), Key: `content/tech-docs/${deployed}.md`, Body: '# Deployed' }),
    );
    const clash = await invoke(handler, 'POST', '/api/content/files', {
      headers: user.headers,
      body: { collection: 'tech-docs', name: deployed, markdown: 'mine now' },
    });
    expect(clash.statusCode).toBe(409);
    expect(await readObject(`content/tech-docs/${deployed}.md`)).toBe('# Deployed');
  });

  it('lets exactly one of several concurrent creates of one name succeed', async () => {
    const user = await signedInAs('Editor');
    const name = uniqueName();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        invoke(handler, 'POST', '/api/content/files', {
          headers: user.headers,
          body: { collection: 'projects', name, markdown: `version ${index}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  });

  it.each([
    [{ name: '../escape' }, 'name: File name may contain only lower-case letters, digits and single hyphens'],
    [{ name: 'a/b' }, 'name: File name may contain only lower-case letters, digits and single hyphens'],
    [{ name: '' }, 'name: File name is required'],
    [{ folder: ['..'] }, 'folder.0: Folder name may contain only lower-case letters, digits and single hyphens'],
    [{ folder: ['a', 'b', 'c', 'd', 'e'] }, 'folder: Folder can be at most 4 levels deep'],
    [{ collection: 'secrets' }, expect.stringMatching(/^collection: Collection must be one of/)],
    [{ markdown: '   ' }, 'markdown: Markdown is required'],
    [{ markdown: 'x'.repeat(205 * 1024) }, 'markdown: Markdown must be at most 200 KB'],
    [{ description: 'two\nlines' }, 'description: Description must be one line'],
  ])('refuses %j with 400 and writes nothing', async (override, message) => {
    const user = await signedInAs('Editor');
    const answer = await invoke(handler, 'POST', '/api/content/files', {
      headers: user.headers,
      body: { collection: 'tech-docs', name: 'valid-name', markdown: 'text', ...override },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toEqual(message);
    expect(await readObject('content/tech-docs/valid-name.md')).toBeUndefined();
  });

  it('needs a signed-in user', async () => {
    const answer = await invoke(handler, 'POST', '/api/content/files', {
      body: { collection: 'tech-docs', name: uniqueName(), markdown: 'x' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
