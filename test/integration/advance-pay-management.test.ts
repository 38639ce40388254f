import { beforeAll, describe, expect, it } from 'vitest';
import { periodFromParts, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import {
  BULK_APPROVAL_MAX,
  ONLY_PENDING_MESSAGE,
  REJECT_REASON_REQUIRED,
} from '../../shared/domain/advance-pay/advance-pay-reports';
import { getOrgMonthSummary } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { callApi, expectOk, expectRefused } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';

type World = Awaited<ReturnType<typeof advancePayWorld>>;
const now = periodOf();

describe('management Advance Pay transactions', () => {
  let w: World;
  let other: World;
  beforeAll(async () => {
    [w, other] = await Promise.all([advancePayWorld(), advancePayWorld()]);
  });

  it("lists only the own organisation's transactions of the month, newest first, with the employee's name", async () => {
    const ic = w.employee.employee.employeeICNumber;
    const first = await storeWithdrawal(w.orgId, ic, { amount: 150 });
    const second = await storeWithdrawal(w.orgId, ic, { amount: 250, status: 'completed' });
    await storeWithdrawal(w.orgId, ic, { amount: 300, period: periodFromParts(2024, 1) });
    await storeWithdrawal(other.orgId, other.employee.employee.employeeICNumber, { amount: 120 });

    const res = await callApi('advancePayManagement-getTransactions', { period: now.key }, w.executive.token);
    expectOk(res);
    expect(res.body.items.map((t: { id: string }) => t.id)).toEqual([second.id, first.id]);
    expect(res.body.items[0]).toMatchObject({
      employeeName: 'Nur Hidayah',
      amount: 250,
      status: 'completed',
      orgId: w.orgId,
    });
  });

  it('refuses employees (403) and a malformed month (400)', async () => {
    expect((await callApi('advancePayManagement-getTransactions', { period: now.key }, w.employee.token)).status).toBe(
      403,
    );
    const bad = await callApi('advancePayManagement-getTransactions', { period: '2026-13' }, w.manager.token);
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.[0].field).toBe('period');
  });
});

describe('approve and reject one request', () => {
  let w: World;
  beforeAll(async () => {
    w = await advancePayWorld();
  });
  const ic = () => w.employee.employee.employeeICNumber;

  it('approves a pending request: history, modifiedBy/At, and the month summary moves', async () => {
    const tx = await storeWithdrawal(w.orgId, ic(), { amount: 200 });
    const before = await getOrgMonthSummary(w.orgId, now.key);
    const res = await callApi(
      'advancePayManagement-updateTransaction',
      { status: 'approved', transactionId: tx.id, employeeICNumber: ic() },
      w.manager.token,
    );
    expectOk(res);
    expect(res.body).toMatchObject({ id: tx.id, status: 'approved', modifiedBy: match.any(String) });
    const stored = await getAdvanceTransaction(w.orgId, ic(), tx.id);
    expect(stored?.status).toBe('approved');
    expect(stored?.modifiedAt).toBeGreaterThanOrEqual(tx.modifiedAt);
    expect(stored?.history?.at(-1)).toMatchObject({ status: 'approved', by: stored?.modifiedBy });
    const after = await getOrgMonthSummary(w.orgId, now.key);
    expect(after.counts.pending).toBe(before.counts.pending - 1);
    expect(after.counts.approved).toBe(before.counts.approved + 1);
    expect(after.amountsSen.approved).toBe(before.amountsSen.approved + 20_000);
  });

  it('rejects only with a reason (400 on the field), and records the reason', async () => {
    const tx = await storeWithdrawal(w.orgId, ic(), { amount: 120 });
    const without = await callApi(
      'advancePayManagement-updateTransaction',
      { status: 'rejected', transactionId: tx.id, employeeICNumber: ic() },
      w.executive.token,
    );
    expectRefused(without, 400);
    expect(without.body.errorInfo.details).toEqual([{ field: 'reason', message: REJECT_REASON_REQUIRED }]);
    expect((await getAdvanceTransaction(w.orgId, ic(), tx.id))?.status).toBe('pending');

    const res = await callApi(
      'advancePayManagement-updateTransaction',
      { status: 'rejected', transactionId: tx.id, employeeICNumber: ic(), reason: 'Salary already advanced this week' },
      w.executive.token,
    );
    expectOk(res);
    const stored = await getAdvanceTransaction(w.orgId, ic(), tx.id);
    expect(stored).toMatchObject({ status: 'rejected', reason: 'Salary already advanced this week' });
    expect(stored?.history?.at(-1)).toMatchObject({ status: 'rejected', reason: 'Salary already advanced this week' });
  });

  it.each(['approved', 'processing', 'completed', 'rejected', 'cancelled'] as const)(
    'refuses (409) to change a %s request',
    async (status) => {
      const tx = await storeWithdrawal(w.orgId, ic(), { status });
      const res = await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'rejected', reason: 'No', transactionId: tx.id, employeeICNumber: ic() },
        w.manager.token,
      );
      expectRefused(res, 409);
      expect(res.body.errorInfo.code).toBe('INVALID_STATE');
      expect((await getAdvanceTransaction(w.orgId, ic(), tx.id))?.status).toBe(status);
    },
  );

  it("answers 404 to another organisation's manager and 403 to an employee, changing nothing", async () => {
    const other = await advancePayWorld();
    const tx = await storeWithdrawal(w.orgId, ic());
    const payload = {
      status: 'approved',
      transactionId: tx.id,
      employeeICNumber: ic(),
    } satisfies CallableInput<'advancePayManagement-updateTransaction'>;
    const foreign = await callApi('advancePayManagement-updateTransaction', payload, other.manager.token);
    expectRefused(foreign, 404);
    expect(foreign.body.errorInfo.code).toBe('NOT_FOUND');
    expect((await callApi('advancePayManagement-updateTransaction', payload, w.employee.token)).status).toBe(403);
    expect((await getAdvanceTransaction(w.orgId, ic(), tx.id))?.status).toBe('pending');
  });

  it('lets one of several racing changes win; the others get 409 and the summary counts it once', async () => {
    const fresh = await advancePayWorld();
    const fic = fresh.employee.employee.employeeICNumber;
    const tx = await storeWithdrawal(fresh.orgId, fic, { amount: 300 });
    const results = await Promise.all(
      (['approved', 'rejected', 'approved', 'rejected'] as const).map((status) =>
        callApi(
          'advancePayManagement-updateTransaction',
          { status, reason: 'Race', transactionId: tx.id, employeeICNumber: fic },
          fresh.manager.token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    for (const r of refused) expect(r.body.errorInfo.message).toMatch(/reload|pending/i);
    const summary = await getOrgMonthSummary(fresh.orgId, now.key);
    expect(summary.counts.pending).toBe(0);
    expect(summary.counts.approved + summary.counts.rejected).toBe(1);
    const stored = await getAdvanceTransaction(fresh.orgId, fic, tx.id);
    expect(stored?.history?.filter((h) => h.status !== 'pending')).toHaveLength(1);
  });

  it('answers 409 with a reload message when the request was changed after it was read (stale write)', async () => {
    // Prepare: a stale copy (modifiedAt older than the stored one) written through the repository.
    const { updateAdvanceTransaction } = await import('../../lambdas/data/advance-pay/advance-transactions');
    const tx = await storeWithdrawal(w.orgId, ic());
    const stale = { ...tx, modifiedAt: tx.modifiedAt - 10 };
    await expect(
      updateAdvanceTransaction(stale, { ...tx, status: 'approved', modifiedAt: tx.modifiedAt + 1 }),
    ).rejects.toMatchObject({ name: 'WriteConflict' });
    expect((await getAdvanceTransaction(w.orgId, ic(), tx.id))?.status).toBe('pending');
  });
});

describe('bulk approval', () => {
  let w: World;
  beforeAll(async () => {
    w = await advancePayWorld();
  });
  const ref = (t: { id: string; employeeICNumber: string }) => ({
    id: t.id,
    employeeICNumber: t.employeeICNumber,
    email: 'ignored@x.test',
  });

  it('approves every selected pending request in one go and moves the summary', async () => {
    const second = await freshEmployee(w.orgId, { firstName: 'Ben', lastName: 'Tan', name: 'Ben Tan' });
    const a = await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber, { amount: 100 });
    const b = await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber, { amount: 110 });
    const c = await storeWithdrawal(w.orgId, second.employee.employeeICNumber, { amount: 120 });
    const before = await getOrgMonthSummary(w.orgId, now.key);
    const res = await callApi(
      'advancePayManagement-bulkApproveTransactions',
      { transactions: [a, b, c].map(ref) },
      w.manager.token,
    );
    expectOk(res);
    expect(res.body.approved).toBe(3);
    for (const t of [a, b, c]) {
      const stored = await getAdvanceTransaction(w.orgId, t.employeeICNumber, t.id);
      expect(stored?.status).toBe('approved');
      expect(stored?.history?.at(-1)?.status).toBe('approved');
    }
    const after = await getOrgMonthSummary(w.orgId, now.key);
    expect(after.counts.approved - before.counts.approved).toBe(3);
    expect(after.amountsSen.approved - before.amountsSen.approved).toBe(33_000);
    expect(after.counts.pending - before.counts.pending).toBe(-3);
  });

  it(`refuses a mix with '${ONLY_PENDING_MESSAGE}' and approves none of them`, async () => {
    const ic = w.employee.employee.employeeICNumber;
    const pending = await storeWithdrawal(w.orgId, ic);
    const completed = await storeWithdrawal(w.orgId, ic, { status: 'completed' });
    const res = await callApi(
      'advancePayManagement-bulkApproveTransactions',
      { transactions: [pending, completed].map(ref) },
      w.executive.token,
    );
    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe(ONLY_PENDING_MESSAGE);
    expect((await getAdvanceTransaction(w.orgId, ic, pending.id))?.status).toBe('pending');
    expect((await getAdvanceTransaction(w.orgId, ic, completed.id))?.status).toBe('completed');
  });

  it("answers 404 when one of them is another organisation's, approving none", async () => {
    const other = await advancePayWorld();
    const mine = await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber);
    const theirs = await storeWithdrawal(other.orgId, other.employee.employee.employeeICNumber);
    const res = await callApi(
      'advancePayManagement-bulkApproveTransactions',
      { transactions: [mine, theirs].map(ref) },
      w.manager.token,
    );
    expectRefused(res, 404);
    expect((await getAdvanceTransaction(w.orgId, mine.employeeICNumber, mine.id))?.status).toBe('pending');
    expect((await getAdvanceTransaction(other.orgId, theirs.employeeICNumber, theirs.id))?.status).toBe('pending');
  });

  it(`caps one approval at ${BULK_APPROVAL_MAX} requests with a message saying so`, async () => {
    const many = Array.from({ length: BULK_APPROVAL_MAX + 1 }, (_, i) => ({
      id: `01JAAAAAAAAAAAAAAAAAAAA${String(i).padStart(3, '0')}`,
      employeeICNumber: '900101145678',
    }));
    const res = await callApi('advancePayManagement-bulkApproveTransactions', { transactions: many }, w.manager.token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0].message).toMatch(`at most ${BULK_APPROVAL_MAX}`);
  });

  it('approves the maximum selection in one transaction', async () => {
    const fresh = await advancePayWorld();
    const ics = [fresh.employee.employee.employeeICNumber];
    for (let i = 0; i < 3; i++) ics.push((await freshEmployee(fresh.orgId)).employee.employeeICNumber);
    // One after the other: concurrent DynamoDB transactions on one summary item would conflict.
    const stored = [];
    for (let i = 0; i < BULK_APPROVAL_MAX; i++)
      stored.push(await storeWithdrawal(fresh.orgId, ics[i % ics.length], { amount: 100 }));
    const res = await callApi(
      'advancePayManagement-bulkApproveTransactions',
      { transactions: stored.map(ref) },
      fresh.manager.token,
    );
    expectOk(res);
    expect(res.body.approved).toBe(BULK_APPROVAL_MAX);
    expect((await getOrgMonthSummary(fresh.orgId, now.key)).counts.approved).toBe(BULK_APPROVAL_MAX);
  });
});

describe('monthly report and payroll deduction file', () => {
  const march = periodFromParts(2025, 3);
  let w: World;
  let ben: Awaited<ReturnType<typeof freshEmployee>>;
  beforeAll(async () => {
    w = await advancePayWorld();
    ben = await freshEmployee(w.orgId, {
      firstName: 'Ben "Boss"',
      lastName: 'Tan, Jr',
      name: 'Ben "Boss" Tan, Jr',
      email: `ben-${w.orgId}@x.test`,
    });
    const a = w.employee.employee.employeeICNumber;
    const b = ben.employee.employeeICNumber;
    const store = (
      ic: string,
      status: AdvanceStatus,
      amount: number,
      fee: number,
      serviceFeePaidBy: 'employee' | 'employer' = 'employee',
    ) => storeWithdrawal(w.orgId, ic, { status, amount, fee, serviceFeePaidBy, period: march });
    // One after the other: concurrent DynamoDB transactions on one summary item would conflict.
    for (const make of [
      () => store(a, 'pending', 100, 5),
      () => store(a, 'approved', 200, 10),
      () => store(a, 'processing', 300.5, 15.03),
      () => store(a, 'completed', 400, 20),
      () => store(a, 'rejected', 1000, 50),
      () => store(b, 'completed', 150.1, 7.51, 'employer'),
      () => store(b, 'cancelled', 700, 35, 'employer'),
      () => storeWithdrawal(w.orgId, a, { amount: 999, status: 'completed' }), // another month: not counted
    ])
      await make();
  });

  it('gives exact figures for the month and per employee', async () => {
    const res = await callApi('advancePayManagement-getMonthlyReport', { period: march.key }, w.manager.token);
    expectOk(res);
    expect(res.body.summary).toEqual({
      orgId: w.orgId,
      orgName: w.org.name,
      periodKey: '2025-03',
      period: 'March 2025',
      activeEmployees: 2,
      employeesWithRequests: 2,
      totalRequests: 7,
      completedRequests: 2,
      counts: { pending: 1, approved: 1, processing: 1, completed: 2, rejected: 1, cancelled: 1 },
      total: 1150.6,
      transferred: 550.1,
      inFlight: 600.5,
      serviceFee: { employer: 7.51, employee: 20 },
      instantPayouts: 0,
      instantFee: 0,
    });
    // Lines come by IC number (the order the month's employee summaries are paged in).
    const byIc = (a: { employeeICNumber: string }, b: { employeeICNumber: string }) =>
      a.employeeICNumber.localeCompare(b.employeeICNumber);
    expect(res.body.nextCursor).toBeUndefined();
    expect(res.body.employeesReports).toEqual(
      [
        {
          employeeName: 'Ben "Boss" Tan, Jr',
          email: `ben-${w.orgId}@x.test`,
          employeeICNumber: ben.employee.employeeICNumber,
          withdrawals: 1,
          total: 150.1,
          transferred: 150.1,
          inFlight: 0,
          serviceFee: 7.51,
          instantPayouts: 0,
          instantFee: 0,
        },
        {
          employeeName: 'Nur Hidayah',
          employeeICNumber: w.employee.employee.employeeICNumber,
          withdrawals: 4,
          total: 1000.5,
          transferred: 400,
          inFlight: 600.5,
          serviceFee: 20,
          instantPayouts: 0,
          instantFee: 0,
        },
      ].sort(byIc),
    );
  });

  it("gives one employee's month with their transactions", async () => {
    const res = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ben.employee.employeeICNumber, period: march.key },
      w.executive.token,
    );
    expectOk(res);
    expect(res.body.employee).toEqual({
      employeeName: 'Ben "Boss" Tan, Jr',
      email: `ben-${w.orgId}@x.test`,
      employeeICNumber: ben.employee.employeeICNumber,
    });
    expect(res.body.transactions.map((t: { status: string }) => t.status).sort()).toEqual(['cancelled', 'completed']);
    expect(res.body.summary).toMatchObject({
      totalRequests: 2,
      transferred: 150.1,
      serviceFee: { employer: 7.51, employee: 0 },
    });
    const missing = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: '700101010101', period: march.key },
      w.executive.token,
    );
    expectRefused(missing, 404);
  });

  it('writes the payroll deduction CSV: amounts deducted, fees informational, names quoted', async () => {
    const res = await callApi('advancePayManagement-getPayrollDeductionFile', { period: march.key }, w.manager.token);
    expectOk(res);
    expect(res.body.fileName).toMatch(/^payroll-deduction-advance-test-.*-2025-03\.csv$/);
    expect(res.body.rows).toBe(2);
    expect(res.body.totalToDeduct).toBe(1050.6);
    // Rows come by IC number.
    const rows = [
      [
        ben.employee.employeeICNumber,
        `"Ben ""Boss"" Tan, Jr",${ben.employee.employeeICNumber},150.10,7.51,150.10,1,0.00,0,0.00`,
      ],
      [
        w.employee.employee.employeeICNumber,
        `Nur Hidayah,${w.employee.employee.employeeICNumber},900.50,45.03,900.50,3,100.00,0,0.00`,
      ],
    ]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, line]) => line);
    const csv = res.body.csv ?? '';
    expect(csv.split('\r\n')).toEqual([
      'Employee,IC Number,Total Withdrawn (RM),Fees (RM),Amount to Deduct on Pay Day (RM),Withdrawals,"Pending Approval, Not Deducted (RM)",Paid Instantly,Instant Fees (RM)',
      ...rows,
      '',
    ]);
    // The same file is in the files bucket, behind a presigned link.
    const file = await fetch(res.body.url ?? '');
    expect(file.ok).toBe(true);
    expect(await file.text()).toBe(csv);
  });

  it("shows another organisation's manager nothing of it", async () => {
    const other = await advancePayWorld();
    const res = await callApi('advancePayManagement-getMonthlyReport', { period: march.key }, other.manager.token);
    expectOk(res);
    expect(res.body.summary).toMatchObject({ orgId: other.orgId, totalRequests: 0 });
    expect(res.body.employeesReports).toEqual([]);
    const foreign = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ben.employee.employeeICNumber, period: march.key },
      other.manager.token,
    );
    expectRefused(foreign, 404);
  });
});
