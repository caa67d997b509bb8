import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { RoleName } from '#shared/accounts.ts';
import { postOf, rowsOf, Screen, textOf } from '#test/web/features/blog/editor-fixtures.tsx';
import { MoreRoutes } from '#web/app/more-routes.tsx';
import { EditorLayout } from '#web/app/routes/editor-layout.tsx';
import { EditorOverviewPage } from '#web/app/routes/editor-overview.tsx';
import { decideAccess } from '#web/features/auth/lib/access.ts';
import type { usePostsPage } from '#web/features/blog/api/list-posts.ts';
import { OVERVIEW_POSTS, overviewFilters } from '#web/features/blog/components/editor-overview.tsx';
import { postsQueryOf } from '#web/features/blog/lib/post-filters.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';

// A redirect happens in an effect, which a static render does not run: it is shown as its target instead.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  Navigate: ({ to }: { to: string }) => <output>redirect:{to}</output>,
}));

const routeAt = (path: string, roles: RoleName[] | undefined) =>
  renderToStaticMarkup(
    <Screen path={path} roles={roles}>
      <Suspense fallback="loading the page">
        <MoreRoutes />
      </Suspense>
    </Screen>,
  );

describe('who reaches the editor area', () => {
  it('lets editors and admins in, and sends a plain user to access denied and a visitor to sign in', () => {
    for (const path of [
      '/editor',
      '/editor/posts',
      '/editor/topics',
      '/editor/tags',
      '/editor/categories',
      '/editor/documents',
      '/editor/media',
      '/editor/documents/edit?collection=tech-docs&path=intro',
      '/editor/documents/history?collection=tech-docs&path=intro',
    ]) {
      expect(routeAt(path, ['User']), path).toBe('<output>redirect:/access-denied</output>');
      expect(routeAt(path, undefined), path).toBe('<output>redirect:/login</output>');
      expect(routeAt(path, ['User', 'Editor']), path).not.toContain('redirect:');
      expect(routeAt(path, ['Admin']), path).not.toContain('redirect:');
    }
  });

  it('decides by the editor level: Editor, Admin and SuperAdmin pass', () => {
    expect(decideAccess('authenticated', ['User'], 'editor')).toBe('deny');
    expect(decideAccess('authenticated', [], 'editor')).toBe('deny');
    for (const role of ['Editor', 'Admin', 'SuperAdmin']) {
      expect(decideAccess('authenticated', [role], 'editor')).toBe('allow');
    }
  });
});

describe('the editor area', () => {
  it('has a side navigation named Editor: Overview, Posts, Topics, Tags, Categories, Documents, Pending documents, Media, the current page marked', () => {
    const html = renderToStaticMarkup(
      <Screen path="/editor/posts" roles={['Editor']}>
        <EditorLayout />
      </Screen>,
    );
    expect(html).toContain('<nav class="area-layout__nav" aria-label="Editor">');
    const links = [...html.matchAll(/<a([^>]*)>([^<]+)<\/a>/g)].map(([, attributes = '', label]) => ({
      label,
      href: /href="([^"]+)"/.exec(attributes)?.[1],
      current: attributes.includes('aria-current="page"'),
    }));
    expect(links).toEqual([
      { label: 'Overview', href: '/editor', current: false },
      { label: 'Posts', href: '/editor/posts', current: true },
      { label: 'Topics', href: '/editor/topics', current: false },
      { label: 'Tags', href: '/editor/tags', current: false },
      { label: 'Categories', href: '/editor/categories', current: false },
      { label: 'Documents', href: '/editor/documents', current: false },
      { label: 'Pending documents', href: '/editor/pending-documents', current: false },
      { label: 'Media', href: '/editor/media', current: false },
    ]);
  });

  it('opens on the editor’s own drafts and the posts scheduled next, each linking to its full list', () => {
    const lists = overviewFilters('me');
    const keyOf = (filters: Parameters<typeof usePostsPage>[0]) => [
      apiPath('GET /posts'),
      JSON.stringify(postsQueryOf(filters, null, OVERVIEW_POSTS)),
      'me',
    ];
    const html = renderToStaticMarkup(
      <Screen
        path="/editor"
        roles={['Editor']}
        answers={[
          [keyOf(lists.drafts), { items: [postOf({ title: 'Half done' })], cursor: null }],
          [
            keyOf(lists.scheduled),
            {
              items: [
                postOf({ id: 'p2', title: 'Monday', status: 'scheduled', publishAt: '2026-06-01T08:00:00.000Z' }),
              ],
              cursor: null,
            },
          ],
        ]}
      >
        <EditorOverviewPage />
      </Screen>,
    );
    expect(postsQueryOf(lists.drafts, null, OVERVIEW_POSTS)).toMatchObject({ status: 'draft', authorId: 'me' });
    expect(postsQueryOf(lists.scheduled, null, OVERVIEW_POSTS)).toMatchObject({
      status: 'scheduled',
      sort: 'scheduled',
    });
    const rows = rowsOf(html.slice(0, html.indexOf('id="scheduled-posts"')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Half done | Draft');
    expect(rowsOf(html.slice(html.indexOf('id="scheduled-posts"')))[0]).toContain('Monday | Scheduled');
    expect(html).toContain('href="/editor/posts?status=draft&amp;authorId=me"');
    expect(html).toContain('href="/editor/posts?status=scheduled&amp;sort=scheduled"');
    expect(textOf(html)).toContain('My drafts');
  });
});
