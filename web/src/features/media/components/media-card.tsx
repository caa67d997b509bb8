import type { AuthenticatedUser } from '#shared/accounts.ts';
import { type MediaItem, mediaUrl } from '#shared/media.ts';
import { deleteMediaItem, refreshMediaPages } from '#web/features/media/api/media-api.ts';
import { formatBytes } from '#web/features/media/lib/media-files.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { MediaAltEditor } from './media-alt-editor';
import { MediaUsageList } from './media-usage-list';
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

/**
 * Delete, after a confirmation that names the pages the image is used on: an image in use is
 * deleted with `confirm` (the API refuses it otherwise), and those pages are rendered again without it.
 */
function DeleteMediaButton({ item, onDeleted }: { item: MediaItem; onDeleted?: (item: MediaItem) => void }) {
  const uses = item.usedIn ?? [];
  return (
    <ConfirmButton
      label="Delete"
      aria-label={`Delete ${item.fileName}`}
      title={uses.length > 0 ? 'Delete an image in use?' : 'Delete this image?'}
      actions={[
        {
          label: uses.length > 0 ? 'Delete it anyway' : 'Delete image',
          pendingLabel: 'Deleting…',
          run: async () => {
            await deleteMediaItem(item.id, { confirmed: uses.length > 0 });
            onDeleted?.(item);
            await refreshMediaPages();
          },
        },
      ]}
    >
      {uses.length > 0 && (
        <>
          <p>{item.fileName} is used on these pages, which will show no image in its place:</p>
          <MediaUsageList uses={uses} />
        </>
      )}
      <p>Every size of {item.fileName} is deleted; this cannot be undone.</p>
    </ConfirmButton>
  );
}

/**
 * One image of the library: its smallest size (nothing for an image not ready), its alt text (which
 * may be edited), size, what it was uploaded for, where it is used and its status.
 */
export function MediaCard({
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
      <MediaAltEditor mediaId={item.id} alt={item.alt} name={item.fileName} onSaved={() => void refreshMediaPages()} />
      <dl className="media-card__facts">
        <dt>File</dt>
        <dd>{item.fileName}</dd>
        <dt>Size</dt>
        <dd>
          {formatBytes(item.size)}
          {item.width && item.height ? `, ${item.width}×${item.height}` : ''}
        </dd>
        <dt>Uploaded for</dt>
        <dd>{PURPOSE_TEXT[item.purpose]}</dd>
        <dt>Used on</dt>
        <dd>
          <MediaUsageList uses={item.usedIn ?? []} />
        </dd>
        <dt>Status</dt>
        <dd>
          {STATUS_TEXT[item.status]}
          {item.rejectedReason ? `: ${item.rejectedReason}` : ''}
        </dd>
      </dl>
      {canDeleteMedia(item, viewer) && <DeleteMediaButton item={item} onDeleted={onDeleted} />}
    </li>
  );
}
