/**
 * The single table's key and index names, written once. The CDK stateful stack, the local
 * stack's table creation and the ElectroDB entities all read them from here.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // Parent → children lookups (topics, tags, categories, sitemap items) and posts by status.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export const DEFAULT_LOCAL_TABLE_NAME = 'portfolio-local';
