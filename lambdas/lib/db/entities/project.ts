import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * A project: public ones are listed newest first on gsi1, every project of an owner on
 * gsi2. Soft delete moves it to the `deleted` lifecycle, out of both lists. `memberIds` is a string
 * set, so adding and removing a member are single ADD and DELETE updates that never lose another
 * writer's change (DynamoDB drops the attribute when its last member goes).
 */
export const Project = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'project', version: '1', service: 'portfolio' },
        attributes: {
          projectId: { type: 'string', required: true },
          ...lifecycleAttribute,
          name: { type: 'string', required: true },
          description: { type: 'string', default: '' },
          startDate: { type: 'string' },
          endDate: { type: 'string' },
          budget: { type: 'number' },
          visibility: { type: 'number', required: true },
          status: { type: 'number', required: true },
          ownerId: { type: 'string', required: true },
          memberIds: { type: 'set', items: 'string' },
          repoLinks: { type: 'list', items: { type: 'string' }, default: () => [] },
          /** A ready media item uploaded for this project (lib/media/covers.ts); answers carry it as `cover`. */
          coverImageId: { type: 'string' },
          ...auditAttributes,
        },
        indexes: {
          byId: tableIndex(['projectId'], []),
          byVisibility: secondaryIndex('gsi1', ['lifecycle', 'visibility'], ['createdAt', 'projectId']),
          byOwner: secondaryIndex('gsi2', ['lifecycle', 'ownerId'], ['createdAt', 'projectId']),
        },
      },
      entityConfig,
    ),
);

export type ProjectItem = EntityItem<typeof Project>;
