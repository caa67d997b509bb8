import { Link } from '#web/shared/ui/link.tsx';
import { UserDetailsView } from '../../features/users/components/user-details-view';
import { UserSecurityActions } from '../../features/users/components/user-security-actions';
import { fullName } from '../../features/users/lib/user-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths, userLinks } from '../paths';
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
