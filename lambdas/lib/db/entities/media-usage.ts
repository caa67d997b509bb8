import { Entity, type EntityItem } from 'electrodb';
import { MEDIA_USAGE_KINDS } from '#shared/media.ts';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * One place an uploaded image is used: a post, project, document or profile that shows it, written
 * when that content is saved (lib/media/media-usage.ts). The library reads an image's uses with one
 * query of its own key; a save finds the uses it replaces on gsi1, keyed by the content. `pages`
 * are the public pages that show the image, rendered again when the image changes (its alt text)
 * or is deleted: either sets `imageChangedAt` (the delete before it removes the use), and that
 * change is what the page renderer follows (render/dependants.ts).
 */
export const MediaUsage = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'mediaUsage', version: '1', service: 'portfolio' },
        attributes: {
          mediaId: { type: 'string', required: true },
          targetKind: { type: MEDIA_USAGE_KINDS, required: true },
          targetId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          link: { type: 'string', required: true },
          pages: { type: 'list', items: { type: 'string' }, default: () => [] },
          imageChangedAt: { type: 'string' },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byMedia: tableIndex(['mediaId'], ['targetKind', 'targetId']),
          byTarget: secondaryIndex('gsi1', ['targetKind', 'targetId'], ['mediaId']),
        },
      },
      entityConfig,
    ),
);

export type MediaUsageRecord = EntityItem<typeof MediaUsage>;
