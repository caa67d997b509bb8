import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { tableIndex } from './index-keys';

/**
 * Guard item of a value that must be unique (an e-mail address, a user name, a slug per kind as
 * `{kind}/{slug}`): written in the same
 * transaction as the item that owns it, with the condition that it does not exist yet.
 */
export const UniqueValue = new Entity(
  {
    model: { entity: 'uniqueValue', version: '1', service: 'portfolio' },
    attributes: {
      kind: { type: ['email', 'userName', 'slug'] as const, required: true },
      value: { type: 'string', required: true },
      ownerId: { type: 'string', required: true },
    },
    indexes: {
      byValue: tableIndex(['kind', 'value'], []),
    },
  },
  entityConfig,
);
