import useSWRInfinite from 'swr/infinite';
import type { Page } from '#shared/accounts.ts';
import type { ActivityItem } from '#shared/activity.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { swrDefaults } from '#web/shared/api/swr.ts';

const ACTIVITY_PAGE_SIZE = 20;

/** `GET /auth/activity?limit=&cursor=` → 200 `Page` of the caller's activity, newest first. */
function fetchActivityPage(cursor: string | null, limit = ACTIVITY_PAGE_SIZE): Promise<Page<ActivityItem>> {
  return apiClient.request('GET /auth/activity', {
    query: { limit, cursor: cursor ?? undefined },
  });
}

/**
 * The key of page `index`: keyed by user as well, so one user's activity is never shown to the
 * next one signed in on this tab; null once the previous page was the last.
 */
export function activityPageKey(userId: string, index: number, previous: Page<ActivityItem> | null) {
  if (previous && !previous.cursor) return null;
  return [apiPath('GET /auth/activity'), userId, index === 0 ? '' : (previous?.cursor ?? '')] as const;
}

/** The pages loaded so far; `setSize(size + 1)` loads the next older one. */
export function useActivityPages(userId: string | undefined) {
  return useSWRInfinite(
    (index, previous: Page<ActivityItem> | null) => (userId ? activityPageKey(userId, index, previous) : null),
    ([, , cursor]) => fetchActivityPage(cursor || null),
    { ...swrDefaults, revalidateFirstPage: true },
  );
}
