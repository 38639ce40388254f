import { describe, expect, it } from 'vitest';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { ANONYMISED_NAME, isAnonymousId } from '../../shared/domain/employees/anonymisation';
import { env } from '../../lambdas/core/env';
import { createEmployee, getEmployee, softDeleteEmployee } from '../../lambdas/data/employees/employees';
import { anonymiseEmployee, dueEmployees } from '../../lambdas/services/employees/anonymisation';
import { getUser, updateUser } from '../../lambdas/data/identity/users';
import { listOutboxMessages } from '../../lambdas/data/messages/outbox';
import { listRecordHistory } from '../../lambdas/data/table/record-history';
import { keys, orgPk } from '../../lambdas/data/table/keys';
import { table, type Item } from '../../lambdas/data/table/table';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { signIn } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { tableItem } from '../support/table-item';
import { storeElection, storeSms, storeStatement } from '../support/personal-data';

/**
 * The personal-data-retention job (issue 31, line 5; docs/rules.md#privacy): employees deleted or
 * suspended longer than RETENTION_DAYS are anonymised, their money records kept with their amounts
 * and dates under a pseudonym; the others are untouched, and a second run changes nothing.
 */
const job = SCHEDULED_JOBS.find((j) => j.name === 'personal-data-retention')!;
const DAY = 24 * 3600;

const itemsUnder = (orgId: string, prefix: string) =>
  table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': prefix },
    ConsistentRead: true,
  });

/** What accounting keeps of a money record: its amounts, dates and statuses. */
const money = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => /Sen$|At$|^status$|^period|^id$|^transferDate$/.test(k)));

describe('the personal-data-retention job', () => {
  it('anonymises employees deleted or suspended longer than the period, keeps their money records, leaves the others, and does nothing the second time', async () => {
    const days = env.retentionDays;
    const now = epochSeconds();
    const world = await advancePayWorld();
    const { orgId } = world;
    const gone = world.employee;
    const ic = gone.employee.employeeICNumber;
    const mobile = gone.employee.mobileNumber!;

    // The one to anonymise: withdrawals, a statement, an election, a message, deleted a day past the period.
    const paid = await storeWithdrawal(orgId, ic, { amount: 123.45, status: 'completed', createdBy: 'Nur Hidayah' });
    const rejected = await storeWithdrawal(orgId, ic, { amount: 50, status: 'rejected', createdBy: 'Nur Hidayah' });
    await storeStatement(orgId, world.org.name, ic, paid.periodKey);
    await storeElection(orgId, ic, 100);
    await storeSms(mobile, 'Your withdrawal was paid');
    const withdrawalsBefore = (await itemsUnder(orgId, keys.advanceTransactionSkPrefix(ic))).map(money);
    const summariesBefore = (await itemsUnder(orgId, keys.employeeMonthSummarySkPrefix(ic))).map(money);
    expect(withdrawalsBefore).toHaveLength(2);
    expect(summariesBefore.length).toBeGreaterThan(0);
    await softDeleteEmployee(gone.employee, now - (days + 1) * DAY, 'test');

    // Deleted a day before the period ends, and a live employee: untouched.
    const recent = await freshEmployee(orgId);
    await softDeleteEmployee(recent.employee, now - (days - 1) * DAY, 'test');
    const live = await freshEmployee(orgId);
    await storeWithdrawal(orgId, live.employee.employeeICNumber, { amount: 20 });
    // A login suspended longer than the period (its record live): anonymised too.
    const suspended = await freshEmployee(orgId);
    await updateUser(orgId, suspended.user.id, { status: 'Suspended' }, now - (days + 2) * DAY);
    const untouched = async () => ({
      recent: await tableItem(keys.employee(orgId, recent.employee.employeeICNumber)),
      live: await tableItem(keys.employee(orgId, live.employee.employeeICNumber)),
      liveWithdrawals: await itemsUnder(orgId, keys.advanceTransactionSkPrefix(live.employee.employeeICNumber)),
    });
    const before = await untouched();

    const first = (await runJob(job, new Date(now * 1000), { orgId })) as { anonymised: number; skipped: number };
    expect(first).toMatchObject({ anonymised: 2, skipped: 0, retentionDays: days });

    // The deleted employee: nothing left under the IC number; the records kept under a pseudonym.
    expect(await tableItem(keys.employee(orgId, ic))).toBeUndefined();
    for (const prefix of [
      keys.advanceTransactionSkPrefix(ic),
      keys.monthlyStatementSkPrefix(ic),
      keys.electedWalletSkPrefix(ic),
    ])
      expect(await itemsUnder(orgId, prefix)).toEqual([]);
    const user = (await getUser(orgId, gone.user.id))!;
    const anon = user.employeeICNumber!;
    expect(isAnonymousId(anon)).toBe(true);
    expect(user).toMatchObject({ firstName: ANONYMISED_NAME, displayName: ANONYMISED_NAME });
    expect(user.email).not.toBe(gone.user.email);
    const record = (await tableItem(keys.employee(orgId, anon)))!;
    expect(record).toMatchObject({
      employeeICNumber: anon,
      name: ANONYMISED_NAME,
      deleted: true,
      salarySen: 4_000_000,
    });
    for (const field of ['mobileNumber', 'accountNumber', 'bankCode', 'email', 'userId', 'anonymisingAs'])
      expect(record, field).not.toHaveProperty(field);

    const withdrawals = await itemsUnder(orgId, keys.advanceTransactionSkPrefix(anon));
    expect(withdrawals.map(money)).toEqual(withdrawalsBefore);
    expect(withdrawals.map((w) => w.id).sort()).toEqual([paid.id, rejected.id].sort());
    for (const w of withdrawals) {
      expect(w).toMatchObject({ employeeICNumber: anon, createdBy: ANONYMISED_NAME });
      expect(w).not.toHaveProperty('banking');
    }
    expect((await itemsUnder(orgId, keys.employeeMonthSummarySkPrefix(anon))).map(money)).toEqual(summariesBefore);
    const [statement] = await itemsUnder(orgId, keys.monthlyStatementSkPrefix(anon));
    expect(statement).toMatchObject({
      employeeName: ANONYMISED_NAME,
      totalWithdrawnSen: 12_345,
      balancePayableSen: 287_655,
    });
    expect(JSON.stringify([record, user, withdrawals, statement])).not.toMatch(
      new RegExp(`${ic}|Nur Hidayah|${mobile.slice(1)}`),
    );

    // Claims released, sign-in gone, messages scrubbed, a history entry without personal data.
    expect(await tableItem(keys.uniqueEmail(gone.user.email))).toBeUndefined();
    await expect(signIn(gone.user.email, gone.user.password)).rejects.toThrow();
    expect(await listOutboxMessages({ to: mobile })).toEqual([]);
    const history = await listRecordHistory(orgId, 'EMPLOYEE', anon);
    expect(history).toEqual([expect.objectContaining({ action: 'anonymised' })]);
    expect(JSON.stringify(history)).not.toContain(ic);
    // The audit trail: one entry by the platform, naming the pseudonym only.
    const audit = await searchAuditPage(
      { orgId, from: klDate(new Date(now * 1000)), to: klDate(), kind: 'user' },
      {
        limit: 50,
      },
    );
    const entry = audit.items.find((e) => e.action === 'anonymised' && e.subject.id === anon);
    expect(entry).toMatchObject({ actor: { name: 'Personal data retention', role: 'system' } });
    expect(JSON.stringify(entry)).not.toContain(ic);

    // The suspended login's employee: anonymised as well, out of the live directory.
    expect(await getEmployee(orgId, suspended.employee.employeeICNumber)).toBeUndefined();
    expect((await getUser(orgId, suspended.user.id))?.anonymisedAt).toBe(now);

    // The one deleted within the period and the live one: exactly as they were.
    expect(await untouched()).toEqual(before);
    expect(before.recent).toMatchObject({ name: 'Nur Hidayah', mobileNumber: recent.employee.mobileNumber });

    // Idempotent: a second run finds no one and changes nothing.
    const snapshot = async () => ({
      kept: await itemsUnder(orgId, keys.advanceTransactionSkPrefix(anon)),
      record: await tableItem(keys.employee(orgId, anon)),
      user: await getUser(orgId, gone.user.id),
      ...(await untouched()),
    });
    const afterFirst = await snapshot();
    expect(await runJob(job, new Date(now * 1000 + 60_000), { orgId })).toMatchObject({ anonymised: 0, skipped: 0 });
    expect(await snapshot()).toEqual(afterFirst);
  }, 120_000);
  it('leaves alone an employee restored between the read and the write', async () => {
    const days = env.retentionDays;
    const now = epochSeconds();
    const world = await advancePayWorld();
    const { employee } = world.employee;
    await storeWithdrawal(world.orgId, employee.employeeICNumber, { amount: 42 });
    await softDeleteEmployee(employee, now - (days + 10) * DAY, 'test');
    const due = await dueEmployees(world.orgId, now, days);
    expect(due).toEqual([expect.objectContaining({ icNumber: employee.employeeICNumber, reason: 'deleted' })]);

    // Restored (the same IC number added again) before the job writes.
    await createEmployee({ ...employee, modifiedAt: now, createdAt: now });
    expect(await anonymiseEmployee(due[0], now)).toBeUndefined();
    expect(await getEmployee(world.orgId, employee.employeeICNumber)).toMatchObject({ name: 'Nur Hidayah' });
    expect(await itemsUnder(world.orgId, keys.advanceTransactionSkPrefix(employee.employeeICNumber))).toHaveLength(1);
    expect(await tableItem(keys.employee(world.orgId, employee.employeeICNumber))).not.toHaveProperty('anonymisingAs');
  });
});
