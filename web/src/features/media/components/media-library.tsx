import { useEffect, useRef, useState } from 'react';
import type { AuthenticatedUser } from '#shared/accounts.ts';
import { type MediaItem, mediaUrl } from '#shared/media.ts';
import { deleteMediaItem, refreshMediaPages, useMediaPage } from '#web/features/media/api/media-api.ts';
import { formatBytes } from '#web/features/media/lib/media-files.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import '#web/shared/ui/card.css';
import './media.css';

const STATUS_TEXT: Record<MediaItem['status'], string> = {
  pending: 'Processing',
  ready: 'Ready',
  rejected: 'Rejected',
};

const PURPOSE_TEXT: Record<MediaItem['purpose'], string> = {
  post: 'Post',
  document: 'Document',
  project: 'Project',
  'profile-picture': 'Profile picture',
};

export interface MediaViewer {
  user: Pick<AuthenticatedUser, 'id'>;
  isAdmin: boolean;
}

/** Admins delete any image, everyone else the ones they uploaded (as the API allows). */
const canDeleteMedia = (item: MediaItem, viewer: MediaViewer) => viewer.isAdmin || item.uploadedBy === viewer.user.id;

/** One image of the grid: its smallest size (nothing for an image not ready), alt text, size, status. */
function MediaCard({
  item,
  viewer,
  onDeleted,
}: {
  item: MediaItem;
  viewer: MediaViewer;
  onDeleted?: (item: MediaItem) => void;
}) {
  return (
    <li className="media-card">
      {item.status === 'ready' ? (
        <img
          className="media-card__image"
          src={mediaUrl(item.id, 480)}
          alt={item.alt}
          width={item.sizes[0]?.width}
          height={item.sizes[0]?.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="media-card__image media-card__image--none">{STATUS_TEXT[item.status]}</div>
      )}
      <p className="media-card__alt">{item.alt}</p>
      <dl className="media-card__facts">
        <dt>File</dt>
        <dd>{item.fileName}</dd>
        <dt>Size</dt>
        <dd>
          {formatBytes(item.size)}
          {item.width && item.height ? `, ${item.width}×${item.height}` : ''}
        </dd>
        <dt>Used for</dt>
        <dd>{PURPOSE_TEXT[item.purpose]}</dd>
        <dt>Status</dt>
        <dd>
          {STATUS_TEXT[item.status]}
          {item.rejectedReason ? `: ${item.rejectedReason}` : ''}
        </dd>
      </dl>
      {canDeleteMedia(item, viewer) && (
        <ConfirmButton
          label="Delete"
          aria-label={`Delete ${item.fileName}`}
          title="Delete this image?"
          actions={[
            {
              label: 'Delete image',
              pendingLabel: 'Deleting…',
              run: async () => {
                await deleteMediaItem(item.id);
                onDeleted?.(item);
                await refreshMediaPages();
              },
            },
          ]}
        >
          <p>
            Every size of {item.fileName} is deleted. Pages that show it show its alt text instead; this cannot be
            undone.
          </p>
        </ConfirmButton>
      )}
    </li>
  );
}

/** The grid of one page of images, or a sentence when there are none. */
export function MediaGrid({
  items,
  viewer,
  onDeleted,
}: {
  items: readonly MediaItem[];
  viewer: MediaViewer;
  /** After an image was deleted (its card goes, with the button that had the focus). */
  onDeleted?: (item: MediaItem) => void;
}) {
  if (items.length === 0) return <p>No images have been uploaded yet.</p>;
  return (
    <ul className="card-grid media-grid" aria-label="Images">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} viewer={viewer} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}

/**
 * Every uploaded image, newest first, page by page. A deleted image's card goes with the button
 * that had the focus: the result is said above the grid, and takes the focus.
 */
export function MediaLibrary({ viewer }: { viewer: MediaViewer }) {
  const pages = useCursorPages();
  const { data: page, error, mutate } = useMediaPage(pages.cursor);
  const [deleted, setDeleted] = useState<MediaItem>();
  const notice = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);
  // Focused once the list without the image is drawn: the card, its dialog and the focus went with it.
  useEffect(() => {
    if (!deleted || !page || !focusNotice.current) return;
    if (page.items.some((item) => item.id === deleted.id)) return;
    focusNotice.current = false;
    notice.current?.focus();
  }, [deleted, page]);
  return (
    <>
      {deleted && (
        <div ref={notice} tabIndex={-1}>
          <Alert tone="success">{deleted.fileName} was deleted.</Alert>
        </div>
      )}
      {error && !page && <LoadFailure what="The images" error={error} onRetry={() => void mutate()} />}
      {!page && !error && <Spinner label="Loading the images…" />}
      {page && (
        <MediaGrid
          items={page.items}
          viewer={viewer}
          onDeleted={(item) => {
            focusNotice.current = true;
            setDeleted(item);
          }}
        />
      )}
      {page && (pages.pageNumber > 1 || page.cursor) && (
        <CursorPageNav label="Images" pages={pages} nextCursor={page.cursor} />
      )}
    </>
  );
}
