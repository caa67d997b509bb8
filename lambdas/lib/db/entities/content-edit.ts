import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * The claim of a save, restore, delete or deploy copy on the version it read as current: one item
 * per (document key, that version), written with a condition before the new version or delete
 * marker is, so of two writes made over the same version only the first goes ahead (the local S3
 * ignores conditional writes, so S3 cannot decide it). `editedBy` is the user id, or `deploy`.
 * The claim holds until `leaseUntil` (epoch seconds), longer than any request that read that
 * version as current can still run, so a claim its writer could not give back never blocks the
 * version for long; DynamoDB's TTL (`expiresAt`) removes the item a day later.
 */
export const ContentEdit = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contentEdit', version: '1', service: 'portfolio' },
        attributes: {
          key: { type: 'string', required: true },
          baseVersionId: { type: 'string', required: true },
          editedBy: { type: 'string', required: true },
          claimedAt: { type: 'string', required: true },
          leaseUntil: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byBase: tableIndex(['key'], ['baseVersionId']),
        },
      },
      entityConfig,
    ),
);
