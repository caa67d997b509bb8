import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * A sign-in session: the token's `jti`. Deleting it ends the token at once; DynamoDB's TTL removes
 * it after expiry. Roles are not copied here: every request reads them from the user item.
 */
export const Session = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'session', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          sessionId: { type: 'string', required: true },
          rememberMe: { type: 'boolean', default: false },
          userAgent: { type: 'string' },
          createdAt: { type: 'string', required: true },
          // Written at most once per SESSION_LAST_USED_INTERVAL_MS (lambdas/lib/accounts/sessions.ts);
          // absent on sessions started before it existed (their createdAt stands in).
          lastUsedAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['sessionId']),
        },
      },
      entityConfig,
    ),
);
