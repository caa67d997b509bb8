import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { currentApiBaseUrl } from '#web/shared/api/api-base-url.ts';
import { DetailsList } from '#web/shared/ui/details-list.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** /admin/settings: read-only facts about the signed-in admin and this build of the site. */
export function AdminSettingsPage() {
  const { user } = useAuth();

  return (
    <Page title="Admin settings" heading="Settings">
      <section aria-labelledby="admin-account-heading">
        <h2 id="admin-account-heading">Your account</h2>
        <DetailsList
          rows={[
            ['Name', `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()],
            ['Email', user?.email ?? ''],
            ['User name', user?.userName ?? ''],
            ['Roles', user?.roles.join(', ') ?? ''],
          ]}
        />
      </section>
      <section aria-labelledby="admin-site-heading">
        <h2 id="admin-site-heading">This site</h2>
        <DetailsList
          rows={[
            ['API base URL', currentApiBaseUrl()],
            ['Demo accounts on the login page', import.meta.env.VITE_DEMO_ACCOUNTS === 'true' ? 'Shown' : 'Hidden'],
          ]}
        />
      </section>
    </Page>
  );
}
