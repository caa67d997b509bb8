import { Entity, type TransactWriteEntity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * Guard item of a value that must be unique (an e-mail address, a user name, a slug per kind as
 * `{kind}/{slug}`): written in the same
 * transaction as the item that owns it, with the condition that it does not exist yet. An
 * `oldSlug` (`post/{slug}`) is no guard: it is a published post's earlier slug, put (last writer
 * wins) in the transaction that changes it, so the old address finds the post with one GetItem.
 */
export const UniqueValue = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'uniqueValue', version: '1', service: 'portfolio' },
        attributes: {
          kind: { type: ['email', 'userName', 'slug', 'oldSlug'] as const, required: true },
          value: { type: 'string', required: true },
          ownerId: { type: 'string', required: true },
        },
        indexes: {
          byValue: tableIndex(['kind', 'value'], []),
        },
      },
      entityConfig,
    ),
);

/** `UniqueValue` as a write transaction's callback receives it. */
type UniqueValueInTransaction =
  typeof UniqueValue extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

type GuardKey = { kind: 'email' | 'userName' | 'slug'; value: string };

/**
 * The writes that move an owner's unique value from `from` to `to`: the new guard item, which
 * fails with `taken` when the value is someone else's, and the removal of the old one.
 */
export function replaceGuardWrites(
  uniqueValue: UniqueValueInTransaction,
  ownerId: string,
  { from, to }: { from: GuardKey; to: GuardKey },
  taken: Error,
) {
  return [
    { write: uniqueValue.create({ ...to, ownerId }).commit(), failure: taken },
    { write: uniqueValue.delete(from).commit() },
  ];
}
