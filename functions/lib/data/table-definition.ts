// The single table's key design (DESIGN.md section 3). The CDK Data construct and the local stack both create
// the table from this definition, so the two can never drift apart.

export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
