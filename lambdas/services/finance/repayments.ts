import { ulid } from 'ulid';
import { formatRm, negateSen, senToRm, subtractSen, ZERO_SEN, type Sen } from '../../../shared/domain/money/money';
import {
  repaymentListItem,
  repaymentTransactionToRm,
  settlementStatus,
  UPCOMING_SETTLEMENT_DAYS,
  type RepaymentDetail,
  type RepaymentListItem,
  type RepaymentRecord,
} from '../../../shared/domain/finance/repayment';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg, type Caller } from '../../core/caller';
import { reserveCreditItem, restoreCreditItem } from '../../data/finance/credit';
import { recordHistoryItem, listRecordHistory } from '../../data/table/record-history';
import { listRepaymentTransactions } from '../../data/finance/repayment-transactions';
import {
  deleteRepaymentItem,
  getSettledDisbursement,
  getStoredRepayment,
  linkDisbursementItem,
  listAllRepaymentsPage,
  listOrgRepayments,
  listOrgRepaymentsPage,
  newRepaymentItem,
  replaceRepaymentItem,
  requireStoredRepayment,
} from '../../data/finance/repayments';
import { conditionFailedAt, isWriteConflict, table, type TransactItem } from '../../data/table/table';
import { settlementAudit } from '../../data/finance/settlement-audit';
import { listSearchText } from '../../../shared/callables/list-search';
import { SEP, isSortedStart, pageOfSorted, searchKeep, servePage, type PageParams } from '../../data/table/paged-lists';

/**
 * Settlements (docs/rules.md#settlements): the reads of management and administrators, and the
 * administrators' create / update / delete. The credit line always equals the initial limit less
 * what is owed: every change of a settlement's amount due moves the organisation's available
 * credit by the same amount, in the same transaction. Amounts are sen throughout; the answers are
 * the lists' items in RM ({@link repaymentListItem}, the one conversion on the way out).
 */

const today = () => klDate();

/** The KL calendar date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

const changedMeanwhile = () =>
  new AppError('INVALID_STATE', 'The settlement was changed by someone else meanwhile. Reload and try again.');

/** `modifiedAt` as the caller read it must still be the stored one (409 otherwise). */
export function requireFresh(r: RepaymentRecord, modifiedAt: number | undefined): void {
  if (modifiedAt !== undefined && modifiedAt !== r.modifiedAt) throw changedMeanwhile();
}

/** The refusal of a transaction whose credit item (at `index`) was refused, else undefined. */
function creditShortfall(err: unknown, index: number, amountSen: Sen): AppError | undefined {
  if (!conditionFailedAt(err, index)) return undefined;
  return new AppError(
    'INVALID_STATE',
    `The organization's available credit no longer has ${formatRm(senToRm(amountSen))} to reserve for this settlement. ` +
      'Raise its credit limit first, then try again.',
  );
}

/** The stored settlement's columns a search of the list looks at: its disbursement's name and organisation. */
const settlementSearchValues = (item: Record<string, unknown>) => {
  const d = item.disbursement as { name?: unknown; orgName?: unknown } | undefined;
  return [d?.name, d?.orgName];
};

/**
 * One page of settlements: management its own organisation's (in the order they were created); an
 * administrator every organisation's by due date (GSI1), or the one named. `search` keeps those
 * whose disbursement's name or organisation's name contains it.
 */
export async function listRepayments(caller: Caller, orgId: string | undefined, params: PageParams, search?: string) {
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  const day = today();
  const keep = searchKeep(search, settlementSearchValues);
  const page = await servePage('repayments', [org ?? '*', listSearchText(search)], params, (request) =>
    org ? listOrgRepaymentsPage(org, { ...request, keep }) : listAllRepaymentsPage({}, { ...request, keep }),
  );
  return { ...page, items: page.items.map((r) => repaymentListItem(r, day)) };
}

/**
 * One page of the settlements with money due by 60 days from today, by due date (overdue ones
 * first: they are due earliest). An administrator's come from GSI1's due-date range; an
 * organisation's open settlements are few (those not yet paid), sorted after the read.
 */
export async function upcomingRepayments(caller: Caller, params: PageParams) {
  const day = today();
  const until = addDays(day, UPCOMING_SETTLEMENT_DAYS);
  const org = caller.isAdmin ? undefined : scopeOrg(caller, undefined);
  const filter = { openOnly: true, dueUntil: until };
  const toItems = <T extends { items: RepaymentRecord[] }>(page: T) => ({
    ...page,
    items: page.items.map((r) => repaymentListItem(r, day)),
  });
  if (!org)
    return toItems(
      await servePage('upcomingRepayments', ['*', until], params, (request) => listAllRepaymentsPage(filter, request)),
    );
  return toItems(
    await servePage(
      'upcomingRepayments',
      [org, until],
      params,
      async (request) =>
        pageOfSorted(await listOrgRepayments(org, filter), (r) => `${r.dueDate}${SEP}${r.id}`, request),
      isSortedStart,
    ),
  );
}

/** A settlement's page: figures, transactions (newest first) and history. */
export async function repaymentDetail(caller: Caller, repaymentId: string, orgId?: string): Promise<RepaymentDetail> {
  const org = scopeOrg(caller, orgId);
  const repayment = await requireStoredRepayment(org, repaymentId);
  const [transactions, history] = await Promise.all([
    listRepaymentTransactions(org, repaymentId),
    listRecordHistory(org, 'REPAYMENT', repaymentId),
  ]);
  return {
    ...repaymentListItem(repayment, today()),
    transactions: transactions.map((t) => repaymentTransactionToRm(t.transaction)),
    history,
  };
}

export interface NewSettlement {
  orgId: string;
  disbursementId: string;
  dueDate: string;
  amountDueSen: Sen;
  amountRepaidSen: Sen;
}

/**
 * An administrator creates the settlement of a completed disbursement that has none (its earlier
 * one was deleted): the disbursement points at it, and the amount due is reserved on the credit line.
 */
export async function createRepayment(caller: Caller, input: NewSettlement): Promise<RepaymentListItem> {
  const orgId = scopeOrg(caller, input.orgId);
  const disbursement = await getSettledDisbursement(orgId, input.disbursementId);
  if (!disbursement)
    throw new AppError('NOT_FOUND', 'Disbursement not found!', [
      { field: 'disbursementId', message: `There is no disbursement ${input.disbursementId} in this organisation` },
    ]);
  if (disbursement.status !== 'completed')
    throw new AppError('INVALID_STATE', 'Only a completed disbursement can be given a settlement.', [
      { field: 'disbursementId', message: `The disbursement is ${disbursement.status}` },
    ]);
  if (disbursement.repaymentId && (await getStoredRepayment(orgId, disbursement.repaymentId)))
    throw new AppError('INVALID_STATE', 'This disbursement already has a settlement.', [
      { field: 'disbursementId', message: `Settled by ${disbursement.repaymentId}` },
    ]);
  const now = epochSeconds();
  const by = callerName(caller);
  const repayment: RepaymentRecord = {
    id: ulid(),
    orgId,
    disbursementId: disbursement.id,
    disbursement: { orgName: disbursement.orgName, name: disbursement.name },
    dueDate: input.dueDate,
    amountDueSen: input.amountDueSen,
    amountRepaidSen: input.amountRepaidSen,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  };
  const dueSen = input.amountDueSen;
  const items: TransactItem[] = [
    newRepaymentItem(repayment),
    linkDisbursementItem(disbursement, repayment.id),
    reserveCreditItem(orgId, dueSen),
    recordHistoryItem(orgId, 'REPAYMENT', repayment.id, {
      at: now,
      by,
      action: 'created',
      to: settlementStatus(repayment),
      why: `Due ${repayment.dueDate}: ${formatRm(senToRm(repayment.amountDueSen))} due, ${formatRm(senToRm(repayment.amountRepaidSen))} repaid`,
    }),
    settlementAudit('created', undefined, repayment),
  ];
  try {
    await table.transact(items);
  } catch (err) {
    const credit = creditShortfall(err, 2, dueSen);
    if (credit) throw credit;
    if (conditionFailedAt(err, 1))
      throw new AppError(
        'INVALID_STATE',
        'The disbursement changed meanwhile (completed or settled). Reload and try again.',
      );
    throw err;
  }
  return repaymentListItem(repayment, today());
}

/** What changed, as the history says it. */
function changesText(before: RepaymentRecord, after: RepaymentRecord): string {
  const parts: string[] = [];
  if (before.dueDate !== after.dueDate) parts.push(`Due date ${before.dueDate} → ${after.dueDate}`);
  if (before.amountDueSen !== after.amountDueSen)
    parts.push(`Amount due ${formatRm(senToRm(before.amountDueSen))} → ${formatRm(senToRm(after.amountDueSen))}`);
  return parts.join('; ') || 'No change';
}

export interface SettlementChange {
  orgId: string;
  repaymentId: string;
  dueDate?: string;
  amountDueSen?: Sen;
  modifiedAt?: number;
}

/**
 * An administrator changes a settlement's due date and / or amount due. A different amount due
 * moves the credit line by the difference (a higher one reserves it, a lower one gives it back).
 */
export async function updateRepayment(caller: Caller, input: SettlementChange): Promise<RepaymentListItem> {
  const orgId = scopeOrg(caller, input.orgId);
  const before = await requireStoredRepayment(orgId, input.repaymentId);
  requireFresh(before, input.modifiedAt);
  const at = nextModifiedAt(before);
  const by = callerName(caller);
  const after: RepaymentRecord = {
    ...before,
    dueDate: input.dueDate ?? before.dueDate,
    amountDueSen: input.amountDueSen ?? before.amountDueSen,
    modifiedAt: at,
    modifiedBy: by,
  };
  const differenceSen = subtractSen(after.amountDueSen, before.amountDueSen);
  const items: TransactItem[] = [
    replaceRepaymentItem(before, after),
    recordHistoryItem(orgId, 'REPAYMENT', after.id, {
      at,
      by,
      action: 'updated',
      from: settlementStatus(before),
      to: settlementStatus(after),
      why: changesText(before, after),
    }),
  ];
  if (differenceSen > 0) items.push(reserveCreditItem(orgId, differenceSen));
  if (differenceSen < 0) items.push(restoreCreditItem(orgId, negateSen(differenceSen)));
  items.push(settlementAudit('changed', before, after));
  await transactSettlement(items, differenceSen > 0 ? differenceSen : ZERO_SEN);
  return repaymentListItem(after, today());
}

/** Run a settlement's transaction: its first item is the settlement, a credit reservation (if any) at index 2. */
async function transactSettlement(items: TransactItem[], reservedSen: Sen): Promise<void> {
  try {
    await table.transact(items);
  } catch (err) {
    const credit = reservedSen > 0 ? creditShortfall(err, 2, reservedSen) : undefined;
    if (credit) throw credit;
    if (isWriteConflict(err) && err.conditionFailed(0)) throw changedMeanwhile();
    throw err;
  }
}

/**
 * An administrator deletes a settlement without any transaction but voided ones: its amount due goes
 * back to the credit line and the disbursement no longer points at it (it can be given a new one).
 */
export async function deleteRepayment(
  caller: Caller,
  input: { orgId: string; repaymentId: string; modifiedAt?: number },
): Promise<RepaymentListItem> {
  const orgId = scopeOrg(caller, input.orgId);
  const before = await requireStoredRepayment(orgId, input.repaymentId);
  requireFresh(before, input.modifiedAt);
  const live = (await listRepaymentTransactions(orgId, before.id)).filter((t) => !t.transaction.isVoid);
  if (live.length > 0)
    throw new AppError(
      'INVALID_STATE',
      `This settlement cannot be deleted: it has ${live.length} settlement transaction(s). Void them first.`,
    );
  const at = nextModifiedAt(before);
  const by = callerName(caller);
  const items: TransactItem[] = [
    deleteRepaymentItem(before),
    recordHistoryItem(orgId, 'REPAYMENT', before.id, {
      at,
      by,
      action: 'deleted',
      from: settlementStatus(before),
      why: `${formatRm(senToRm(before.amountDueSen))} due given back to the credit line`,
    }),
  ];
  if (before.amountDueSen > 0) items.push(restoreCreditItem(orgId, before.amountDueSen));
  const disbursement = await getSettledDisbursement(orgId, before.disbursementId);
  if (disbursement?.repaymentId === before.id) items.push(linkDisbursementItem(disbursement, undefined));
  items.push(settlementAudit('deleted', before, undefined));
  await transactSettlement(items, ZERO_SEN);
  return repaymentListItem(before, today());
}
