/**
 * The single table (docs/data-model.md), described once for CDK and for the local stack.
 * Items: `pk` = `ORG#<orgId>` for an organisation's items, a `PLATFORM#…` partition for
 * platform items, or a one-item partition for a uniqueness claim. Every item carries
 * `entity` and `version`.
 *
 * Indexes, by the access pattern they serve:
 * - GSI1 (`gsi1pk`, `gsi1sk`): admin lists across organisations, by entity type
 *   (e.g. every user newest first: `gsi1pk = USER`).
 * - GSI2 (`gsi2pk`, `gsi2sk`): look-ups by period across organisations
 *   (e.g. every withdrawal of a month: `gsi2pk = ADVANCE#2026-11`).
 * - GSI3 (`gsi3pk`, `gsi3sk`): look-ups by status across organisations
 *   (e.g. approved withdrawals waiting for the end-of-day batch, locked logins:
 *   `gsi3pk = USER#LOCKED`), and per organisation (employees pending approval:
 *   `gsi3pk = EMP#pending-approval#ORG#<orgId>`).
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'GSI2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'GSI3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const;

/** Attribute that DynamoDB's TTL deletes on (verification codes, throttles). */
export const TTL_ATTRIBUTE = 'expiresAt';
