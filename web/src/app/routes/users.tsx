import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { UserFilterForm } from '#web/features/users/components/user-filter-form.tsx';
import { UsersList } from '#web/features/users/components/users-list.tsx';
import { searchOfUserFilters, type UserFilters, userFiltersOf } from '#web/features/users/lib/user-filters.ts';
import { focusAfterDialogs } from '#web/shared/lib/focus-after-dialogs.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** Location state the user page leaves after deleting an account: the list says what became of it. */
export interface DeletedUserState {
  deletedUser?: { id: string; name: string; permanent: boolean };
}

function DeletedUserNotice({ deleted }: { deleted: NonNullable<DeletedUserState['deletedUser']> }) {
  const notice = useRef<HTMLDivElement>(null);
  // The delete was confirmed in a dialog on the page before: the result takes the focus.
  useEffect(() => focusAfterDialogs(notice.current), []);
  return (
    <div ref={notice} tabIndex={-1}>
      <Alert tone="success">
        {deleted.permanent ? (
          <p>{deleted.name} was deleted for good.</p>
        ) : (
          <p>
            {deleted.name} was soft-deleted and can no longer sign in; the account is kept.{' '}
            <Link to={userLinks.view(deleted.id)}>Open the account to restore it</Link>
          </p>
        )}
      </Alert>
    </div>
  );
}

/**
 * The users list of /users and of /admin/users, searched, filtered and ordered by the page
 * address's query (`?q=ada&role=Editor&sort=name`), so a filtered list can be linked and survives
 * a reload; a new filter replaces the address rather than adding a history entry per key typed.
 */
export function UsersPage() {
  const { user, isAdmin } = useAuth();
  const deletedUser = (useLocation().state as DeletedUserState | null)?.deletedUser;
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const filters = useMemo(() => userFiltersOf(new URLSearchParams(query), isAdmin), [query, isAdmin]);
  const changeFilters = useCallback(
    (next: UserFilters) => setSearch(searchOfUserFilters(next), { replace: true }),
    [setSearch],
  );

  return (
    <Page title="Users" wide action={isAdmin ? { to: paths.createUser, label: 'Create user' } : undefined}>
      {deletedUser && <DeletedUserNotice deleted={deletedUser} />}
      {user && (
        <>
          <UserFilterForm filters={filters} onFiltersChange={changeFilters} isAdmin={isAdmin} />
          <UsersList
            key={searchOfUserFilters(filters).toString()}
            viewerId={user.id}
            filters={filters}
            isAdmin={isAdmin}
            links={userLinks}
          />
        </>
      )}
    </Page>
  );
}
