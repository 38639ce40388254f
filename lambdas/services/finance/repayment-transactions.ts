import { ulid } from 'ulid';
import { formatRm, rmToSen, senToRm } from '../../../shared/domain/money/money';
import {
  applyPaymentSen,
  settlementDescription,
  settlementStatus,
  type Repayment,
  type RepaymentTransaction,
} from '../../../shared/domain/finance/repayment';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg, type Caller } from '../../core/caller';
import { reserveCreditItem, restoreCreditItem } from '../../data/finance/credit';
import { recordHistoryItem } from '../../data/table/record-history';
import {
  deleteTransactionHistoryItem,
  newRepaymentTransactionItem,
  replaceRepaymentTransactionItem,
  requireRepaymentTransaction,
  setTransactionHistoryAmountItem,
  voidTransactionHistoryItem,
  type HistoryRowRef,
  type StoredRepaymentTransaction,
} from '../../data/finance/repayment-transactions';
import { repaymentPaymentItem, requireStoredRepayment, type StoredRepayment } from '../../data/finance/repayments';
import { conditionFailedAt, table, type TransactItem } from '../../data/table/table';
import { transactionHistoryPutItem } from '../../data/finance/transaction-history';

/**
 * Settlement transactions (docs/rules.md#settlements): each payment moves three things at once —
 * the settlement's amount due and amount repaid, the organisation's available credit, and its row of
 * the transaction history — in ONE DynamoDB transaction, so none moves without the others. A void
 * moves all three back exactly and is final.
 */

/** Positions of the items in every transaction below (the refusal of each is told apart by it). */
const AT = { transaction: 0, settlement: 1, credit: 2 } as const;

const alreadyVoid = () =>
  new AppError('INVALID_STATE', 'This settlement transaction is voided: it cannot be changed or voided again.');
const transactionChanged = () =>
  new AppError(
    'INVALID_STATE',
    'The settlement transaction was changed by someone else meanwhile. Reload and try again.',
  );

/** The figures of a settlement after a change of `amountSen` (negative: given back), for its history. */
const figures = (r: Repayment, amountSen: number): Repayment => ({
  ...r,
  amountDue: senToRm(rmToSen(r.amountDue) - amountSen),
  amountRepaid: senToRm(rmToSen(r.amountRepaid) + amountSen),
});

/** The settlement's history entry of a change of `amountSen` on it. */
function settlementHistory(
  s: StoredRepayment,
  amountSen: number,
  entry: { at: number; by: string; action: string; why: string },
): TransactItem {
  const after = figures(s.repayment, amountSen);
  return recordHistoryItem(s.repayment.orgId, 'REPAYMENT', s.repayment.id, {
    ...entry,
    from: settlementStatus(s.repayment),
    to: settlementStatus(after),
  });
}

/** Run a transaction laid out as {@link AT}, telling apart why it was refused. */
async function run(items: TransactItem[], refusals: { settlement: () => AppError; credit?: () => AppError }) {
  try {
    await table.transact(items);
  } catch (err) {
    if (conditionFailedAt(err, AT.transaction)) throw transactionChanged();
    if (conditionFailedAt(err, AT.settlement)) throw refusals.settlement();
    if (refusals.credit && conditionFailedAt(err, AT.credit)) throw refusals.credit();
    throw err;
  }
}

const overDue = (s: StoredRepayment, amountSen: number) => () =>
  new AppError(
    'INVALID_STATE',
    `Amount Repaid (${formatRm(senToRm(amountSen))}) cannot be more than the amount due (${formatRm(senToRm(s.amountDueSen))}).`,
    [{ field: 'amountRepaid', message: `At most ${formatRm(senToRm(s.amountDueSen))}` }],
  );

const creditGone = (amountSen: number) => () =>
  new AppError(
    'INVALID_STATE',
    `The organization's available credit no longer has the ${formatRm(senToRm(amountSen))} this payment gave back ` +
      '(it has been used for another disbursement). Raise its credit limit first, then try again.',
  );

export interface NewPayment {
  orgId: string;
  repaymentId: string;
  paymentDate: string;
  amountRepaid: number;
}

/** What a payment writes: the settlement transaction, its history row, and the items of its one transaction. */
export interface PaymentWrite {
  transaction: RepaymentTransaction;
  historyRow: HistoryRowRef;
  /** Laid out as {@link PAYMENT_ITEM_AT}; a caller may append its own items after them. */
  items: TransactItem[];
}

/** Positions of a payment's items (a refusal of the settlement item means the amount due no longer covers it). */
export const PAYMENT_ITEM_AT = AT;

/**
 * The one transaction of a payment of `amountRepaid` towards a settlement as read, by `by` at `now`:
 * the settlement transaction, the settlement's amounts, the credit given back, the SETTLEMENT row of
 * the transaction history and the settlement's history entry. An administrator's payment
 * (repaymentTransactions-create) and a settlement file's row (lambdas/services/finance/partner-import-settlements.ts)
 * both write exactly these.
 */
export function paymentWrite(
  settlement: StoredRepayment,
  payment: { paymentDate: string; amountRepaid: number },
  by: string,
  now: number,
): PaymentWrite {
  const orgId = settlement.repayment.orgId;
  const amountSen = rmToSen(payment.amountRepaid);
  const transaction: RepaymentTransaction = {
    id: ulid(),
    orgId,
    disbursementId: settlement.repayment.disbursementId,
    repaymentId: settlement.repayment.id,
    paymentDate: payment.paymentDate,
    amountRepaid: payment.amountRepaid,
    isVoid: false,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  };
  const historyRow: HistoryRowRef = { paymentDate: payment.paymentDate, id: ulid() };
  return {
    transaction,
    historyRow,
    items: [
      newRepaymentTransactionItem(transaction, historyRow),
      repaymentPaymentItem(orgId, settlement.repayment.id, amountSen, now, by),
      restoreCreditItem(orgId, amountSen),
      historyRowPut(settlement, transaction, historyRow, now),
      settlementHistory(settlement, amountSen, {
        at: now,
        by,
        action: 'transaction recorded',
        why: `${formatRm(payment.amountRepaid)} paid on ${payment.paymentDate}`,
      }),
    ],
  };
}

/** The refusal of a payment whose settlement item was refused: the amount due no longer covers it. */
export const paymentOverDue = (settlement: StoredRepayment, amountSen: number): AppError =>
  overDue(settlement, amountSen)();

/** An administrator records a payment towards a settlement. */
export async function createRepaymentTransaction(caller: Caller, input: NewPayment): Promise<RepaymentTransaction> {
  const orgId = scopeOrg(caller, input.orgId);
  const settlement = await requireStoredRepayment(orgId, input.repaymentId);
  const amountSen = rmToSen(input.amountRepaid);
  const check = applyPaymentSen(settlement, amountSen);
  if (!check.ok)
    throw new AppError('INVALID_STATE', check.message, [{ field: 'amountRepaid', message: check.message }]);
  const payment = paymentWrite(settlement, input, callerName(caller), epochSeconds());
  await run(payment.items, { settlement: overDue(settlement, amountSen) });
  return payment.transaction;
}

/** The SETTLEMENT row of the transaction history of a payment. */
const historyRowPut = (s: StoredRepayment, t: RepaymentTransaction, row: HistoryRowRef, at: number) =>
  transactionHistoryPutItem({
    id: row.id,
    orgId: t.orgId,
    orgName: s.repayment.disbursement.orgName,
    amount: t.amountRepaid,
    description: settlementDescription(s.repayment.disbursement.name),
    paymentDate: row.paymentDate,
    status: 'COMPLETED',
    type: 'SETTLEMENT',
    sourceId: t.id,
    createdAt: at,
  });

/** A live settlement transaction of the settlement (404 when absent, 409 when voided). */
async function requireLive(orgId: string, repaymentId: string, id: string): Promise<StoredRepaymentTransaction> {
  const stored = await requireRepaymentTransaction(orgId, repaymentId, id);
  if (stored.transaction.isVoid) throw alreadyVoid();
  return stored;
}

export interface PaymentChange {
  orgId: string;
  repaymentId: string;
  id: string;
  paymentDate?: string;
  amountRepaid?: number;
  modifiedAt?: number;
}

/**
 * An administrator corrects a payment: a different amount moves the difference on the settlement and
 * the credit line (a lower one reserves the difference again); a different date moves its history row.
 */
export async function updateRepaymentTransaction(caller: Caller, input: PaymentChange): Promise<RepaymentTransaction> {
  const orgId = scopeOrg(caller, input.orgId);
  const settlement = await requireStoredRepayment(orgId, input.repaymentId);
  const before = await requireLive(orgId, input.repaymentId, input.id);
  if (input.modifiedAt !== undefined && input.modifiedAt !== before.transaction.modifiedAt) throw transactionChanged();
  const now = Math.max(epochSeconds(), before.transaction.modifiedAt + 1);
  const by = callerName(caller);
  const after: RepaymentTransaction = {
    ...before.transaction,
    paymentDate: input.paymentDate ?? before.transaction.paymentDate,
    amountRepaid: input.amountRepaid ?? before.transaction.amountRepaid,
    modifiedAt: now,
    modifiedBy: by,
  };
  const differenceSen = rmToSen(after.amountRepaid) - before.amountSen;
  if (differenceSen > 0) {
    const check = applyPaymentSen(settlement, differenceSen);
    if (!check.ok)
      throw new AppError(
        'INVALID_STATE',
        `Amount Repaid cannot be more than ${formatRm(senToRm(settlement.amountDueSen + before.amountSen))}.`,
        [{ field: 'amountRepaid', message: check.message }],
      );
  }
  const dateMoved = after.paymentDate !== before.historyRow.paymentDate;
  const row: HistoryRowRef = dateMoved
    ? { paymentDate: after.paymentDate, id: before.historyRow.id }
    : before.historyRow;
  const items: TransactItem[] = [
    replaceRepaymentTransactionItem(before, after, row),
    repaymentPaymentItem(orgId, settlement.repayment.id, differenceSen, now, by),
  ];
  if (differenceSen > 0) items.push(restoreCreditItem(orgId, differenceSen));
  else if (differenceSen < 0) items.push(reserveCreditItem(orgId, -differenceSen));
  if (dateMoved)
    items.push(
      deleteTransactionHistoryItem(orgId, before.historyRow.paymentDate, before.historyRow.id),
      historyRowPut(settlement, after, row, now),
    );
  else if (differenceSen !== 0)
    items.push(setTransactionHistoryAmountItem(orgId, row.paymentDate, row.id, after.amountRepaid));
  const changes = [
    differenceSen !== 0 ? `amount ${formatRm(before.transaction.amountRepaid)} → ${formatRm(after.amountRepaid)}` : '',
    dateMoved ? `payment date ${before.transaction.paymentDate} → ${after.paymentDate}` : '',
  ].filter(Boolean);
  items.push(
    settlementHistory(settlement, differenceSen, {
      at: now,
      by,
      action: 'transaction updated',
      why: `Settlement transaction ${after.id}: ${changes.join('; ') || 'no change'}`,
    }),
  );
  await run(items, {
    settlement: differenceSen > 0 ? overDue(settlement, differenceSen) : () => transactionChanged(),
    credit: differenceSen < 0 ? creditGone(-differenceSen) : undefined,
  });
  return after;
}

/**
 * An administrator voids a payment, for good: the amount due rises and the amount repaid falls by
 * exactly its amount, the credit it gave back is reserved again, and its history row becomes VOIDED.
 */
export async function voidRepaymentTransaction(
  caller: Caller,
  input: { orgId: string; repaymentId: string; id: string },
): Promise<RepaymentTransaction> {
  const orgId = scopeOrg(caller, input.orgId);
  const settlement = await requireStoredRepayment(orgId, input.repaymentId);
  const before = await requireLive(orgId, input.repaymentId, input.id);
  const now = Math.max(epochSeconds(), before.transaction.modifiedAt + 1);
  const by = callerName(caller);
  const after: RepaymentTransaction = { ...before.transaction, isVoid: true, modifiedAt: now, modifiedBy: by };
  try {
    await run(
      [
        replaceRepaymentTransactionItem(before, after, before.historyRow),
        repaymentPaymentItem(orgId, settlement.repayment.id, -before.amountSen, now, by),
        reserveCreditItem(orgId, before.amountSen),
        voidTransactionHistoryItem(orgId, before.historyRow.paymentDate, before.historyRow.id),
        settlementHistory(settlement, -before.amountSen, {
          at: now,
          by,
          action: 'transaction voided',
          why: `${formatRm(before.transaction.amountRepaid)} paid on ${before.transaction.paymentDate} voided`,
        }),
      ],
      { settlement: () => transactionChanged(), credit: creditGone(before.amountSen) },
    );
  } catch (err) {
    // Voided by someone else meanwhile: the same answer as voiding a voided one.
    if (err instanceof AppError && err.message === transactionChanged().message) {
      const now = await requireRepaymentTransaction(orgId, input.repaymentId, input.id);
      if (now.transaction.isVoid) throw alreadyVoid();
    }
    throw err;
  }
  return after;
}
