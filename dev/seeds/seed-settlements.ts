import { asSen, rmToSen, senToRm, subtractSen, sumSen } from '../../shared/domain/money/money';
import {
  settlementDescription,
  type RepaymentRecord,
  type RepaymentTransactionRecord,
} from '../../shared/domain/finance/repayment';
import { klDate } from '../../shared/domain/time/time';
import { restoreCreditItem } from '../../lambdas/data/finance/credit';
import { keys } from '../../lambdas/data/table/keys';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import { recordHistoryItem } from '../../lambdas/data/table/record-history';
import { newRepaymentTransactionItem } from '../../lambdas/data/finance/repayment-transactions';
import { newRepaymentItem } from '../../lambdas/data/finance/repayments';
import { conditionFailedAt, table } from '../../lambdas/data/table/table';
import { transactionHistoryPutItem } from '../../lambdas/data/finance/transaction-history';

/** Fixed ids, so a second run finds what the first wrote (the disbursements seed names the settlement). */
export const DEMO_REPAYMENT_ID = '01JDEMO0REPAYMENT000000001';
export const DEMO_COMPLETED_DISBURSEMENT_ID = '01JDEMO0D1SB0C0MP1ETED0001';
const DEMO_TRANSACTION_IDS = ['01JDEMO0REPAYTX00000000001', '01JDEMO0REPAYTX00000000002'] as const;
const DEMO_HISTORY_ROW_IDS = ['01JDEMO0TXNHIST0SETTLE0001', '01JDEMO0TXNHIST0SETTLE0002'] as const;

const ADMIN = 'Aminah Ismail';
const DAY = 24 * 60 * 60;
/** The completed disbursement's total (what the settlement started at), unless its item says otherwise. */
const TOTAL_RM = 5250;
/** The two payments recorded so far: a partial repayment. */
const PAYMENTS_RM = [1000, 750] as const;

/** The KL calendar date `days` after `date`. */
function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The same day `months` later (clamped to the month's end). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

const secondsOf = (date: string) => Math.floor(Date.parse(`${date}T10:00:00+08:00`) / 1000);

/**
 * Demo's settlement of its completed disbursement (RM 5,250, dated 45 days ago, repaid over 2
 * months), partly repaid: RM 1,000 and RM 750 so far, so RM 3,500 is still due. In one
 * transaction with its two settlement transactions, their SETTLEMENT rows of the transaction history,
 * the credit they gave back and the settlement's history; written once (a second run finds it and
 * writes nothing).
 */
export async function seedSettlements(now: number): Promise<boolean> {
  const org = await getOrg('demo');
  if (!org) return false;
  // The disbursement's own figures when the disbursements seed wrote it (its name, date, period and
  // total); otherwise the ones it is seeded with.
  const stored = await table.get({ Key: keys.disbursement('demo', DEMO_COMPLETED_DISBURSEMENT_ID) });
  const d = stored.Item ?? {};
  const disbursementDate = typeof d.date === 'string' ? d.date : addDays(klDate(new Date(now * 1000)), -45);
  const period = typeof d.repaymentPeriod === 'number' ? d.repaymentPeriod : 2;
  const totalSen = typeof d.totalSen === 'number' ? asSen(d.totalSen) : rmToSen(TOTAL_RM);
  const name = typeof d.name === 'string' ? d.name : 'Year-end bonus advance';
  const completedAt = secondsOf(typeof d.dateCompleted === 'string' ? d.dateCompleted : disbursementDate);
  const repaidSen = sumSen(PAYMENTS_RM.map(rmToSen));
  const repayment: RepaymentRecord = {
    id: DEMO_REPAYMENT_ID,
    orgId: 'demo',
    disbursementId: DEMO_COMPLETED_DISBURSEMENT_ID,
    disbursement: { orgName: org.name, name },
    dueDate: addMonths(disbursementDate, period),
    amountDueSen: subtractSen(totalSen, repaidSen),
    amountRepaidSen: repaidSen,
    createdAt: completedAt,
    createdBy: ADMIN,
    modifiedAt: completedAt + 30 * DAY,
    modifiedBy: ADMIN,
  };
  const payments = PAYMENTS_RM.map((amountRm, i) => {
    const paymentDate = addDays(disbursementDate, 15 * (i + 1));
    const at = secondsOf(paymentDate);
    const transaction: RepaymentTransactionRecord = {
      id: DEMO_TRANSACTION_IDS[i] ?? '',
      orgId: 'demo',
      disbursementId: DEMO_COMPLETED_DISBURSEMENT_ID,
      repaymentId: DEMO_REPAYMENT_ID,
      paymentDate,
      amountRepaidSen: rmToSen(amountRm),
      isVoid: false,
      createdAt: at,
      createdBy: ADMIN,
      modifiedAt: at,
      modifiedBy: ADMIN,
    };
    return { transaction, row: { paymentDate, id: DEMO_HISTORY_ROW_IDS[i] ?? '' }, at };
  });
  let dueSen = totalSen;
  try {
    await table.transact([
      // First: the settlement's own condition makes a second run write nothing.
      newRepaymentItem(repayment),
      restoreCreditItem('demo', repaidSen),
      recordHistoryItem('demo', 'REPAYMENT', DEMO_REPAYMENT_ID, {
        at: completedAt,
        by: ADMIN,
        action: 'created',
        to: 'Pending Settlement',
        why: `Disbursement ${name} completed`,
      }),
      ...payments.flatMap(({ transaction: t, row, at }) => {
        const from = dueSen === totalSen ? 'Pending Settlement' : 'Partial Settlement';
        dueSen = subtractSen(dueSen, t.amountRepaidSen);
        return [
          newRepaymentTransactionItem(t, row),
          transactionHistoryPutItem({
            id: row.id,
            orgId: 'demo',
            orgName: org.name,
            amountSen: t.amountRepaidSen,
            description: settlementDescription(name),
            paymentDate: row.paymentDate,
            status: 'COMPLETED',
            type: 'SETTLEMENT',
            sourceId: t.id,
            createdAt: at,
          }),
          recordHistoryItem('demo', 'REPAYMENT', DEMO_REPAYMENT_ID, {
            at,
            by: ADMIN,
            action: 'transaction recorded',
            from,
            to: 'Partial Settlement',
            why: `RM ${senToRm(t.amountRepaidSen).toLocaleString('en-MY', { minimumFractionDigits: 2 })} paid on ${t.paymentDate}`,
          }),
        ];
      }),
    ]);
    return true;
  } catch (err) {
    // Written by an earlier run: nothing more to do.
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}
