import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RoleName } from '#shared/accounts.ts';
import { Screen } from '#test/web/features/blog/editor-fixtures.tsx';
import { AppRoutes } from '#web/app/app-routes.tsx';

// A redirect happens in an effect, which a static render does not run: it is shown as its target instead.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  Navigate: ({ to }: { to: string }) => <output>redirect:{to}</output>,
}));
// The shell around every page is not what is tested here.
vi.mock('#web/app/layout/root-layout.tsx', () => ({ RootLayout: () => <Outlet /> }));

/** What the route table shows at `path` to a viewer with these roles (a visitor: undefined), before any page loads. */
const routeAt = (path: string, roles: RoleName[] | undefined) =>
  renderToStaticMarkup(
    <Screen path={path} roles={roles}>
      <Suspense fallback="loading the page">
        <AppRoutes />
      </Suspense>
    </Screen>,
  );

/** The forms (and delete pages) whose save only some roles may send, by the level that may. */
const FORMS: Record<'editor' | 'admin', readonly string[]> = {
  editor: [
    '/posts/create',
    '/posts/add',
    '/posts/edit/p1',
    '/posts/delete/p1',
    '/topics/add',
    '/topics/edit/t1',
    '/tags/add',
    '/tags/edit/t1',
    '/categories/add',
    '/categories/edit/c1',
  ],
  admin: [
    '/users/create',
    '/topics/delete/t1',
    '/tags/delete/t1',
    '/categories/delete/c1',
    '/sitemap-items/add',
    '/sitemap-items/edit/s1',
    '/sitemap-items/delete/s1',
  ],
};

describe('forms only some roles can submit', () => {
  it('show access denied to a signed-in user below their level, before the form', async () => {
    for (const path of FORMS.editor) {
      expect(await settled(path, ['User']), path).toBe('<output>redirect:/access-denied</output>');
    }
    for (const path of FORMS.admin) {
      for (const roles of [['User'], ['Editor']] satisfies RoleName[][]) {
        expect(await settled(path, roles), `${path} ${roles}`).toBe('<output>redirect:/access-denied</output>');
      }
    }
  });

  it('send a visitor to sign in, and let the roles that may submit in', async () => {
    for (const path of [...FORMS.editor, ...FORMS.admin]) {
      expect(await settled(path, undefined), path).toBe('<output>redirect:/login</output>');
      expect(await settled(path, ['Admin']), path).not.toContain('redirect:');
    }
    for (const path of FORMS.editor) expect(await settled(path, ['Editor']), path).not.toContain('redirect:');
  });
});

/**
 * The route table at `path` once the chunk of its routes has loaded: the second half of the table
 * (more-routes.tsx) is a lazy chunk, so the first render may show only its fallback.
 */
async function settled(path: string, roles: RoleName[] | undefined): Promise<string> {
  let html = routeAt(path, roles);
  for (let attempt = 0; attempt < 50 && html === 'loading the page'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = routeAt(path, roles);
  }
  return html;
}
