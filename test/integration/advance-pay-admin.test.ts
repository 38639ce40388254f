import { beforeAll, describe, expect, it } from 'vitest';
import { periodFromParts, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { klDate } from '../../shared/domain/time/time';
import { callApi, expectOk, expectRefused, signIn } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let admin: string;
let world: Awaited<ReturnType<typeof advancePayWorld>>;
let other: Awaited<ReturnType<typeof advancePayWorld>>;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  [world, other] = await Promise.all([advancePayWorld(), advancePayWorld({ org: { serviceFeePaidBy: 'employer' } })]);
});

const ic = () => world.employee.employee.employeeICNumber;
const ref = (tx: { orgId: string; id: string; employeeICNumber: string }) => ({
  orgId: tx.orgId,
  transactionId: tx.id,
  employeeICNumber: tx.employeeICNumber,
});

/** Every row of a month, following the pages. */
async function allRows(period: string) {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const res = await callApi('advancePayAdmin-getAll', { period, ...(cursor ? { cursor } : {}) }, admin);
    expectOk(res);
    rows.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return rows;
}

describe('admin Advance Pay', () => {
  it.each([
    ['Manager', () => world.manager.token],
    ['Executive', () => world.executive.token],
    ['employee', () => world.employee.token],
  ])('refuses a %s (403)', async (_role, token) => {
    for (const [name, payload] of [
      ['advancePayAdmin-getAll', { period: periodOf().key }],
      [
        'advancePayAdmin-updateOne',
        { status: 'approved', orgId: world.orgId, transactionId: 'x', employeeICNumber: ic() },
      ],
      ['advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }],
      ['advancePayAdmin-completeAll', { transferDate: klDate(), orgId: world.orgId }],
      ['advancePayAdmin-getFailedWagesList', {}],
    ] as const) {
      const res = await callApi(name, payload, token());
      expectRefused(res, 403, name);
      expect(res.body.errorInfo.code).toBe('FORBIDDEN');
    }
  });

  it("lists every organisation's transactions of a month with the organisation and bank details", async () => {
    const mine = await storeWithdrawal(world.orgId, ic(), { status: 'pending', amount: 200 });
    const theirs = await storeWithdrawal(other.orgId, other.employee.employee.employeeICNumber, {
      status: 'approved',
      amount: 300,
    });
    const rows = await allRows(periodOf().key);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(mine.id)).toMatchObject({
      orgId: world.orgId,
      orgName: world.org.name,
      employeeICNumber: ic(),
      status: 'pending',
      amount: 200,
      fee: 10,
      netAmount: 190,
      banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' },
    });
    expect(byId.get(theirs.id)).toMatchObject({ orgId: other.orgId, orgName: other.org.name, status: 'approved' });
    expect(byId.get(mine.id)).not.toHaveProperty('history');
    // Another month lists neither.
    const past = await allRows('2001-01');
    expect(past.some((r) => r.id === mine.id || r.id === theirs.id)).toBe(false);
  });

  it('updateOne: completed needs a transfer date, cancelled a reason; unchanged refused; completed and cancelled locked', async () => {
    const tx = await storeWithdrawal(world.orgId, ic(), { status: 'approved', amount: 150 });
    const update = (body: Omit<CallableInput<'advancePayAdmin-updateOne'>, keyof ReturnType<typeof ref>>) =>
      callApi('advancePayAdmin-updateOne', { ...ref(tx), ...body }, admin);

    const noDate = await update({ status: 'completed' });
    expectRefused(noDate, 400);
    expect(noDate.body.errorInfo.details?.[0].field).toBe('transferDate');
    expect((await update({ status: 'completed', transferDate: '2999-12-31' })).status).toBe(400);
    expect((await update({ status: 'completed', transferDate: '2026-02-30' })).status).toBe(400);
    const noReason = await update({ status: 'cancelled', reason: '  ' });
    expectRefused(noReason, 400);
    expect(noReason.body.errorInfo.details?.[0].field).toBe('reason');
    const unchanged = await update({ status: 'approved' });
    expectRefused(unchanged, 409);
    expect(unchanged.body.errorInfo.code).toBe('INVALID_STATE');
    expect((await update({ status: 'rejected' })).status).toBe(409);

    const processing = await update({ status: 'processing', reason: 'Paid through the bank portal' });
    expectOk(processing);
    expect(processing.body).toMatchObject({ status: 'processing' });
    expect(processing.body.history?.at(-1)).toMatchObject({
      status: 'processing',
      reason: 'Paid through the bank portal',
      by: match.any(String),
    });

    const today = klDate();
    const completed = await update({ status: 'completed', transferDate: today });
    expectOk(completed);
    expect(completed.body).toMatchObject({ status: 'completed', transferDate: today, modifiedBy: match.any(String) });
    expect(completed.body.modifiedAt).toBeGreaterThan(processing.body.modifiedAt);
    const locked = await update({ status: 'cancelled', reason: 'Too late' });
    expectRefused(locked, 409);
    expect(locked.body.errorInfo.message).toContain('can no longer be changed');

    const one = await callApi('advancePayAdmin-getOne', ref(tx), admin);
    expectOk(one);
    expect(one.body).toMatchObject({ id: tx.id, status: 'completed', transferDate: today, orgName: world.org.name });
    expect(one.body.history?.map((h) => h.status)).toEqual(['pending', 'approved', 'processing', 'completed']);

    const toCancel = await storeWithdrawal(world.orgId, ic(), { status: 'pending', amount: 120 });
    const cancelled = await callApi(
      'advancePayAdmin-updateOne',
      { ...ref(toCancel), status: 'cancelled', reason: 'Duplicate request' },
      admin,
    );
    expectOk(cancelled);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', reason: 'Duplicate request' });
    expect((await callApi('advancePayAdmin-updateOne', { ...ref(toCancel), status: 'approved' }, admin)).status).toBe(
      409,
    );
  });

  it('answers 404 for a transaction that does not exist', async () => {
    const res = await callApi(
      'advancePayAdmin-getOne',
      { orgId: world.orgId, transactionId: 'nope', employeeICNumber: ic() },
      admin,
    );
    expectRefused(res, 404);
    expect(res.body.errorInfo.message).toBe('Transaction not found!');
  });

  it('the monthly report sums each organisation from its completed transactions', async () => {
    const period = periodFromParts(2003, 1 + Math.floor(Math.random() * 12));
    const otherIc = other.employee.employee.employeeICNumber;
    await storeWithdrawal(world.orgId, ic(), { status: 'completed', amount: 200, period }); // fee 10 by employee, net 190
    await storeWithdrawal(world.orgId, ic(), { status: 'pending', amount: 100, period });
    await storeWithdrawal(other.orgId, otherIc, { status: 'completed', amount: 400, fee: 20, period });
    const res = await callApi('advancePayAdmin-getOrgsMonthlyReport', { period: period.key }, admin);
    expectOk(res);
    expect(res.body.summary.period).toBe(period.text);
    const rows = new Map(res.body.orgs.map((o: { orgId: string }) => [o.orgId, o]));
    expect(rows.get(world.orgId)).toEqual({
      orgId: world.orgId,
      orgName: world.org.name,
      orgTotal: 200,
      orgServiceFee: 0,
      employeesServiceFee: 10,
      transferred: 190,
      completedRequests: 1,
      totalRequests: 2,
      instantFee: 0,
    });
    // storeWithdrawal records the fee as paid by the employee: net 380, fee 20 kept from the transfer.
    expect(rows.get(other.orgId)).toMatchObject({
      orgTotal: 400,
      transferred: 380,
      completedRequests: 1,
      totalRequests: 1,
    });
    expect(res.body.summary.totalRequests).toBeGreaterThanOrEqual(3);
  });
});
