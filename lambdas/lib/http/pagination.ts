import type { PageRequest } from '../page-request';
import { BadRequestError } from './errors';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

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
