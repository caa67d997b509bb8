import { useCallback, useEffect, useState } from 'react';
import type { DocumentPendingChanges } from '#shared/content.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import type { DocumentAddress } from './get-document-file';
import { conflictOf, type SaveOutcome } from './save-document-file';

/** How an autosave ended: kept, or refused because another version was saved meanwhile. */
export type AutosaveOutcome =
  | { kind: 'kept'; pending: DocumentPendingChanges }
  | Extract<SaveOutcome, { kind: 'conflict' }>;

/** `GET /content/files/autosave?collection=…&path=…` (editors) → the caller's unpublished changes, or null. */
async function fetchPendingChanges({ collection, path }: DocumentAddress) {
  const { pending } = await apiClient.request('GET /content/files/autosave', { query: { collection, path } });
  return pending;
}

/**
 * The caller's unpublished changes, asked for at every opening of the editor and never from a
 * cache: a save or discard made in another tab since must be seen, as the editor opens on them.
 */
export function usePendingChanges({ collection, path }: DocumentAddress) {
  const [answer, setAnswer] = useState<{ data?: DocumentPendingChanges | null; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    let current = true;
    setAnswer({});
    fetchPendingChanges({ collection, path }).then(
      (data) => current && setAnswer({ data }),
      (error: unknown) => current && setAnswer({ error }),
    );
    return () => {
      current = false;
    };
  }, [collection, path, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...answer, retry };
}

/**
 * `PUT /content/files/autosave` (editors): the text kept unpublished; 409 with the current version
 * when `baseVersionId` is no longer current. Any other failure is thrown.
 */
export async function autosaveDocument(body: RouteBody<'PUT /content/files/autosave'>): Promise<AutosaveOutcome> {
  try {
    const { pending } = await apiClient.request('PUT /content/files/autosave', { body });
    return { kind: 'kept', pending };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}

/** `DELETE /content/files/autosave?collection=…&path=…` (editors): the caller's unpublished changes go. */
export async function discardPendingChanges({ collection, path }: DocumentAddress): Promise<void> {
  await apiClient.request('DELETE /content/files/autosave', { query: { collection, path } });
}
