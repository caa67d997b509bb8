import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/** One preference record of a user (theme, language, …), deleted together with the user. */
export const Preference = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'preference', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          type: {
            type: [
              'accessibility',
              'geographical',
              'language',
              'miscellaneous',
              'notification',
              'privacy',
              'theme',
            ] as const,
            required: true,
          },
          settings: { type: 'any' },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['type']),
        },
      },
      entityConfig,
    ),
);
