import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * Guard item of a markdown file created through the site. The local S3 ignores conditional
 * writes, so "never overwrite" is enforced here: the item is created with a condition before the
 * file is written.
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
        },
        indexes: {
          byKey: tableIndex(['key'], []),
        },
      },
      entityConfig,
    ),
);
