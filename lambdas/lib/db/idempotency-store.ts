import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { config } from '../config';
import { dynamodb } from './client';
import { TABLE_SCHEMA } from './table-schema';

/**
 * Where Powertools keeps the Idempotency-Key records: the one table, no second one. A record's
 * `pk` is `idempotency#<scope>` (one partition per create route, never an ElectroDB key: those
 * start with `$`), its `sk` Powertools' hash of the caller's key, and it expires through the
 * table's TTL attribute. One persistence layer per scope, built once per container: Powertools
 * configures a layer once and keeps its static partition key.
 */
const stores = new Map<string, DynamoDBPersistenceLayer>();

export function idempotencyStore(scope: string): DynamoDBPersistenceLayer {
  let store = stores.get(scope);
  if (!store) {
    store = new DynamoDBPersistenceLayer({
      tableName: config.tableName,
      awsSdkV3Client: dynamodb,
      keyAttr: TABLE_SCHEMA.partitionKey,
      sortKeyAttr: TABLE_SCHEMA.sortKey,
      staticPkValue: `idempotency#${scope}`,
      expiryAttr: TABLE_SCHEMA.timeToLiveAttribute,
      inProgressExpiryAttr: 'idempotencyInProgressExpiresAt',
      statusAttr: 'idempotencyStatus',
      dataAttr: 'idempotencyAnswer',
      validationKeyAttr: 'idempotencyBodyHash',
    });
    stores.set(scope, store);
  }
  return store;
}
