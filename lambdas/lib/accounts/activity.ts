import { randomUUID } from 'node:crypto';
import type { Page } from '#shared/accounts.ts';
import { ACTIVITY_RETENTION_DAYS, type ActivityItem, type ActivityType } from '#shared/activity.ts';
import { ActivityEvent } from '../db/entities/activity-event';
import { type PageRequest, queryPage } from '../db/page';
import { logger } from '../logger';

const USER_AGENT_MAX_LENGTH = 256;
const DAY_SECONDS = 24 * 60 * 60;

/** What happened; the user, the time, the id and the expiry are added here. */
export interface ActivityInput {
  type: ActivityType;
  changedFields?: string[];
  allowedCategories?: string[];
  byAdmin?: boolean;
  userAgent?: string;
}

/** The stored item of one activity event, expiring (TTL) 90 days after it happened. */
export function newActivityEvent(userId: string, input: ActivityInput, now = new Date()) {
  return {
    userId,
    occurredAt: now.toISOString(),
    eventId: randomUUID(),
    type: input.type,
    ...(input.changedFields?.length ? { changedFields: input.changedFields } : {}),
    ...(input.allowedCategories ? { allowedCategories: input.allowedCategories } : {}),
    ...(input.byAdmin ? { byAdmin: true } : {}),
    ...(input.userAgent ? { userAgent: input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) } : {}),
    expiresAt: Math.floor(now.getTime() / 1000) + ACTIVITY_RETENTION_DAYS * DAY_SECONDS,
  };
}

/**
 * Record an activity event after the change it describes was saved. Best effort: the change has
 * happened, so a failed write is logged and never fails the user's request.
 */
export async function recordActivity(userId: string, input: ActivityInput): Promise<void> {
  try {
    await ActivityEvent.put(newActivityEvent(userId, input)).go();
  } catch (error) {
    logger.error('Activity event not recorded', { userId, type: input.type, error });
  }
}

/** List a user's activity, newest first, a page at a time: one Query on the user's partition. */
export async function listActivity(userId: string, { limit, cursor }: PageRequest): Promise<Page<ActivityItem>> {
  const page = await queryPage(cursor, () =>
    ActivityEvent.query.byUser({ userId }).go({ order: 'desc', limit, cursor }),
  );
  return { items: page.items.map(toActivityItem), cursor: page.cursor };
}

/** List every activity event of a user still stored, newest first (for the data export). */
export async function listAllActivity(userId: string): Promise<ActivityItem[]> {
  const { data } = await ActivityEvent.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toActivityItem);
}

/** A stored event holds the item's fields, with its id as `eventId`. */
function toActivityItem(event: Omit<ActivityItem, 'id'> & { eventId: string }): ActivityItem {
  const item: ActivityItem = { id: event.eventId, type: event.type, occurredAt: event.occurredAt };
  if (event.changedFields?.length) item.changedFields = event.changedFields;
  if (event.allowedCategories) item.allowedCategories = event.allowedCategories;
  if (event.byAdmin) item.byAdmin = true;
  if (event.userAgent) item.userAgent = event.userAgent;
  return item;
}
