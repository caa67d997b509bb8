import { Entity } from 'electrodb';
import { CONTENT_FILE_STATUSES } from '#shared/content.ts';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * A markdown file created through the site, one per bucket key. It is the guard of "never
 * overwrite" (the local S3 ignores conditional writes, so the item is created with a condition
 * before the file is written), and the record of a plain user's submission: `pending` holds the
 * document here, out of the bucket and so off the public site, until an editor approves it
 * (`published`: written to the bucket) or rejects it (`rejected`: the text stays here for its author,
 * and the name may be taken again). Items from before submissions existed have no `status` and
 * count as published.
 */
export const ContentFile = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contentFile', version: '1', service: 'portfolio' },
        attributes: {
          key: { type: 'string', required: true },
          createdBy: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** The create that claimed the name (lib/idempotency/create-id.ts), when it was sent with a retry key. */
          createId: { type: 'string' },
          status: { type: CONTENT_FILE_STATUSES },
          /** The document as it will be stored, while it waits for review (and after a rejection). */
          markdown: { type: 'string' },
          reviewedBy: { type: 'string' },
          reviewedAt: { type: 'string' },
          /** The reviewer's reason for a rejection, for its author. */
          reason: { type: 'string' },
        },
        indexes: {
          byKey: tableIndex(['key'], []),
          byStatus: secondaryIndex('gsi1', ['status'], ['createdAt', 'key']),
          byAuthor: secondaryIndex('gsi2', ['createdBy'], ['createdAt', 'key']),
        },
      },
      entityConfig,
    ),
);
