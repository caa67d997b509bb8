import { createConversions } from 'electrodb';
import { InvalidInputError } from '../errors';
import type { PageRequest } from '../page-request';

export type { PageRequest };

/**
 * Runs one page of an ElectroDB query. ElectroDB refuses a cursor it did not issue (or one that
 * was altered); that is the caller's bad input, not a failure of ours.
 */
export async function queryPage<Item>(
  cursor: string | null,
  run: () => Promise<{ data: Item[]; cursor: string | null }>,
): Promise<{ items: Item[]; cursor: string | null }> {
  try {
    const result = await run();
    return { items: result.data, cursor: result.cursor };
  } catch (error) {
    if (cursor && error instanceof Error && /cursor/i.test(error.message)) {
      throw new InvalidInputError('cursor is not valid', { cause: error });
    }
    throw error;
  }
}

/** How an exact page reads: up to `count` items, `limit` per DynamoDB request, after the cursor. */
export interface ExactPageRead {
  count: number;
  limit: number;
  cursor: string | null;
}

/**
 * One page of an ElectroDB query whose cursor is null exactly when nothing follows, so a client's
 * Next never leads to an empty page. DynamoDB (and ElectroDB's `count`) hand back a key whenever
 * a page ends on a full read, even when it was the last item; so this reads one item more than the
 * page, in the same request, and answers a cursor (the page's last item, `cursorAfter`) only when
 * that one exists. `readSize` is DynamoDB's `Limit` per request, larger for a filtered query.
 */
export async function queryExactPage<Item>(
  { limit, cursor }: PageRequest,
  cursorAfter: (item: Item) => string,
  run: (read: ExactPageRead) => Promise<{ data: Item[]; cursor: string | null }>,
  readSize = limit + 1,
): Promise<{ items: Item[]; cursor: string | null }> {
  const read = await queryPage(cursor, () => run({ count: limit + 1, limit: Math.max(limit + 1, readSize), cursor }));
  const items = read.items.slice(0, limit);
  const last = items.at(-1);
  return { items, cursor: read.items.length > limit && last !== undefined ? cursorAfter(last) : null };
}

/**
 * The cursor a Query of `entity` through `accessPattern` goes on from after `item`: the one
 * ElectroDB would have handed back had the page ended there. The conversions are built at the
 * first use, not at import, as the entities are (lazy-entity.ts).
 */
export function cursorAfterItem<Item extends object>(entity: object, accessPattern: string): (item: Item) => string {
  type Pattern = { fromComposite: { toCursor: (composite: object) => string } };
  let patterns: Record<string, Pattern | undefined> | undefined;
  return (item) => {
    // Typed loosely: the entities' own schema types do not fit the library's generic signature.
    patterns ??= createConversions(entity as never).byAccessPattern as Record<string, Pattern | undefined>;
    const pattern = patterns[accessPattern];
    if (!pattern) throw new Error(`No access pattern ${accessPattern}`);
    return pattern.fromComposite.toCursor(item);
  };
}
