import type { CollectionId } from '#shared/content.ts';
import type { DocumentLocator } from '../lib/content/document-history';

/** A validated `collection` and `path` as the document history names a document. */
export const locatorOf = (input: { collection: string; path: string }): DocumentLocator => ({
  collection: input.collection as CollectionId,
  path: input.path,
});
