import { BadRequestError } from '../errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/** `?limit=` (1–100, default 20) and the opaque `?cursor=` of a list endpoint. */
export function pageOptions(query: Record<string, string>): PageRequest {
  const limit = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new BadRequestError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  const cursor = query.cursor || null;
  if (cursor && !/^[A-Za-z0-9+/=_-]{1,2048}$/.test(cursor)) throw new BadRequestError('cursor is not valid');
  return { limit, cursor };
}

/**
 * Runs one page of an ElectroDB query. ElectroDB refuses a cursor it did not issue (or one that
 * was altered); that is the caller's bad input, so it becomes a 400, not a 500.
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
      throw new BadRequestError('cursor is not valid');
    }
    throw error;
  }
}
