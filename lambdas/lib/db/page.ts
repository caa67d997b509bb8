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
