import { EmailVerificationNotice } from '#web/features/account/components/email-verification-notice.tsx';
import { ProfileDetails } from '#web/features/account/components/profile-details.tsx';
import { ProfileEditor } from '#web/features/account/components/profile-editor.tsx';
import { profileChangesFrom } from '#web/features/account/lib/profile-changes.ts';
import { useCurrentUser } from '#web/features/auth/api/use-current-user.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { ProfilePictureUpload } from '#web/features/media/components/profile-picture-upload.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

export function UserProfilePage() {
  useDocumentTitle('Profile');
  const { user, updateProfile } = useAuth();
  const { data, error, mutate } = useCurrentUser(user?.id);

  if (error && !data) return <LoadFailure what="Your profile" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner page label="Loading your profile…" />;

  return (
    <article className="page-stack">
      <h1>Your profile</h1>
      {!data.emailVerified && <EmailVerificationNotice email={data.email} />}
      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading">Details</h2>
        <ProfileDetails details={data} />
      </section>
      <section aria-labelledby="profile-picture-heading">
        <h2 id="profile-picture-heading">Picture</h2>
        <ProfilePictureUpload
          pictureId={data.profilePictureId}
          name={`${data.firstName} ${data.lastName}`.trim() || data.userName}
          onUploaded={() => void mutate()}
        />
      </section>
      <section aria-labelledby="profile-edit-heading">
        <h2 id="profile-edit-heading">Edit profile</h2>
        <ProfileEditor current={profileChangesFrom(data)} onSave={updateProfile} />
      </section>
    </article>
  );
}
