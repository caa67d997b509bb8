import type { UserDetails } from '#shared/accounts.ts';
import { type UserListItem, useUsersPage } from '#web/features/users/api/list-users.ts';
import type { UserFilters } from '#web/features/users/lib/user-filters.ts';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { usersListErrorMessage } from '#web/features/users/lib/user-messages.ts';
import { userStatus } from '#web/features/users/lib/user-status.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { BreakableText } from '#web/shared/ui/breakable-text.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './users.css';

interface UserLinks {
  view: (id: string) => string;
  edit: (id: string) => string;
}

interface UsersListProps {
  viewerId: string;
  /** The search, filters and order, applied by the server to every user. */
  filters: UserFilters;
  /** Admins see contact data, roles, status and the view and edit links. */
  isAdmin: boolean;
  links: UserLinks;
}

function hasDetails(user: UserListItem): user is UserDetails {
  return 'email' in user;
}

const NAME_COLUMNS: DataTableColumn<UserListItem>[] = [
  { id: 'name', header: 'Name', cell: fullName },
  {
    id: 'userName',
    header: 'User name',
    className: 'data-table__break',
    secondary: true,
    cell: (user) => <BreakableText text={user.userName} />,
  },
];

/** An admin's columns: contact data, roles, status and the View and Edit links. */
function adminColumns(links: UserLinks): DataTableColumn<UserDetails>[] {
  return [
    ...NAME_COLUMNS,
    {
      id: 'email',
      header: 'Email',
      className: 'data-table__break',
      secondary: true,
      cell: (user) => <BreakableText text={user.email} />,
    },
    { id: 'roles', header: 'Roles', secondary: true, cell: (user) => user.roles.join(', ') },
    { id: 'status', header: 'Status', cell: (user) => userStatus(user) },
    {
      id: 'emailVerified',
      header: 'Email verified',
      secondary: true,
      cell: (user) => (user.emailVerified ? 'Yes' : 'No'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => (
        <div className="data-table__actions">
          <Link to={links.view(user.id)} aria-label={`View ${fullName(user)}`}>
            View
          </Link>
          <Link to={links.edit(user.id)} aria-label={`Edit ${fullName(user)}`}>
            Edit
          </Link>
        </div>
      ),
    },
  ];
}

/**
 * The users that match the filters, a page at a time, with Previous and Next (Next only when the
 * server says a page follows). Mounted afresh for new filters, so paging starts at the first page.
 */
export function UsersList({ viewerId, filters, isAdmin, links }: UsersListProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useUsersPage(viewerId, filters, pages.cursor);

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
  if (isLoading && !data) return <Spinner label="Loading users…" />;
  if (!data) return null;

  const users = data.items;
  const table = { caption: 'Users', rowKey: (user: UserListItem) => user.id, empty: 'No users to show.' };

  return (
    <div className="users-list">
      {isAdmin && users.every(hasDetails) ? (
        <DataTable {...table} rows={users} columns={adminColumns(links)} />
      ) : (
        <DataTable {...table} rows={users} columns={NAME_COLUMNS} />
      )}
      <CursorPageNav label="Users" pages={pages} nextCursor={data.cursor} />
    </div>
  );
}
