import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_SORTS, POST_STATUSES } from '#shared/blog.ts';
import { EditorPostsPage } from '#web/app/routes/editor-posts.tsx';
import { setPostsStatus } from '#web/features/blog/api/bulk-post-status.ts';
import { EDITOR_POSTS_PAGE_SIZE, fetchPosts } from '#web/features/blog/api/list-posts.ts';
import { BulkStatusOutcome } from '#web/features/blog/components/bulk-status-outcome.tsx';
import { PostFilterForm } from '#web/features/blog/components/post-filter-form.tsx';
import { PostTable } from '#web/features/blog/components/post-table.tsx';
import {
  NO_POST_FILTERS,
  type PostFilters,
  postFiltersOf,
  postsQueryOf,
  searchOfPostFilters,
  sortsFor,
  withPostFilter,
} from '#web/features/blog/lib/post-filters.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { postOf, rowsOf, Screen, textOf } from './editor-fixtures';

/** Every request the API client sends, answered with `answer`. */
function recordRequests(answer: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: new URL(url),
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const links = {
  editPost: (id: string) => `/posts/edit/${id}`,
  deletePost: (id: string) => `/posts/delete/${id}`,
  post: (slug: string) => `/posts/${slug}`,
};

describe('the posts list filters', () => {
  it('reads every filter from the page address, and drops a status or order it does not know', () => {
    const search = new URLSearchParams(
      'status=scheduled&topicId=t1&tagId=g1&categoryId=c1&authorId=me&q=+aws+&sort=scheduled',
    );
    expect(postFiltersOf(search)).toEqual({
      status: 'scheduled',
      topicId: 't1',
      tagId: 'g1',
      categoryId: 'c1',
      authorId: 'me',
      q: 'aws',
      sort: 'scheduled',
    });
    expect(postFiltersOf(new URLSearchParams('status=archived&sort=oldest'))).toEqual(NO_POST_FILTERS);
  });

  it('writes only the filters set back to the address, so the same list comes back after a reload', () => {
    const filters = { ...NO_POST_FILTERS, status: 'draft' as const, q: 'lambda' };
    expect(searchOfPostFilters(filters).toString()).toBe('status=draft&q=lambda');
    expect(postFiltersOf(searchOfPostFilters(filters))).toEqual(filters);
    expect(searchOfPostFilters(NO_POST_FILTERS).toString()).toBe('');
  });

  it('sends each filter chosen as the query of GET /posts, with the page size and cursor, and leaves the empty ones out (the order is always sent)', async () => {
    const requests = recordRequests({ items: [], cursor: null });
    await fetchPosts(NO_POST_FILTERS, null);
    await fetchPosts(
      {
        ...NO_POST_FILTERS,
        status: 'draft',
        topicId: 't1',
        tagId: 'g1',
        categoryId: 'c1',
        authorId: 'u9',
        q: 'aws cdk',
        sort: 'published',
      },
      'next-page',
    );
    const [plain, filtered] = requests();
    expect(plain?.url.pathname).toMatch(/\/posts$/);
    expect(Object.fromEntries(plain?.url.searchParams ?? [])).toEqual({
      limit: String(EDITOR_POSTS_PAGE_SIZE),
      sort: 'updated',
    });
    expect(Object.fromEntries(filtered?.url.searchParams ?? [])).toEqual({
      limit: String(EDITOR_POSTS_PAGE_SIZE),
      cursor: 'next-page',
      status: 'draft',
      topicId: 't1',
      tagId: 'g1',
      categoryId: 'c1',
      authorId: 'u9',
      q: 'aws cdk',
      sort: 'published',
    });
  });

  it('shows the list of the address’s filters: the status chosen, the search words, and the posts read with them', () => {
    const filters = postFiltersOf(new URLSearchParams('status=scheduled&q=aws'));
    const key = [apiPath('GET /posts'), JSON.stringify(postsQueryOf(filters, null, EDITOR_POSTS_PAGE_SIZE)), 'me'];
    const scheduled = postOf({
      id: 'p2',
      title: 'AWS news',
      status: 'scheduled',
      publishAt: '2026-06-01T08:00:00.000Z',
    });
    const html = renderToStaticMarkup(
      <Screen
        path="/editor/posts?status=scheduled&q=aws"
        roles={['Editor']}
        answers={[[key, { items: [scheduled], cursor: 'c2' }]]}
      >
        <EditorPostsPage />
      </Screen>,
    );
    expect(html).toMatch(/<option value="scheduled" selected="">Scheduled<\/option>/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="aws"/);
    expect(rowsOf(html)[0]).toContain('AWS news | Scheduled');
    expect(html).toMatch(/<button[^>]*>Next page<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next page/);
  });
});

describe('the posts filter form', () => {
  /** The orders the form offers for these filters, and the one selected. */
  function ordersOffered(filters: PostFilters) {
    const html = renderToStaticMarkup(
      <Screen path="/editor/posts" roles={['Editor']}>
        <PostFilterForm filters={filters} onFiltersChange={() => undefined} viewerId="me" />
      </Screen>,
    );
    const select = /<select[^>]*name="sort"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
    const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?>/g)];
    return {
      values: options.map((option) => option[1]),
      selected: options.find((option) => option[2])?.[1],
    };
  }

  it('offers only the orders the chosen status allows: any status is by last change', () => {
    expect(ordersOffered(NO_POST_FILTERS).values).toEqual(['updated']);
    expect(ordersOffered({ ...NO_POST_FILTERS, status: 'draft' }).values).toEqual(['updated']);
    expect(ordersOffered({ ...NO_POST_FILTERS, status: 'published', sort: 'published' })).toEqual({
      values: ['updated', 'published'],
      selected: 'published',
    });
    expect(ordersOffered({ ...NO_POST_FILTERS, status: 'scheduled' }).values).toEqual(['updated', 'scheduled']);
  });

  it('keeps every choice to a pair the API accepts: a status resets an order it excludes, an order never changes the status', () => {
    const published = { ...NO_POST_FILTERS, status: 'published' as const, sort: 'published' as const };
    expect(withPostFilter(published, 'status', 'draft')).toEqual({ ...published, status: 'draft', sort: 'updated' });
    expect(withPostFilter(published, 'status', '')).toEqual({ ...published, status: '', sort: 'updated' });
    for (const status of ['', ...POST_STATUSES] as const) {
      for (const sort of POST_SORTS) {
        const chosen = withPostFilter({ ...NO_POST_FILTERS, status }, 'sort', sort);
        expect(chosen.status, `${status} ${sort}`).toBe(status);
        expect(sortsFor(status)).toContain(chosen.sort);
      }
    }
    expect(withPostFilter({ ...NO_POST_FILTERS, status: 'scheduled' }, 'sort', 'scheduled')).toEqual({
      ...NO_POST_FILTERS,
      status: 'scheduled',
      sort: 'scheduled',
    });
    expect(withPostFilter({ ...NO_POST_FILTERS, status: 'draft' }, 'tagId', 'g1')).toEqual({
      ...NO_POST_FILTERS,
      status: 'draft',
      tagId: 'g1',
    });
  });

  it('reads a status and an order that do not fit from the address as the status by last change', () => {
    expect(postFiltersOf(new URLSearchParams('status=draft&sort=published'))).toEqual({
      ...NO_POST_FILTERS,
      status: 'draft',
    });
    expect(postFiltersOf(new URLSearchParams('status=published&sort=scheduled'))).toEqual({
      ...NO_POST_FILTERS,
      status: 'published',
    });
    // An address with an order of one status and no status (an older link) lists that status, as the API reads it.
    expect(postFiltersOf(new URLSearchParams('sort=published'))).toEqual({
      ...NO_POST_FILTERS,
      status: 'published',
      sort: 'published',
    });
  });
});

describe('the posts table', () => {
  const posts = [
    postOf({ id: 'p1', title: 'Draft one' }),
    postOf({ id: 'p2', title: 'Later', slug: 'later', status: 'scheduled', publishAt: '2026-06-01T08:00:00.000Z' }),
    postOf({ id: 'p3', title: 'Live', slug: 'live', status: 'published', publishedAt: '2026-03-01T08:00:00.000Z' }),
  ];

  it('shows each post’s status (a scheduled one with its time), and links to edit and view it', () => {
    const html = renderToStaticMarkup(
      <Screen path="/editor/posts" roles={['Editor']}>
        <PostTable caption="Posts" posts={posts} links={links} empty="None." />
      </Screen>,
    );
    const rows = rowsOf(html);
    expect(rows[0]).toBe(
      `Draft one | Draft |  | Mia Editor | ${formatForViewer('2026-03-02T10:00:00.000Z', 'dateTime')} | Edit View`,
    );
    expect(rows[1]).toContain(`Later | Scheduled ${formatForViewer('2026-06-01T08:00:00.000Z', 'dateTimeZone')} |`);
    expect(rows[2]).toContain('Live | Published |');
    expect(html).toContain('<time dateTime="2026-06-01T08:00:00.000Z">');
    expect(html).toContain('href="/posts/edit/p2"');
    expect(html).toContain('href="/posts/later"');
  });

  it('offers Delete only on the posts the viewer may delete: an editor’s own drafts never published', () => {
    const rows = [
      ...posts,
      postOf({ id: 'p4', title: 'Unpublished again', slug: 'again', publishedAt: '2026-03-01T08:00:00.000Z' }),
      postOf({ id: 'p5', title: 'Someone else’s draft', slug: 'other', authorId: 'someone' }),
    ];
    const actionsAs = (roles: ['Editor'] | ['Admin']) => {
      const html = renderToStaticMarkup(
        <Screen path="/editor/posts" roles={roles}>
          <PostTable caption="Posts" posts={rows} links={links} empty="None." viewer={{ id: 'me', roles }} />
        </Screen>,
      );
      return { actions: rowsOf(html).map((row) => row.split(' | ').at(-1)), html };
    };
    const editor = actionsAs(['Editor']);
    expect(editor.actions).toEqual(['Edit View Delete', 'Edit View', 'Edit View', 'Edit View', 'Edit View']);
    expect(editor.html).toContain('<a aria-label="Delete “Draft one”" href="/posts/delete/p1">Delete</a>');
    expect(actionsAs(['Admin']).actions).toEqual(Array(5).fill('Edit View Delete'));
  });

  it('has a checkbox per row for the bulk change, checked for the rows chosen', () => {
    const html = renderToStaticMarkup(
      <Screen path="/editor/posts" roles={['Editor']}>
        <PostTable
          caption="Posts"
          posts={posts}
          links={links}
          empty="None."
          selection={{ selected: new Set(['p2']), onSelectedChange: () => undefined }}
        />
      </Screen>,
    );
    expect(html).toMatch(/<input type="checkbox" aria-label="Select “Later”" checked=""/);
    expect(html).toMatch(/<input type="checkbox" aria-label="Select “Live”"\/>/);
    expect(html).toContain('aria-label="Select every post shown"');
  });
});

describe('bulk publish and unpublish', () => {
  it('sends the chosen ids and the status to POST /posts/bulk-status', async () => {
    const requests = recordRequests({ updated: ['p1'], failed: [{ id: 'p2', message: 'Post not found' }] });
    const result = await setPostsStatus(['p1', 'p2'], 'published');
    const [request] = requests();
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toMatch(/\/posts\/bulk-status$/);
    expect(request?.body).toEqual({ ids: ['p1', 'p2'], status: 'published' });
    expect(result.failed).toEqual([{ id: 'p2', message: 'Post not found' }]);
  });

  it('says how many changed and names each post that did not, with the server’s reason', () => {
    const html = renderToStaticMarkup(
      <BulkStatusOutcome
        report={{
          status: 'published',
          result: {
            updated: ['p1', 'p3'],
            failed: [
              { id: 'p2', message: 'Post not found' },
              { id: 'p9', message: 'Body is required' },
            ],
          },
          titles: new Map([
            ['p1', 'One'],
            ['p2', 'Two'],
          ]),
        }}
      />,
    );
    expect(textOf(html)).toBe(
      '2 posts published. 2 posts could not be changed: Two: Post not found p9: Body is required',
    );
    expect(html).toContain('role="alert"');
  });

  it('words an unpublish that went through for every post', () => {
    const html = renderToStaticMarkup(
      <BulkStatusOutcome report={{ status: 'draft', result: { updated: ['p1'], failed: [] }, titles: new Map() }} />,
    );
    expect(textOf(html)).toBe('1 post moved back to draft.');
  });
});
