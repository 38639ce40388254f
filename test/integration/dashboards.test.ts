import { monotonicFactory } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_STATUSES,
  type AdvanceStatus,
  type AdvanceTransactionRecord,
} from '../../shared/domain/advance-pay/advance-transaction';
import { earnedWagesSen, MONTHS, periodFromParts, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen, rmToSen, senToRm } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { expectedCreditDateOf } from '../../shared/domain/time/working-days';
import { decisionDueAt } from '../../shared/domain/advance-pay/approval-deadline';
import { businessCalendar } from '../../lambdas/data/calendar/calendar-read';
import { getOrgMonthSummary, getWithdrawnThisPeriodSen } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import {
  changedTransactionsItems,
  createAdvanceTransaction,
  listEmployeeAdvanceTransactions,
  updateAdvanceTransaction,
} from '../../lambdas/data/advance-pay/advance-transactions';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { table } from '../../lambdas/data/table/table';
import { updateUser } from '../../lambdas/data/identity/users';
import { callApi, callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import { createTestUser } from '../support/users';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PROFILE_NOT_FOUND = 'Profile not found! Please ask your manager to upload your profile.';
const ulid = monotonicFactory();
const now = new Date();
const current = periodOf(now);
/** Another month of this year (January, or February in January). */
const other = periodFromParts(current.year, current.month === 1 ? 2 : 1);

/** Earned wages of a salary for today, as the API would answer now (a call may straddle Malaysian midnight). */
const earnedNow = (salarySen: number) => [
  senToRm(earnedWagesSen(asSen(salarySen), now)),
  senToRm(earnedWagesSen(asSen(salarySen), new Date())),
];

/**
 * A fresh organisation of this file's own (so the Advance Pay figures written here are exact and
 * no other test's data moves them), with one approved employee who has a login.
 */
async function freshOrg() {
  const at = epochSeconds();
  const orgId = `dash-${ulid().toLowerCase()}`;
  await createOrg({
    id: orgId,
    tenantId: orgId,
    name: 'Dashboard Test Sdn Bhd',
    status: 'Active',
    eBenefits: 'no',
    advancePay: 'yes',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: at,
    modifiedAt: at,
  });
  const ic = `DASH${Date.now()}`.slice(0, 20);
  await createEmployee({
    employeeICNumber: ic,
    orgId,
    firstName: 'Nur',
    lastName: 'Aisyah',
    name: 'Nur Aisyah',
    status: 'approved',
    salarySen: asSen(300_000),
    advancePayWithdrawalsDisabled: false,
    createdAt: at,
    modifiedAt: at,
  });
  const login = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
  await updateUser(orgId, login.id, { employeeICNumber: ic }, at);
  const manager = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  return {
    orgId,
    ic,
    employee: (await signIn(login.email, login.password)).idToken,
    manager: (await signIn(manager.email, manager.password)).idToken,
  };
}

/** A withdrawal of `amount` RM as the Advance Pay issue will store it (in sen), written through the repository (summaries included). */
async function withdraw(
  orgId: string,
  ic: string,
  amount: number,
  reasonForWithdrawal: string,
  period = current,
  maxWithdrawnThisPeriodSen?: number,
): Promise<AdvanceTransactionRecord> {
  const at = epochSeconds();
  return createAdvanceTransaction(
    {
      id: ulid(),
      orgId,
      employeeICNumber: ic,
      status: 'pending',
      period: period.text,
      periodKey: period.key,
      amountSen: rmToSen(amount),
      reasonForWithdrawal,
      createdBy: 'test',
      createdAt: at,
      modifiedAt: at,
    },
    { maxWithdrawnThisPeriodSen },
  );
}

async function move(tx: AdvanceTransactionRecord, ...statuses: AdvanceStatus[]): Promise<AdvanceTransactionRecord> {
  let last = tx;
  for (const status of statuses) {
    const next: AdvanceTransactionRecord = {
      ...last,
      status,
      modifiedAt: last.modifiedAt + 1,
      modifiedBy: 'test',
      ...(status === 'completed' ? { transferDate: '2026-11-20' } : {}),
      ...(status === 'rejected' ? { reason: 'Not this month' } : {}),
    };
    last = await updateAdvanceTransaction(last, next);
  }
  return last;
}

let otherEmployee: string;
let otherManager: string;
let admin: string;
beforeAll(async () => {
  [otherEmployee, otherManager, admin] = await Promise.all(
    ['employee@other.test', 'manager@other.test', 'admin@platform.test'].map(
      async (e) => (await signIn(e, DEMO_PASSWORD)).idToken,
    ),
  );
});

describe('advancePayEmployee-employeeDashboard', () => {
  it('gives an employee without withdrawals the earned wages of their salary for today, and zeros', async () => {
    const org = await freshOrg();
    const res = await callApi('advancePayEmployee-employeeDashboard', {}, org.employee);
    expectOk(res);
    expect(earnedNow(300_000)).toContain(res.body.earnedWages);
    expect(res.body.earnedWages).toBeGreaterThan(0);
    expect(res.body).toMatchObject({
      period: current.text,
      processing: 0,
      withdrawnAmount: 0,
      percentageWithdrawn: 0,
      balance: res.body.earnedWages,
      reasons: [],
      latestTransactions: [],
    });
    expect(res.body.yearlySummary).toEqual(MONTHS.map((month) => ({ month, value: 0 })));
  });

  it('gives employee@other.test the figures of their demo withdrawals (seeded), from the summaries', async () => {
    const res = await callApi('advancePayEmployee-employeeDashboard', {}, otherEmployee);
    expectOk(res);
    expect(earnedNow(380_000)).toContain(res.body.earnedWages);
    const txs = await listEmployeeAdvanceTransactions('other', '920202106789');
    expect(txs.length).toBeGreaterThan(0);
    const sumSen = (periodKey: string, statuses: readonly string[]) =>
      asSen(
        txs
          .filter((t) => t.periodKey === periodKey && statuses.includes(t.status))
          .reduce((s, t) => s + t.amountSen, 0),
      );
    // every live request counts as withdrawn (pending included); In Processing is the part not yet paid out
    expect(res.body.withdrawnAmount).toBe(senToRm(sumSen(current.key, LIMIT_STATUSES)));
    expect(res.body.processing).toBe(senToRm(sumSen(current.key, ['pending', 'approved', 'processing'])));
    const earnedSen = rmToSen(res.body.earnedWages);
    expect(rmToSen(res.body.balance)).toBe(Math.max(0, earnedSen - sumSen(current.key, LIMIT_STATUSES)));
    expect(res.body.yearlySummary).toEqual(
      MONTHS.map((month, i) => ({
        month,
        value: senToRm(sumSen(periodFromParts(current.year, i + 1).key, LIMIT_STATUSES)),
      })),
    );
    const reasons = new Map<string, number>();
    for (const t of txs.filter(
      (x) => x.periodKey.startsWith(`${current.year}-`) && (LIMIT_STATUSES as readonly string[]).includes(x.status),
    )) {
      reasons.set(t.reasonForWithdrawal, (reasons.get(t.reasonForWithdrawal) ?? 0) + t.amountSen);
    }
    expect(
      new Map((res.body.reasons as { reason: string; amount: number }[]).map((r) => [r.reason, rmToSen(r.amount)])),
    ).toEqual(reasons);
    // The ten newest, newest first.
    expect((res.body.latestTransactions as { id: string }[]).map((t) => t.id)).toEqual(
      txs.slice(0, 10).map((t) => t.id),
    );
  });

  it('counts a pending request the same in every card, chart and table: as withdrawn, in processing until paid out', async () => {
    // prepare: this month one pending, one approved, one completed and one rejected request; one completed in another month
    const org = await freshOrg();
    const pending = await withdraw(org.orgId, org.ic, 150.5, 'Rent');
    const approved = await move(await withdraw(org.orgId, org.ic, 120, 'Medical'), 'approved');
    const completed = await move(
      await withdraw(org.orgId, org.ic, 200, 'Medical'),
      'approved',
      'processing',
      'completed',
    );
    const rejected = await move(await withdraw(org.orgId, org.ic, 300, 'Rent'), 'rejected');
    const earlier = await move(
      await withdraw(org.orgId, org.ic, 100, 'Education', other),
      'approved',
      'processing',
      'completed',
    );

    // The organisation's approval time: 2 working hours (the pending one's decision is due 2 h after it was made).
    expectOk(await callApi('settings-updateEscalation', { approvalHours: 2, backupApproverEmail: null }, org.manager));

    // act
    const before = new Date();
    const res = await callApi('advancePayEmployee-employeeDashboard', {}, org.employee);
    const after = new Date();

    // assess: every figure of the answer
    expectOk(res);
    const holidays = await businessCalendar(before, after);
    // The expected credit date of a request not yet paid out, as of the call (made between `before` and `after`).
    const credit = (t: AdvanceTransactionRecord): unknown => {
      const dates = [...new Set([before, after].map((at) => expectedCreditDateOf(t, holidays, at)))];
      return dates.length === 1 ? dates[0] : (expect.stringMatching(`^(${dates.join('|')})$`) as unknown);
    };
    const dueOf = (t: AdvanceTransactionRecord) =>
      epochSeconds(decisionDueAt(new Date(t.createdAt * 1000), 2, holidays));
    const earned = res.body.earnedWages;
    expect(earnedNow(300_000)).toContain(earned);
    const withdrawnSen = 15_050 + 12_000 + 20_000; // pending + approved + completed; the rejected one nowhere
    const earnedSen = rmToSen(earned);
    expect(res.body).toEqual({
      period: current.text,
      earnedWages: earned,
      withdrawnAmount: 470.5,
      processing: 270.5,
      percentageWithdrawn: earnedSen > 0 ? Math.min(100, Math.round((withdrawnSen * 10_000) / earnedSen) / 100) : 0,
      balance: senToRm(asSen(Math.max(0, earnedSen - withdrawnSen))),
      yearlySummary: MONTHS.map((month, i) => ({
        month,
        value: i === current.month - 1 ? 470.5 : i === other.month - 1 ? 100 : 0,
      })),
      reasons: [
        { reason: 'Medical', amount: 320 },
        { reason: 'Rent', amount: 150.5 },
        { reason: 'Education', amount: 100 },
      ],
      latestTransactions: [earlier, rejected, completed, approved, pending].map((t) => ({
        id: t.id,
        createdAt: t.createdAt,
        ...(t.transferDate ? { transferDate: t.transferDate } : {}),
        amount: senToRm(t.amountSen),
        period: t.period,
        reasonForWithdrawal: t.reasonForWithdrawal,
        status: t.status,
        // Not yet paid out: when the money is expected; pending: when the decision is due.
        ...(t === pending ? { decisionDueAt: dueOf(t) } : {}),
        ...(t === pending || t === approved ? { expectedCreditDate: credit(t) } : {}),
      })),
    });
    expect(res.body.latestTransactions[4].expectedCreditDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.latestTransactions.map((t: { status: string }) => t.status)).toEqual([
      'completed',
      'rejected',
      'completed',
      'approved',
      'pending',
    ]);
    // the Get Paid page counts the same: its withdrawn this period and balance are the dashboard's
    const balance = await callApi('advancePayEmployee-getAdvancePayBalance', {}, org.employee);
    expectOk(balance);
    expect(balance.body.withdrawnThisPeriod).toBe(res.body.withdrawnAmount);
    expect(balance.body.balance).toBe(senToRm(asSen(Math.max(0, rmToSen(balance.body.earnedWages) - withdrawnSen))));
  });

  it('answers 404 with the spec message to a login without an employee record', async () => {
    const lone = await createTestUser({ role: 'employee', orgId: 'other', acceptedTerms: true });
    const res = await callApi(
      'advancePayEmployee-employeeDashboard',
      {},
      (await signIn(lone.email, lone.password)).idToken,
    );
    expectRefused(res, 404);
    expect(res.body.errorInfo).toMatchObject({ code: 'NOT_FOUND', message: PROFILE_NOT_FOUND });
  });

  it('refuses an employee who has not accepted the terms', async () => {
    const res = await callApi(
      'advancePayEmployee-employeeDashboard',
      {},
      (await signIn('employee@demo.test', DEMO_PASSWORD)).idToken,
    );
    expectRefused(res, 403);
    expect(res.body.errorInfo.code).toBe('TERMS_NOT_ACCEPTED');
  });
});

describe('advancePayManagement-getMonthlySummary', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
    await move(await withdraw(org.orgId, org.ic, 300, 'Medical'), 'approved', 'processing', 'completed');
    await move(await withdraw(org.orgId, org.ic, 250, 'Rent'), 'approved');
    await withdraw(org.orgId, org.ic, 110, 'Rent');
    await move(await withdraw(org.orgId, org.ic, 130, 'Travel'), 'cancelled');
    await move(await withdraw(org.orgId, org.ic, 140, 'Travel'), 'rejected');
    await move(await withdraw(org.orgId, org.ic, 160, 'Education'), 'approved', 'processing');
    await move(await withdraw(org.orgId, org.ic, 100, 'Education', other), 'approved', 'processing', 'completed');
  });

  const thisMonth = () => ({
    orgId: org.orgId,
    year: current.year,
    month: MONTHS[current.month - 1],
    periodKey: current.key,
    period: current.text,
    activeEmployees: 1,
    pending: 1,
    approved: 1,
    processing: 1,
    withdrawn: 1,
    rejected: 1,
    cancelled: 1,
    amounts: { pending: 110, approved: 250, processing: 160, withdrawn: 300, rejected: 140, cancelled: 130 },
    reasons: { Medical: 300, Rent: 360, Education: 160 },
  });

  it("gives a manager their organisation's current month", async () => {
    const res = await callApi('advancePayManagement-getMonthlySummary', {}, org.manager);
    expectOk(res);
    expect(res.body).toEqual(thisMonth());
  });

  it('gives another month by year and three-letter month', async () => {
    const res = await callApi(
      'advancePayManagement-getMonthlySummary',
      { year: other.year, month: MONTHS[other.month - 1] },
      org.manager,
    );
    expectOk(res);
    expect(res.body).toMatchObject({
      periodKey: other.key,
      withdrawn: 1,
      pending: 0,
      amounts: { withdrawn: 100, pending: 0 },
      reasons: { Education: 100 },
    });
  });

  it('is zeros for a month without withdrawals', async () => {
    const res = await callApi('advancePayManagement-getMonthlySummary', { year: 2001, month: 'Mar' }, org.manager);
    expectOk(res);
    expect(res.body).toMatchObject({
      periodKey: '2001-03',
      period: 'March 2001',
      pending: 0,
      withdrawn: 0,
      cancelled: 0,
      reasons: {},
      activeEmployees: 1,
    });
  });

  it("gives the manager of 'other' only 'other' summaries", async () => {
    const own = await callApi('advancePayManagement-getMonthlySummary', {}, otherManager);
    expectOk(own);
    expect(own.body.orgId).toBe('other');
    expect(own.body.activeEmployees).toBeGreaterThanOrEqual(1);
    const foreign = await callApi('advancePayManagement-getMonthlySummary', { orgId: org.orgId }, otherManager);
    expectRefused(foreign, 403);
    expect(foreign.body.errorInfo.code).toBe('FORBIDDEN');
  });

  it('makes an administrator name the organisation', async () => {
    const none = await callApi('advancePayManagement-getMonthlySummary', {}, admin);
    expectRefused(none, 400);
    expect(none.body.errorInfo.details?.map((d) => d.field)).toContain('orgId');
    const named = await callApi('advancePayManagement-getMonthlySummary', { orgId: org.orgId }, admin);
    expectOk(named);
    expect(named.body).toEqual(thisMonth());
    const unknown = await callApi('advancePayManagement-getMonthlySummary', { orgId: 'no-such-org' }, admin);
    expectRefused(unknown, 404);
  });

  it('refuses a month that is not Jan to Dec, and employees', async () => {
    const bad = await callApiRaw('advancePayManagement-getMonthlySummary', { month: 'November' }, org.manager);
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.map((d) => d.field)).toContain('month');
    expect((await callApi('advancePayManagement-getMonthlySummary', {}, org.employee)).status).toBe(403);
  });
});

describe('settings-getWelcomeImage', () => {
  it('gives the seeded welcome image to every signed-in role', async () => {
    for (const token of [otherEmployee, otherManager, admin]) {
      const res = await callApi('settings-getWelcomeImage', {}, token);
      expectOk(res);
      expect(res.body).toEqual({ url: '/welcome.svg', alt: match.any(String) });
    }
  });
});

describe('summary writes the Advance Pay issue builds on', () => {
  it('keeps "Withdrawn this period" within a cap when two withdrawals race', async () => {
    const org = await freshOrg();
    // Cap RM 500: each RM 300 fits alone, not both.
    const results = await Promise.allSettled([
      withdraw(org.orgId, org.ic, 300, 'Medical', current, 50_000),
      withdraw(org.orgId, org.ic, 300, 'Rent', current, 50_000),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getWithdrawnThisPeriodSen(org.orgId, org.ic, current.key)).toBe(30_000);
    await expect(withdraw(org.orgId, org.ic, 600, 'Rent', current, 50_000)).rejects.toThrow(/above your limit/);
    const summary = await getOrgMonthSummary(org.orgId, current.key);
    expect(summary.counts.pending).toBe(1);
  });

  it('merges a bulk change of one organisation into one update per summary', async () => {
    const org = await freshOrg();
    const a = await withdraw(org.orgId, org.ic, 100, 'Medical');
    const b = await withdraw(org.orgId, org.ic, 200, 'Rent');
    const at = epochSeconds() + 1;
    const approve = (tx: AdvanceTransactionRecord) => ({
      before: tx,
      after: { ...tx, status: 'approved' as const, modifiedAt: at, modifiedBy: 'test' },
    });
    await table.transact(changedTransactionsItems([approve(a), approve(b)], at));
    const summary = await getOrgMonthSummary(org.orgId, current.key);
    expect(summary.counts).toMatchObject({ pending: 0, approved: 2 });
    expect(summary.amountsSen).toMatchObject({ pending: 0, approved: 30_000 });
    // The stale version is refused: the same approval again changes nothing.
    await expect(table.transact(changedTransactionsItems([approve(a)], at))).rejects.toThrow();
    expect((await getOrgMonthSummary(org.orgId, current.key)).counts.approved).toBe(2);
  });
});
