import type { UserDetails } from '#shared/accounts.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { type UserListItem, useUsersPage } from '../api/list-users';
import { fullName } from '../lib/user-form';
import { usersListErrorMessage } from '../lib/user-messages';
import { userStatus } from '../lib/user-status';
import './users.css';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';

export interface UserLinks {
  view: (id: string) => string;
  edit: (id: string) => string;
}

interface UsersListProps {
  viewerId: string;
  /** Admins see contact data, roles, status and the view and edit links. */
  isAdmin: boolean;
  links: UserLinks;
}

function hasDetails(user: UserListItem): user is UserDetails {
  return 'email' in user;
}

/** The users, a page at a time, with Previous and Next. */
export function UsersList({ viewerId, isAdmin, links }: UsersListProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useUsersPage(viewerId, pages.cursor);

  if (error) {
    return (
      <div className="page-stack">
        <Alert tone="error">{usersListErrorMessage(error)}</Alert>
        <div>
          <button className="button button--secondary" type="button" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (isLoading || !data) return <Spinner label="Loading users…" />;

  const showDetails = isAdmin && data.items.every(hasDetails);
  const nextCursor = data.cursor;

  return (
    <div className="users-list">
      {data.items.length === 0 ? (
        <p>No users to show.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className="users-table" aria-label="Users" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">User name</th>
                {showDetails && (
                  <>
                    <th scope="col">Email</th>
                    <th scope="col">Roles</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <tr key={user.id}>
                  <td>{fullName(user)}</td>
                  <td>{user.userName}</td>
                  {showDetails && hasDetails(user) && (
                    <>
                      <td>{user.email}</td>
                      <td>{user.roles.join(', ')}</td>
                      <td>{userStatus(user)}</td>
                      <td className="users-table__actions">
                        <Link to={links.view(user.id)} aria-label={`View ${fullName(user)}`}>
                          View
                        </Link>
                        <Link to={links.edit(user.id)} aria-label={`Edit ${fullName(user)}`}>
                          Edit
                        </Link>
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <CursorPageNav label="Users" className="users-list__pages" pages={pages} nextCursor={nextCursor} />
    </div>
  );
}
