import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

export interface QueryCount {
  /** Items that matched the key condition and the filter, if the query has one. */
  matched: number;
  /** Items that matched the key condition, before any filter. */
  scanned: number;
}

/**
 * Counts the items of one ElectroDB query (pass its `.params()`): the same key condition and
 * filter, asked with `Select: 'COUNT'` so no item is sent back, page after page through
 * `LastEvaluatedKey` (DynamoDB stops each page at 1 MB of items read). `pageSize` caps the items
 * a page reads, which only tests need (to page without writing a megabyte).
 */
export async function countQuery(params: object, { pageSize }: { pageSize?: number } = {}): Promise<QueryCount> {
  const input: QueryCommandInput = { ...(params as QueryCommandInput), Limit: pageSize };
  let matched = 0;
  let scanned = 0;
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    matched += page.Count ?? 0;
    scanned += page.ScannedCount ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { matched, scanned };
}
