import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';

/**
 * A project (spec §3): public ones are listed newest first on gsi1, every project of an owner on
 * gsi2. Soft delete moves it to the `deleted` lifecycle, out of both lists.
 */
export const Project = new Entity(
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
      repoLinks: { type: 'list', items: { type: 'string' }, default: () => [] },
      ...auditAttributes,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['projectId'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
      byVisibility: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['lifecycle', 'visibility'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'projectId'], casing: 'none' },
      },
      byOwner: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['lifecycle', 'ownerId'], casing: 'none' },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'projectId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type ProjectItem = EntityItem<typeof Project>;
