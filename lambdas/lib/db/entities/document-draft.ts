import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * An editor's unpublished changes to a document (autosave): one item per (document key, editor),
 * so a document's items are one query away when it is deleted. The text is kept here, not in the
 * bucket, because every version written there is live. `baseVersionId` is the version the text
 * was typed on; DynamoDB's TTL (`expiresAt`) removes an item 30 days after its last autosave.
 */
export const DocumentDraft = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'documentDraft', version: '1', service: 'portfolio' },
        attributes: {
          key: { type: 'string', required: true },
          savedBy: { type: 'string', required: true },
          savedByName: { type: 'string', required: true },
          markdown: { type: 'string', required: true },
          baseVersionId: { type: 'string', required: true },
          savedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDocument: tableIndex(['key'], ['savedBy']),
        },
      },
      entityConfig,
    ),
);
