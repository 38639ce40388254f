import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { asSen } from '../../shared/domain/money/money';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { toAdvanceTransactionItem } from '../../lambdas/data/advance-pay/advance-transactions';
import { table } from '../../lambdas/data/table/table';
import { callApi, callApiRaw, expectOk, expectRefused } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { MY_DATA_INLINE_BYTES, type MyDataDocument } from '../../shared/domain/identity/my-data';
import { storeElection, storeSms, storeStatement } from '../support/personal-data';

/** More withdrawals than one read of the list holds (the service reads pages of 100). */
const MANY = 105;

describe('users-downloadMyData', () => {
  it('gives the employee every section of their own data, complete past one page, amounts to the sen and times in Malaysia', async () => {
    const world = await advancePayWorld();
    const { orgId } = world;
    const ic = world.employee.employee.employeeICNumber;
    const period = periodOf();
    // Three through the repository (with their history), the rest written directly: 1.01, 1.02… RM.
    const stored = [
      await storeWithdrawal(orgId, ic, { amount: 123.45, status: 'completed' }),
      await storeWithdrawal(orgId, ic, { amount: 50, status: 'rejected' }),
      await storeWithdrawal(orgId, ic, { amount: 10.05 }),
    ];
    const direct = Array.from({ length: MANY - stored.length }, (_, i) => ({
      ...stored[2],
      id: ulid(),
      amountSen: asSen(101 + i),
      feeSen: asSen(0),
      netAmountSen: asSen(101 + i),
      history: [],
    }));
    for (let i = 0; i < direct.length; i += 25)
      await Promise.all(direct.slice(i, i + 25).map((tx) => table.put({ Item: toAdvanceTransactionItem(tx) })));
    for (const key of ['2026-09', '2026-10']) await storeStatement(orgId, world.org.name, ic, key);
    await storeElection(orgId, ic, 60);
    const mobile = world.employee.employee.mobileNumber!;
    await storeSms(mobile, `My data notice ${ic}`);

    const res = await callApi('users-downloadMyData', {}, world.employee.token);
    expectOk(res);
    const { fileName, url } = res.body;
    const document = res.body.document!;
    expect(url).toBeUndefined();
    expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(document.generatedAt).toMatch(/\+08:00$/);
    expect(Object.keys(document.about).sort()).toEqual(
      ['benefits', 'elections', 'notices', 'profile', 'statements', 'withdrawals'].sort(),
    );
    expect(document.profile.employee).toMatchObject({ employeeICNumber: ic, orgId, salary: '40000.00' });
    expect(document.profile.employee.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(document.profile.user).toMatchObject({ id: world.employee.user.id, role: 'employee' });

    // Every withdrawal, past the first page of 100, each amount exact.
    expect(document.withdrawals).toHaveLength(MANY);
    expect(new Set(document.withdrawals.map((w) => w.id))).toEqual(new Set([...stored, ...direct].map((tx) => tx.id)));
    const byId = new Map(document.withdrawals.map((w) => [w.id, w]));
    expect(byId.get(stored[0].id)).toMatchObject({ amount: '123.45', status: 'completed', periodKey: period.key });
    expect(byId.get(stored[2].id)).toMatchObject({ amount: '10.05' });
    expect(byId.get(direct[0].id)).toMatchObject({ amount: '1.01', netAmount: '1.01' });
    expect(byId.get(direct.at(-1)!.id)).toMatchObject({ amount: ((101 + direct.length - 1) / 100).toFixed(2) });

    expect(document.statements.map((s) => s.periodKey)).toEqual(['2026-10', '2026-09']);
    expect(document.statements[0]).toMatchObject({ totalWithdrawn: '123.45', balancePayable: '2876.55' });
    expect(document.elections).toEqual([expect.objectContaining({ name: "Touch 'n Go", percentage: 60 })]);
    expect(document.notices).toEqual([
      expect.objectContaining({ channel: 'sms', to: mobile, text: `My data notice ${ic}` }),
    ]);
    expect(document.benefits).toEqual([]);

    // Nothing internal: no keys, index entries or stamps anywhere in the file.
    const text = JSON.stringify(document);
    for (const name of ['"pk"', '"sk"', '"gsi2pk"', '"entity"', '"expiresAt"', 'Sen"'])
      expect(text).not.toContain(name);
  });

  it("answers only the caller's own data: another employee gets theirs, a payload naming someone is refused", async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    await storeWithdrawal(world.orgId, ic, { amount: 77 });
    const other = await freshEmployee(world.orgId);

    const theirs = await callApi('users-downloadMyData', {}, other.token);
    expectOk(theirs);
    expect(theirs.body.document!.profile.employee.employeeICNumber).toBe(other.employee.employeeICNumber);
    expect(theirs.body.document!.withdrawals).toEqual([]);
    expect(JSON.stringify(theirs.body.document!)).not.toContain(ic);

    const named = await callApiRaw('users-downloadMyData', { employeeICNumber: ic }, other.token);
    expectRefused(named, 400);
  });

  it('answers a history too long for the response as a link to the same file', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const first = await storeWithdrawal(world.orgId, ic, { amount: 9.99 });
    // 320 withdrawals of 2.6 KB each: past what is answered inline.
    const long = Array.from({ length: 320 }, (_, i) => ({
      ...first,
      id: ulid(),
      amountSen: asSen(1000 + i),
      reviewReason: 'x'.repeat(2600),
      history: [],
    }));
    for (let i = 0; i < long.length; i += 40)
      await Promise.all(long.slice(i, i + 40).map((tx) => table.put({ Item: toAdvanceTransactionItem(tx) })));

    const res = await callApi('users-downloadMyData', {}, world.employee.token);
    expectOk(res);
    expect(res.body.document).toBeUndefined();
    expect(res.body.expiresInSeconds).toBeGreaterThan(0);
    const file = await fetch(res.body.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(res.body.fileName);
    const document = (await file.json()) as MyDataDocument;
    expect(Buffer.byteLength(JSON.stringify(document))).toBeGreaterThan(MY_DATA_INLINE_BYTES / 2);
    expect(document.profile.employee.employeeICNumber).toBe(ic);
    expect(document.withdrawals).toHaveLength(long.length + 1);
    expect(document.withdrawals.find((w) => w.id === long[7].id)).toMatchObject({ amount: '10.07' });
  });

  it('refuses a Manager and an Executive (employees only)', async () => {
    const world = await advancePayWorld();
    expectRefused(await callApi('users-downloadMyData', {}, world.manager.token), 403);
    expectRefused(await callApi('users-downloadMyData', {}, world.executive.token), 403);
  });
});
