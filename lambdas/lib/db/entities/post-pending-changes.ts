import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';
import { postTextAttributes } from './post-fields';

/**
 * An editor's unsaved changes to a published or scheduled post, kept by autosave instead of
 * changing the live post: one item per editor per post, in the post's partition. `baseVersion` is
 * the post version the editor started from; "Update post" (an ordinary PUT) applies them and
 * removes the item, "Discard changes" removes it.
 */
export const PostPendingChanges = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'postPendingChanges', version: '1', service: 'portfolio' },
        attributes: {
          postId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          baseVersion: { type: 'number', required: true },
          savedAt: { type: 'string', required: true },
          savedByName: { type: 'string', required: true },
          ...postTextAttributes,
          topicId: { type: 'string' },
          tagIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          categoryIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          coverImageId: { type: 'string' },
        },
        indexes: {
          byPost: tableIndex(['postId'], ['userId']),
        },
      },
      entityConfig,
    ),
);

export type PostPendingChangesItem = EntityItem<typeof PostPendingChanges>;
