import { mutate } from 'swr';
import type { RouteBody } from '#shared/contract/route-types.ts';
import type { MediaItem, MediaUploadTicket } from '#shared/media.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** `POST /media` → 201 a presigned upload and the item's URL; 400 per field, 415 for SVG. */
export function createMediaUpload(request: RouteBody<'POST /media'>): Promise<MediaUploadTicket> {
  return apiClient.request('POST /media', { body: request });
}

/** `GET /media/{id}` → the item, `pending` until the resize worker has checked the upload. */
export function getMediaItem(id: string, signal?: AbortSignal): Promise<MediaItem> {
  return apiClient.request('GET /media/{id}', { params: { id }, signal, background: true });
}

/**
 * `DELETE /media/{id}` (admins, or the uploader) → 204: the item and every size of it. An image in
 * use answers 409 naming its uses unless `confirmed` (the screen asked first, naming them).
 */
export async function deleteMediaItem(id: string, { confirmed = false } = {}): Promise<void> {
  await apiClient.request('DELETE /media/{id}', { params: { id }, query: confirmed ? { confirm: 'true' } : {} });
}

/** `PATCH /media/{id}` (its uploader, editors, admins) → the item with its new alt text. */
export function updateMediaAlt(id: string, alt: string): Promise<MediaItem> {
  return apiClient.request('PATCH /media/{id}', { params: { id }, body: { alt } });
}

const mediaPageKey = (cursor: string | null) => [apiPath('GET /media'), cursor ?? ''] as const;

/** `GET /media?cursor=` (editors, admins) → the items newest first, 24 a page. */
export function useMediaPage(cursor: string | null) {
  return useSWR(mediaPageKey(cursor), ([, pageCursor]) =>
    apiClient.request('GET /media', { query: { cursor: pageCursor || undefined } }),
  );
}

/** Reloads every cached page of the media library (after an upload or a delete). */
export function refreshMediaPages(): Promise<unknown> {
  const path = apiPath('GET /media');
  return mutate((key) => Array.isArray(key) && key[0] === path);
}
