import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * Who deleted a document last, and the delete marker that did it: S3 keeps no metadata on a delete
 * marker, so the list of deleted documents reads the name here. One item per document key, replaced
 * by the next delete; kept while the marker is (a restore leaves it, and the list ignores it then).
 */
export const ContentDeletion = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contentDeletion', version: '1', service: 'portfolio' },
        attributes: {
          key: { type: 'string', required: true },
          markerVersionId: { type: 'string', required: true },
          deletedBy: { type: 'string', required: true },
          deletedAt: { type: 'string', required: true },
        },
        indexes: {
          byKey: tableIndex(['key'], []),
        },
      },
      entityConfig,
    ),
);
