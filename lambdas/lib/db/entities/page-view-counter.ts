import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/** Page views of one path on one UTC day, incremented with an atomic ADD. */
export const PageViewCounter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pageViewCounter', version: '1', service: 'portfolio' },
        attributes: {
          path: { type: 'string', required: true },
          day: { type: 'string', required: true },
          views: { type: 'number', default: 0 },
        },
        indexes: {
          byPath: tableIndex(['path'], ['day']),
          byDay: secondaryIndex('gsi1', ['day'], ['path']),
        },
      },
      entityConfig,
    ),
);
