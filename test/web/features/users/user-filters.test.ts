import { describe, expect, it } from 'vitest';
import {
  NO_USER_FILTERS,
  searchOfUserFilters,
  userFiltersOf,
  usersQueryOf,
} from '#web/features/users/lib/user-filters.ts';

const read = (query: string, isAdmin = true) => userFiltersOf(new URLSearchParams(query), isAdmin);

describe('the users list’s filters in the page address', () => {
  it('reads the search, role, state and order, and writes them back as they were', () => {
    const filters = read('q=ada&role=Editor&state=locked&sort=name&order=desc');
    expect(filters).toEqual({ q: 'ada', role: 'Editor', state: 'locked', sort: 'name', order: 'desc' });
    expect(searchOfUserFilters(filters).toString()).toBe('q=ada&role=Editor&state=locked&sort=name&order=desc');
  });

  it('leaves out what is the default: no filter, newest first, a sort’s own direction', () => {
    expect(read('')).toEqual(NO_USER_FILTERS);
    expect(searchOfUserFilters(NO_USER_FILTERS).toString()).toBe('');
    expect(read('sort=name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(searchOfUserFilters(read('sort=name')).toString()).toBe('sort=name');
  });

  it('reads an unknown value as none rather than sending it to fail', () => {
    expect(read('role=Root&state=asleep&sort=age&order=up')).toEqual(NO_USER_FILTERS);
  });

  it('keeps what only admins may ask out of anyone else’s list', () => {
    expect(read('q=ada&role=Admin&state=deleted&sort=lastSignIn', false)).toEqual({ ...NO_USER_FILTERS, q: 'ada' });
  });

  it('sends the filters set, the order always, and no empty value', () => {
    expect(usersQueryOf(read('q=ada'), null, 20)).toEqual({
      limit: 20,
      cursor: undefined,
      q: 'ada',
      role: undefined,
      state: undefined,
      sort: 'created',
      order: 'desc',
    });
  });
});
