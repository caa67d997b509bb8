import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/** Guard item of one analytics session; creating it is what makes a visit count as a new visitor. */
export const VisitorSession = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'visitorSession', version: '1', service: 'portfolio' },
        attributes: {
          sessionId: { type: 'string', required: true },
          firstPath: { type: 'string', required: true },
          startedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySessionId: tableIndex(['sessionId'], []),
        },
      },
      entityConfig,
    ),
);
