import { useLocation } from 'react-router';
import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { writeAccessNotice } from '../../features/auth/lib/access';
import { PostList } from '../../features/blog/components/post-list';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { Alert } from '../../shared/ui/alert';
import { blogLinks } from '../paths';

/** Location state the post form leaves after saving a draft (drafts are not in this list). */
export interface SavedDraftState {
  savedDraft?: { id: string; title: string };
}

/** The published posts (`/posts`), with "New post" for editors. */
export function PostsPage() {
  useDocumentTitle('Blog');
  const { status, user } = useAuth();
  const { state } = useLocation();
  const savedDraft = (state as SavedDraftState | null)?.savedDraft;
  const canWrite = writeAccessNotice(status, user?.roles ?? [], 'editor') === 'none';

  return (
    <article className="page-stack">
      <h1>Blog</h1>
      {savedDraft && (
        <Alert tone="success">
          <p>
            The draft “{savedDraft.title}” was saved. Drafts are not listed here until they are published.{' '}
            <Link to={blogLinks.editPost(savedDraft.id)}>Continue editing</Link>
          </p>
        </Alert>
      )}
      {canWrite && (
        <p>
          <Link className="button" to={blogLinks.newPost}>
            New post
          </Link>
        </p>
      )}
      <PostList links={blogLinks} />
    </article>
  );
}
