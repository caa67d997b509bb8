import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleName } from '#shared/accounts.ts';
import type { Post } from '#shared/blog.ts';
import { postSchema } from '#shared/validation/blog.ts';
import { EditorTermsPage } from '#web/app/routes/editor-terms.tsx';
import { allTermsKey } from '#web/features/blog/api/list-terms.ts';
import { updatePost } from '#web/features/blog/api/update-post.ts';
import { PostForm } from '#web/features/blog/components/post-form.tsx';
import { topLevelFieldErrors } from '#web/features/blog/lib/form-errors.ts';
import { postFormValues, postRequestOf } from '#web/features/blog/lib/post-form.ts';
import { isoOfLocalInput, localInputOf } from '#web/features/blog/lib/post-status.ts';
import { createApiClient } from '#web/shared/api/api-client.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { postOf, rowsOf, Screen, termOf } from './editor-fixtures';

/** A local `datetime-local` value 30 days ahead, so the schedule stays in the future whenever this runs. */
const AHEAD = (() => {
  const at = new Date(Date.now() + 30 * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T09:30`;
})();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the topic, tag and category lists', () => {
  const tags = [
    termOf({ id: 'g2', name: 'lambda', slug: 'lambda', parentId: 'g1', postCount: 1 }),
    termOf({ id: 'g1', name: 'aws', slug: 'aws', postCount: 12 }),
  ];
  const render = (roles: RoleName[]) =>
    renderToStaticMarkup(
      <Screen path="/editor/tags" roles={roles} answers={[[allTermsKey('tag'), tags]]}>
        <EditorTermsPage kind="tag" />
      </Screen>,
    );

  it('shows each term’s name, slug, parent and post count, by name, with Edit and the Add link', () => {
    const html = render(['Editor']);
    const rows = rowsOf(html);
    expect(rows[0]).toMatch(/^aws \| aws \| {2}\| 12 \| .+ \| Edit$/);
    expect(rows[1]).toMatch(/^lambda \| lambda \| aws \| 1 \| .+ \| Edit$/);
    expect(html).toContain('href="/tags/edit/g1"');
    expect(html).toMatch(/<a[^>]*href="\/tags\/add"[^>]*>Add tag<\/a>/);
  });

  it('offers Delete to admins only: an editor’s delete would be refused', () => {
    expect(render(['Editor'])).not.toContain('Delete');
    const admin = render(['Admin']);
    expect(admin).toContain('aria-label="Delete tag aws"');
    expect(rowsOf(admin)[0]).toContain('| 12 | ');
    expect(rowsOf(admin)[0]).toContain('| Edit Delete');
  });

  it('names its kind in the caption and the add link for categories and topics too', () => {
    const categories = renderToStaticMarkup(
      <Screen path="/editor/categories" roles={['Editor']} answers={[[allTermsKey('category'), []]]}>
        <EditorTermsPage kind="category" />
      </Screen>,
    );
    expect(categories).toContain('There are no categories yet.');
    expect(categories).toContain('href="/categories/add"');
  });
});

describe('scheduling a post', () => {
  const choices = { tagIds: [], categoryIds: [] };
  const written = { ...postFormValues(), title: 'Later', body: '# Soon' };

  it('turns the local date and time chosen into the ISO instant sent as publishAt', () => {
    const request = postRequestOf({ ...written, status: 'scheduled', publishAt: AHEAD }, choices);
    expect(request).toMatchObject({ status: 'scheduled', publishAt: new Date(AHEAD).toISOString() });
    expect(validate(postSchema, request).ok).toBe(true);
    expect(localInputOf(isoOfLocalInput(AHEAD))).toBe(AHEAD);
  });

  it('sends no publishAt for a draft or a published post, even with a time left in the field', () => {
    for (const status of ['draft', 'published'] as const) {
      expect(postRequestOf({ ...written, status, publishAt: AHEAD }, choices)).not.toHaveProperty('publishAt');
    }
  });

  it('asks for the time of a scheduled post before anything is sent', () => {
    const checked = validate(postSchema, postRequestOf({ ...written, status: 'scheduled', publishAt: '' }, choices));
    expect(checked).toEqual({ ok: false, errors: { publishAt: 'Publish at is required for a scheduled post' } });
  });

  it('sends publishAt with the post to PUT /posts/{id}', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify(postOf({ status: 'scheduled' })), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const request = postRequestOf({ ...written, status: 'scheduled', publishAt: AHEAD }, choices, 3);
    await updatePost('p1', request);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(String(url)).toMatch(/\/posts\/p1$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      status: 'scheduled',
      publishAt: new Date(AHEAD).toISOString(),
      version: 3,
    });
  });

  it('puts the server’s publishAt error at the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'publishAt: Publish time must be in the future',
              errors: [{ field: 'publishAt', message: 'Publish time must be in the future' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const client = createApiClient({ baseUrl: () => 'https://site.test/api', authToken: () => undefined });
    const error: unknown = await client
      .request('PUT /posts/{id}', {
        params: { id: 'p1' },
        body: { title: 'T', body: 'B', status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' },
      })
      .catch((e) => e);
    expect(topLevelFieldErrors(fieldErrorsFromBody((error as { body: unknown }).body))).toEqual({
      publishAt: 'Publish time must be in the future',
    });
  });

  it('offers Draft, Scheduled and Published, and shows the publish time field for a scheduled post', () => {
    const scheduled: Post = {
      ...postOf({ status: 'scheduled', publishAt: '2027-01-15T09:30:00.000Z' }),
      body: '# Soon',
    };
    const html = renderToStaticMarkup(
      <Screen path="/posts/edit/p1" roles={['Editor']}>
        <PostForm post={scheduled} onSaved={() => undefined} />
      </Screen>,
    );
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([radio]) => radio);
    expect(radios.map((radio) => /value="([^"]+)"/.exec(radio)?.[1])).toEqual(['draft', 'scheduled', 'published']);
    expect(radios.filter((radio) => radio.includes('checked=""'))).toHaveLength(1);
    expect(radios.find((radio) => radio.includes('checked=""'))).toContain('value="scheduled"');
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*type="datetime-local"[^>]*name="publishAt"[^>]*value="${localInputOf(scheduled.publishAt)}"`,
      ),
    );

    const draft = renderToStaticMarkup(
      <Screen path="/posts/edit/p1" roles={['Editor']}>
        <PostForm post={{ ...scheduled, status: 'draft', publishAt: null }} onSaved={() => undefined} />
      </Screen>,
    );
    expect(draft).not.toContain('datetime-local');
  });
});
