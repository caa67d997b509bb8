import { useNavigate, useParams } from 'react-router';
import type { Post } from '#shared/blog.ts';
import { blogLinks, paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { usePost } from '#web/features/blog/api/get-post.ts';
import { usePendingChanges } from '#web/features/blog/api/post-autosave.ts';
import { PostForm } from '#web/features/blog/components/post-form.tsx';
import { PostPresence } from '#web/features/blog/components/post-presence.tsx';
import { CoverImageField } from '#web/features/media/components/cover-image-field.tsx';
import { InsertImageButton } from '#web/features/media/components/insert-image-button.tsx';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import type { CoverControl } from '#web/shared/ui/cover-image.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import type { MarkdownTools } from '#web/shared/ui/markdown-text-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import type { SavedDraftState } from './editor-posts';

/**
 * /posts/create, /posts/add and /posts/edit/{id}, below the editor route guard and in the editor
 * area's layout. A published post opens after saving (its live page is what the editor checks); a
 * draft or a scheduled post goes back to the editor's list of posts. An existing post's form opens
 * once the editor's own pending changes are read (it starts from them), under the line naming the
 * other editors who have it open; its history is under the form.
 */
export function PostEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: post, error, mutate } = usePost(id, user?.id);
  const pending = usePendingChanges(post);
  useDocumentTitle(id ? 'Edit post' : 'New post');

  function onSaved(saved: Post) {
    if (saved.status === 'published') {
      void navigate(blogLinks.post(saved.slug));
      return;
    }
    const { id: savedId, title, status, publishAt } = saved;
    const state: SavedDraftState = { savedDraft: { id: savedId, title, status, publishAt } };
    void navigate(paths.editorPosts, { state });
  }

  const bodyTools: MarkdownTools = (insert) => <InsertImageButton purpose="post" onInsert={insert} />;
  const coverField: CoverControl = (props) => <CoverImageField purpose="post" {...props} />;
  let content = <PostForm onSaved={onSaved} bodyTools={bodyTools} coverField={coverField} />;
  if (id) {
    if (error instanceof ApiError && error.status === 404) {
      content = <p>There is no post with this id, or it is a draft that only editors can open.</p>;
    } else if (error && !post) {
      content = <LoadFailure what="The post" error={error} onRetry={() => void mutate()} />;
    } else if (!post || pending === undefined) {
      content = <Spinner label="Loading the post…" />;
    } else {
      content = (
        <>
          <PostPresence postId={post.id} />
          <PostForm
            key={post.id}
            post={post}
            pending={pending}
            onSaved={onSaved}
            bodyTools={bodyTools}
            coverField={coverField}
          />
        </>
      );
    }
  }

  return (
    <article className="page-stack">
      <h1>{id ? (post ? `Edit “${post.title}”` : 'Edit post') : 'New post'}</h1>
      {content}
    </article>
  );
}
