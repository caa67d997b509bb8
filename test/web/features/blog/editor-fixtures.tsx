import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type Key, SWRConfig, unstable_serialize } from 'swr';
import type { RoleName } from '#shared/accounts.ts';
import type { PostSummary, Term } from '#shared/blog.ts';
import { AuthContext, type AuthContextValue } from '#web/features/auth/hooks/use-auth.ts';

/** The auth state of a signed-in user with these roles (or of a visitor); its actions are never called here. */
function authAs(roles: RoleName[] | undefined): AuthContextValue {
  const refuse = () => Promise.reject(new Error('not in this test'));
  return {
    status: roles ? 'authenticated' : 'anonymous',
    sessionEnded: false,
    user: roles
      ? { id: 'me', email: 'me@example.com', userName: 'me', firstName: 'Mia', lastName: 'Editor', roles }
      : undefined,
    isAdmin: roles?.includes('Admin') ?? false,
    login: refuse,
    loginWithPasskey: refuse,
    logout: refuse,
    updateProfile: refuse,
    changePassword: refuse,
  };
}

/** A page at `path` for this viewer, its SWR reads answered from `answers` (key → data). */
export function Screen({
  path,
  roles,
  answers = [],
  children,
}: {
  path: string;
  roles: RoleName[] | undefined;
  answers?: readonly (readonly [key: Key, data: unknown])[];
  children: ReactNode;
}) {
  const fallback = Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
  return (
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={authAs(roles)}>
        <SWRConfig value={{ fallback }}>{children}</SWRConfig>
      </AuthContext.Provider>
    </MemoryRouter>
  );
}

const audit = {
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'me',
  updatedAt: '2026-03-02T10:00:00.000Z',
  updatedBy: 'me',
  version: 1,
};

export function postOf(overrides: Partial<PostSummary>): PostSummary {
  return {
    ...audit,
    id: 'p1',
    title: 'Hello',
    slug: 'hello',
    summary: '',
    status: 'draft',
    publishedAt: null,
    publishAt: null,
    topic: null,
    tags: [],
    categories: [],
    viewCount: 0,
    authorId: 'me',
    authorName: 'Mia Editor',
    ...overrides,
  };
}

export function termOf(overrides: Partial<Term>): Term {
  return {
    ...audit,
    id: 't1',
    name: 'Serverless',
    description: '',
    slug: 'serverless',
    parentId: null,
    childCount: 0,
    postCount: 0,
    ...overrides,
  };
}

/** The text a reader gets, tags dropped and whitespace folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The body rows of a table as text, cells separated by " | ". */
export const rowsOf = (html: string) =>
  [...(/<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '').matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => textOf(cell)).join(' | '),
  );
