import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';

/** One role of one user (spec: UserRole, composite key userId + roleId). */
export const UserRole = new Entity(
  {
    model: { entity: 'userRole', version: '1', service: 'portfolio' },
    attributes: {
      userId: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
      roleName: { type: 'string', required: true },
      assignedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], casing: 'none' },
        sk: { field: 'sk', composite: ['roleId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);
