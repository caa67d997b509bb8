import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Post, PostPendingChanges } from '#shared/blog.ts';
import { PostForm } from '#web/features/blog/components/post-form.tsx';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { postOf, Screen } from './editor-fixtures';

const post: Post = {
  ...postOf({ id: 'p1', title: 'Live title', status: 'published', version: 4 }),
  body: 'Live body.',
};

const pending: PostPendingChanges = {
  postId: 'p1',
  baseVersion: 4,
  savedAt: '2026-11-29T10:41:00.000Z',
  savedBy: 'me',
  savedByName: 'Mia Editor',
  title: 'Pending title',
  slug: 'hello',
  summary: '',
  body: 'Pending body.',
  status: 'published',
  publishAt: null,
  topicId: null,
  tagIds: [],
  categoryIds: [],
  coverImageId: null,
};

function render(props: { post?: Post; pending?: PostPendingChanges | null }) {
  return renderToStaticMarkup(
    <Screen path="/posts/edit/p1" roles={['Editor']}>
      <PostForm {...props} onSaved={() => undefined} />
    </Screen>,
  );
}

describe('the post form’s save bar', () => {
  it('opens a published post on the editor’s pending changes, with Update post, Discard changes and since when', () => {
    const html = render({ post, pending });
    expect(html).toContain('value="Pending title"');
    expect(html).toContain('Pending body.');
    expect(html).not.toContain('Live body.');
    expect(html).toContain('>Update post<');
    expect(html).toContain('Discard changes');
    expect(html).toContain(`Unpublished changes from ${formatForViewer(pending.savedAt, 'clock')}`);
    expect(html).not.toContain('>Save post<');
  });

  it('offers Save post and the history for a post without pending changes, and Create post (no status line, no history) for a new one', () => {
    const existing = render({ post, pending: null });
    expect(existing).toContain('>Save post<');
    expect(existing).not.toContain('Discard changes');
    expect(existing).toContain('class="save-status save-status--idle"');
    expect(existing).toContain('Show the history');
    const created = render({});
    expect(created).toContain('>Create post<');
    expect(created).not.toContain('save-status');
    expect(created).not.toContain('Show the history');
  });
});
