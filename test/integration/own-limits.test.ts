import { describe, expect, it } from 'vitest';
import { getUser } from '../../lambdas/data/identity/users';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { klDate } from '../../shared/domain/time/time';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody } from '../support/api';
import { codeSentTo } from '../support/own-profile';

/**
 * The limits an employee sets for themselves (issue 33, line 4; docs/rules.md#limits-you-set-yourself):
 * set through the API on the local stack, then Get Paid's balance, the code and the request are
 * held to them. A widening waits 24 hours: the test moves its time into the past in the table (the
 * clock it controls), as the hours passing would.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;

/** A KL date `days` from today. */
const dayFromToday = (days: number) => klDate(new Date(Date.now() + days * 86_400_000));
const dmy = (iso: string) => iso.split('-').reverse().join('/');

const balanceOf = async (world: World) =>
  okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, world.employee.token));

/** Let the widenings that wait take effect now, as 24 hours passing would. */
async function letWaitPass(world: World) {
  await table.update({
    Key: keys.user(world.orgId, world.employee.user.id),
    UpdateExpression: 'SET selfLimits.pending.effectiveAt = :past',
    ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
  });
}

describe('limits an employee sets for themselves', () => {
  it('a lower monthly cap applies at once: Get Paid offers what it leaves and the code and request keep to it', async () => {
    const world = await advancePayWorld();
    const before = await balanceOf(world);
    expect(before.withdrawable).toBeGreaterThan(300);
    expect(before.ownLimit).toBeNull();

    const set = okBody(
      await callApi(
        'users-setWithdrawalLimits',
        { monthlyCap: 250, minDaysBetween: null, lockedUntil: null },
        world.employee.token,
      ),
    );
    expect(set).toEqual({ monthlyCap: 250, minDaysBetween: null, lockedUntil: null, pending: null });
    expect(okBody(await callApi('users-getWithdrawalLimits', {}, world.employee.token))).toEqual(set);

    const capped = await balanceOf(world);
    expect(capped.withdrawable).toBe(250);
    expect(capped.ownLimit).toBe(
      'Your own monthly limit is RM 250.00: RM 250.00 of it is left this month. You can change it in your Profile.',
    );

    const over = await callApi(
      'advancePayEmployee-sendVerificationCode',
      { amount: 260, reason: 'Bills' },
      world.employee.token,
    );
    expectRefused(over, 422);
    expect(errorInfoOf(over).details).toEqual([
      {
        field: 'amount',
        message:
          'Your own monthly limit is RM 250.00: RM 250.00 of it is left this month. You can change it in your Profile.',
      },
    ]);

    expectOk(
      await callApi('advancePayEmployee-sendVerificationCode', { amount: 200, reason: 'Bills' }, world.employee.token),
    );
    const code = await codeSentTo(world.employee.employee.mobileNumber!);
    expectOk(
      await callApi(
        'advancePayEmployee-initiateTransaction',
        { amount: 200, reasonForWithdrawal: 'Bills', verificationCode: code },
        world.employee.token,
      ),
    );
    const after = await balanceOf(world);
    expect(after.withdrawable).toBe(50);
    expect(after.ownLimit).toContain('RM 50.00 of it is left this month');
  });

  it('a higher cap waits 24 hours, shown with its time, and then applies', async () => {
    const world = await advancePayWorld();
    const input = { monthlyCap: 150, minDaysBetween: null, lockedUntil: null };
    expectOk(await callApi('users-setWithdrawalLimits', input, world.employee.token));
    const asked = Math.floor(Date.now() / 1000);
    const raised = okBody(
      await callApi('users-setWithdrawalLimits', { ...input, monthlyCap: 600 }, world.employee.token),
    );
    expect(raised.monthlyCap).toBe(150);
    expect(raised.pending).toMatchObject({ monthlyCap: 600 });
    expect(raised.pending!.effectiveAt - asked).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(raised.pending!.effectiveAtText).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await balanceOf(world)).withdrawable).toBe(150);

    await letWaitPass(world);
    expect((await balanceOf(world)).withdrawable).toBe(600);
    expect(okBody(await callApi('users-getWithdrawalLimits', {}, world.employee.token))).toMatchObject({
      monthlyCap: 600,
      pending: null,
    });
  });

  it('a lock refuses every request until its day, and an unlock waits 24 hours', async () => {
    const world = await advancePayWorld();
    const until = dayFromToday(5);
    expectOk(
      await callApi(
        'users-setWithdrawalLimits',
        { monthlyCap: null, minDaysBetween: null, lockedUntil: until },
        world.employee.token,
      ),
    );
    const message = `You locked your withdrawals until ${dmy(until)}. You can change this in your Profile: an unlock takes effect 24 hours after you ask for it.`;
    expect((await balanceOf(world)).blocked).toEqual({ reason: 'ownLock', message });
    const code = await callApi(
      'advancePayEmployee-sendVerificationCode',
      { amount: 100, reason: 'Bills' },
      world.employee.token,
    );
    expectRefused(code, 422);
    expect(errorInfoOf(code).message).toBe(message);

    const unlock = okBody(
      await callApi(
        'users-setWithdrawalLimits',
        { monthlyCap: null, minDaysBetween: null, lockedUntil: null },
        world.employee.token,
      ),
    );
    expect(unlock.lockedUntil).toBe(until);
    expect(unlock.pending).toMatchObject({ lockedUntil: null });
    expect((await balanceOf(world)).blocked?.reason).toBe('ownLock');

    await letWaitPass(world);
    expect((await balanceOf(world)).blocked).toBeNull();
  });

  it('a gap between requests counts from the last one and names the next day', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const tx = await storeWithdrawal(world.orgId, ic, { amount: 100 });
    // Made two days ago: the policy's daily rule allows one today, the employee's own 7-day gap does not.
    await table.update({
      Key: keys.advanceTransaction(world.orgId, ic, tx.id),
      UpdateExpression: 'SET createdAt = :then',
      ExpressionAttributeValues: { ':then': tx.createdAt - 2 * 86_400 },
    });
    expectOk(
      await callApi(
        'users-setWithdrawalLimits',
        { monthlyCap: null, minDaysBetween: 7, lockedUntil: null },
        world.employee.token,
      ),
    );
    expect((await balanceOf(world)).blocked).toEqual({
      reason: 'ownGap',
      message: `You asked for at least 7 days between your withdrawals. You can make your next request on ${dmy(dayFromToday(5))}.`,
    });
  });

  it('refuses a lock that ends today or more than a year ahead, bad numbers and other roles, changing nothing', async () => {
    const world = await advancePayWorld();
    const none = { monthlyCap: null, minDaysBetween: null, lockedUntil: null };
    for (const [lockedUntil, message] of [
      [dayFromToday(0), 'The lock must end after today.'],
      [dayFromToday(400), 'The lock can reach at most 366 days ahead.'],
    ] as const) {
      const res = await callApi('users-setWithdrawalLimits', { ...none, lockedUntil }, world.employee.token);
      expectRefused(res, 422);
      expect(errorInfoOf(res).details).toEqual([{ field: 'lockedUntil', message }]);
    }
    for (const bad of [{ monthlyCap: 0 }, { monthlyCap: 10.555 }, { minDaysBetween: 0 }, { minDaysBetween: 1.5 }]) {
      expectRefused(await callApi('users-setWithdrawalLimits', { ...none, ...bad }, world.employee.token), 400);
    }
    expectRefused(await callApi('users-setWithdrawalLimits', { ...none, monthlyCap: 100 }, world.manager.token), 403);
    expect((await getUser(world.orgId, world.employee.user.id))?.selfLimits).toBeUndefined();
    // The user record as the site reads it never shows the limits in sen.
    expectOk(await callApi('users-setWithdrawalLimits', { ...none, monthlyCap: 100 }, world.employee.token));
    const me = okBody(await callApi('users-getCurrentUser', {}, world.employee.token));
    expect(me).not.toHaveProperty('selfLimits');
  });
});
