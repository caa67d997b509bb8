import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * User lookups (`GET /users/lookup`) of one caller in one UTC clock hour, reserved with a
 * conditional atomic ADD; DynamoDB's TTL (`expiresAt`) removes it afterwards.
 */
export const LookupRateCounter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'lookupRateCounter', version: '1', service: 'portfolio' },
        attributes: {
          callerId: { type: 'string', required: true },
          hour: { type: 'string', required: true },
          count: { type: 'number', default: 0 },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byCaller: tableIndex(['callerId'], ['hour']),
        },
      },
      entityConfig,
    ),
);
