/**
 * The attributes a post and the copies of it (its revisions, an editor's pending changes) share,
 * written once so the copies cannot drift from the post.
 */

/** A copy (id, name, slug) of a topic, tag or category the post is filed under. */
const termRef = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
  },
} as const;

/** The post's text and status, as a write sets them. */
export const postTextAttributes = {
  title: { type: 'string', required: true },
  slug: { type: 'string', required: true },
  summary: { type: 'string', default: '' },
  body: { type: 'string', required: true },
  status: { type: ['draft', 'scheduled', 'published'] as const, required: true },
  /** Set only while the post is scheduled: when the publisher makes it published. */
  publishAt: { type: 'string' },
} as const;

/** The terms it is filed under, as copies. */
export const postTermAttributes = {
  topic: { ...termRef },
  tags: { type: 'list', items: { ...termRef }, default: () => [] },
  categories: { type: 'list', items: { ...termRef }, default: () => [] },
} as const;
