import { ACTIVITY_RETENTION_DAYS } from '#shared/activity.ts';
import { ActivityList } from '#web/features/activity/components/activity-list.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { Page } from '#web/shared/ui/page.tsx';

export function ActivityPage() {
  const { user } = useAuth();

  return (
    <Page title="Your activity">
      <p>
        Your sign-ins, changes to your account and the cookie choices you saved while signed in, newest first. Each item
        is kept for {ACTIVITY_RETENTION_DAYS} days.
      </p>
      {user && <ActivityList userId={user.id} />}
    </Page>
  );
}
