import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '#shared/media.ts';
import { useMediaPage } from '#web/features/media/api/media-api.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import '#web/shared/ui/card.css';
import { MediaCard, type MediaViewer } from './media-card';
import './media.css';

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
