import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser, RoleName } from '#shared/accounts.ts';
import { node } from '#test/web/features/docs/fixtures.ts';
import { DocumentEditLink } from '#web/app/document-edit-link.tsx';
import { AuthContext, type AuthContextValue } from '#web/features/auth/hooks/use-auth.ts';
import { DocumentHeader } from '#web/features/docs/components/document-header.tsx';

const oac = node({ name: 'origin-access-control', filepath: 'aws/cloudfront/origin-access-control.md' });

function signedInAs(roles: RoleName[] | undefined): AuthContextValue {
  const user: AuthenticatedUser | undefined = roles && {
    id: 'u1',
    email: 'someone@example.com',
    userName: 'someone',
    firstName: 'Some',
    lastName: 'One',
    roles,
  };
  return {
    status: user ? 'authenticated' : 'anonymous',
    sessionEnded: false,
    user,
    isAdmin: roles?.includes('Admin') ?? false,
    login: vi.fn(),
    loginWithPasskey: vi.fn(),
    logout: vi.fn(),
    updateProfile: vi.fn(),
    changePassword: vi.fn(),
  };
}

const header = (roles: RoleName[] | undefined) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuthContext.Provider value={signedInAs(roles)}>
        <DocumentHeader node={oac} actions={<DocumentEditLink collection="tech-docs" node={oac} />} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );

describe('Edit this page on a document', () => {
  it('is shown to editors and admins, leading to the edit screen of that document', () => {
    for (const roles of [['Editor'], ['User', 'Admin']] satisfies RoleName[][]) {
      const html = header(roles);
      expect(html).toContain('>Edit this page</a>');
      expect(html).not.toContain('<site-audience');
      expect(html).toContain(
        'href="/editor/documents/edit?collection=tech-docs&amp;path=aws/cloudfront/origin-access-control"',
      );
    }
  });

  it('is hidden from a plain user and from a visitor: in the page only inside the island that shows it to an editor', () => {
    for (const html of [header(['User']), header(undefined)]) {
      const hidden = /<site-audience data-for="editor" hidden="">(.*?)<\/site-audience>/.exec(html);
      expect(hidden?.[1]).toContain('>Edit this page</a>');
      expect(html.replace(hidden?.[0] ?? '', '')).not.toContain('Edit this page');
    }
  });
});
