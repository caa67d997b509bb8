import { splitMetadata } from '../../../../shared/markdown-metadata';

/**
 * Removes the metadata lines (`description: …`, `updated: 2026-01-02`, `commit: a1b2c3d`) that
 * follow a document's first heading (or open a document without one); the same labels further
 * down are body text and stay. The indexer reads exactly these lines (shared/markdown-metadata.ts).
 */
export function stripMetadataLines(markdown: string): string {
  return splitMetadata(markdown).withoutMetadata;
}
