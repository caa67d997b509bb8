import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCollectionIndex } from '#lambdas/lib/content/indexer.ts';
import { COLLECTIONS, type CollectionIndex, INDEX_FOLDER } from '#shared/content.ts';

/**
 * Reads content/ and builds every collection's index, keyed as it is stored under the content
 * prefix (`_index/<collection>.json`). Synchronous, because the CDK app builds it while it
 * constructs the stacks; the local stack uses the same function on start.
 */
export function buildCollectionIndexes(
  contentDir: string,
  now = new Date(),
): Array<{ key: string; index: CollectionIndex }> {
  return COLLECTIONS.map(({ id }) => {
    const folder = path.join(contentDir, id);
    let files: string[] = [];
    try {
      files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const documents = files.map((file) => ({
      path: file.split(path.sep).join('/'),
      markdown: readFileSync(path.join(folder, file), 'utf8'),
    }));
    return { key: `${INDEX_FOLDER}/${id}.json`, index: buildCollectionIndex(id, documents, now) };
  });
}
