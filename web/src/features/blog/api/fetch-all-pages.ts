import type { Page } from '#shared/accounts.ts';

/** The largest page the list endpoints give (`?limit=` 1–100). */
const PAGE_LIMIT = 100;
/** Enough for every topic, tag or category a form offers; a longer list is cut, never looped on forever. */
const MAX_PAGES = 20;

/** The paging query of a list endpoint. */
interface PageQuery {
  limit: number;
  cursor: string | undefined;
}

/** Every item of a cursor-paginated list, read page by page with `readPage`, for the selects of a form (parents, topic, tags). */
export async function fetchAllPages<Item>(readPage: (query: PageQuery) => Promise<Page<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: Page<Item> = await readPage({ limit: PAGE_LIMIT, cursor: cursor ?? undefined });
    items.push(...answer.items);
    cursor = answer.cursor;
    if (!cursor) break;
  }
  return items;
}
