import { ulid } from 'ulid';
import { asSen, rmToSen, senToRm, subtractSen, ZERO_SEN } from '../../shared/domain/money/money';
import type { DisbursementStatus } from '../../shared/domain/finance/disbursement';
import type { DisbursementRecord } from '../../shared/domain/finance/disbursement-record';
import type { RepaymentRecord } from '../../shared/domain/finance/repayment';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { reserveCreditItem } from '../../lambdas/data/finance/credit';
import { keys } from '../../lambdas/data/table/keys';
import { createOrg, getOrgRecord } from '../../lambdas/data/organisations/orgs';
import { newDisbursementItem } from '../../lambdas/data/finance/disbursements';
import { newRepaymentItem } from '../../lambdas/data/finance/repayments';
import { table } from '../../lambdas/data/table/table';
import { signIn } from './api';
import { createTestUser } from './users';

/**
 * Finance fixtures for the settlement tests. A completed disbursement (without payees: the
 * settlements never read them) is written straight to the table through the disbursements
 * repository, and its money moved as its approval and completion would (credit reserved,
 * settlement written). `completedDisbursement` could go through disbursements-create / approve /
 * process / complete instead, at the cost of employees with bank details per test organisation.
 */

/** A fresh organisation with a credit line (`creditRm`, all available) and a signed-in Manager, Executive and employee. */
export async function freshFinanceOrg(prefix = 'fin', creditRm = 50_000) {
  const id = `${prefix}-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  const name = `Finance Test ${id}`;
  await createOrg({
    id,
    tenantId: id,
    name,
    status: 'Active',
    domain: id,
    eBenefits: 'no',
    advancePay: 'no',
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: rmToSen(creditRm),
      creditLimitSen: rmToSen(creditRm),
      platformFeePercentage: 2,
      monthlyFeePercentage: 1,
    },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const [manager, executive, employee] = await Promise.all(
    (['Manager', 'Executive', 'employee'] as const).map(async (role) => {
      const user = await createTestUser({ role, orgId: id, acceptedTerms: true });
      return (await signIn(user.email, user.password)).idToken;
    }),
  );
  return { orgId: id, orgName: name, manager, executive, employee };
}
export type FinanceOrg = Awaited<ReturnType<typeof freshFinanceOrg>>;

/** The organisation's available credit (RM). */
export async function availableCredit(orgId: string): Promise<number> {
  const org = await getOrgRecord(orgId);
  const credit = org?.disbursements.creditLimitSen;
  return credit === undefined ? Number.NaN : senToRm(credit);
}

/** The months after `date` (YYYY-MM-DD), same day (clamped to the month's end). */
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const out = new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)));
  return out.toISOString().slice(0, 10);
}

/**
 * A completed disbursement of `totalRm` in the organisation (as if approved, processed and
 * completed): the credit reserved and its settlement written (amount due = total); with
 * `withSettlement` false, as if its settlement had been deleted (nothing reserved, no settlement).
 * Answers the disbursement id and the settlement id.
 */
export async function completedDisbursement(
  org: { orgId: string; orgName: string },
  opts: { totalRm?: number; name?: string; withSettlement?: boolean; status?: DisbursementStatus } = {},
): Promise<{ disbursementId: string; repaymentId: string }> {
  const { totalRm = 5250, name = `Advance ${ulid().slice(-6)}`, withSettlement = true, status = 'completed' } = opts;
  const id = ulid();
  const repaymentId = ulid();
  const now = epochSeconds();
  const date = klDate();
  const totalSen = rmToSen(totalRm);
  const feesSen = asSen(Math.round(totalSen * 0.05));
  const settled = withSettlement && status === 'completed';
  const repayment: RepaymentRecord = {
    id: repaymentId,
    orgId: org.orgId,
    disbursementId: id,
    disbursement: { orgName: org.orgName, name },
    dueDate: plusMonths(date, 2),
    amountDueSen: totalSen,
    amountRepaidSen: ZERO_SEN,
    createdAt: now,
    modifiedAt: now,
  };
  const disbursement: DisbursementRecord = {
    id,
    orgId: org.orgId,
    orgName: org.orgName,
    name,
    date,
    repaymentPeriod: 2,
    payeesType: 'employees',
    status,
    selectedPayees: [],
    disbursementTotalSen: subtractSen(totalSen, feesSen),
    platformFeeSen: feesSen,
    monthlyFeesTotalSen: ZERO_SEN,
    feesTotalSen: feesSen,
    totalSen,
    platformFeePercentage: 2,
    monthlyFeePercentage: 1,
    ...(status === 'completed' ? { dateCompleted: date } : {}),
    ...(settled ? { repaymentId } : {}),
    isDraft: false,
    createdAt: now,
    modifiedAt: now,
  };
  await table.transact([
    newDisbursementItem(disbursement),
    // What it owes is off the credit line: while processing, or through its settlement (a completed
    // one without a settlement is one whose settlement was deleted, which gave the amount back).
    ...(status === 'completed' && !settled ? [] : [reserveCreditItem(org.orgId, totalSen)]),
    ...(settled ? [newRepaymentItem(repayment)] : []),
  ]);
  return { disbursementId: id, repaymentId };
}

/** The stored transaction history row at this key (undefined when absent). */
export async function historyRow(orgId: string, paymentDate: string, id: string) {
  const { Item } = await table.get({ Key: keys.transactionHistory(orgId, paymentDate, id), ConsistentRead: true });
  return Item;
}

/** The organisation's SETTLEMENT history rows of one settlement transaction (by its `sourceId`). */
export async function historyRowsOf(orgId: string, sourceId: string) {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.disbursement(orgId, '').pk, ':sk': keys.transactionHistorySkPrefix() },
  });
  return items.filter((i) => i.sourceId === sourceId);
}

/** A disbursement's stored `repaymentId`. */
export async function disbursementRepaymentId(orgId: string, id: string): Promise<unknown> {
  const { Item } = await table.get({ Key: keys.disbursement(orgId, id), ConsistentRead: true });
  return Item?.repaymentId;
}
