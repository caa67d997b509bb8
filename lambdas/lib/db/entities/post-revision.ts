import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';
import { postTermAttributes, postTextAttributes } from './post-fields';

/** What caused a revision: a save, an autosave of a draft, a status change, the publisher, a restore. */
const REVISION_KINDS = ['save', 'autosave', 'publish', 'unpublish', 'restore', 'schedule'] as const;

/**
 * One saved state of a post: a copy of its fields as one write left them, written in the same
 * transaction as the post. It lives in the post's own partition (the same `pk` as the post item),
 * so a post's history is one Query of that partition, newest first by `revisionId` (a time-ordered
 * id: lib/blog/post-revisions.ts), and a deleted post's revisions are found without a scan.
 */
export const PostRevision = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'postRevision', version: '1', service: 'portfolio' },
        attributes: {
          postId: { type: 'string', required: true },
          revisionId: { type: 'string', required: true },
          kind: { type: REVISION_KINDS, required: true },
          /** The post version this write produced. */
          version: { type: 'number', required: true },
          ...postTextAttributes,
          ...postTermAttributes,
          coverImageId: { type: 'string' },
          savedBy: { type: 'string', required: true },
          savedByName: { type: 'string', required: true },
          savedAt: { type: 'string', required: true },
          /** A restore's source revision. */
          restoredFrom: { type: 'string' },
        },
        indexes: {
          byPost: tableIndex(['postId'], ['revisionId']),
        },
      },
      entityConfig,
    ),
);

export type PostRevisionItem = EntityItem<typeof PostRevision>;
