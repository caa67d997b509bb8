import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';
import { secondaryIndex, tableIndex } from './index-keys';

const termRef = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
  },
} as const;

/**
 * A blog post. It keeps a copy (id, name, slug) of its topic, tags and categories so a post, or a
 * page of posts, is read with one request; renaming or deleting a term rewrites those copies
 * through the post links (post-link.ts). `viewCount` changes only by `ADD`.
 */
export const Post = new Entity(
  {
    model: { entity: 'post', version: '1', service: 'portfolio' },
    attributes: {
      postId: { type: 'string', required: true },
      ...lifecycleAttribute,
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      summary: { type: 'string', default: '' },
      body: { type: 'string', required: true },
      status: { type: ['draft', 'published'] as const, required: true },
      publishedAt: { type: 'string' },
      /** publishedAt once published, else createdAt: the order of the status lists. */
      sortDate: { type: 'string', required: true },
      topic: { ...termRef },
      tags: { type: 'list', items: { ...termRef }, default: () => [] },
      categories: { type: 'list', items: { ...termRef }, default: () => [] },
      viewCount: { type: 'number', default: 0 },
      authorId: { type: 'string', required: true },
      authorName: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      byId: tableIndex(['postId'], []),
      newestFirst: secondaryIndex('gsi1', ['lifecycle'], ['createdAt', 'postId']),
      bySlug: secondaryIndex('gsi2', ['lifecycle', 'slug'], []),
      byStatus: secondaryIndex('gsi3', ['lifecycle', 'status'], ['sortDate', 'postId']),
    },
  },
  entityConfig,
);

export type PostItem = EntityItem<typeof Post>;
