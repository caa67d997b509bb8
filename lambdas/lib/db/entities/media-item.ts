import { Entity, type EntityItem } from 'electrodb';
import { MEDIA_CONTENT_TYPES, MEDIA_PURPOSES } from '#shared/media.ts';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * An uploaded image (shared/media.ts): written `pending` when its upload is presigned, then made
 * `ready` or `rejected` by the resize worker. The library lists every item newest first on gsi1
 * and the items of one purpose on gsi2; `sizes` holds the WebP sizes made, smallest first.
 */
export const MediaItemEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'mediaItem', version: '1', service: 'portfolio' },
        attributes: {
          mediaId: { type: 'string', required: true },
          purpose: { type: MEDIA_PURPOSES, required: true },
          projectId: { type: 'string' },
          status: { type: ['pending', 'ready', 'rejected'] as const, required: true },
          rejectedReason: { type: 'string' },
          fileName: { type: 'string', required: true },
          contentType: { type: MEDIA_CONTENT_TYPES, required: true },
          size: { type: 'number', required: true },
          alt: { type: 'string', required: true },
          width: { type: 'number' },
          height: { type: 'number' },
          sizes: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                width: { type: 'number', required: true },
                height: { type: 'number', required: true },
                url: { type: 'string', required: true },
              },
            },
            default: () => [],
          },
          /** The JPEG for link previews; images processed before it existed have none. */
          shareImage: {
            type: 'map',
            properties: {
              width: { type: 'number', required: true },
              height: { type: 'number', required: true },
              url: { type: 'string', required: true },
            },
          },
          uploadedBy: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
          /**
           * When DynamoDB's TTL removes the item (epoch seconds): a `pending` item whose upload
           * never arrived, and a `rejected` one after a week; a `ready` item has none (media-items.ts).
           */
          expiresAt: { type: 'number' },
        },
        indexes: {
          byId: tableIndex(['mediaId'], []),
          newestFirst: secondaryIndex('gsi1', [], ['createdAt', 'mediaId']),
          byPurpose: secondaryIndex('gsi2', ['purpose'], ['createdAt', 'mediaId']),
        },
      },
      entityConfig,
    ),
);

export type MediaItemRecord = EntityItem<typeof MediaItemEntity>;
