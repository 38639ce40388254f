import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_CHUNK_SIZE, type ImportRowInput } from '../../shared/domain/employees/employee-import';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { employeeCountKeys } from '../../lambdas/data/table/keys';
import {
  countDirectory,
  getEmployeeCounts,
  recountEmployees,
  SHARDS,
  type EmployeeCounts,
} from '../../lambdas/data/employees/employee-counts';
import { callApi, expectOk, okBody } from '../support/api';
import type { CallableInput } from '../../shared/callables/index';
import { freshOrgWithManager } from '../support/fresh-org';
import { uniqueImportNumbers } from '../support/import-numbers';
import { putTableItem, tableItem } from '../support/table-item';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';

/** A fresh organisation of this file's own with a signed-in Manager: no other test moves its counts. */
const freshOrg = () => freshOrgWithManager({ idPrefix: 'cnt', label: 'Counts Test' });

/** Rows of an import file, unique to this run (mobile numbers are claimed per organisation, IC numbers too). */
function rows(count: number, from = 0): ImportRowInput[] {
  const unique = uniqueImportNumbers('C');
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      row: k + 2,
      firstName: `First${i}`,
      lastName: 'Counted',
      employeeICNumber: unique.employeeICNumber(i),
      bank: 'Maybank',
      accountNumber: `8${String(1000000 + i)}`,
      mobileNumber: unique.mobileNumber(i),
    };
  });
}

async function importAll(token: string, mode: 'add' | 'overwrite', file: ImportRowInput[]) {
  const name = mode === 'add' ? 'employees-employeeBulkImportAdd' : 'employees-employeeBulkImportOverwrite';
  const call = (payload: CallableInput<typeof name>) => callApi(name, payload, token);
  const importId = okBody(await call({ step: 'start', totalRows: file.length })).importId;
  for (let i = 0; i < file.length; i += IMPORT_CHUNK_SIZE)
    expectOk(await call({ step: 'rows', importId, rows: file.slice(i, i + IMPORT_CHUNK_SIZE) }));
  // As the page does: the preview's numbers, confirmed at the first commit.
  const { changes } = okBody(await call({ step: 'preview', importId }));
  let res = await call({ step: 'commit', importId, confirmed: changes });
  while (res.status === 200 && !res.body.done) res = await call({ step: 'commit', importId });
  expectOk(res);
}

async function undo(token: string) {
  let res = await callApi('employees-undoImport', {}, token);
  while (res.status === 200 && !res.body.done) res = await callApi('employees-undoImport', {}, token);
  expectOk(res);
}

/** The counters, the directory counted, and what the API answers from the counters: all the same. */
async function expectExact(orgId: string, token: string, expected?: EmployeeCounts) {
  const [counters, counted] = await Promise.all([getEmployeeCounts(orgId), countDirectory(orgId)]);
  expect(counters).toEqual(counted);
  if (expected) expect(counted).toEqual(expected);
  const pending = okBody(await callApi('employees-countEmployeesPendingApproval', {}, token)).count;
  const summary = okBody(await callApi('advancePayManagement-getMonthlySummary', {}, token));
  expect({ pending, approved: summary.activeEmployees }).toEqual(counted);
}

const employee = (ic: string, i: number): CallableInput<'employees-createEmployee'> => ({
  employeeICNumber: ic,
  firstName: `Person${i}`,
  lastName: 'Counted',
  bankCode: 'MBBEMYKL',
  accountNumber: `7${String(1000000 + i)}`,
  salary: 3000,
});

/** Writes a counter shard that claims employees who do not exist (drift a recount must put right). */
const driftShard = (orgId: string, shard: number, counts: { pending?: number; approved?: number }) =>
  putTableItem({
    ...employeeCountKeys.shard(orgId, shard),
    entity: 'employeeCounts',
    version: 1,
    ...counts,
    changes: 1,
  });

describe('employee counters', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  it('follow every create, approval, withdrawal switch and delete exactly', async () => {
    await expectExact(org.orgId, org.token, { pending: 0, approved: 0 });
    const ics = Array.from({ length: 5 }, (_, i) => `K${ulid().slice(-9)}${i}`);
    for (const [i, ic] of ics.entries())
      expectOk(await callApi('employees-createEmployee', employee(ic, i), org.token));
    await expectExact(org.orgId, org.token, { pending: 5, approved: 0 });

    expectOk(await callApi('employees-approveEmployees', { ICNumbers: ics.slice(0, 3) }, org.token));
    await expectExact(org.orgId, org.token, { pending: 2, approved: 3 });

    // Approving one already approved is refused whole: nothing moves.
    expect((await callApi('employees-approveEmployees', { ICNumbers: ics.slice(2, 4) }, org.token)).status).toBe(409);
    await expectExact(org.orgId, org.token, { pending: 2, approved: 3 });

    // Switching withdrawals off keeps the employee active; an edit changes no status.
    expectOk(
      await callApi(
        'employees-changeAdvancePayWithdrawalsDisabledStatus',
        { employeeICNumber: ics[0], action: 'DISABLE' },
        org.token,
      ),
    );
    expectOk(await callApi('employees-editEmployee', { employeeICNumber: ics[1], salary: 3500 }, org.token));
    await expectExact(org.orgId, org.token, { pending: 2, approved: 3 });

    expectOk(await callApi('employees-softDeleteEmployee', { employeeICNumber: ics[1] }, org.token));
    expectOk(await callApi('employees-softDeleteEmployee', { employeeICNumber: ics[4] }, org.token));
    await expectExact(org.orgId, org.token, { pending: 1, approved: 2 });

    // A new employee over a deleted one's IC number counts once.
    expectOk(await callApi('employees-createEmployee', employee(ics[4], 4), org.token));
    await expectExact(org.orgId, org.token, { pending: 2, approved: 2 });
  });

  it('follow imports (add, overwrite) and their undo exactly', { timeout: 120_000 }, async () => {
    const before = await countDirectory(org.orgId);
    await importAll(org.token, 'add', rows(40));
    await expectExact(org.orgId, org.token, { ...before, pending: before.pending + 40 });

    await importAll(org.token, 'overwrite', rows(25, 100));
    await expectExact(org.orgId, org.token, { pending: 25, approved: 0 });

    await undo(org.token);
    await expectExact(org.orgId, org.token, { ...before, pending: before.pending + 40 });
  });

  it('are recounted when missing or drifted (an organisation from before the counters)', async () => {
    const fresh = await freshOrg();
    const ics = Array.from({ length: 3 }, (_, i) => `R${ulid().slice(-9)}${i}`);
    for (const [i, ic] of ics.entries())
      expectOk(await callApi('employees-createEmployee', employee(ic, i), fresh.token));
    expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ics[0]] }, fresh.token));

    // As before the counters existed: no shard at all. Reads count the directory until a recount.
    for (let shard = 0; shard < SHARDS; shard++)
      await (
        await ddbDoc()
      ).send(new DeleteCommand({ TableName: env.tableName, Key: employeeCountKeys.shard(fresh.orgId, shard) }));
    await expectExact(fresh.orgId, fresh.token, { pending: 2, approved: 1 });
    expect(await recountEmployees(fresh.orgId)).toEqual({ pending: 2, approved: 1 });

    // A drifted shard is put right by the recount job's step.
    await driftShard(fresh.orgId, 2, { pending: 7 });
    expect((await getEmployeeCounts(fresh.orgId)).pending).toBe(9);
    expect(await recountEmployees(fresh.orgId)).toEqual({ pending: 2, approved: 1 });
    await expectExact(fresh.orgId, fresh.token, { pending: 2, approved: 1 });
  });

  it('a new organisation starts with its counters at zero', async () => {
    const fresh = await freshOrg();
    const shards = await Promise.all(
      Array.from({ length: SHARDS }, (_, shard) => tableItem(employeeCountKeys.shard(fresh.orgId, shard))),
    );
    expect(shards[0]).toMatchObject({ pending: 0, approved: 0, countedAt: expect.any(Number) as unknown });
    await expectExact(fresh.orgId, fresh.token, { pending: 0, approved: 0 });
  });

  it('stay exact under concurrent creates and approvals', { timeout: 60_000 }, async () => {
    const fresh = await freshOrg();
    const ics = Array.from({ length: 12 }, (_, i) => `P${ulid().slice(-9)}${String(i).padStart(2, '0')}`);
    await Promise.all(
      ics.map(async (ic, i) => expectOk(await callApi('employees-createEmployee', employee(ic, i), fresh.token))),
    );
    await Promise.all(
      ics
        .slice(0, 6)
        .map(async (ic) => expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ic] }, fresh.token))),
    );
    await expectExact(fresh.orgId, fresh.token, { pending: 6, approved: 6 });
  });

  it('the employee-counts job recounts every organisation', { timeout: 120_000 }, async () => {
    const fresh = await freshOrg();
    const ic = `J${ulid().slice(-10)}`;
    expectOk(await callApi('employees-createEmployee', employee(ic, 1), fresh.token));
    await expectExact(fresh.orgId, fresh.token, { pending: 1, approved: 0 });
    // Drift: a shard claims employees that do not exist.
    await driftShard(fresh.orgId, 3, { approved: 4 });
    expect((await getEmployeeCounts(fresh.orgId)).approved).toBe(4);
    const job = SCHEDULED_JOBS.find((j) => j.name === 'employee-counts');
    if (!job) throw new Error('no employee-counts job');
    const result = (await runJob(job)) as { organisations: number };
    expect(result.organisations).toBeGreaterThan(1);
    await expectExact(fresh.orgId, fresh.token, { pending: 1, approved: 0 });
  });
});
