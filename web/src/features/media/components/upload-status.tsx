import type { ImageUploadState } from '#web/features/media/hooks/use-image-upload.ts';
import { Alert } from '#web/shared/ui/alert.tsx';

/** The upload's progress bar while the file travels, then "Processing…", or why it failed. */
export function UploadStatus({ state }: { state: ImageUploadState }) {
  if (state.status === 'failed') return <Alert tone="error">{state.message}</Alert>;
  if (state.status === 'idle') return null;
  const uploading = state.status === 'uploading';
  return (
    <div className="media-upload-status" role="status">
      <label>
        {uploading ? `Uploading… ${state.percent}%` : 'Processing the image…'}
        <progress max={100} value={uploading ? state.percent : undefined} />
      </label>
    </div>
  );
}
