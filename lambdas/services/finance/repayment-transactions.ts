import { ulid } from 'ulid';
import { addSen, formatRm, negateSen, senToRm, subtractSen, type Sen } from '../../../shared/domain/money/money';
import {
  applyPaymentSen,
  repaymentTransactionToRm,
  settlementDescription,
  settlementStatus,
  type RepaymentRecord,
  type RepaymentTransaction,
  type RepaymentTransactionRecord,
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
import { repaymentPaymentItem, requireStoredRepayment } from '../../data/finance/repayments';
import { settlementAudit } from '../../data/finance/settlement-audit';
import { conditionFailedAt, table, type TransactItem } from '../../data/table/table';
import { transactionHistoryPutItem } from '../../data/finance/transaction-history';

/**
 * Settlement transactions (docs/rules.md#settlements): each payment moves three things at once —
 * the settlement's amount due and amount repaid, the organisation's available credit, and its row of
 * the transaction history — in ONE DynamoDB transaction, so none moves without the others. A void
 * moves all three back exactly and is final. Amounts are sen throughout; the answers are the
 * transactions in RM ({@link repaymentTransactionToRm}, the one conversion on the way out).
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
const figures = (r: RepaymentRecord, amountSen: Sen): RepaymentRecord => ({
  ...r,
  amountDueSen: subtractSen(r.amountDueSen, amountSen),
  amountRepaidSen: addSen(r.amountRepaidSen, amountSen),
});

/** The settlement's history entry and audit entry (docs/rules.md#audit-trail) of a change of `amountSen` on it. */
function settlementHistory(
  s: RepaymentRecord,
  amountSen: Sen,
  entry: { at: number; by: string; action: string; why: string },
  auditAction: string,
): TransactItem[] {
  const after = figures(s, amountSen);
  return [
    recordHistoryItem(s.orgId, 'REPAYMENT', s.id, {
      ...entry,
      from: settlementStatus(s),
      to: settlementStatus(after),
    }),
    settlementAudit(auditAction, s, after, entry.why),
  ];
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

const overDue = (s: RepaymentRecord, amountSen: Sen) => () =>
  new AppError(
    'INVALID_STATE',
    `Amount Repaid (${formatRm(senToRm(amountSen))}) cannot be more than the amount due (${formatRm(senToRm(s.amountDueSen))}).`,
    [{ field: 'amountRepaid', message: `At most ${formatRm(senToRm(s.amountDueSen))}` }],
  );

const creditGone = (amountSen: Sen) => () =>
  new AppError(
    'INVALID_STATE',
    `The organization's available credit no longer has the ${formatRm(senToRm(amountSen))} this payment gave back ` +
      '(it has been used for another disbursement). Raise its credit limit first, then try again.',
  );

export interface NewPayment {
  orgId: string;
  repaymentId: string;
  paymentDate: string;
  amountRepaidSen: Sen;
}

/** What a payment writes: the settlement transaction, its history row, and the items of its one transaction. */
export interface PaymentWrite {
  transaction: RepaymentTransactionRecord;
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
  settlement: RepaymentRecord,
  payment: { paymentDate: string; amountRepaidSen: Sen },
  by: string,
  now: number,
): PaymentWrite {
  const orgId = settlement.orgId;
  const amountSen = payment.amountRepaidSen;
  const transaction: RepaymentTransactionRecord = {
    id: ulid(),
    orgId,
    disbursementId: settlement.disbursementId,
    repaymentId: settlement.id,
    paymentDate: payment.paymentDate,
    amountRepaidSen: amountSen,
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
      repaymentPaymentItem(orgId, settlement.id, amountSen, now, by),
      restoreCreditItem(orgId, amountSen),
      historyRowPut(settlement, transaction, historyRow, now),
      ...settlementHistory(
        settlement,
        amountSen,
        {
          at: now,
          by,
          action: 'transaction recorded',
          why: `${formatRm(senToRm(amountSen))} paid on ${payment.paymentDate}`,
        },
        'payment recorded',
      ),
    ],
  };
}

/** The refusal of a payment whose settlement item was refused: the amount due no longer covers it. */
export const paymentOverDue = (settlement: RepaymentRecord, amountSen: Sen): AppError =>
  overDue(settlement, amountSen)();

/** An administrator records a payment towards a settlement. */
export async function createRepaymentTransaction(caller: Caller, input: NewPayment): Promise<RepaymentTransaction> {
  const orgId = scopeOrg(caller, input.orgId);
  const settlement = await requireStoredRepayment(orgId, input.repaymentId);
  const amountSen = input.amountRepaidSen;
  const check = applyPaymentSen(settlement, amountSen);
  if (!check.ok)
    throw new AppError('INVALID_STATE', check.message, [{ field: 'amountRepaid', message: check.message }]);
  const payment = paymentWrite(settlement, input, callerName(caller), epochSeconds());
  await run(payment.items, { settlement: overDue(settlement, amountSen) });
  return repaymentTransactionToRm(payment.transaction);
}

/** The SETTLEMENT row of the transaction history of a payment. */
const historyRowPut = (s: RepaymentRecord, t: RepaymentTransactionRecord, row: HistoryRowRef, at: number) =>
  transactionHistoryPutItem({
    id: row.id,
    orgId: t.orgId,
    orgName: s.disbursement.orgName,
    amountSen: t.amountRepaidSen,
    description: settlementDescription(s.disbursement.name),
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
  amountRepaidSen?: Sen;
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
  const after: RepaymentTransactionRecord = {
    ...before.transaction,
    paymentDate: input.paymentDate ?? before.transaction.paymentDate,
    amountRepaidSen: input.amountRepaidSen ?? before.transaction.amountRepaidSen,
    modifiedAt: now,
    modifiedBy: by,
  };
  const differenceSen = subtractSen(after.amountRepaidSen, before.transaction.amountRepaidSen);
  if (differenceSen > 0) {
    const check = applyPaymentSen(settlement, differenceSen);
    if (!check.ok)
      throw new AppError(
        'INVALID_STATE',
        `Amount Repaid cannot be more than ${formatRm(senToRm(addSen(settlement.amountDueSen, before.transaction.amountRepaidSen)))}.`,
        [{ field: 'amountRepaid', message: check.message }],
      );
  }
  const dateMoved = after.paymentDate !== before.historyRow.paymentDate;
  const row: HistoryRowRef = dateMoved
    ? { paymentDate: after.paymentDate, id: before.historyRow.id }
    : before.historyRow;
  const items: TransactItem[] = [
    replaceRepaymentTransactionItem(before, after, row),
    repaymentPaymentItem(orgId, settlement.id, differenceSen, now, by),
  ];
  if (differenceSen > 0) items.push(restoreCreditItem(orgId, differenceSen));
  else if (differenceSen < 0) items.push(reserveCreditItem(orgId, negateSen(differenceSen)));
  if (dateMoved)
    items.push(
      deleteTransactionHistoryItem(orgId, before.historyRow.paymentDate, before.historyRow.id),
      historyRowPut(settlement, after, row, now),
    );
  else if (differenceSen !== 0)
    items.push(setTransactionHistoryAmountItem(orgId, row.paymentDate, row.id, after.amountRepaidSen));
  const changes = [
    differenceSen !== 0
      ? `amount ${formatRm(senToRm(before.transaction.amountRepaidSen))} → ${formatRm(senToRm(after.amountRepaidSen))}`
      : '',
    dateMoved ? `payment date ${before.transaction.paymentDate} → ${after.paymentDate}` : '',
  ].filter(Boolean);
  items.push(
    ...settlementHistory(
      settlement,
      differenceSen,
      {
        at: now,
        by,
        action: 'transaction updated',
        why: `Settlement transaction ${after.id}: ${changes.join('; ') || 'no change'}`,
      },
      'payment changed',
    ),
  );
  await run(items, {
    settlement: differenceSen > 0 ? overDue(settlement, differenceSen) : () => transactionChanged(),
    credit: differenceSen < 0 ? creditGone(negateSen(differenceSen)) : undefined,
  });
  return repaymentTransactionToRm(after);
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
  const after: RepaymentTransactionRecord = { ...before.transaction, isVoid: true, modifiedAt: now, modifiedBy: by };
  const amountSen = before.transaction.amountRepaidSen;
  try {
    await run(
      [
        replaceRepaymentTransactionItem(before, after, before.historyRow),
        repaymentPaymentItem(orgId, settlement.id, negateSen(amountSen), now, by),
        reserveCreditItem(orgId, amountSen),
        voidTransactionHistoryItem(orgId, before.historyRow.paymentDate, before.historyRow.id),
        ...settlementHistory(
          settlement,
          negateSen(amountSen),
          {
            at: now,
            by,
            action: 'transaction voided',
            why: `${formatRm(senToRm(amountSen))} paid on ${before.transaction.paymentDate} voided`,
          },
          'payment voided',
        ),
      ],
      { settlement: () => transactionChanged(), credit: creditGone(amountSen) },
    );
  } catch (err) {
    // Voided by someone else meanwhile: the same answer as voiding a voided one.
    if (err instanceof AppError && err.message === transactionChanged().message) {
      const now = await requireRepaymentTransaction(orgId, input.repaymentId, input.id);
      if (now.transaction.isVoid) throw alreadyVoid();
    }
    throw err;
  }
  return repaymentTransactionToRm(after);
}
