/**
 * The keys of the table's indexes (docs/data-model.md#indexes): each GSI's partitions and sort keys.
 * Part of keys.ts, which re-exports them: every key of the table is still built in these two files.
 */
import { shardOf } from './shard-hash';

/**
 * GSI1 partition of each entity listed across organisations. Users are not in it: the admin's list of
 * every user walks the organisations' own partitions (lambdas/data/table/org-walk.ts).
 */
export const GSI1 = {
  payRuns: 'PAYRUN',
  suppliers: 'SUPPLIER',
  disbursements: 'DISBURSEMENT',
  repayments: 'REPAYMENT',
  transactionHistory: 'TXNHIST',
  /** Uploaded documents, by `<sortableSeconds(createdAt)>#<id>` (newest first descending). */
  uploadedDocuments: 'UPDOC',
  /** Sales, by `<date>#<orgId>#<id>` (newest sale date first descending; a month is a `begins_with`). */
  sales: 'SALE',
} as const;

/**
 * GSI1 partitions of the set-up lists (docs/data-model.md#set-up-lists). Their items are keyed by
 * id, but shown in another order (by grade then name, by name, by minimum): each live item also
 * carries `gsi1pk` = its list's partition below (scoped to its owner) and `gsi1sk` = its display
 * sort key, so a page is one Query of GSI1 in display order. A deleted item carries neither.
 */
export const setupListGsi1 = {
  /** An organisation's job levels (`gsi1sk`: grade, name, id). */
  jobLevels: (orgId: string) => `JOBLEVEL#ORG#${orgId}`,
  /** The provider's job level catalogue (`gsi1sk`: grade, name, id). */
  catalogue: 'JOBLEVEL#CATALOGUE',
  /** An organisation's offices (`gsi1sk`: name, id). */
  offices: (orgId: string) => `OFFICE#ORG#${orgId}`,
  /** The platform's e-wallets (`gsi1sk`: name, id). */
  wallets: 'WALLET',
  /** One compensation policy's pay ranges (`gsi1sk`: minimum then midpoint, highest first, id). */
  payRanges: (orgId: string, policyId: string) => `PAYRANGE#ORG#${orgId}#POLICY#${policyId}`,
} as const;

/** The GSI1 attributes of a set-up list item: none once deleted, so it leaves its list's index. */
export const setupListIndex = (
  gsi1pk: string,
  gsi1sk: string,
  deleted?: boolean,
): { gsi1pk?: string; gsi1sk?: string } => (deleted ? {} : { gsi1pk, gsi1sk });

/**
 * GSI2 of sales by month (`SALE#<YYYY-MM>`, sorted `<orgId>#<date>#<id>`: one organisation's month
 * is a `begins_with`), and of franchisors' royalty months (`ROYALTY#<YYYY-MM>`, sorted by franchisor id).
 */
export const gsi2SalesMonth = (month: string) => `SALE#${month}`;
export const gsi2RoyaltyMonth = (month: string) => `ROYALTY#${month}`;

/**
 * GSI3 (sparse) of the pay runs waiting for the platform to pay them (approved or pending
 * payment), across organisations: the admin dashboard counts them.
 */
export const GSI3_PAY_RUNS_AWAITING_PAYMENT = 'PAYRUN#AWAITING_PAYMENT';

/** GSI1 sort key of a supplier: newest last, by creation then organisation and id. */
export const gsi1SupplierSk = (createdAt: number, orgId: string, id: string) =>
  `${sortableSeconds(createdAt)}#${orgId}#${id}`;

/**
 * GSI2 of Advance Pay transactions: the withdrawals of one organisation in one period
 * (`ADVANCE#<period>#ORG#<orgId>`), by id (a ULID, so by creation). One partition per organisation
 * and period: no index partition takes every withdrawal of the platform. The administrators' page of a
 * month across organisations reads the sharded GSI4 below; a whole month across organisations (the
 * internal monthly report) walks the organisations (lambdas/data/table/org-walk.ts).
 */
export const gsi2AdvancePeriod = (periodKey: string, orgId: string) => `ADVANCE#${periodKey}#ORG#${orgId}`;
/**
 * GSI4, the platform's month of withdrawals (every organisation's), newest first for the
 * administrators' list: SHARDED, so no index partition takes every withdrawal write of the platform
 * (docs/data-model.md#access-patterns-and-hot-keys). A withdrawal's shard is a stable hash of its id
 * (`ADVANCE#<period>#SHARD#<n>`, `gsi4sk` = the id, a ULID). Two shards: each takes half the
 * platform's withdrawal writes (a GSI partition takes 1,000 writes a second), and a page of the
 * month costs one Query per shard.
 */
export const PLATFORM_MONTH_SHARDS = 2;
export const gsi4AdvanceMonthShard = (periodKey: string, shard: number) => `ADVANCE#${periodKey}#SHARD#${shard}`;
/** The GSI4 partition of one withdrawal. */
export const gsi4AdvanceMonth = (periodKey: string, txId: string) =>
  gsi4AdvanceMonthShard(periodKey, shardOf(txId, PLATFORM_MONTH_SHARDS));
/** Every GSI4 partition of a month, shard 0 first. */
export const gsi4AdvanceMonthShards = (periodKey: string): string[] =>
  Array.from({ length: PLATFORM_MONTH_SHARDS }, (_, shard) => gsi4AdvanceMonthShard(periodKey, shard));
/**
 * GSI3 (sparse) of an organisation's Advance Pay transactions waiting for the end-of-day bank
 * batch: approved ones and processing ones not yet sent to bank (docs/rules.md#end-of-day);
 * `gsi3sk` = the id. Processing ones already sent to bank wait for `completeAll` under their own
 * partition. Per organisation, so the end of day fans out one organisation per message.
 */
export const gsi3AdvanceEndOfDay = (orgId: string) => `ADVANCE#END_OF_DAY#ORG#${orgId}`;
export const gsi3AdvanceSentToBank = (orgId: string) => `ADVANCE#SENT_TO_BANK#ORG#${orgId}`;
/**
 * GSI3 (sparse) of an organisation's pending Advance Pay requests, waiting for a Manager's decision
 * (docs/rules.md#decision-deadline-and-escalation): the escalation job's one Query per organisation;
 * `gsi3sk` = the id (a ULID, so oldest first).
 */
export const gsi3AdvancePending = (orgId: string) => `ADVANCE#PENDING#ORG#${orgId}`;
/**
 * GSI3 (sparse) of an organisation's approved instant payouts the gateway has still to pay (`due`, or
 * `sending` by a holder): the instant-payout-retry job's one Query per organisation, so a payout whose
 * holder died or got no answer is paid (or falls back) without waiting for another call;
 * `gsi3sk` = the id (docs/rules.md#instant-payout).
 */
export const gsi3AdvanceInstant = (orgId: string) => `ADVANCE#INSTANT#ORG#${orgId}`;

/**
 * GSI3 (sparse) of locked logins across organisations (the admin dashboard's count and latest
 * locks): a user record carries it exactly while `locked` (lambdas/services/identity/account-locks.ts, lambdas/data/identity/users.ts);
 * `gsi3sk` = `<lockedAt>#<orgId>#<userId>`, so the latest locks come first in a descending Query.
 */
export const GSI3_LOCKED_USERS = 'USER#LOCKED';
export const gsi3LockedUserSk = (lockedAt: number, orgId: string | null, userId: string) =>
  `${sortableSeconds(lockedAt)}#${orgId ?? ''}#${userId}`;

/** GSI3 (sparse, by status): employees pending approval of one organisation. */
export const gsi3PendingEmployees = (orgId: string) => `EMP#pending-approval#ORG#${orgId}`;

/** How many items an organisation's month summary is split into (keys.orgMonthSummaryShard). */
export const ORG_SUMMARY_SHARDS = 8;

/**
 * GSI1 of the audit entries of every organisation and the platform, one partition per Malaysia day
 * (`AUDIT#<yyyy-MM-dd>`, sorted by the entry's ULID): the administrators' search across organisations
 * walks the days of its period, newest first.
 */
export const gsi1AuditDay = (day: string) => `AUDIT#${day}`;

/**
 * GSI2 of the audit entries about one person of an organisation (`gsi2sk` = the entry's ULID): an
 * employee's (subject id: the IC number, or the pseudonym once anonymised) or a login's (its id).
 * The anonymisation finds the entries it rewrites here (docs/data-model.md#audit-trail).
 */
export const gsi2AuditPerson = (orgId: string, personId: string) => `AUDIT#PERSON#ORG#${orgId}#${personId}`;

/** Sortable, fixed-width text of Unix seconds (for index sort keys). */
export const sortableSeconds = (s: number) => String(s).padStart(12, '0');

/**
 * GSI3 (sparse) of the disbursements approved by their organisation and waiting for the platform
 * to process them, across organisations (`gsi3sk` = `<date>#<orgId>#<id>`): the admin dashboard
 * counts them. A disbursement carries it exactly while `approved`.
 */
export const GSI3_DISBURSEMENTS_AWAITING_PROCESSING = 'DISB#AWAITING_PROCESSING';
