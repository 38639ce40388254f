import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { FAILED_WAGE_REASONS } from '../../shared/domain/money/bank-transfer';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { runEarnedWageAccrual } from '../../lambdas/services/advance-pay/earned-wage-accrual';
import { getEmployee, replaceEmployee } from '../../lambdas/data/employees/employees';
import { failedWageId, listOrgFailedWages } from '../../lambdas/data/advance-pay/failed-earned-wages';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { callApi, expectOk, signIn } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** All failed earned wages through the admin list, following pages. */
async function failedList() {
  const items: { id: string; orgId: string; employeeICNumber: string; reason: string }[] = [];
  let cursor: string | undefined;
  do {
    const res = await callApi('advancePayAdmin-getFailedWagesList', cursor ? { cursor } : {}, admin);
    expectOk(res);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('daily earned-wage accrual', () => {
  it('records an employee without salary once, and a retry resolves it after the salary is set', async () => {
    const world = await advancePayWorld();
    const noSalary = await freshEmployee(world.orgId, {
      salarySen: undefined,
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '1234567890',
    });
    const noBank = await freshEmployee(world.orgId, { salarySen: asSen(250_000) });
    const ic = noSalary.employee.employeeICNumber;
    const period = periodOf();

    const first = await runEarnedWageAccrual({ orgId: world.orgId });
    expect(first).toMatchObject({ orgs: 1, employees: 3, recorded: 2, resolved: 0 });
    const failures = await listOrgFailedWages(world.orgId);
    expect(failures.map((f) => [f.employeeICNumber, f.reason]).sort()).toEqual(
      [
        [ic, FAILED_WAGE_REASONS.noSalary],
        [noBank.employee.employeeICNumber, FAILED_WAGE_REASONS.noBank],
      ].sort(),
    );
    const failure = failures.find((f) => f.employeeICNumber === ic)!;
    expect(failure).toMatchObject({
      id: failedWageId(world.orgId, ic, period.key),
      orgName: world.org.name,
      employeeName: 'Nur Hidayah',
      earnedWagesSen: 0,
      period: period.text,
      periodKey: period.key,
    });
    // The admin list shows it.
    expect((await failedList()).some((f) => f.id === failure.id && f.reason === FAILED_WAGE_REASONS.noSalary)).toBe(
      true,
    );

    // A second run changes nothing: no duplicate, no write.
    const second = await runEarnedWageAccrual({ orgId: world.orgId });
    expect(second).toMatchObject({ recorded: 0, unchanged: 2, resolved: 0 });
    expect(await listOrgFailedWages(world.orgId)).toEqual(failures);

    // Retrying before the fix: still failing, with the reason.
    const early = await callApi('advancePayAdmin-retryFailedWages', { failedIds: [failure.id, 'not-an-id'] }, admin);
    expectOk(early);
    expect(early.body.resolved).toEqual([]);
    expect(early.body.failed).toEqual([
      { id: failure.id, reason: FAILED_WAGE_REASONS.noSalary },
      { id: 'not-an-id', reason: 'Failed earned wage not found' },
    ]);

    // The salary is set: the retry resolves it; the other one stays.
    const before = (await getEmployee(world.orgId, ic))!;
    await replaceEmployee(before, { ...before, salarySen: asSen(280_000), modifiedAt: epochSeconds() + 1 });
    const retry = await callApi('advancePayAdmin-retryFailedWages', { failedIds: [failure.id] }, admin);
    expect(retry.body).toEqual({ resolved: [failure.id], failed: [] });
    expect((await listOrgFailedWages(world.orgId)).map((f) => f.employeeICNumber)).toEqual([
      noBank.employee.employeeICNumber,
    ]);
    expect((await failedList()).some((f) => f.id === failure.id)).toBe(false);
  });

  it('the scheduled job records failures for the day it was due and resolves an employee fixed since', async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'earned-wage-accrual')!;
    expect(job.cron).toEqual({ minute: '15', hour: '0' });
    const world = await advancePayWorld();
    const noBank = await freshEmployee(world.orgId, { salarySen: asSen(310_000) });
    // Run as the job (its declared access), limited to this file's organisation.
    const run = () => runJob(job, new Date(), { orgId: world.orgId });

    expect(await run()).toMatchObject({ orgs: 1, recorded: 1 });
    const [failure] = await listOrgFailedWages(world.orgId);
    expect(failure).toMatchObject({
      employeeICNumber: noBank.employee.employeeICNumber,
      reason: FAILED_WAGE_REASONS.noBank,
    });
    expect(failure.earnedWagesSen).toBeGreaterThan(0);
    expect(await run()).toMatchObject({ recorded: 0, unchanged: 1, resolved: 0 });

    const before = (await getEmployee(world.orgId, noBank.employee.employeeICNumber))!;
    await replaceEmployee(before, {
      ...before,
      bank: 'CIMB Bank',
      bankCode: 'CIBBMYKL',
      accountNumber: '8001234567',
      modifiedAt: epochSeconds() + 1,
    });
    expect(await run()).toMatchObject({ recorded: 0, resolved: 1 });
    expect(await listOrgFailedWages(world.orgId)).toEqual([]);
  });

  it('skips an organisation without Advance Pay', async () => {
    const world = await advancePayWorld({ org: { advancePay: 'no' } });
    await freshEmployee(world.orgId, { salarySen: undefined });
    expect(await runEarnedWageAccrual({ orgId: world.orgId })).toMatchObject({ orgs: 0, employees: 0, recorded: 0 });
    expect(await listOrgFailedWages(world.orgId)).toEqual([]);
  });
});
