/**
 * The single table (docs/data-model.md), described once for CDK and for the local stack.
 * Items: `pk` = `ORG#<orgId>` for an organisation's items, a `PLATFORM#…` partition for
 * platform items, or a one-item partition for a uniqueness claim. Every item carries
 * `entity` and `version`.
 *
 * Indexes, by the access pattern they serve (no index partition takes every write of the platform
 * or of an organisation's withdrawals: docs/data-model.md#access-patterns):
 * - GSI1 (`gsi1pk`, `gsi1sk`): admin lists across organisations, by entity type (pay runs,
 *   suppliers, disbursements, settlements, uploaded documents, sales), and the set-up lists in
 *   display order, one partition per list (job levels, the catalogue, offices, e-wallets, a
 *   policy's pay ranges). Projects ALL: its readers are list pages showing whole rows, of records
 *   written a few times each.
 * - GSI2 (`gsi2pk`, `gsi2sk`): look-ups by period, per organisation (one organisation's
 *   withdrawals of a month: `gsi2pk = ADVANCE#2026-11#ORG#<orgId>`; sales and royalties by month).
 *   Projects the attributes its list readers show, not a withdrawal's growing `history`.
 * - GSI3 (`gsi3pk`, `gsi3sk`): sparse queues by status (withdrawals waiting for the end of day,
 *   per organisation; locked logins; pending employees; pay runs and disbursements waiting).
 *   Projects only what its readers total (status and amounts): whole records are read from the
 *   table by key (BatchGet).
 * - GSI4 (`gsi4pk`, `gsi4sk`): the platform's month of withdrawals, every organisation's, for the
 *   administrators' list newest first, SHARDED by a hash of the withdrawal id (`gsi4pk =
 *   ADVANCE#2026-11#SHARD#<0|1>`, `gsi4sk` = the id): each of the two shards takes half the
 *   platform's withdrawal writes, and a page is one Query per shard instead of one per organisation.
 *   Projects what GSI2 projects of a withdrawal (not its `history`).
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** What an index copies of each item: keys only, keys plus named attributes, or everything. */
export type IndexProjection =
  { type: 'KEYS_ONLY' } | { type: 'INCLUDE'; attributes: readonly string[] } | { type: 'ALL' };

/** The stored attributes of an Advance Pay transaction that its lists read (all but `history`). */
const ADVANCE_LIST_ATTRIBUTES = [
  'entity',
  'version',
  'id',
  'orgId',
  'orgName',
  'employeeICNumber',
  'email',
  'status',
  'period',
  'periodKey',
  'amountSen',
  'netAmountSen',
  'feeSen',
  'serviceFeePaidBy',
  'salarySen',
  'banking',
  'reasonForWithdrawal',
  'reviewReason',
  'reason',
  'transferDate',
  'sentToBank',
  'batchId',
  // When a pending request was escalated (docs/rules.md#decision-deadline-and-escalation).
  'escalatedAt',
  'escalatedToBackupAt',
  'createdBy',
  'createdAt',
  'modifiedAt',
  'modifiedBy',
  // The instant payout (docs/rules.md#instant-payout): the lists, statements and reports show it.
  'payout',
  'instantFeeSen',
  'instantState',
  'instantClaimAt',
  'instantFailure',
  'gatewayReference',
] as const;
/** What a sale and a franchisor's royalty month add (lambdas/data/finance/sales.ts, partner-import.ts). */
const SALES_MONTH_ATTRIBUTES = [
  'date',
  'reference',
  'franchisorId',
  'franchisorName',
  'royaltyRate',
  'royaltySen',
  'uploadedDocumentId',
  'rowNo',
  'month',
  'franchiseeIds',
  'sales',
  'salesSen',
] as const;

export const TABLE_INDEXES: readonly {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  projection: IndexProjection;
}[] = [
  { indexName: 'GSI1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: { type: 'ALL' } },
  {
    indexName: 'GSI2',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    projection: { type: 'INCLUDE', attributes: [...ADVANCE_LIST_ATTRIBUTES, ...SALES_MONTH_ATTRIBUTES] },
  },
  {
    indexName: 'GSI3',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    projection: { type: 'INCLUDE', attributes: ['status', 'amountSen', 'netAmountSen'] },
  },
  {
    indexName: 'GSI4',
    partitionKey: 'gsi4pk',
    sortKey: 'gsi4sk',
    projection: { type: 'INCLUDE', attributes: [...ADVANCE_LIST_ATTRIBUTES] },
  },
];

/** Attribute that DynamoDB's TTL deletes on (verification codes, throttles). */
export const TTL_ATTRIBUTE = 'expiresAt';
