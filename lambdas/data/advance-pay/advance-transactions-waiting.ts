import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { asSen, type Sen } from '../../../shared/domain/money/money';
import { fromAdvanceTransactionItem } from './advance-transactions';
import {
  gsi3AdvanceEndOfDay,
  gsi3AdvanceInstant,
  gsi3AdvancePending,
  gsi3AdvanceSentToBank,
  keys,
  orgPk,
} from '../table/keys';
import { walkAllOrgs } from '../table/org-walk';
import { conditionFailedAt, table, type Key } from '../table/table';

/**
 * The Advance Pay transactions waiting for a batch step (end of day, then `completeAll`), read from
 * GSI3: a transaction is in its organisation's queue only while it waits (./advance-transaction-index.ts
 * `indexAttributes`), so these reads grow with a working day's withdrawals, not with the period's.
 */

export type BatchStep = 'endOfDay' | 'sentToBank';

/** The GSI3 partition of a batch step's queue of one organisation. */
const waitingPk = (step: BatchStep, orgId: string) =>
  step === 'endOfDay' ? gsi3AdvanceEndOfDay(orgId) : gsi3AdvanceSentToBank(orgId);

/**
 * The transactions of one organisation waiting for a batch step: `endOfDay` = approved, or
 * processing and not sent to bank; `sentToBank` = processing, sent, waiting for `completeAll`.
 * The index gives their keys (GSI3 projects few attributes); the items themselves are read with
 * consistent BatchGets, so the conditional changes start from their latest version.
 */
export async function listOrgAdvanceTransactionsWaiting(
  step: BatchStep,
  orgId: string,
): Promise<AdvanceTransactionRecord[]> {
  return recordsUnder(waitingPk(step, orgId));
}

/**
 * The organisation's pending requests, waiting for a Manager's decision (GSI3, oldest first), read
 * whole and consistent: what the escalation job (lambdas/services/advance-pay/escalation.ts) checks.
 */
export async function listOrgPendingRequests(orgId: string): Promise<AdvanceTransactionRecord[]> {
  return recordsUnder(gsi3AdvancePending(orgId));
}

/**
 * One organisation's approved instant payouts the gateway has still to pay (due, or held by a
 * caller), whole and consistent: what the instant-payout-retry job re-drives.
 */
export async function listOrgInstantPayoutsHeld(orgId: string): Promise<AdvanceTransactionRecord[]> {
  return recordsUnder(gsi3AdvanceInstant(orgId));
}

/** The transactions whose keys a GSI3 partition lists, read with consistent BatchGets, by id. */
async function recordsUnder(gsi3pk: string): Promise<AdvanceTransactionRecord[]> {
  const keysOnly = await table.queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': gsi3pk },
  });
  if (!keysOnly.length) return [];
  const items = await table.batchGet(
    keysOnly.map((k) => ({ pk: k.pk, sk: k.sk })),
    { consistentRead: true },
  );
  return items.map(fromAdvanceTransactionItem).sort((a, b) => a.id.localeCompare(b.id));
}

/** Has this organisation anything waiting for a batch step? One Query of at most one key. */
export async function hasAdvanceTransactionsWaiting(step: BatchStep, orgId: string): Promise<boolean> {
  const out = await table.query({
    IndexName: 'GSI3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ProjectionExpression: 'pk',
    ExpressionAttributeValues: { ':pk': waitingPk(step, orgId) },
    Limit: 1,
  });
  return (out.Items ?? []).length > 0;
}

/**
 * The transactions waiting for a batch step: of one organisation, or of every organisation (the
 * organisations walked one by one; eventually consistent index: re-check each one's status with a
 * condition when changing it).
 */
export async function listAdvanceTransactionsWaiting(
  step: BatchStep,
  orgId?: string,
): Promise<AdvanceTransactionRecord[]> {
  if (orgId) return listOrgAdvanceTransactionsWaiting(step, orgId);
  return walkAllOrgs((org) => listOrgAdvanceTransactionsWaiting(step, org));
}

/**
 * The amounts (sen) of the transactions waiting for a batch step, every organisation's queue
 * read in turn (GSI3 projects exactly these attributes): the queues hold at most a working day's
 * withdrawals, not the period's.
 */
export async function waitingAmounts(
  step: BatchStep,
): Promise<{ status: string; amountSen: Sen; netAmountSen?: Sen }[]> {
  return walkAllOrgs(
    async (orgId) => {
      const items = await table.queryAll({
        IndexName: 'GSI3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ProjectionExpression: '#status, amountSen, netAmountSen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': waitingPk(step, orgId) },
      });
      return items.map((item) => ({
        status: String(item.status),
        amountSen: asSen(Number(item.amountSen ?? 0)),
        ...(typeof item.netAmountSen === 'number' ? { netAmountSen: asSen(item.netAmountSen) } : {}),
      }));
    },
    { concurrency: 8 },
  );
}

/** The escalation step a pending request has had: the Managers told, then the backup approver. */
export type EscalationMark = 'escalatedAt' | 'escalatedToBackupAt';

/**
 * Mark a request escalated (`mark` = `at`), only while it is still pending and not yet so marked:
 * true when this call marked it, false when it was decided meanwhile or another run marked it first
 * (so two runs never tell anyone twice). `modifiedAt` is left alone: a Manager deciding on the
 * request at the same moment is not refused because of it.
 */
export async function markEscalated(
  tx: Pick<AdvanceTransactionRecord, 'orgId' | 'employeeICNumber' | 'id'>,
  mark: EscalationMark,
  at: number,
): Promise<boolean> {
  try {
    await table.update({
      Key: keys.advanceTransaction(tx.orgId, tx.employeeICNumber, tx.id),
      UpdateExpression: 'SET #mark = :at',
      ConditionExpression: '#status = :pending AND attribute_not_exists(#mark)',
      ExpressionAttributeNames: { '#mark': mark, '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':pending': 'pending' },
    });
    return true;
  } catch (err) {
    if (conditionFailedAt(err)) return false;
    throw err;
  }
}

/** A pending request not in its organisation's pending queue: its key. */
export type UnqueuedRequest = Pick<AdvanceTransactionRecord, 'orgId' | 'employeeICNumber' | 'id'>;

/** Pending, and not in the organisation's pending queue (absent, or under another key). */
const UNQUEUED = '#status = :pending AND (attribute_not_exists(gsi3pk) OR gsi3pk <> :queue)';

/**
 * One page of an organisation's withdrawals (key order) that are pending but not in its pending
 * queue: requests stored before the queue existed (docs/operations.md#approval-escalation), which
 * the escalation job cannot see. `scanned`: the withdrawals the page read, kept or not.
 */
export async function unqueuedPendingPage(
  orgId: string,
  start: Key | undefined,
  limit: number,
): Promise<{ items: UnqueuedRequest[]; scanned: number; next?: Key }> {
  const page = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: UNQUEUED,
    ProjectionExpression: '#org, #ic, #id',
    ExpressionAttributeNames: { '#status': 'status', '#org': 'orgId', '#ic': 'employeeICNumber', '#id': 'id' },
    ExpressionAttributeValues: {
      ':pk': orgPk(orgId),
      ':sk': keys.advanceTransactionsSkPrefix,
      ':pending': 'pending',
      ':queue': gsi3AdvancePending(orgId),
    },
    ExclusiveStartKey: start,
    Limit: limit,
  });
  const items = (page.Items ?? []).map((i) => ({
    orgId: String(i.orgId),
    employeeICNumber: String(i.employeeICNumber),
    id: String(i.id),
  }));
  return { items, scanned: page.ScannedCount ?? items.length, next: page.LastEvaluatedKey };
}

/**
 * Put a pending request into its organisation's pending queue (the GSI3 keys ./advance-transaction-index.ts
 * `indexAttributes` gives a pending one), only while it is still pending and not queued: true when
 * this call queued it. `modifiedAt` is left alone: a Manager deciding at the same moment is not refused.
 */
export async function queuePendingRequest(tx: UnqueuedRequest): Promise<boolean> {
  try {
    await table.update({
      Key: keys.advanceTransaction(tx.orgId, tx.employeeICNumber, tx.id),
      UpdateExpression: 'SET gsi3pk = :queue, gsi3sk = :id',
      ConditionExpression: UNQUEUED,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':queue': gsi3AdvancePending(tx.orgId), ':id': tx.id, ':pending': 'pending' },
    });
    return true;
  } catch (err) {
    if (conditionFailedAt(err)) return false;
    throw err;
  }
}
