import { type DocumentPendingChanges, PENDING_CHANGES_DAYS } from '#shared/content.ts';
import { DocumentDraft } from '../db/entities/document-draft';
import { checkCurrentVersion, type DocumentLocator, keyOf } from './document-history';
import { editorNames } from './editor-names';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Keeps the editor's text unpublished (autosave): the live document and its history are not
 * touched. Checked against the current version first, as a save is, so an editor hears of
 * another editor's save while typing rather than only when publishing.
 */
export async function keepPendingChanges(
  document: DocumentLocator,
  markdown: string,
  baseVersionId: string,
  userId: string,
): Promise<DocumentPendingChanges> {
  await checkCurrentVersion(document, baseVersionId);
  const savedByName = (await editorNames([userId])).get(userId) ?? '';
  const savedAt = new Date();
  await DocumentDraft.put({
    key: keyOf(document),
    savedBy: userId,
    savedByName,
    markdown,
    baseVersionId,
    savedAt: savedAt.toISOString(),
    expiresAt: Math.floor(savedAt.getTime() / 1000) + PENDING_CHANGES_DAYS * DAY_SECONDS,
  }).go();
  return { ...document, markdown, baseVersionId, savedAt: savedAt.toISOString(), savedBy: userId, savedByName };
}

/** The editor's own unpublished changes to the document, if any (one not yet removed by TTL counts until it is). */
export async function readPendingChanges(
  document: DocumentLocator,
  userId: string,
): Promise<DocumentPendingChanges | null> {
  const { data } = await DocumentDraft.get({ key: keyOf(document), savedBy: userId }).go();
  if (!data) return null;
  const { markdown, baseVersionId, savedAt, savedBy, savedByName } = data;
  return { ...document, markdown, baseVersionId, savedAt, savedBy, savedByName };
}

/** Removes the editor's unpublished changes to the document (nothing when there are none). */
export async function discardPendingChanges(document: DocumentLocator, userId: string): Promise<void> {
  await DocumentDraft.delete({ key: keyOf(document), savedBy: userId }).go();
}

/** Removes every editor's unpublished changes to a deleted document: one query by its key. */
export async function discardAllPendingChanges(document: DocumentLocator): Promise<void> {
  const key = keyOf(document);
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ key: string; savedBy: string }>; cursor: string | null } = await DocumentDraft.query
      .byDocument({ key })
      .go({ cursor, attributes: ['key', 'savedBy'] });
    if (page.data.length > 0) {
      await DocumentDraft.delete(page.data.map(({ savedBy }) => ({ key, savedBy }))).go();
    }
    cursor = page.cursor;
  } while (cursor);
}
