import { describe, expect, it } from 'vitest';
import { createNode, listNodes } from '#lambdas/lib/blog/nodes.ts';
import { countQuery } from '#lambdas/lib/db/count.ts';
import { BlogNode } from '#lambdas/lib/db/entities/blog-node.ts';

describe('countQuery', () => {
  it('adds up every page of a query and counts what a filter keeps apart from what it read', async () => {
    for (const name of ['one', 'two', 'three', 'four', 'five']) {
      await createNode(
        'category',
        { name, slug: name, description: name.length > 3 ? 'long' : '', parentId: null },
        'me',
      );
    }
    const listed = await listNodes('category', { limit: 100, cursor: null });
    expect(listed.items).toHaveLength(5);

    const all = BlogNode.query.byKind({ lifecycle: 'active', kind: 'category' });
    expect(await countQuery(all.params(), { pageSize: 2 })).toEqual({ matched: 5, scanned: 5 });
    const long = all.where(({ description }, { eq }) => eq(description, 'long')).params();
    expect(await countQuery(long, { pageSize: 2 })).toEqual({ matched: 3, scanned: 5 });
    expect(await countQuery(long)).toEqual({ matched: 3, scanned: 5 });
  });
});
