import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_CHUNK_SIZE, type ImportRowInput } from '../../shared/domain/employees/employee-import';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { createEmployee, getEmployeesLastModified, listAllEmployees } from '../../lambdas/data/employees/employees';
import {
  callApi,
  expectOk,
  expectRefused,
  firstSignIn,
  invitationPassword,
  okBody,
  signIn,
  type ApiResult,
} from '../support/api';
import type { CallableInput, CallableName } from '../../shared/callables/index';
import { freshOrgWithManager } from '../support/fresh-org';
import { uniqueImportNumbers } from '../support/import-numbers';
import { putTableItem, tableItem } from '../support/table-item';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

type Mode = 'overwrite' | 'add';
const CALL = {
  overwrite: 'employees-employeeBulkImportOverwrite',
  add: 'employees-employeeBulkImportAdd',
} as const satisfies Record<Mode, CallableName>;

/** A fresh organisation of its own with a signed-in Manager, so no other test's directory is touched. */
const freshOrg = () => freshOrgWithManager({ idPrefix: 'imp', label: 'Import Test', eBenefits: 'yes' });

/** Digits unique to this run, so mobile numbers (claimed platform-wide) never collide across runs. */
function rowMaker() {
  const unique = uniqueImportNumbers('T');
  return (i: number, extra: Record<string, unknown> = {}) => ({
    row: i + 2,
    firstName: `First${i}`,
    lastName: 'Imported',
    employeeICNumber: unique.employeeICNumber(i),
    bank: i % 2 ? 'CIMB Bank' : 'Maybank',
    accountNumber: `8${String(1000000 + i)}`,
    salary: 2500 + (i % 100) + 0.5,
    mobileNumber: unique.mobileNumber(i),
    ...extra,
  });
}

type Timed<N extends CallableName> = ApiResult<N> & { ms: number };

async function timedCall<N extends CallableName>(name: N, payload: CallableInput<N>, token: string): Promise<Timed<N>> {
  const t0 = Date.now();
  const res = await callApi(name, payload, token);
  return { ...res, ms: Date.now() - t0 };
}

/**
 * The browser's way: start, the rows in parts, the preview (what the file changes), commit with
 * those numbers confirmed until done. Answers the last response, the preview's numbers and every call's time.
 */
async function importInParts(token: string, mode: Mode, rows: ImportRowInput[]) {
  const calls: Timed<(typeof CALL)[Mode]>[] = [];
  const call = async (payload: CallableInput<(typeof CALL)[Mode]>) => {
    const res = await timedCall(CALL[mode], payload, token);
    calls.push(res);
    return res;
  };
  const start = await call({ step: 'start', totalRows: rows.length });
  expectOk(start);
  const importId = start.body.importId;
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_SIZE) {
    const part = await call({ step: 'rows', importId, rows: rows.slice(i, i + IMPORT_CHUNK_SIZE) });
    if (part.status !== 200) return { res: part, calls, importId };
  }
  const preview = await call({ step: 'preview', importId });
  if (preview.status !== 200) return { res: preview, calls, importId };
  const changes = preview.body.changes;
  let res = await call({ step: 'commit', importId, confirmed: changes });
  while (res.status === 200 && !res.body.done) res = await call({ step: 'commit', importId });
  return { res, calls, importId, changes };
}

async function undoAll(token: string) {
  const calls: Timed<'employees-undoImport'>[] = [];
  let res = await timedCall('employees-undoImport', {}, token);
  calls.push(res);
  while (res.status === 200 && !res.body.done) {
    res = await timedCall('employees-undoImport', {}, token);
    calls.push(res);
  }
  return { res, calls };
}

const queryPrefix = async (orgId: string, prefix: string) =>
  (
    await (
      await ddbDoc()
    ).send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': keys.employee(orgId, '').pk, ':p': prefix },
      }),
    )
  ).Items ?? [];

const directory = async (orgId: string) =>
  (await listAllEmployees(orgId)).sort((a, b) => a.employeeICNumber.localeCompare(b.employeeICNumber));

describe('employee bulk import', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  it('adds, skipping IC numbers already in the directory; then overwrites; each import undone once', async () => {
    const row = rowMaker();
    const now = epochSeconds();
    // prepare: one employee created by hand (with a mobile number) before any import
    await createEmployee({
      employeeICNumber: row(0).employeeICNumber,
      orgId: org.orgId,
      firstName: 'Hand',
      lastName: 'Made',
      name: 'Hand Made',
      status: 'approved',
      mobileNumber: row(0).mobileNumber,
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '1234567890',
      advancePayWithdrawalsDisabled: false,
      createdAt: now,
      modifiedAt: now,
    });
    expect(await directory(org.orgId)).toHaveLength(1);
    const modifiedBefore = await getEmployeesLastModified(org.orgId);

    // act: add rows 0..4 (row 0's IC number is already there)
    const add = await callApi(CALL.add, { rows: [0, 1, 2, 3, 4].map((i) => row(i)) }, org.token);

    // assess
    expectOk(add);
    expect(add.body).toMatchObject({ done: true, status: 'done', mode: 'add', added: 4, skipped: 1, totalRows: 5 });
    const afterAdd = await directory(org.orgId);
    expect(afterAdd.map((e) => e.employeeICNumber)).toEqual([0, 1, 2, 3, 4].map((i) => row(i).employeeICNumber));
    expect(afterAdd[0]).toMatchObject({ firstName: 'Hand', status: 'approved' });
    expect(afterAdd[1]).toMatchObject({
      firstName: 'First1',
      lastName: 'Imported',
      name: 'First1 Imported',
      status: 'pending-approval',
      bank: 'CIMB Bank',
      bankCode: 'CIBBMYKL',
      salarySen: 250_150,
      importId: add.body.importId,
    });
    expect((await getEmployeesLastModified(org.orgId))!).toBeGreaterThanOrEqual(modifiedBefore!);
    // imported employees wait for approval, and their mobile numbers are claimed
    const pending = await callApi('employees-getEmployeesPendingApproval', {}, org.token);
    expectOk(pending);
    expect(pending.body.items).toHaveLength(4);
    const claim = await tableItem(keys.uniqueMobile(org.orgId, row(1).mobileNumber));
    expect(claim).toMatchObject({ orgId: org.orgId, employeeICNumber: row(1).employeeICNumber });

    const check = await callApi('employees-checkLastImport', {}, org.token);
    expect(check.body).toEqual({
      allow: true,
      lastImport: match.objectContaining({
        importId: add.body.importId,
        mode: 'add',
        status: 'done',
        count: 5,
        added: 4,
        skipped: 1,
        by: org.manager.displayName,
        at: match.any(Number),
      }),
    });

    // overwrite with rows 3..6: everyone before is replaced
    const overwrite = await importInParts(
      org.token,
      'overwrite',
      [3, 4, 5, 6].map((i) => row(i)),
    );
    expectOk(overwrite.res);
    expect(overwrite.res.body).toMatchObject({ done: true, added: 4, skipped: 0, replaced: 5 });
    const afterOverwrite = await directory(org.orgId);
    expect(afterOverwrite.map((e) => e.employeeICNumber)).toEqual([3, 4, 5, 6].map((i) => row(i).employeeICNumber));
    expect(afterOverwrite.every((e) => e.importId === overwrite.importId && e.status === 'pending-approval')).toBe(
      true,
    );
    // the hand-made employee's mobile number was freed with it
    expect(await tableItem(keys.uniqueMobile(org.orgId, row(0).mobileNumber))).toBeUndefined();

    // undo the overwrite: exactly the directory after the add comes back
    const undo = await undoAll(org.token);
    expectOk(undo.res);
    expect(undo.res.body).toMatchObject({ done: true, removed: 4, restored: 5 });
    expect(undo.res.body.message).toBe(
      'Last employees import undone: 4 imported employees removed, 5 previous employees restored.',
    );
    expect(await directory(org.orgId)).toEqual(afterAdd);
    expect(await tableItem(keys.uniqueMobile(org.orgId, row(0).mobileNumber))).toMatchObject({
      employeeICNumber: row(0).employeeICNumber,
    });

    // an undo cannot be undone, nor the add before it (only the latest import, once)
    expect((await callApi('employees-checkLastImport', {}, org.token)).body).toMatchObject({
      allow: false,
      lastImport: { importId: overwrite.importId, status: 'undone' },
    });
    const again = await callApi('employees-undoImport', {}, org.token);
    expectRefused(again, 409);
    expect(again.body.errorInfo.message).toBe(
      'The last employees import has already been undone. An import can be undone only once, and an undo cannot be reversed.',
    );
    expect(await directory(org.orgId)).toEqual(afterAdd);
  });

  it('undoing an add removes only the rows it added and restores a soft-deleted record it wrote over', async () => {
    const fresh = await freshOrg();
    const row = rowMaker();
    expect((await callApi(CALL.add, { rows: [row(0), row(1)] }, fresh.token)).status).toBe(200);
    const del = await callApi(
      'employees-softDeleteEmployee',
      { employeeICNumber: row(1).employeeICNumber },
      fresh.token,
    );
    expectOk(del);
    const before = await directory(fresh.orgId);
    const deletedItem = await tableItem(keys.employee(fresh.orgId, row(1).employeeICNumber));

    const add = await callApi(CALL.add, { rows: [row(0), row(1, { firstName: 'Again' }), row(2)] }, fresh.token);
    expect(add.body).toMatchObject({ added: 2, skipped: 1 });
    expect((await directory(fresh.orgId)).map((e) => e.firstName)).toEqual(['First0', 'Again', 'First2']);

    const undo = await undoAll(fresh.token);
    expect(undo.res.body).toMatchObject({ done: true, removed: 2, restored: 1 });
    expect(await directory(fresh.orgId)).toEqual(before);
    expect(await tableItem(keys.employee(fresh.orgId, row(1).employeeICNumber))).toEqual(deletedItem);
    expect(await tableItem(keys.employee(fresh.orgId, row(2).employeeICNumber))).toBeUndefined();
  });

  it('only the latest import can be undone: a newer one forgets the backups of the one before', async () => {
    const fresh = await freshOrg();
    const row = rowMaker();
    expect((await callApi(CALL.add, { rows: [row(0), row(1)] }, fresh.token)).body).toMatchObject({ added: 2 });
    const overwrite = await callApi(
      CALL.overwrite,
      { rows: [row(2)], confirmed: { bankAccounts: 0, mobileNumbers: 0, suspended: 2 } },
      fresh.token,
    );
    expectOk(overwrite);
    expect(overwrite.body).toMatchObject({ added: 1, replaced: 2 });
    const backups = () => queryPrefix(fresh.orgId, keys.employeeImportBackupSkPrefix(overwrite.body.importId));
    expect((await backups()).length).toBe(1);

    const add = await callApi(CALL.add, { rows: [row(3)] }, fresh.token);
    expectOk(add);
    expect(add.body).toMatchObject({ added: 1 });
    expect(await backups()).toEqual([]);
    expect(okBody(await callApi('employees-checkLastImport', {}, fresh.token)).lastImport).toMatchObject({
      importId: add.body.importId,
      mode: 'add',
    });
    expect((await undoAll(fresh.token)).res.body).toMatchObject({ done: true, removed: 1, restored: 0 });
    expect((await directory(fresh.orgId)).map((e) => e.employeeICNumber)).toEqual([row(2).employeeICNumber]);
    expect((await callApi('employees-undoImport', {}, fresh.token)).status).toBe(409);
  });

  it('refuses an undo when there was no import', async () => {
    const fresh = await freshOrg();
    expect((await callApi('employees-checkLastImport', {}, fresh.token)).body).toEqual({
      allow: false,
      lastImport: null,
    });
    const res = await callApi('employees-undoImport', {}, fresh.token);
    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe('There is no employee import to undo.');
  });
});

describe('logins of the employees an import takes out', () => {
  it('an overwrite suspends the logins of the employees it removes; its undo lets them sign in again', async () => {
    const org = await freshOrg();
    const email = `imp-login-${ulid().toLowerCase()}@example.my`;
    const ic = `L${ulid().slice(-10)}`;
    expect(
      (
        await callApi(
          'employees-createEmployee',
          { employeeICNumber: ic, firstName: 'Has', lastName: 'Login', email },
          org.token,
        )
      ).status,
    ).toBe(200);
    expect((await callApi('employees-approveEmployees', { ICNumbers: [ic] }, org.token)).status).toBe(200);
    const session = await firstSignIn(email, await invitationPassword(email), 'N3w-Passw0rd!');
    expect((await callApi('users-getCurrentUser', {}, session.idToken)).status).toBe(200);

    const row = rowMaker();
    const { res } = await importInParts(org.token, 'overwrite', [row(0), row(1)]);
    expectOk(res);
    const locked = await callApi('users-getCurrentUser', {}, session.idToken);
    expectRefused(locked, 403);
    expect(locked.body.errorInfo.code).toBe('ACCOUNT_LOCKED');

    expect((await undoAll(org.token)).res.status).toBe(200);
    expect((await callApi('users-getCurrentUser', {}, session.idToken)).body).toMatchObject({
      status: 'Active',
      employeeICNumber: ic,
    });
    expect((await directory(org.orgId)).map((e) => e.employeeICNumber)).toEqual([ic]);
  });
});

describe('nothing is lost when an import fails', () => {
  it('one import or undo at a time per organisation', async () => {
    const fresh = await freshOrg();
    const row = rowMaker();
    const a = await callApi(CALL.add, { step: 'start', totalRows: 1 }, fresh.token);
    expectOk(a);
    const b = await callApi(CALL.overwrite, { step: 'start', totalRows: 1 }, fresh.token);
    expectRefused(b, 409);
    expect(b.body.errorInfo.message).toBe(
      'Another employee import or undo is running for this organisation. Try again when it has finished.',
    );
    expect((await callApi(CALL.add, { rows: [row(0)] }, fresh.token)).status).toBe(409);
    expect((await callApi(CALL.add, { step: 'abort', importId: a.body.importId }, fresh.token)).body).toMatchObject({
      status: 'aborted',
      done: true,
    });
    expect((await callApi(CALL.add, { rows: [row(0)] }, fresh.token)).body).toMatchObject({ done: true, added: 1 });
  });

  it('an overwrite whose part is refused changes nothing', async () => {
    const fresh = await freshOrg();
    const row = rowMaker();
    await callApi(CALL.add, { rows: [row(0), row(1)] }, fresh.token);
    const before = await directory(fresh.orgId);
    const rows = Array.from({ length: 6 }, (_, i) => row(10 + i));
    rows[4] = { ...rows[4], bank: 'Bank of Nowhere' };
    const res = await importInParts(fresh.token, 'overwrite', rows.slice(0, 3));
    expectOk(res.res);
    const start = await callApi(CALL.overwrite, { step: 'start', totalRows: 6 }, fresh.token);
    expectOk(start);
    expect(
      (
        await callApi(
          CALL.overwrite,
          { step: 'rows', importId: start.body.importId, rows: rows.slice(0, 3) },
          fresh.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (await callApi(CALL.overwrite, { step: 'rows', importId: start.body.importId, rows: rows.slice(3) }, fresh.token))
        .status,
    ).toBe(400);
    expect(
      (await callApi(CALL.overwrite, { step: 'abort', importId: start.body.importId }, fresh.token)).body,
    ).toMatchObject({ status: 'aborted' });
    // the directory is the one of the first overwrite, which can still be undone
    expect((await directory(fresh.orgId)).map((e) => e.employeeICNumber)).toEqual(
      rows.slice(0, 3).map((r) => r.employeeICNumber),
    );
    expect((await undoAll(fresh.token)).res.body).toMatchObject({ done: true, restored: 2 });
    expect(await directory(fresh.orgId)).toEqual(before);
  });

  it('an overwrite that fails while applying is rolled back by abort, exactly', async () => {
    const fresh = await freshOrg();
    const row = rowMaker();
    await callApi(CALL.add, { rows: [row(0), row(1), row(2)] }, fresh.token);
    const before = await directory(fresh.orgId);
    const rows = [row(1, { firstName: 'Replaced' }), row(5), row(6)];
    const start = await callApi(CALL.overwrite, { step: 'start', totalRows: 3 }, fresh.token);
    expectOk(start);
    const importId = start.body.importId;
    expect((await callApi(CALL.overwrite, { step: 'rows', importId, rows }, fresh.token)).status).toBe(200);
    // meanwhile a colleague's record being written elsewhere claims row 6's mobile number (its claim lands first)
    await putTableItem({
      ...keys.uniqueMobile(fresh.orgId, row(6).mobileNumber),
      entity: 'uniqueMobile',
      version: 1,
      orgId: fresh.orgId,
      employeeICNumber: `X${ulid().slice(-10)}`,
    });

    const confirmed = { bankAccounts: 0, mobileNumbers: 0, suspended: 2 };
    const commit = await callApi(CALL.overwrite, { step: 'commit', importId, confirmed }, fresh.token);
    expectRefused(commit, 409);
    expect(commit.body.errorInfo.message).toBe(
      `Row ${row(6).row}: The mobile number ${row(6).mobileNumber} is already in use.`,
    );
    let abort = await callApi(CALL.overwrite, { step: 'abort', importId }, fresh.token);
    while (abort.status === 200 && !abort.body.done)
      abort = await callApi(CALL.overwrite, { step: 'abort', importId }, fresh.token);
    expect(abort.body).toMatchObject({ status: 'aborted', done: true });
    expect(await directory(fresh.orgId)).toEqual(before);
    // a cancelled import cannot be undone, and the directory takes new imports again
    expect((await callApi('employees-undoImport', {}, fresh.token)).status).toBe(409);
    expect((await callApi(CALL.add, { rows: [row(7)] }, fresh.token)).body).toMatchObject({ added: 1 });
  });
});

describe('the server checks every row again (never trusts the browser)', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  it.each([
    ['an unknown bank', { bank: 'Bank of Nowhere' }, 'rows.0.bank', 'Row 2: Bank of Nowhere is not a valid Bank!'],
    ['an empty required cell', { lastName: '  ' }, 'rows.0.lastName', 'Row 2: lastName is required.'],
    [
      'an unknown column',
      { nickname: 'Ais' },
      'rows',
      'nickname is not a valid field! Please use the provided template.',
    ],
    [
      'a bad IC number',
      { employeeICNumber: '12' },
      'rows.0.employeeICNumber',
      'Row 2: IC number must be 5 to 20 letters or digits',
    ],
    [
      'a bad mobile number',
      { mobileNumber: '012' },
      'rows.0.mobileNumber',
      'Row 2: Mobile number must be in E.164 format, e.g. +60123456789',
    ],
    ['a negative salary', { salary: -1 }, 'rows.0.salary', 'Row 2: Salary cannot be negative'],
  ])('refuses %s (400) and imports nothing', async (_case, change, field, message) => {
    const row = rowMaker();
    const res = await callApi(CALL.add, { rows: [{ ...row(0), ...change }, row(1)] }, org.token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.code).toBe('INVALID_ARGUMENT');
    expect(res.body.errorInfo.details).toContainEqual({ field, message });
    expect(await listAllEmployees(org.orgId)).toEqual([]);
  });

  it('refuses the same IC number twice, within one part or across parts', async () => {
    const row = rowMaker();
    const ic = row(0).employeeICNumber;
    const same = await callApi(
      CALL.add,
      { rows: [row(0), row(1, { employeeICNumber: ic.toLowerCase(), mobileNumber: undefined })] },
      org.token,
    );
    expectRefused(same, 400);
    expect(same.body.errorInfo.message).toBe(
      `Row 3: IC number ${ic} is in row 2 and row 3: an employee can only be imported once.`,
    );

    const start = await callApi(CALL.overwrite, { step: 'start', totalRows: 3 }, org.token);
    expectOk(start);
    const importId = start.body.importId;
    expect((await callApi(CALL.overwrite, { step: 'rows', importId, rows: [row(0)] }, org.token)).status).toBe(200);
    // the same part again is harmless
    expect(okBody(await callApi(CALL.overwrite, { step: 'rows', importId, rows: [row(0)] }, org.token)).received).toBe(
      1,
    );
    expect(
      okBody(
        await callApi(CALL.overwrite, { step: 'rows', importId, rows: [row(1, { employeeICNumber: ic })] }, org.token),
      ).received,
    ).toBe(2);
    // commit refuses a file that did not fully arrive...
    const early = await callApi(CALL.overwrite, { step: 'commit', importId }, org.token);
    expectRefused(early, 409);
    expect(early.body.errorInfo.message).toBe(
      'Only 2 of the 3 rows of the file arrived. Please import the file again.',
    );
    // ...and, once it has, the same IC number in two parts
    expect((await callApi(CALL.overwrite, { step: 'rows', importId, rows: [row(2)] }, org.token)).status).toBe(200);
    const across = await callApi(
      CALL.overwrite,
      { step: 'commit', importId, confirmed: { bankAccounts: 0, mobileNumbers: 0, suspended: 0 } },
      org.token,
    );
    expectRefused(across, 400);
    expect(across.body.errorInfo.details).toContainEqual({
      field: 'rows',
      message: `Row 3: IC number ${ic} is in row 2 and row 3: an employee can only be imported once.`,
    });
    // abort closes it; the directory never changed
    expect((await callApi(CALL.overwrite, { step: 'abort', importId }, org.token)).body).toMatchObject({
      status: 'aborted',
      done: true,
    });
    expect(await listAllEmployees(org.orgId)).toEqual([]);
  });

  it("refuses a mobile number another employee of the organisation holds; another organisation's employee does not matter", async () => {
    const own = await freshOrg();
    const other = await freshOrg();
    const row = rowMaker();
    const held = row(0).mobileNumber;
    const elsewhere = row(1).mobileNumber;
    expect(
      (
        await callApi(
          'employees-createEmployee',
          { employeeICNumber: `H${ulid().slice(-10)}`, firstName: 'Holds', lastName: 'Number', mobileNumber: held },
          own.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(
          'employees-createEmployee',
          {
            employeeICNumber: `E${ulid().slice(-10)}`,
            firstName: 'Other',
            lastName: 'Employer',
            mobileNumber: elsewhere,
          },
          other.token,
        )
      ).status,
    ).toBe(200);

    const res = await callApi(CALL.add, { rows: [row(0)] }, own.token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toContainEqual({
      field: 'rows.0.mobileNumber',
      message: `Row 2: The mobile number ${held} is already in use.`,
    });

    // numbers are unique per employer: the other organisation's employee neither blocks nor is told
    const ok = await callApi(CALL.add, { rows: [row(1)] }, own.token);
    expectOk(ok);
    expect(ok.body).toMatchObject({ added: 1 });
  });

  it('refuses an empty file', async () => {
    const res = await callApi(CALL.add, { rows: [] }, org.token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.message).toBe('File is empty!');
  });

  it('normalises as the browser does: IC number typed with dashes and spaces, mobile number without +', async () => {
    const row = rowMaker();
    const typed = row(0);
    const ic = typed.employeeICNumber;
    const res = await callApi(
      CALL.add,
      {
        rows: [
          {
            ...typed,
            employeeICNumber: ` ${ic.slice(0, 3)}-${ic.slice(3).toLowerCase()} `,
            mobileNumber: typed.mobileNumber.slice(1),
            accountNumber: '8001 2345 67',
          },
        ],
      },
      org.token,
    );
    expectOk(res);
    expect(await listAllEmployees(org.orgId)).toEqual([
      expect.objectContaining({ employeeICNumber: ic, mobileNumber: typed.mobileNumber, accountNumber: '8001234567' }),
    ]);
  });
});

describe('organisations are kept apart', () => {
  it("another organisation's manager cannot touch Demo's employees, nor undo its imports", async () => {
    const other = await signIn('manager@other.test', DEMO_PASSWORD);
    const row = rowMaker();
    for (const name of [CALL.add, CALL.overwrite]) {
      const res = await callApi(name, { rows: [row(0)], orgId: 'demo' }, other.idToken);
      expectRefused(res, 403);
    }
    expect((await callApi('employees-undoImport', { orgId: 'demo' }, other.idToken)).status).toBe(403);
    expect((await callApi('employees-checkLastImport', { orgId: 'demo' }, other.idToken)).status).toBe(403);
    // an import id of another organisation is simply not found in the caller's own
    const mine = await freshOrg();
    const start = await callApi(CALL.add, { step: 'start', totalRows: 1 }, mine.token);
    expectOk(start);
    const theirs = await freshOrg();
    const res = await callApi(CALL.add, { step: 'rows', importId: start.body.importId, rows: [row(1)] }, theirs.token);
    expectRefused(res, 404);
    expect((await callApi(CALL.add, { step: 'abort', importId: start.body.importId }, mine.token)).status).toBe(200);
  });

  it('an administrator names the organisation', async () => {
    const admin = await signIn('admin@platform.test', DEMO_PASSWORD);
    const mine = await freshOrg();
    expect((await callApi('employees-checkLastImport', {}, admin.idToken)).status).toBe(400);
    expect((await callApi('employees-checkLastImport', { orgId: 'no-such-org' }, admin.idToken)).status).toBe(404);
    const row = rowMaker();
    const res = await callApi(CALL.add, { rows: [row(0)], orgId: mine.orgId }, admin.idToken);
    expect(res.body).toMatchObject({ added: 1 });
    expect(okBody(await callApi('employees-checkLastImport', { orgId: mine.orgId }, admin.idToken)).allow).toBe(true);
  });
});

describe('large files go in parts, every call well under 29 s', () => {
  const slowest = (calls: { ms: number }[]) => Math.max(...calls.map((c) => c.ms));

  it('a 5,000-row file is added in one user action', { timeout: 240_000 }, async () => {
    const org = await freshOrg();
    const row = rowMaker();
    const rows = Array.from({ length: 5000 }, (_, i) => row(i));

    const { res, calls } = await importInParts(org.token, 'add', rows);

    expectOk(res);
    expect(res.body).toMatchObject({
      done: true,
      status: 'done',
      totalRows: 5000,
      received: 5000,
      added: 5000,
      skipped: 0,
    });
    expect((await listAllEmployees(org.orgId)).length).toBe(5000);
    expect(calls.length).toBeGreaterThan(5000 / IMPORT_CHUNK_SIZE);
    expect(slowest(calls)).toBeLessThan(20_000);
  });

  it('an overwrite of several pages is undone in full, exactly', { timeout: 240_000 }, async () => {
    const org = await freshOrg();
    const row = rowMaker();
    const first = await importInParts(
      org.token,
      'add',
      Array.from({ length: 450 }, (_, i) => row(i)),
    );
    expect(first.res.body).toMatchObject({ done: true, added: 450 });
    const before = await directory(org.orgId);

    // rows 300..749: 150 IC numbers (and mobile numbers) of the employees being replaced come back
    const second = await importInParts(
      org.token,
      'overwrite',
      Array.from({ length: 450 }, (_, i) => row(300 + i, { firstName: `New${i}` })),
    );
    expect(second.res.body).toMatchObject({ done: true, added: 450, replaced: 450 });
    const after = await directory(org.orgId);
    expect(after.length).toBe(450);
    expect(after.every((e) => e.firstName.startsWith('New'))).toBe(true);

    const undo = await undoAll(org.token);
    expect(undo.res.body).toMatchObject({ done: true, removed: 450, restored: 450 });
    expect(await directory(org.orgId)).toEqual(before);
    expect(slowest([...first.calls, ...second.calls, ...undo.calls])).toBeLessThan(20_000);
  });
});
