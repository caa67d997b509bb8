import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '#shared/media.ts';
import { type ImageDescription, type UploadImageOptions, uploadImage } from '#web/features/media/api/upload-image.ts';
import { describeUploadFailure } from '#web/features/media/lib/media-files.ts';

/** Where an upload is, for the screen: the bar's percentage while the file travels. */
export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'processing' }
  | { status: 'failed'; message: string };

/**
 * One upload at a time with its state for the screen; leaving the screen cancels the upload and
 * the waiting. `start` resolves the ready item, or undefined when it failed (the state says why).
 */
export function useImageUpload(options: Pick<UploadImageOptions, 'pollMs' | 'waitMs'> = {}) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  async function start(file: File, request: ImageDescription): Promise<MediaItem | undefined> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', percent: 0 });
    try {
      const item = await uploadImage(file, request, {
        ...options,
        signal: controller.signal,
        onPhase: (phase) =>
          setState(
            phase.phase === 'processing'
              ? { status: 'processing' }
              : {
                  status: 'uploading',
                  percent: Math.round((100 * phase.progress.loaded) / Math.max(phase.progress.total, 1)),
                },
          ),
      });
      setState({ status: 'idle' });
      return item;
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', message: describeUploadFailure(error) });
      return undefined;
    }
  }

  return { state, start, busy: state.status === 'uploading' || state.status === 'processing' };
}
