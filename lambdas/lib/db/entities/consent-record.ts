import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * One saved cookie-consent choice. Append-only and without a TTL: every change is a new
 * item (recordedAt + a random id in the sort key), so the history stays as proof of consent.
 */
export const ConsentRecord = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'consentRecord', version: '1', service: 'portfolio' },
        attributes: {
          sessionId: { type: 'string', required: true },
          recordedAt: { type: 'string', required: true },
          recordId: { type: 'string', required: true },
          userId: { type: 'string' },
          decisions: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                categoryId: { type: 'string', required: true },
                status: { type: ['accepted', 'rejected', 'pending'] as const, required: true },
                timestamp: { type: 'string', required: true },
                version: { type: 'string', required: true },
              },
            },
          },
          lastUpdated: { type: 'string', required: true },
          version: { type: 'string', required: true },
          userAgent: { type: 'string' },
        },
        indexes: {
          bySession: tableIndex(['sessionId'], ['recordedAt', 'recordId']),
        },
      },
      entityConfig,
    ),
);
