import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';

/** Page views of one path on one UTC day, incremented with an atomic ADD. */
export const PageViewCounter = new Entity(
  {
    model: { entity: 'pageViewCounter', version: '1', service: 'portfolio' },
    attributes: {
      path: { type: 'string', required: true },
      day: { type: 'string', required: true },
      views: { type: 'number', default: 0 },
    },
    indexes: {
      byPath: {
        pk: { field: 'pk', composite: ['path'], casing: 'none' },
        sk: { field: 'sk', composite: ['day'], casing: 'none' },
      },
      byDay: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['day'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['path'], casing: 'none' },
      },
    },
  },
  entityConfig,
);
