import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import { ReusedKeyError } from '../errors';

/**
 * The id of what one create makes, the same for every retry of it: a UUID (version 8, built from
 * SHA-256) of the route and caller (`scope`, as the idempotency records are scoped) and the
 * client's Idempotency-Key. A create whose earlier try was saved though its answer was lost (a
 * timeout, a 503, a crash after the write) is retried with the same key; the remembered answer
 * covers the usual case, but a try that never got as far as remembering it ran the work again and
 * met its own earlier item as a conflict ("Slug exists", "already exists"). With this id a domain
 * module can tell its own earlier try from somebody else's item, and answer it or finish it.
 */
export function createIdOf(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}\n${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A create's own item is already there: its id (a `createId`) is taken, which only an earlier try
 * of the same create can have done. The failure of a create's item write in a guarded transaction,
 * listed first so it wins over the guard items that fail with it (that item's slug or e-mail).
 */
export class SavedByEarlierTry extends Error {
  override readonly name = 'SavedByEarlierTry';
}

/**
 * What a create answers when the item of its `createId` is there but is not what this request
 * creates (another address, another message): the retry key was used before for another request
 * whose answer was never kept, so Powertools could not tell. The same 422 as its own check.
 */
export function keyUsedForAnother(what: string): ReusedKeyError {
  return new ReusedKeyError(
    `${IDEMPOTENCY_KEY_HEADER} was already used for another ${what}: send a new key for a new request`,
  );
}
