import { Entity } from 'electrodb';
import { ACTIVITY_TYPES } from '#shared/activity.ts';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * One thing that happened to a user's account (a sign-in, a profile, e-mail, user name or password
 * change, a saved cookie choice). It lives in the user's partition, so the activity list is one
 * Query (newest first by `occurredAt`) and a permanent delete removes it with the account;
 * DynamoDB's TTL removes it after 90 days.
 */
export const ActivityEvent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'activityEvent', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          occurredAt: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          type: { type: ACTIVITY_TYPES, required: true },
          changedFields: { type: 'list', items: { type: 'string' } },
          allowedCategories: { type: 'list', items: { type: 'string' } },
          byAdmin: { type: 'boolean' },
          userAgent: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['occurredAt', 'eventId']),
        },
      },
      entityConfig,
    ),
);
