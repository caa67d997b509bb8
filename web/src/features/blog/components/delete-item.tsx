import { EDITOR_DELETE_REFUSED, mayDeletePost, type PostSummary, type Viewer } from '#shared/blog.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { deleteBlogItem } from '#web/features/blog/api/delete-blog-item.ts';
import { deletableItemKey, useDeletableItem } from '#web/features/blog/api/get-deletable-item.ts';
import { DELETABLE_KINDS_TEXT, type DeletableKind, displayNameOf } from '#web/features/blog/lib/blog-kinds.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { useConfirmAction } from '#web/shared/ui/confirm-button.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './blog.css';

interface DeleteItemProps {
  kind: DeletableKind;
  id: string;
  /** After the delete: the dashboard, or Manage sitemap for a sitemap item. */
  onDeleted: () => void;
  onCancel: () => void;
  /** The signed-in viewer: a post they may not delete (mayDeletePost) says why instead of offering Delete. */
  viewer?: Viewer;
}

/** Why this viewer may not delete the item, when the rule is per item (posts); else undefined. */
function refusalOf(kind: DeletableKind, item: unknown, viewer: Viewer | undefined): string | undefined {
  if (kind !== 'posts' || !viewer) return undefined;
  return mayDeletePost(item as PostSummary, viewer) ? undefined : EDITOR_DELETE_REFUSED;
}

/**
 * The one delete form for tags, categories, topics, posts and sitemap items: it shows the item's
 * name or title, asks to confirm, sends `DELETE`, and reports a failure as a sentence: the
 * server's reason for a refusal, a plain sentence for a server failure or no answer.
 */
export function DeleteItem({ kind, id, onDeleted, onCancel, viewer }: DeleteItemProps) {
  const text = DELETABLE_KINDS_TEXT[kind];
  const { data: item, error: loadError, isLoading, mutate } = useDeletableItem(kind, id);
  const { pending: deleting, failure, run } = useConfirmAction();

  const confirm = () =>
    run(async () => {
      await deleteBlogItem(kind, id);
      onDeleted();
      void refreshBlogCache(deletableItemKey(kind, id));
    });

  if (isLoading && item === undefined) return <Spinner label={`Loading the ${text.singular}…`} />;
  if (loadError || item === undefined) {
    return (
      <Alert tone="error">
        <p>
          The {text.singular} could not be loaded. {describeFailure(loadError)}
        </p>
        <div className="form__actions">
          <button className="button button--secondary" type="button" onClick={() => void mutate()}>
            Try again
          </button>
          <button className="button button--secondary" type="button" onClick={onCancel}>
            Go back
          </button>
        </div>
      </Alert>
    );
  }

  const name = displayNameOf(item);
  const refusal = refusalOf(kind, item, viewer);
  if (refusal) {
    return (
      <Alert tone="info">
        <p>
          The {text.singular} <strong data-testid="delete-item-name">{name || id}</strong> cannot be deleted by you.{' '}
          {refusal}
        </p>
        <div className="form__actions">
          <button className="button button--secondary" type="button" onClick={onCancel}>
            Go back
          </button>
        </div>
      </Alert>
    );
  }
  return (
    <section className="delete-item" aria-labelledby="delete-item-question">
      {failure && <Alert tone="error">{failure}</Alert>}
      <p id="delete-item-question" className="delete-item__question">
        Delete the {text.singular} <strong data-testid="delete-item-name">{name || id}</strong>?
      </p>
      <p className="field__hint">It disappears from the site at once.</p>
      <div className="form__actions">
        <button className="button button--danger" type="button" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel} disabled={deleting}>
          Cancel
        </button>
      </div>
    </section>
  );
}
