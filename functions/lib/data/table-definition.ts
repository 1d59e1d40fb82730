// The single table's key design (DESIGN.md section 3). The CDK Data construct and the local stack both create
// the table from this definition, so the two can never drift apart.
//
// gsi1: listings (the feed, subscribers, a category's contents). gsi2: one account's items by last change, newest
// first (the dashboard's recent activity), so it never reads a whole library to find the latest five.

export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
