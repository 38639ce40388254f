import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { callApi, expectOk, signIn } from '../support/api';
import { advancePayWorld, freshAdvancePayOrg, storeWithdrawal } from '../support/advance-pay';
import { createTestUser } from '../support/users';
import { freshEmployee } from '../support/own-profile';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';

/**
 * The Advance Pay and employee lists paged on the server (docs/data-model.md#advance-pay-and-employee-lists):
 * pages of one or two rows add up to the whole list with no row twice and none missing, a cursor
 * read on another employee's or organisation's list is refused, a page over 500 rows is refused,
 * and the totals beside the rows are those of the whole list.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;
const now = periodOf();
const lastMonth = previousPeriod(now);
const monthBefore = previousPeriod(lastMonth);
const threeMonthsAgo = previousPeriod(monthBefore);

/** A fresh manager of the organisation, signed in: their ID token. */
async function managerOf(orgId: string): Promise<string> {
  const user = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  return (await signIn(user.email, user.password)).idToken;
}

const put = async (item: Record<string, unknown>) =>
  (await ddbDoc()).send(new PutCommand({ TableName: env.tableName, Item: item }));

describe("an employee's own lists", () => {
  let w: World;
  let colleague: Awaited<ReturnType<typeof freshEmployee>>;
  let ic: string;
  beforeAll(async () => {
    w = await advancePayWorld();
    ic = w.employee.employee.employeeICNumber;
    colleague = await freshEmployee(w.orgId);
    // One at a time: ids (ULIDs) then follow creation order.
    for (const status of ['pending', 'completed', 'rejected'] as const)
      await storeWithdrawal(w.orgId, ic, { amount: 150, status });
    for (const period of [lastMonth, monthBefore, threeMonthsAgo])
      await storeWithdrawal(w.orgId, ic, { amount: 120, status: 'completed', period });
    await storeWithdrawal(w.orgId, colleague.employee.employeeICNumber, { amount: 100, status: 'completed' });
    for (const period of [lastMonth, monthBefore, threeMonthsAgo])
      await generateStatements(period.key, { orgId: w.orgId });
  }, 120_000);

  it('transactions: pages of one add up to the list, newest first, of every month and of one', async () => {
    const { pages, firstCursor } = await expectPagesAddUp('advancePayEmployee-getTransactions', {}, w.employee.token, {
      idOf: (t: { id: string }) => t.id,
    });
    const all = pages.flat() as { id: string; periodKey: string }[];
    expect(all).toHaveLength(6);
    expect(all.map((t) => t.id)).toEqual(
      all
        .map((t) => t.id)
        .sort()
        .reverse(),
    );
    await expectCursorRefused('advancePayEmployee-getTransactions', {}, firstCursor, colleague.token);

    const month = await expectPagesAddUp('advancePayEmployee-getTransactions', { period: now.key }, w.employee.token, {
      idOf: (t: { id: string }) => t.id,
    });
    expect(month.pages.flat()).toHaveLength(3);
    // A cursor of one month's list does not read on another's.
    const res = await callApi(
      'advancePayEmployee-getTransactions',
      { period: lastMonth.key, limit: 1, cursor: month.firstCursor },
      w.employee.token,
    );
    expect(res.status).toBe(400);
    await expectOverLimitRefused('advancePayEmployee-getTransactions', {}, w.employee.token);
  });

  it('statements: pages of one add up to the list, newest first; another employee cannot read on', async () => {
    const { pages, firstCursor } = await expectPagesAddUp(
      'advancePayEmployee-getMonthlyStatements',
      {},
      w.employee.token,
      { idOf: (s: { id: string }) => s.id },
    );
    expect(pages.flat().map((s) => (s as { id: string }).id)).toEqual([
      lastMonth.key,
      monthBefore.key,
      threeMonthsAgo.key,
    ]);
    await expectCursorRefused('advancePayEmployee-getMonthlyStatements', {}, firstCursor, colleague.token);
    await expectOverLimitRefused('advancePayEmployee-getMonthlyStatements', {}, w.employee.token);
  });
});

describe("an organisation's employee lists", () => {
  let orgId: string;
  let manager: string;
  let foreignManager: string;
  const pendingIcs: string[] = [];
  const missingIcs: string[] = [];
  beforeAll(async () => {
    // eBenefits on: the missing-payment-election list is one of its callables.
    orgId = (await freshAdvancePayOrg({ eBenefits: 'yes' })).id;
    const foreignOrg = (await freshAdvancePayOrg({ eBenefits: 'yes' })).id;
    manager = await managerOf(orgId);
    foreignManager = await managerOf(foreignOrg);
    const at = epochSeconds();
    const base = {
      orgId,
      advancePayWithdrawalsDisabled: false,
      firstName: 'Siti',
      lastName: 'Aminah',
      name: 'Siti Aminah',
      createdAt: at,
      modifiedAt: at,
    };
    const stamp = String(Date.now()).slice(-6);
    for (let i = 0; i < 3; i++) {
      const ic = `7${stamp}0000${i}`;
      pendingIcs.push(ic);
      await createEmployee({ ...base, employeeICNumber: ic, status: 'pending-approval' });
    }
    // Approved: two with no election, one half elected (reminded), one fully elected (not listed).
    for (let i = 0; i < 4; i++) {
      const ic = `6${stamp}0000${i}`;
      await createEmployee({ ...base, employeeICNumber: ic, status: 'approved', email: `e${i}.${stamp}@example.my` });
      if (i === 2) {
        await put({ ...keys.electionTotal(orgId, ic), entity: 'electionTotal', icNumber: ic, total: 50 });
        await put({ ...keys.electionReminder(orgId, ic), entity: 'electionReminder', sentAt: at, by: 'test' });
      }
      if (i === 3) await put({ ...keys.electionTotal(orgId, ic), entity: 'electionTotal', icNumber: ic, total: 100 });
      else missingIcs.push(ic);
    }
  }, 120_000);

  it('pending approval: pages of one add up, by IC number, with the count of all pending', async () => {
    const { pages, firstCursor } = await expectPagesAddUp('employees-getEmployeesPendingApproval', {}, manager, {
      idOf: (e: { employeeICNumber: string }) => e.employeeICNumber,
    });
    expect(pages.flat().map((e) => (e as { employeeICNumber: string }).employeeICNumber)).toEqual(pendingIcs);
    const first = await callApi('employees-getEmployeesPendingApproval', { limit: 1 }, manager);
    expectOk(first);
    expect(first.body.total).toBe(pendingIcs.length);
    await expectCursorRefused('employees-getEmployeesPendingApproval', {}, firstCursor, foreignManager);
    await expectOverLimitRefused('employees-getEmployeesPendingApproval', {}, manager);
  });

  it('pending approval: a search by IC number reads only the matches, and binds the cursor', async () => {
    const found = await callApi('employees-getEmployeesPendingApproval', { search: pendingIcs[1] }, manager);
    expectOk(found);
    expect(found.body.items.map((e) => e.employeeICNumber)).toEqual([pendingIcs[1]]);
    const first = await callApi('employees-getEmployeesPendingApproval', { limit: 1 }, manager);
    expectOk(first);
    const res = await callApi(
      'employees-getEmployeesPendingApproval',
      { search: pendingIcs[0].slice(0, 4), limit: 1, cursor: first.body.nextCursor },
      manager,
    );
    expect(res.status).toBe(400);
  });

  it('missing payment election: pages of one add up; a complete election is not listed', async () => {
    const { pages, firstCursor } = await expectPagesAddUp(
      'employees-getEmployeesWithMissingPaymentElection',
      {},
      manager,
      { idOf: (e: { employeeICNumber: string }) => e.employeeICNumber },
    );
    const rows = pages.flat() as { employeeICNumber: string; allocatedPercentage: number; reminderSentAt?: number }[];
    expect(rows.map((r) => r.employeeICNumber)).toEqual(missingIcs);
    expect(rows.map((r) => r.allocatedPercentage)).toEqual([0, 0, 50]);
    expect(rows[2].reminderSentAt).toEqual(expect.any(Number));
    expect(rows[0].reminderSentAt).toBeUndefined();
    await expectCursorRefused('employees-getEmployeesWithMissingPaymentElection', {}, firstCursor, foreignManager);
    await expectOverLimitRefused('employees-getEmployeesWithMissingPaymentElection', {}, manager);
  });
});

describe("management's month of one employee", () => {
  let w: World;
  let ic: string;
  let colleagueIc: string;
  const stored: string[] = [];
  beforeAll(async () => {
    w = await advancePayWorld();
    ic = w.employee.employee.employeeICNumber;
    colleagueIc = (await freshEmployee(w.orgId)).employee.employeeICNumber;
    await storeWithdrawal(w.orgId, colleagueIc, { amount: 100, status: 'completed' });
    await storeWithdrawal(w.orgId, ic, { amount: 300, status: 'completed', period: lastMonth });
    for (const [amount, status, payer] of [
      [200, 'completed', 'employee'],
      [150, 'completed', 'employer'],
      [120, 'pending', 'employee'],
      [110, 'rejected', 'employee'],
    ] as const)
      stored.push((await storeWithdrawal(w.orgId, ic, { amount, status, serviceFeePaidBy: payer })).id);
  }, 120_000);

  it('pages the transactions (two a page, newest first) with the figures of the whole month on every page', async () => {
    const pages: { ids: string[]; summary: unknown }[] = [];
    let cursor: string | undefined;
    do {
      const res = await callApi(
        'advancePayManagement-getEmployeeMonthlyReport',
        { employeeICNumber: ic, period: now.key, limit: 2, ...(cursor ? { cursor } : {}) },
        w.manager.token,
      );
      expectOk(res);
      pages.push({ ids: res.body.transactions.map((t) => t.id), summary: res.body.summary });
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages.map((p) => p.ids.length)).toEqual([2, 2]);
    expect(pages.flatMap((p) => p.ids)).toEqual([...stored].reverse());
    const whole = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ic, period: now.key },
      w.manager.token,
    );
    expectOk(whole);
    expect(whole.body.nextCursor).toBeUndefined();
    // Fees are 5% of the amount (storeWithdrawal): completed 200 (employee pays 10) and 150 (employer pays 7.50).
    expect(whole.body.summary).toEqual({
      totalRequests: 4,
      completedRequests: 2,
      counts: { pending: 1, approved: 0, processing: 0, completed: 2, rejected: 1, cancelled: 0 },
      total: 470,
      transferred: 350,
      inFlight: 120,
      serviceFee: { employer: 7.5, employee: 10 },
      instantPayouts: 0,
      instantFee: 0,
    });
    for (const page of pages) expect(page.summary).toEqual(whole.body.summary);
  });

  it("refuses a cursor on another employee's or month's report, and a page over 500", async () => {
    const first = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ic, period: now.key, limit: 1 },
      w.manager.token,
    );
    expectOk(first);
    const cursor = first.body.nextCursor ?? '';
    for (const input of [
      { employeeICNumber: colleagueIc, period: now.key },
      { employeeICNumber: ic, period: lastMonth.key },
    ])
      await expectCursorRefused('advancePayManagement-getEmployeeMonthlyReport', input, cursor, w.manager.token);
    const foreign = await advancePayWorld();
    await expectCursorRefused(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ic, period: now.key },
      cursor,
      foreign.manager.token,
    );
    await expectOverLimitRefused(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ic, period: now.key },
      w.manager.token,
    );
  });
});
