import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import {
  addMigrationReports,
  emptyMigrationReport,
  type MigrationReport,
} from '../../shared/domain/employees/employee-migration';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { gsi3PendingEmployees, keys } from '../../lambdas/data/table/keys';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { createEmployee, toEmployeeItem } from '../../lambdas/data/employees/employees';
import { toUserItem } from '../../lambdas/data/identity/users';
import { callApi, expectOk, expectRefused, signIn } from '../support/api';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/** A full run goes through every organisation of the test stack: allow it time on a busy machine. */
const RUN_TIMEOUT = 300_000;

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** Run the migration to the end, as the Settings page does (call again with the cursor). */
async function runMigration(): Promise<{ total: MigrationReport; calls: number }> {
  let total = emptyMigrationReport();
  let cursor: string | undefined;
  let calls = 0;
  do {
    const res = await callApi('advancePayAdmin-refactorToUseEmployeeICNumber', cursor ? { cursor } : {}, admin);
    expectOk(res);
    total = addMigrationReports(total, res.body);
    cursor = res.body.nextCursor;
    calls += 1;
  } while (cursor);
  return { total, calls };
}

const get = async (key: { pk: string; sk: string }) =>
  (await (await ddbDoc()).send(new GetCommand({ TableName: env.tableName, Key: key, ConsistentRead: true }))).Item;
const put = async (item: Record<string, unknown>) =>
  (await ddbDoc()).send(new PutCommand({ TableName: env.tableName, Item: item }));

/** Digits unique to this run (mobile numbers and e-mails are claimed platform-wide). */
const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
const tag = ulid().slice(-5);

function employee(orgId: string, ic: string, extra: Partial<EmployeeRecord> = {}): EmployeeRecord {
  const now = epochSeconds();
  return {
    employeeICNumber: ic,
    orgId,
    firstName: 'Mig',
    lastName: ic,
    name: `Mig ${ic}`,
    status: 'approved',
    advancePayWithdrawalsDisabled: false,
    createdAt: now,
    modifiedAt: now,
    ...extra,
  };
}

async function freshOrg() {
  const id = `mig-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Migration Test ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: 'yes',
    advancePay: 'yes',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  return id;
}

describe('advancePayAdmin-refactorToUseEmployeeICNumber', () => {
  it('refuses a Manager and an employee (admin only)', async () => {
    for (const email of ['manager@demo.test', 'employee@other.test']) {
      const token = (await signIn(email, DEMO_PASSWORD)).idToken;
      const res = await callApi('advancePayAdmin-refactorToUseEmployeeICNumber', {}, token);
      expectRefused(res, 403);
    }
  });

  it('refuses a cursor it did not make (400, nothing done)', async () => {
    const res = await callApi('advancePayAdmin-refactorToUseEmployeeICNumber', { cursor: 'not-a-cursor' }, admin);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0].field).toBe('cursor');
  });

  it(
    'fixes broken employee records and reports them; a second run changes nothing; a claim held by another employee stays theirs',
    { timeout: RUN_TIMEOUT * 2 },
    async () => {
      // Prepare: an organisation of our own with records written as an old version left them.
      const orgId = await freshOrg();
      const dashedIc = `8${run.slice(0, 5)}-14-${tag}`; // normalises to 8xxxxx14<tag>
      const normalIc = dashedIc.replace(/-/g, '');
      const movedEmail = `mig-moved-${tag}-${run}@${orgId}.test`.toLowerCase();
      const movedMobile = `+6018${run}${String(Date.now() % 1000).padStart(3, '0')}`;
      const moved = employee(orgId, dashedIc, { email: movedEmail, mobileNumber: movedMobile, userId: `user-${tag}` });
      await put({ ...toEmployeeItem(moved), ...keys.employee(orgId, dashedIc) }); // keyed by the IC as typed, no e-mail claim
      await put({
        ...keys.legacyUniqueMobile(movedMobile),
        entity: 'uniqueMobile',
        version: 1,
        orgId,
        employeeICNumber: dashedIc,
      }); // its platform-wide claim of an older version, by the old IC
      const login = toUserItem({
        id: `user-${tag}`,
        tenantId: orgId,
        orgId,
        displayName: 'Mig Login',
        firstName: 'Mig',
        lastName: 'Login',
        email: movedEmail,
        role: 'employee',
        status: 'Active',
        employeeICNumber: dashedIc,
        createdAt: epochSeconds(),
        modifiedAt: epochSeconds(),
      });
      await put(login);

      const pendingMobile = `+6019${run}${String((Date.now() + 1) % 1000).padStart(3, '0')}`;
      const pending = employee(orgId, `P${tag}${run}`, { status: 'pending-approval', mobileNumber: pendingMobile });
      const { gsi3pk: _p, gsi3sk: _s, ...pendingWithoutIndex } = toEmployeeItem(pending);
      await put(pendingWithoutIndex); // pending but missing from the pending-approval index

      const approved = employee(orgId, `A${tag}${run}`);
      await put({
        ...toEmployeeItem(approved),
        gsi3pk: gsi3PendingEmployees(orgId),
        gsi3sk: `EMP#${approved.employeeICNumber}`,
      }); // approved, still on the index

      const sharedEmail = `mig-shared-${tag}-${run}@${orgId}.test`.toLowerCase();
      const holder = await createEmployee(employee(orgId, `H${tag}${run}`, { email: sharedEmail })); // owns the claim
      const intruder = employee(orgId, `I${tag}${run}`, { email: sharedEmail });
      await put(toEmployeeItem(intruder)); // same e-mail, no claim of its own

      const clash = employee(orgId, `C${tag}${run}`);
      await createEmployee(clash);
      const clashDashed = `C${tag}-${run}`;
      await put({
        ...toEmployeeItem({ ...clash, firstName: 'Duplicate', employeeICNumber: clashDashed }),
        ...keys.employee(orgId, clashDashed),
      });

      // Act: the whole migration.
      const first = await runMigration();

      // Assess: fixed in the table…
      expect(await get(keys.employee(orgId, dashedIc))).toBeUndefined();
      expect(await get(keys.employee(orgId, normalIc))).toMatchObject({
        employeeICNumber: normalIc,
        email: movedEmail,
        firstName: 'Mig',
      });
      expect(await get(keys.uniqueEmail(movedEmail))).toMatchObject({
        orgId,
        employeeICNumber: normalIc,
        userId: `user-${tag}`,
      });
      expect(await get(keys.user(orgId, `user-${tag}`))).toMatchObject({ employeeICNumber: normalIc });
      // mobile numbers are claimed within the organisation now: the platform-wide claim moved in
      expect(await get(keys.uniqueMobile(orgId, movedMobile))).toMatchObject({
        orgId,
        employeeICNumber: normalIc,
        userId: `user-${tag}`,
      });
      expect(await get(keys.legacyUniqueMobile(movedMobile))).toBeUndefined();
      expect(await get(keys.employee(orgId, pending.employeeICNumber))).toMatchObject({
        gsi3pk: gsi3PendingEmployees(orgId),
        gsi3sk: `EMP#${pending.employeeICNumber}`,
      });
      expect(await get(keys.uniqueMobile(orgId, pendingMobile))).toMatchObject({
        orgId,
        employeeICNumber: pending.employeeICNumber,
      });
      const approvedItem = await get(keys.employee(orgId, approved.employeeICNumber));
      expect(approvedItem?.gsi3pk).toBeUndefined();
      expect(approvedItem?.gsi3sk).toBeUndefined();
      // …the claim held by another employee untouched, the collision left for a person to merge…
      expect(await get(keys.uniqueEmail(sharedEmail))).toMatchObject({
        orgId,
        employeeICNumber: holder.employeeICNumber,
      });
      expect(await get(keys.employee(orgId, clashDashed))).toMatchObject({ firstName: 'Duplicate' });
      expect(await get(keys.employee(orgId, clash.employeeICNumber))).toMatchObject({ firstName: 'Mig' });
      // …and reported.
      // Every organisation there was when it ran: other test files create organisations meanwhile, and
      // one created behind the cursor is counted in the last step's total but not scanned by this run.
      expect(first.total.nextCursor).toBeUndefined();
      expect(first.total.organisationsScanned).toBeGreaterThanOrEqual(3);
      expect(first.total.organisationsScanned).toBeLessThanOrEqual(first.total.organisationsTotal);
      // The change counts are not asserted: the generic callables test may run the same migration
      // at the same moment and fix these records first. The table's state above is what must hold.
      expect(first.total.employeesChecked).toBeGreaterThanOrEqual(7);
      const mine = first.total.conflicts.filter((c) => c.orgId === orgId);
      expect(mine).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'emailClaim',
            employeeICNumber: intruder.employeeICNumber,
            message: match.stringContaining(holder.employeeICNumber),
          }),
          expect.objectContaining({ kind: 'collision', employeeICNumber: clashDashed }),
        ]),
      );
      expect(mine).toHaveLength(2);

      // Act again: nothing of this organisation left to change; the conflicts are still reported, still untouched.
      // (The platform-wide change count is not asserted: other test files write employees meanwhile.)
      const ours = [
        keys.employee(orgId, normalIc),
        keys.employee(orgId, pending.employeeICNumber),
        keys.employee(orgId, approved.employeeICNumber),
        keys.employee(orgId, clash.employeeICNumber),
        keys.employee(orgId, clashDashed),
        keys.employee(orgId, intruder.employeeICNumber),
        keys.uniqueEmail(movedEmail),
        keys.uniqueEmail(sharedEmail),
        keys.uniqueMobile(orgId, movedMobile),
        keys.uniqueMobile(orgId, pendingMobile),
        keys.user(orgId, `user-${tag}`),
      ];
      const before = await Promise.all(ours.map(get));
      const second = await runMigration();
      expect(await Promise.all(ours.map(get))).toEqual(before);
      expect(second.total.conflicts.filter((c) => c.orgId === orgId)).toHaveLength(2);
      expect(await get(keys.uniqueEmail(sharedEmail))).toMatchObject({ employeeICNumber: holder.employeeICNumber });
    },
  );

  it('works in bounded steps that carry on with a cursor', { timeout: RUN_TIMEOUT }, async () => {
    const first = await callApi('advancePayAdmin-refactorToUseEmployeeICNumber', {}, admin);
    expectOk(first);
    expect(first.body.organisationsTotal).toBeGreaterThan(0);
    if (first.body.nextCursor) {
      const next = await callApi(
        'advancePayAdmin-refactorToUseEmployeeICNumber',
        { cursor: first.body.nextCursor },
        admin,
      );
      expectOk(next);
    }
  });
});
