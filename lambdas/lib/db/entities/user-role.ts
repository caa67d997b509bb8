import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/** One role of one user: its key is the user id and the role id. */
export const UserRole = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'userRole', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          roleId: { type: 'string', required: true },
          roleName: { type: 'string', required: true },
          assignedAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['roleId']),
        },
      },
      entityConfig,
    ),
);
