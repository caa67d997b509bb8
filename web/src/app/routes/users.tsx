import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { UserFilterForm } from '#web/features/users/components/user-filter-form.tsx';
import { UsersList } from '#web/features/users/components/users-list.tsx';
import { searchOfUserFilters, type UserFilters, userFiltersOf } from '#web/features/users/lib/user-filters.ts';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * The users list of /users and of /admin/users, searched, filtered and ordered by the page
 * address's query (`?q=ada&role=Editor&sort=name`), so a filtered list can be linked and survives
 * a reload; a new filter replaces the address rather than adding a history entry per key typed.
 */
export function UsersPage() {
  const { user, isAdmin } = useAuth();
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const filters = useMemo(() => userFiltersOf(new URLSearchParams(query), isAdmin), [query, isAdmin]);
  const changeFilters = useCallback(
    (next: UserFilters) => setSearch(searchOfUserFilters(next), { replace: true }),
    [setSearch],
  );

  return (
    <Page title="Users" wide action={isAdmin ? { to: paths.createUser, label: 'Create user' } : undefined}>
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
