import { ProfileDetails } from '../../features/account/components/profile-details';
import { ProfileEditor } from '../../features/account/components/profile-editor';
import { profileChangesFrom } from '../../features/account/lib/profile-changes';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';

export function UserProfilePage() {
  useDocumentTitle('Profile');
  const { user, updateProfile } = useAuth();
  const { data, error, mutate } = useCurrentUser(user?.id);

  if (error && !data) return <LoadFailure what="Your profile" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner page label="Loading your profile…" />;

  return (
    <article className="page-stack">
      <h1>Your profile</h1>
      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading">Details</h2>
        <ProfileDetails details={data} />
      </section>
      <section aria-labelledby="profile-edit-heading">
        <h2 id="profile-edit-heading">Edit profile</h2>
        <ProfileEditor current={profileChangesFrom(data)} onSave={updateProfile} />
      </section>
    </article>
  );
}
