import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';
import { secondaryIndex, tableIndex } from './index-keys';
import { postTermAttributes } from './post-fields';
import { postFilterAttributes } from './post-filter-attributes';

/**
 * A blog post. It keeps a copy (id, name, slug) of its topic, tags and categories so a post, or a
 * page of posts, is read with one request; renaming or deleting a term rewrites those copies
 * through the post links (post-link.ts). `viewCount` changes only by `ADD`. The filter fields
 * (post-filter-attributes.ts: `titleSearch`, `topicId`, `tagIds`, `categoryIds`) are derived on every write
 * for the FilterExpressions of `GET /api/posts`.
 */
export const Post = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'post', version: '1', service: 'portfolio' },
        attributes: {
          postId: { type: 'string', required: true },
          ...lifecycleAttribute,
          title: { type: 'string', required: true },
          slug: { type: 'string', required: true },
          summary: { type: 'string', default: '' },
          body: { type: 'string', required: true },
          status: { type: ['draft', 'scheduled', 'published'] as const, required: true },
          publishedAt: { type: 'string' },
          /** Set only while the post is scheduled: when the publisher makes it published. */
          publishAt: { type: 'string' },
          /**
           * The order of its status's list (gsi3 and the post links): publishedAt when published,
           * publishAt when scheduled, updatedAt when a draft.
           */
          sortDate: { type: 'string', required: true },
          ...postFilterAttributes,
          ...postTermAttributes,
          /** A ready media item uploaded for posts (lib/media/covers.ts); answers carry it as `cover`. */
          coverImageId: { type: 'string' },
          viewCount: { type: 'number', default: 0 },
          authorId: { type: 'string', required: true },
          authorName: { type: 'string', required: true },
          ...auditAttributes,
        },
        indexes: {
          byId: tableIndex(['postId'], []),
          /** Every live post by its last change; `GET /api/posts` in its default order. */
          byUpdated: secondaryIndex('gsi1', ['lifecycle'], ['updatedAt', 'postId']),
          bySlug: secondaryIndex('gsi2', ['lifecycle', 'slug'], []),
          byStatus: secondaryIndex('gsi3', ['lifecycle', 'status'], ['sortDate', 'postId']),
        },
      },
      entityConfig,
    ),
);

export type PostItem = EntityItem<typeof Post>;
