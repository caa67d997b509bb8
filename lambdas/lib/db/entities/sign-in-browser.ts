import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * A browser that has signed in to an account: a hash of its readable name ("Chrome on Linux"),
 * never the raw User-Agent. In the user's partition, so a permanent delete removes it with the rest.
 */
export const SignInBrowser = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'signInBrowser', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          browserKey: { type: 'string', required: true },
          firstSeenAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['browserKey']),
        },
      },
      entityConfig,
    ),
);
