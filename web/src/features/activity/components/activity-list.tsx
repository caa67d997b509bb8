import { ACTIVITY_RETENTION_DAYS, type ActivityItem } from '#shared/activity.ts';
import { useActivityPages } from '#web/features/activity/api/get-activity.ts';
import { activityDetail, activityTitle, deviceOf } from '#web/features/activity/lib/activity-labels.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import '#web/shared/ui/item-list.css';
import './activity.css';

/** The activity items as a list, newest first. */
export function ActivityItems({ items }: { items: readonly ActivityItem[] }) {
  if (items.length === 0) return <p>No activity in the last {ACTIVITY_RETENTION_DAYS} days.</p>;
  return (
    <ol className="item-list" aria-label="Your activity">
      {items.map((item) => {
        const detail = activityDetail(item);
        const device = deviceOf(item.userAgent);
        return (
          <li key={item.id} className="item-list__item activity-list__item" data-type={item.type}>
            <p className="activity-list__title">{activityTitle(item)}</p>
            <p className="item-list__meta">
              <time dateTime={item.occurredAt}>
                {formatForViewer(item.occurredAt, 'dateTimeZone') || item.occurredAt}
              </time>
              {device && <span> · {device}</span>}
            </p>
            {detail && <p>{detail}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** The signed-in user's activity, a page at a time with "Show older activity". */
export function ActivityList({ userId }: { userId: string }) {
  const { data, error, size, setSize, isValidating, mutate } = useActivityPages(userId);
  const pages = data ?? [];
  const loadingMore = isValidating && pages.length < size;

  if (error && pages.length === 0) {
    return <LoadFailure what="Your activity" error={error} onRetry={() => void mutate()} />;
  }
  if (pages.length === 0) return <Spinner label="Loading your activity…" />;

  const hasOlder = Boolean(pages.at(-1)?.cursor);
  return (
    <div className="page-stack">
      <ActivityItems items={pages.flatMap((page) => page.items)} />
      {error && <LoadFailure what="Older activity" error={error} onRetry={() => void mutate()} />}
      {hasOlder && (
        <div>
          <button
            className="button button--secondary"
            type="button"
            onClick={() => void setSize(size + 1)}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? 'Loading older activity…' : 'Show older activity'}
          </button>
        </div>
      )}
    </div>
  );
}
