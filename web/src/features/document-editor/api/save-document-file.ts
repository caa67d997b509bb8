import type { ContentDocument, ContentDocumentSaved } from '#shared/content.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { ApiError } from '#web/shared/api/api-error.ts';

/** How a save ended: a new version, or refused because someone saved another version first. */
export type SaveOutcome =
  | { kind: 'saved'; saved: ContentDocumentSaved }
  | { kind: 'conflict'; message: string; current: ContentDocument };

export function conflictOf(error: unknown): Extract<SaveOutcome, { kind: 'conflict' }> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: ContentDocument } | undefined)?.current;
  return current && typeof current.markdown === 'string'
    ? { kind: 'conflict', message: error.message, current }
    : undefined;
}

/**
 * `PUT /content/files` (editors) → the new version; 409 with the current version when
 * `baseVersionId` (the version the text was opened from) is no longer current (nothing is
 * written). Any other failure is thrown.
 */
export async function saveDocumentFile(save: RouteBody<'PUT /content/files'>): Promise<SaveOutcome> {
  try {
    const saved = await apiClient.request('PUT /content/files', { body: save });
    return { kind: 'saved', saved };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}
