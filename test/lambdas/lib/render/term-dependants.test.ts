import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { pagesOfPost, pagesOfStreamRecord } from '#lambdas/lib/render/dependants.ts';

/**
 * The term pages a post's change renders again (docs/rendering.md, "Kept fresh"): a category's
 * page lists its posts as a topic's does, and the indexes (`/topics`, `/tags`, `/categories`)
 * count the published posts of each term, so they follow a post that joins or leaves a term.
 */

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
  categories: [{ id: 'c1', name: 'Notes', slug: 'notes' }],
  ...fields,
});

const sorted = (pages: string[]) => [...pages].sort();

describe('the term pages of a post', () => {
  it("a published post is on its category's page too", () => {
    expect(pagesOfPost(post())).toContain('/categories/notes');
  });

  it('published, unpublished or deleted: its term pages and the three indexes, whose counts it moves', () => {
    const pages = ['/posts/hello', '/posts', '/topics/cloud', '/tags/cdk', '/categories/notes'];
    const indexes = ['/topics', '/tags', '/categories'];
    expect(sorted(pagesOfStreamRecord(image(post({ status: 'draft' })), image(post())))).toEqual(
      sorted([...pages, ...indexes]),
    );
    for (const after of [post({ status: 'draft' }), post({ lifecycle: 'deleted' })]) {
      expect(sorted(pagesOfStreamRecord(image(post()), image(after)))).toEqual(sorted([...pages, ...indexes]));
    }
  });

  it('a published post edited in place: its term pages, but no index (no count moved)', () => {
    const pages = pagesOfStreamRecord(image(post()), image(post({ title: 'Hello again' })));
    expect(sorted(pages)).toEqual(
      sorted(['/posts/hello', '/posts', '/topics/cloud', '/tags/cdk', '/categories/notes']),
    );
  });

  it("a published post filed under another category: both categories' pages and the categories index only", () => {
    const moved = post({ categories: [{ id: 'c2', name: 'Tutorials', slug: 'tutorials' }] });
    const pages = pagesOfStreamRecord(image(post()), image(moved));
    expect(pages).toEqual(expect.arrayContaining(['/categories/notes', '/categories/tutorials', '/categories']));
    expect(pages).not.toContain('/topics');
    expect(pages).not.toContain('/tags');
  });

  it('a draft filed anywhere: nothing (a draft counts on no index)', () => {
    expect(pagesOfStreamRecord(undefined, image(post({ status: 'draft' })))).toEqual([]);
  });
});
