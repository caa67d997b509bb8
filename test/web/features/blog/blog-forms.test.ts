import { describe, expect, it } from 'vitest';
import { postSchema, sitemapItemSchema, tagSchema, topicSchema } from '#shared/validation/blog.ts';
import { topLevelFieldErrors } from '#web/features/blog/lib/form-errors.ts';
import { parentOptions } from '#web/features/blog/lib/parent-options.ts';
import { addressChangeWarning, postFormValues, postRequestOf } from '#web/features/blog/lib/post-form.ts';
import { sitemapItemFormValues, sitemapItemRequestOf } from '#web/features/blog/lib/sitemap-item-form.ts';
import { termFormValues, termRequestOf } from '#web/features/blog/lib/term-form.ts';
import { validate } from '#web/shared/lib/validate.ts';

describe('post form request', () => {
  it('leaves a blank slug to the server, sends no topic as null, and passes the shared schema', () => {
    const values = { ...postFormValues(), title: 'Hello', body: '# Hi', status: 'published' as const };
    const request = postRequestOf(values, { tagIds: ['tag-1'], categoryIds: [] });
    expect(request).toEqual({
      title: 'Hello',
      summary: '',
      body: '# Hi',
      status: 'published',
      topicId: null,
      tagIds: ['tag-1'],
      categoryIds: [],
    });
    expect(validate(postSchema, request).ok).toBe(true);
  });

  it('carries the version of the post being edited, so a save made meanwhile is refused', () => {
    expect(postRequestOf(postFormValues(), { tagIds: [], categoryIds: [] }, 4)).toMatchObject({ version: 4 });
  });

  it('puts the schema problems on the title and body fields', () => {
    const checked = validate(postSchema, postRequestOf(postFormValues(), { tagIds: [], categoryIds: [] }));
    expect(checked).toEqual({ ok: false, errors: { title: 'Title is required', body: 'Body is required' } });
  });
});

describe("the post form's warning that the address changes", () => {
  const published = { slug: 'old-address', status: 'published' } as const;

  it("warns when a published post's slug is edited, and says the old address will redirect", () => {
    expect(addressChangeWarning(published, 'new-address')).toBe(
      "The post's address changes; the old address will redirect to the new one.",
    );
    expect(addressChangeWarning(published, ' مقالة ')).toBeDefined();
  });

  it('says nothing for a new post, a draft, an unchanged slug or an emptied one (the post keeps its slug)', () => {
    expect(addressChangeWarning(undefined, 'new-address')).toBeUndefined();
    expect(addressChangeWarning({ slug: 'old-address', status: 'draft' }, 'new-address')).toBeUndefined();
    expect(addressChangeWarning(published, 'old-address')).toBeUndefined();
    expect(addressChangeWarning(published, '  ')).toBeUndefined();
  });
});

describe('term form request', () => {
  it("names a topic's parent parentTopicId and a tag's parentId", () => {
    const values = { ...termFormValues(), name: 'Child', parentId: 'parent-1' };
    expect(termRequestOf('topic', values)).toEqual({ name: 'Child', description: '', parentTopicId: 'parent-1' });
    expect(termRequestOf('tag', values, 3)).toEqual({
      name: 'Child',
      description: '',
      parentId: 'parent-1',
      version: 3,
    });
    expect(validate(topicSchema, termRequestOf('topic', values)).ok).toBe(true);
    expect(validate(tagSchema, termRequestOf('category', { ...values, parentId: '' })).ok).toBe(true);
  });
});

describe('sitemap item form request', () => {
  it('sends numbers for sort order and priority, and names a typo on its field', () => {
    const values = { ...sitemapItemFormValues(), title: 'Blog', url: '/posts', priority: '0.8' };
    expect(sitemapItemRequestOf(values)).toMatchObject({ sortOrder: 0, priority: 0.8, parentId: null });
    expect(validate(sitemapItemSchema, sitemapItemRequestOf(values)).ok).toBe(true);
    const typo = validate(sitemapItemSchema, sitemapItemRequestOf({ ...values, priority: 'high', url: 'posts' }));
    expect(typo.ok ? {} : typo.errors).toEqual({
      url: 'URL must be a path of this site (starting with /) or an http(s) address',
      priority: 'Priority must be a number',
    });
  });
});

describe('form helpers', () => {
  it("puts the server's list item errors on the list field", () => {
    expect(topLevelFieldErrors({ 'tagIds.0': 'Tag is not a valid id', title: 'Title is required' })).toEqual({
      tagIds: 'Tag is not a valid id',
      title: 'Title is required',
    });
  });

  it('offers every parent but the item itself and what sits below it, by name', () => {
    const items = [
      { id: 'web', parentId: null, name: 'Web' },
      { id: 'react', parentId: 'web', name: 'React' },
      { id: 'hooks', parentId: 'react', name: 'Hooks' },
      { id: 'aws', parentId: null, name: 'AWS' },
    ];
    expect(parentOptions(items, (item) => item.name, 'web')).toEqual([{ id: 'aws', label: 'AWS' }]);
    expect(parentOptions(items, (item) => item.name).map((option) => option.label)).toEqual([
      'AWS',
      'Hooks',
      'React',
      'Web',
    ]);
  });
});
