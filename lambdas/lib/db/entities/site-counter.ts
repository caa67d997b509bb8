import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';

/** A site-wide counter (e.g. total visitors), changed only with atomic ADD. */
export const SiteCounter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'siteCounter', version: '1', service: 'portfolio' },
        attributes: {
          name: { type: 'string', required: true },
          value: { type: 'number', default: 0 },
        },
        indexes: {
          byName: {
            pk: { field: 'pk', composite: ['name'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
