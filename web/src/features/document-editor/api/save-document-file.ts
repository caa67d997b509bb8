import type { ContentDocument, ContentDocumentSaved } from '#shared/content.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import type { DocumentAddress } from './get-document-file';

export interface DocumentSave extends DocumentAddress {
  markdown: string;
  /** The version the text was opened from: the save is refused when the document has moved on. */
  baseVersionId: string;
}

/** How a save ended: a new version, or refused because someone saved another version first. */
export type SaveOutcome =
  | { kind: 'saved'; saved: ContentDocumentSaved }
  | { kind: 'conflict'; message: string; current: ContentDocument };

function conflictOf(error: unknown): Extract<SaveOutcome, { kind: 'conflict' }> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: ContentDocument } | undefined)?.current;
  return current && typeof current.markdown === 'string'
    ? { kind: 'conflict', message: error.message, current }
    : undefined;
}

/**
 * `PUT /content/files` (editors) → the new version; 409 with the current version when
 * `baseVersionId` is no longer current (nothing is written). Any other failure is thrown.
 */
export async function saveDocumentFile(save: DocumentSave): Promise<SaveOutcome> {
  try {
    const saved = await apiClient.request('PUT /content/files', { body: save });
    return { kind: 'saved', saved };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}
