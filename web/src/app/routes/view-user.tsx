import { paths, userLinks } from '#web/app/paths.ts';
import { UserDetailsView } from '#web/features/users/components/user-details-view.tsx';
import { UserSecurityActions } from '#web/features/users/components/user-security-actions.tsx';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadedUserPage } from './loaded-user-page';

export function ViewUserPage() {
  useDocumentTitle('User');

  return (
    <LoadedUserPage heading={fullName}>
      {(user) => (
        <>
          <UserDetailsView user={user} />
          <UserSecurityActions user={user} />
          <p className="message-page__actions">
            <Link className="button" to={userLinks.edit(user.id)}>
              Edit user
            </Link>
            <Link className="button button--secondary" to={paths.users}>
              Back to users
            </Link>
          </p>
        </>
      )}
    </LoadedUserPage>
  );
}
