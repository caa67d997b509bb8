import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '#shared/accounts.ts';
import { EDITOR_DELETE_REFUSED, type PostSummary } from '#shared/blog.ts';
import { DeleteItemPage } from '#web/app/routes/delete-item.tsx';
import { deletableItemKey } from '#web/features/blog/api/get-deletable-item.ts';
import { postOf, Screen, textOf } from './editor-fixtures';

/** The post delete page for this post, as a viewer with these roles (id `me`). */
function deletePage(post: PostSummary, roles: RoleName[]) {
  const html = renderToStaticMarkup(
    <Screen path={`/posts/delete/${post.id}`} roles={roles} answers={[[deletableItemKey('posts', post.id), post]]}>
      <Routes>
        <Route path="/posts/delete/:id" element={<DeleteItemPage kind="posts" />} />
      </Routes>
    </Screen>,
  );
  return { text: textOf(html), offersDelete: />Delete<\/button>/.test(html) };
}

describe('the post delete page', () => {
  it('offers Delete to an editor for their own draft that was never published', () => {
    const page = deletePage(postOf({ id: 'p1', title: 'My draft' }), ['Editor']);
    expect(page.text).toContain('Delete the post My draft ?');
    expect(page.text).not.toContain('Sign in as an admin');
    expect(page.offersDelete).toBe(true);
  });

  it('tells an editor why a post is not theirs to delete, instead of a Delete that fails', () => {
    for (const post of [
      postOf({ id: 'p2', title: 'Someone else’s', authorId: 'someone' }),
      postOf({ id: 'p3', title: 'Live', status: 'published', publishedAt: '2026-03-01T08:00:00.000Z' }),
      postOf({ id: 'p4', title: 'Once live', publishedAt: '2026-03-01T08:00:00.000Z' }),
    ]) {
      const page = deletePage(post, ['Editor']);
      expect(page.text).toContain(EDITOR_DELETE_REFUSED);
      expect(page.offersDelete).toBe(false);
    }
  });

  it('offers Delete to an admin for any post', () => {
    const page = deletePage(postOf({ id: 'p3', authorId: 'someone', status: 'published' }), ['Admin']);
    expect(page.offersDelete).toBe(true);
  });
});
