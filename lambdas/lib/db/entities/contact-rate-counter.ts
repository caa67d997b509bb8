import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * Contact messages of one sender (an e-mail address or a source IP) in one UTC clock hour,
 * reserved with a conditional atomic ADD; DynamoDB's TTL (`expiresAt`) removes it afterwards.
 */
export const ContactRateCounter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contactRateCounter', version: '1', service: 'portfolio' },
        attributes: {
          kind: { type: ['email', 'ip'] as const, required: true },
          sender: { type: 'string', required: true },
          hour: { type: 'string', required: true },
          count: { type: 'number', default: 0 },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySender: tableIndex(['kind', 'sender'], ['hour']),
        },
      },
      entityConfig,
    ),
);
