import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { tableIndex } from './index-keys';

/**
 * The claim of a save on the version it was made from: one item per (document key, base version),
 * created with a condition before the new version is written, so of two saves made from the same
 * version only the first writes (the local S3 ignores conditional writes, so S3 cannot decide it).
 * Version ids are never reused, so a claim is needed only while a save can still be running;
 * DynamoDB's TTL (`expiresAt`) removes it a day later.
 */
export const ContentEdit = new Entity(
  {
    model: { entity: 'contentEdit', version: '1', service: 'portfolio' },
    attributes: {
      key: { type: 'string', required: true },
      baseVersionId: { type: 'string', required: true },
      editedBy: { type: 'string', required: true },
      claimedAt: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byBase: tableIndex(['key'], ['baseVersionId']),
    },
  },
  entityConfig,
);
