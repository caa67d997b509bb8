import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';
import { postFilterAttributes } from './post-filter-attributes';

/**
 * A post filed under a topic, tag or category, with the post's card
 * fields and the post's filter fields, so "posts of a tag" (filtered by author, title words or
 * another term too) is one Query. A post's links are rewritten in the same transaction
 * as the post; the sort key starts with the status so the public lists read published links only.
 */
export const PostLink = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'postLink', version: '1', service: 'portfolio' },
        attributes: {
          kind: { type: ['topic', 'tag', 'category'] as const, required: true },
          termId: { type: 'string', required: true },
          postId: { type: 'string', required: true },
          status: { type: ['draft', 'scheduled', 'published'] as const, required: true },
          sortDate: { type: 'string', required: true },
          title: { type: 'string', required: true },
          slug: { type: 'string', required: true },
          summary: { type: 'string', default: '' },
          publishedAt: { type: 'string' },
          authorName: { type: 'string', required: true },
          authorId: { type: 'string' },
          coverImageId: { type: 'string' },
          ...postFilterAttributes,
        },
        indexes: {
          byTerm: tableIndex(['kind', 'termId'], ['status', 'sortDate', 'postId']),
        },
      },
      entityConfig,
    ),
);

export type PostLinkItem = EntityItem<typeof PostLink>;
