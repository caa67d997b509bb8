import {
  ACCOUNT_STATES,
  type AccountState,
  ROLES,
  type RoleName,
  SORT_ORDERS,
  type SortOrder,
  USER_SORT_DEFAULT_ORDER,
  USER_SORTS,
  type UserSort,
} from '#shared/accounts.ts';

/** The users list as its page address carries it; '' is "any". */
export interface UserFilters {
  /** Words of the name, the user name or (admins) the e-mail address. */
  q: string;
  role: RoleName | '';
  state: AccountState | '';
  sort: UserSort;
  order: SortOrder;
}

export const NO_USER_FILTERS: UserFilters = { q: '', role: '', state: '', sort: 'created', order: 'desc' };

/** The orders the list offers, each a sort and its direction; the ones by sign-in are for admins only. */
export const USER_ORDERS: readonly { sort: UserSort; order: SortOrder; label: string; adminOnly?: boolean }[] = [
  { sort: 'created', order: 'desc', label: 'Newest first' },
  { sort: 'created', order: 'asc', label: 'Oldest first' },
  { sort: 'name', order: 'asc', label: 'Name A to Z' },
  { sort: 'name', order: 'desc', label: 'Name Z to A' },
  { sort: 'lastSignIn', order: 'desc', label: 'Signed in most recently', adminOnly: true },
  { sort: 'lastSignIn', order: 'asc', label: 'Signed in least recently', adminOnly: true },
];

function oneOf<Value extends string>(values: readonly Value[], value: string | null, fallback: Value): Value {
  return values.find((known) => known === value) ?? fallback;
}

/**
 * The filters of a page address (`?q=ada&role=Editor&sort=name`), so a filtered list can be linked
 * and survives a reload. An unknown value is read as none rather than sent to fail, and so are the
 * filters and order only admins may use, for anyone else.
 */
export function userFiltersOf(search: URLSearchParams, isAdmin: boolean): UserFilters {
  const roleNames = ROLES.map((role) => role.name);
  const sorts = isAdmin ? USER_SORTS : USER_SORTS.filter((sort) => sort !== 'lastSignIn');
  const sort = oneOf<UserSort>(sorts, search.get('sort'), NO_USER_FILTERS.sort);
  return {
    q: (search.get('q') ?? '').trim(),
    role: isAdmin ? oneOf<RoleName | ''>(roleNames, search.get('role'), '') : '',
    state: isAdmin ? oneOf<AccountState | ''>(ACCOUNT_STATES, search.get('state'), '') : '',
    sort,
    order: oneOf(SORT_ORDERS, search.get('order'), USER_SORT_DEFAULT_ORDER[sort]),
  };
}

/** The page address's query of these filters: only the ones set, an order left out when it is its sort's own. */
export function searchOfUserFilters(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim() !== '') search.set('q', filters.q.trim());
  if (filters.role !== '') search.set('role', filters.role);
  if (filters.state !== '') search.set('state', filters.state);
  if (filters.sort !== NO_USER_FILTERS.sort) search.set('sort', filters.sort);
  if (filters.order !== USER_SORT_DEFAULT_ORDER[filters.sort]) search.set('order', filters.order);
  return search;
}

/** The query of `GET /users` for one page of the filtered list; filters left empty are not sent. */
export function usersQueryOf(filters: UserFilters, cursor: string | null, limit: number) {
  return {
    limit,
    cursor: cursor ?? undefined,
    q: filters.q.trim() || undefined,
    role: filters.role || undefined,
    state: filters.state || undefined,
    sort: filters.sort,
    order: filters.order,
  };
}
