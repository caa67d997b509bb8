import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * An editor who has a post open in the editor, in the post's partition, refreshed every 20 seconds
 * by the editor page. `expiresAt` (epoch seconds, a minute after the last refresh) is the table's
 * TTL attribute; DynamoDB removes expired items only eventually (and DynamoDB Local never), so
 * readers also skip the expired ones.
 */
export const PostPresence = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'postPresence', version: '1', service: 'portfolio' },
        attributes: {
          postId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** When this editor opened the post (kept across refreshes while the item is alive). */
          since: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byPost: tableIndex(['postId'], ['userId']),
        },
      },
      entityConfig,
    ),
);
