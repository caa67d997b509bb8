import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { contentChangeOf, pagesOfStreamRecord, RENDERED_ENTITIES } from '#lambdas/lib/render/dependants.ts';
import { PROJECT_VISIBILITY } from '#shared/projects.ts';

/** The ElectroDB entities of the table, one per file. */
const ENTITIES_FOLDER = path.join(REPO_ROOT, 'lambdas/lib/db/entities');

/** A stored item as the stream carries it. */
const image = (item: Record<string, unknown>) =>
  marshall(item, { removeUndefinedValues: true }) as Parameters<typeof pagesOfStreamRecord>[0];

const post = (fields: Record<string, unknown> = {}) => ({
  __edb_e__: 'post',
  postId: 'p1',
  lifecycle: 'active',
  title: 'Hello',
  slug: 'hello',
  status: 'published',
  topic: { id: 't1', name: 'Cloud', slug: 'cloud' },
  tags: [{ id: 'g1', name: 'CDK', slug: 'cdk' }],
  viewCount: 3,
  ...fields,
});

const sorted = (pages: string[]) => [...pages].sort();

describe('the pages a stored change touches', () => {
  it('a post published: its page, the posts list, its topic and tag pages and their indexes', () => {
    expect(sorted(pagesOfStreamRecord(image(post({ status: 'draft' })), image(post())))).toEqual(
      sorted(['/posts/hello', '/posts', '/topics/cloud', '/tags/cdk', '/topics', '/tags']),
    );
  });

  it('a draft saved: nothing (drafts are never rendered)', () => {
    expect(pagesOfStreamRecord(undefined, image(post({ status: 'draft' })))).toEqual([]);
    expect(pagesOfStreamRecord(image(post({ status: 'draft' })), image(post({ status: 'draft', title: 'B' })))).toEqual(
      [],
    );
  });

  it('a post unpublished or deleted: the pages it was on, so its own answers 404', () => {
    for (const after of [post({ status: 'draft' }), post({ lifecycle: 'deleted' })]) {
      expect(sorted(pagesOfStreamRecord(image(post()), image(after)))).toEqual(
        sorted(['/posts/hello', '/posts', '/topics/cloud', '/tags/cdk', '/topics', '/tags']),
      );
    }
  });

  it('a post renamed and moved: the old and the new slug and terms', () => {
    const moved = post({ slug: 'hi', topic: { id: 't2', name: 'Data', slug: 'data' }, tags: [] });
    expect(sorted(pagesOfStreamRecord(image(post()), image(moved)))).toEqual(
      sorted(['/posts/hello', '/posts/hi', '/posts', '/topics/cloud', '/topics/data', '/tags/cdk', '/topics', '/tags']),
    );
  });

  it('a view counted: nothing (the count follows on the page itself)', () => {
    expect(pagesOfStreamRecord(image(post()), image(post({ viewCount: 4, updatedAt: 'x' })))).toEqual([]);
  });

  it('a public project: its page and the list; made private: the same, so its page answers 404', () => {
    const project = { __edb_e__: 'project', projectId: 'j1', lifecycle: 'active', visibility: 0, name: 'A' };
    expect(sorted(pagesOfStreamRecord(undefined, image(project)))).toEqual(['/projects', '/projects/j1']);
    expect(sorted(pagesOfStreamRecord(image(project), image({ ...project, visibility: 1 })))).toEqual([
      '/projects',
      '/projects/j1',
    ]);
    expect(pagesOfStreamRecord(undefined, image({ ...project, visibility: 1 }))).toEqual([]);
  });

  it("a topic, tag or category: its page (old and new slug) and its kind's index; a sitemap item's: none", () => {
    const topic = { __edb_e__: 'blogNode', kind: 'topic', nodeId: 'n', slug: 'cloud', lifecycle: 'active' };
    expect(sorted(pagesOfStreamRecord(image(topic), image({ ...topic, slug: 'aws' })))).toEqual([
      '/topics',
      '/topics/aws',
      '/topics/cloud',
    ]);
    expect(sorted(pagesOfStreamRecord(undefined, image({ ...topic, kind: 'tag' })))).toEqual(['/tags', '/tags/cloud']);
    expect(sorted(pagesOfStreamRecord(undefined, image({ ...topic, kind: 'category' })))).toEqual([
      '/categories',
      '/categories/cloud',
    ]);
    expect(pagesOfStreamRecord(undefined, image({ ...topic, kind: 'sitemapItem' }))).toEqual([]);
  });

  it("a use of an image whose image changed or was deleted: the use's pages; any other write of a use: none", () => {
    const use = { __edb_e__: 'mediaUsage', mediaId: 'm1', pages: ['/posts/hello', '/posts'] };
    const changed = { ...use, imageChangedAt: '2026-01-01T00:00:00.000Z' };
    expect(pagesOfStreamRecord(image(use), image(changed))).toEqual(['/posts/hello', '/posts']);
    expect(
      pagesOfStreamRecord(image(changed), image({ ...changed, imageChangedAt: '2026-01-02T00:00:00.000Z' })),
    ).toEqual(['/posts/hello', '/posts']);
    // Written by a save of its post (whose own record renders the pages), or removed after the change.
    expect(pagesOfStreamRecord(undefined, image(use))).toEqual([]);
    expect(pagesOfStreamRecord(image(use), image({ ...use, pages: ['/posts/other'] }))).toEqual([]);
    expect(pagesOfStreamRecord(image(changed), undefined)).toEqual([]);
  });

  it('any other item: none', () => {
    expect(pagesOfStreamRecord(undefined, image({ __edb_e__: 'user', userId: 'u' }))).toEqual([]);
  });

  it('an item of an entity outside RENDERED_ENTITIES (the stream filter drops them): none, whatever its fields', () => {
    const entities = readdirSync(ENTITIES_FOLDER)
      .map((file) => /model: \{ entity: '(\w+)'/.exec(readFileSync(path.join(ENTITIES_FOLDER, file), 'utf8'))?.[1])
      .filter((entity): entity is string => entity !== undefined);
    expect(entities).toEqual(expect.arrayContaining([...RENDERED_ENTITIES, 'session', 'pageViewCounter']));
    // Every field the rules of the rendered entities read, set so that those entities would render.
    const everything = {
      ...post(),
      projectId: 'j1',
      visibility: PROJECT_VISIBILITY.public,
      kind: 'topic',
      pages: ['/posts/hello'],
    };
    for (const entity of entities) {
      const pages = pagesOfStreamRecord(
        image({ ...everything, __edb_e__: entity }),
        image({ ...everything, __edb_e__: entity, title: 'B', imageChangedAt: '2026-01-01T00:00:00.000Z' }),
      );
      expect(pages.length > 0, entity).toBe((RENDERED_ENTITIES as readonly string[]).includes(entity));
    }
  });
});

describe('the pages a content object touches', () => {
  it("a collection's index: the whole collection", () => {
    expect(contentChangeOf('content/_index/tech-docs.json')).toEqual({ kind: 'collection', collection: 'tech-docs' });
  });

  it('a rendered document: its page and the folders above it', () => {
    expect(contentChangeOf('content/_rendered/v2/tech-docs/aws/cloudfront/oac.json')).toEqual({
      kind: 'document',
      collection: 'tech-docs',
      pages: ['/tech-docs', '/tech-docs/aws', '/tech-docs/aws/cloudfront', '/tech-docs/aws/cloudfront/oac'],
    });
  });

  it('markdown, other collections and other keys: none', () => {
    expect(contentChangeOf('content/tech-docs/aws/oac.md')).toBeUndefined();
    expect(contentChangeOf('content/_index/unknown.json')).toBeUndefined();
    expect(contentChangeOf('uploads/x.json')).toBeUndefined();
  });
});
