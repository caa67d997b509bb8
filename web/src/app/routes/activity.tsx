import { ACTIVITY_RETENTION_DAYS } from '#shared/activity.ts';
import { ActivityList } from '#web/features/activity/components/activity-list.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function ActivityPage() {
  useDocumentTitle('Your activity');
  const { user } = useAuth();

  return (
    <article className="page-stack">
      <h1>Your activity</h1>
      <p>
        Your sign-ins, changes to your account and the cookie choices you saved while signed in, newest first. Each item
        is kept for {ACTIVITY_RETENTION_DAYS} days.
      </p>
      {user && <ActivityList userId={user.id} />}
    </article>
  );
}
