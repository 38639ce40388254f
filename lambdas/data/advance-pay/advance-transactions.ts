import {
  AdvanceTransactionRecordSchema,
  type AdvanceTransactionRecord,
} from '../../../shared/domain/advance-pay/advance-transaction';
import type { TransactionFacts } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { ZERO_SEN } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { gsi2AdvancePeriod, keys } from '../table/keys';
import { indexAttributes } from './advance-transaction-index';
import { summaryUpdateItems } from './advance-pay-summaries';
import type { FeeFacts } from './report-figures';
import { isWalkPosition, walkAllOrgs, walkOrgsPage } from '../table/org-walk';
import { queryFilledPage } from '../table/filled-pages';
import { searchedPage, type PageRequest } from '../table/paged-lists';
import { table, type Key, type TransactItem, type StampedItem } from '../table/table';

const ENTITY = 'advanceTransaction';
const VERSION = 1;
type Item = Record<string, unknown>;

/** Stored form of an Advance Pay transaction: the record as it is, amounts in integer sen (`amountSen`...). */
export function toAdvanceTransactionItem(tx: AdvanceTransactionRecord): StampedItem {
  return {
    ...keys.advanceTransaction(tx.orgId, tx.employeeICNumber, tx.id),
    entity: ENTITY,
    version: VERSION,
    ...indexAttributes(tx),
    ...tx,
  };
}

export function fromAdvanceTransactionItem(item: Item): AdvanceTransactionRecord {
  const {
    pk: _pk,
    sk: _sk,
    entity: _e,
    version: _v,
    gsi2pk: _g2,
    gsi2sk: _g2s,
    gsi3pk: _g3,
    gsi3sk: _g3s,
    gsi4pk: _g4,
    gsi4sk: _g4s,
    ...rest
  } = item;
  return AdvanceTransactionRecordSchema.parse(rest);
}

/** What the summaries follow of a transaction. */
export const factsOf = (
  tx: Pick<AdvanceTransactionRecord, 'periodKey' | 'status' | 'amountSen' | 'reasonForWithdrawal'>,
): TransactionFacts => ({
  periodKey: tx.periodKey,
  status: tx.status,
  amountSen: tx.amountSen,
  reasonForWithdrawal: tx.reasonForWithdrawal,
});

/** What the fee figures of the summaries follow of a transaction (./report-figures.ts). */
export const feeFactsOf = (
  tx: Pick<AdvanceTransactionRecord, 'status' | 'feeSen' | 'serviceFeePaidBy' | 'payout' | 'instantFeeSen'>,
): FeeFacts => ({
  status: tx.status,
  feeSen: tx.feeSen ?? ZERO_SEN,
  paidBy: tx.serviceFeePaidBy ?? 'employee',
  ...(tx.payout === 'instant' ? { instant: true, instantFeeSen: tx.instantFeeSen ?? ZERO_SEN } : {}),
});

/** The summary change of a transaction: its facts, fee and e-mail before and after. */
const changeOf = (before: AdvanceTransactionRecord | undefined, after: AdvanceTransactionRecord) => ({
  employeeICNumber: after.employeeICNumber,
  before: before && factsOf(before),
  after: factsOf(after),
  fees: { before: before && feeFactsOf(before), after: feeFactsOf(after) },
  ...(after.email ? { email: after.email } : {}),
});

/**
 * The writes of a new transaction: the item (refused if its id exists) and its summaries'
 * updates; with `maxWithdrawnThisPeriodSen` (the employee's cap this period, sen) the write
 * fails when the employee's "Withdrawn this period" would pass it, even under a race.
 * Add your own conditions (the frequency) to the same TransactWrite.
 */
export function newTransactionItems(
  tx: AdvanceTransactionRecord,
  opts: { maxWithdrawnThisPeriodSen?: number } = {},
): TransactItem[] {
  return [
    { Put: { Item: toAdvanceTransactionItem(tx), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...summaryUpdateItems(tx.orgId, [{ ...changeOf(undefined, tx), ...opts }], tx.createdAt),
  ];
}

/**
 * The writes of changed transactions of one organisation (one, or a bulk approval): each new
 * version, refused unless the stored one is still in its `before` status and version
 * (`modifiedAt`), and the summaries' updates merged (one update per summary item).
 */
export function changedTransactionsItems(
  changes: readonly { before: AdvanceTransactionRecord; after: AdvanceTransactionRecord }[],
  at: number,
  opts: { notSentToBank?: boolean } = {},
): TransactItem[] {
  // The end-of-day batch also requires each transaction not yet sent to the bank.
  const notSent = opts.notSentToBank ? ' AND (attribute_not_exists(sentToBank) OR sentToBank = :notSent)' : '';
  const orgIds = new Set(changes.map((c) => c.after.orgId));
  if (orgIds.size > 1) throw new RangeError('Changes of one organisation at a time');
  return [
    ...changes.map(({ before, after }): TransactItem => ({
      Put: {
        Item: toAdvanceTransactionItem(after),
        ConditionExpression: `#status = :status AND modifiedAt = :seen${notSent}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': before.status,
          ':seen': before.modifiedAt,
          ...(notSent ? { ':notSent': false } : {}),
        },
      },
    })),
    ...summaryUpdateItems(
      [...orgIds][0] ?? '',
      changes.map(({ before, after }) => changeOf(before, after)),
      at,
    ),
  ];
}

/** Store a new transaction and count it in the summaries, in one DynamoDB transaction. */
export async function createAdvanceTransaction(
  tx: AdvanceTransactionRecord,
  opts: { maxWithdrawnThisPeriodSen?: number } = {},
): Promise<AdvanceTransactionRecord> {
  await table.transact(newTransactionItems(tx, opts));
  return tx;
}

/** Store a changed transaction and move it in the summaries, in one DynamoDB transaction. */
export async function updateAdvanceTransaction(
  before: AdvanceTransactionRecord,
  after: AdvanceTransactionRecord,
): Promise<AdvanceTransactionRecord> {
  await table.transact(changedTransactionsItems([{ before, after }], after.modifiedAt));
  return after;
}

/**
 * Store changes of several transactions of one organisation (summaries moved with them) in one
 * DynamoDB transaction: all or none. A change whose transaction is no longer as read refuses the
 * whole write (a WriteConflict).
 */
export async function updateAdvanceTransactions(
  changes: readonly { before: AdvanceTransactionRecord; after: AdvanceTransactionRecord }[],
  at: number,
): Promise<void> {
  await table.transact(changedTransactionsItems(changes, at));
}

/**
 * Write items built by {@link newTransactionItems} or {@link changedTransactionsItems}, with the
 * other records that must change with them (a withdrawal's frequency guard and consumed code,
 * end of day's conditions), in one DynamoDB transaction: all or none.
 */
export async function writeAdvanceTransactionItems(items: readonly TransactItem[]): Promise<void> {
  await table.transact(items);
}

/** A page of an organisation's month (GSI2) from `start`: one Query, or under a search (`keep`) those that fill it. */
async function queryOrgPeriod(periodKey: string, orgId: string, page: PageRequest & { newestFirst?: boolean }) {
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi2AdvancePeriod(periodKey, orgId) },
      ...(page.newestFirst ? { ScanIndexForward: false } : {}),
    },
    keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map((item) => fromAdvanceTransactionItem(item)), next: out.next };
}

/**
 * A page of a month's transactions (without `history`, which GSI2 does not project), with the
 * position to carry on from: of one organisation
 * (`orgId`: its GSI2 partition, oldest first or `newestFirst`; one Query), or of every
 * organisation (administrators: the organisations walked in id order, each oldest first; the page
 * fills within at most `WALK_READS_PER_PAGE` reads, short only when that bound is hit; the month
 * is over when `next` is undefined). A search (`keep`) reads at most `maxReads` (of each organisation on a walk).
 */
export async function listPeriodAdvanceTransactionsPage(
  periodKey: string,
  page: PageRequest & { orgId?: string; newestFirst?: boolean },
) {
  if (page.orgId) return queryOrgPeriod(periodKey, page.orgId, page);
  // A cursor sealed before the month was walked by organisation holds a bare key: ask for a reload.
  if (page.start !== undefined && !isWalkPosition(page.start))
    throw new AppError('INVALID_ARGUMENT', 'The page cursor is not valid; reload the list.', [
      { field: 'cursor', message: 'Not a cursor this list issued' },
    ]);
  return walkOrgsPage({
    start: page.start,
    limit: page.limit,
    read: (orgId, start, limit) => queryOrgPeriod(periodKey, orgId, { ...page, start, limit, newestFirst: false }),
  });
}

/** An employee's latest transactions, newest first (one descending Query on their prefix). */
export async function listLatestAdvanceTransactions(
  orgId: string,
  icNumber: string,
  limit: number,
): Promise<AdvanceTransactionRecord[]> {
  const out = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.advanceTransaction(orgId, icNumber, '').pk,
      ':sk': keys.advanceTransactionSkPrefix(icNumber),
    },
    ScanIndexForward: false,
    Limit: limit,
  });
  return (out.Items ?? []).map(fromAdvanceTransactionItem);
}

/** One transaction of an employee, or undefined. */
export async function getAdvanceTransaction(
  orgId: string,
  icNumber: string,
  txId: string,
): Promise<AdvanceTransactionRecord | undefined> {
  const out = await table.get({ Key: keys.advanceTransaction(orgId, icNumber, txId) });
  return out.Item ? fromAdvanceTransactionItem(out.Item) : undefined;
}

/**
 * The whole stored transactions (their `history` included, which the month index GSI2 does not
 * project) of these listed ones: BatchGets of 100, answered in the order given; ones gone are left out.
 */
export async function getAdvanceTransactionsInFull(
  txs: readonly Pick<AdvanceTransactionRecord, 'orgId' | 'employeeICNumber' | 'id'>[],
): Promise<AdvanceTransactionRecord[]> {
  const items = await table.batchGet(txs.map((t) => keys.advanceTransaction(t.orgId, t.employeeICNumber, t.id)));
  const byId = new Map(items.map((item) => [String(item.id), fromAdvanceTransactionItem(item)]));
  return txs.flatMap((t) => byId.get(t.id) ?? []);
}

/**
 * The Query of an employee's transactions (all, or of one period), newest first: their key prefix
 * descending (ULID ids, so creation order), the period a filter on it.
 */
function employeeTransactionsQuery(orgId: string, icNumber: string, periodKey: string | undefined) {
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ...(periodKey ? { FilterExpression: 'periodKey = :period' } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.advanceTransaction(orgId, icNumber, '').pk,
      ':sk': keys.advanceTransactionSkPrefix(icNumber),
      ...(periodKey ? { ':period': periodKey } : {}),
    },
    ScanIndexForward: false,
  };
}

/** An employee's transactions (all, or of one period), newest first. */
export async function listEmployeeAdvanceTransactions(
  orgId: string,
  icNumber: string,
  periodKey?: string,
): Promise<AdvanceTransactionRecord[]> {
  const items = await table.queryAll(employeeTransactionsQuery(orgId, icNumber, periodKey));
  return items.map(fromAdvanceTransactionItem);
}

/**
 * One page of an employee's transactions (all, or of one period), newest first, filled under the
 * period filter (lambdas/data/table/filled-pages.ts), so a page costs one request or a few, however long
 * the history.
 */
export async function listEmployeeAdvanceTransactionsPage(
  orgId: string,
  icNumber: string,
  page: { start?: Key; limit: number; periodKey?: string },
): Promise<{ items: AdvanceTransactionRecord[]; next?: Key }> {
  const out = await queryFilledPage({
    query: employeeTransactionsQuery(orgId, icNumber, page.periodKey),
    keyAttributes: ['pk', 'sk'],
    start: page.start,
    limit: page.limit,
  });
  return { items: out.items.map(fromAdvanceTransactionItem), ...(out.next ? { next: out.next } : {}) };
}

/**
 * Every transaction of one period: of one organisation, or (admins) of all; by organisation, then
 * oldest first. As the month index holds them: without `history` ({@link getAdvanceTransactionsInFull}).
 */
export async function listPeriodAdvanceTransactions(
  periodKey: string,
  orgId?: string,
): Promise<AdvanceTransactionRecord[]> {
  const readAll = async (org: string) => {
    const items = await table.queryAll({
      IndexName: 'GSI2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi2AdvancePeriod(periodKey, org) },
    });
    return items.map(fromAdvanceTransactionItem);
  };
  return orgId ? readAll(orgId) : walkAllOrgs(readAll);
}
