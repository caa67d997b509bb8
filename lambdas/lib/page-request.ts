/** One page of a list: how many items and where to go on from (an opaque cursor). */
export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/** Reads pages of a list until it ends or `max` items are read. */
export async function readUpTo<Item>(
  max: number,
  readPage: (page: PageRequest) => Promise<{ items: Item[]; cursor: string | null }>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage({ limit: Math.min(100, max - items.length), cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < max);
  return items;
}
