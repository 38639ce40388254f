import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../lambdas/core/env';
import { s3Client } from '../../lambdas/core/clients/s3';
import { PAY_RUN_MESSAGES, type PayRun } from '../../shared/domain/benefits/pay-run';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';
import { payRunWorld } from '../support/pay-runs';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

type World = Awaited<ReturnType<typeof payRunWorld>>;
let w: World;
let admin: string;
let otherManager: string;

beforeAll(async () => {
  [w, admin, otherManager] = await Promise.all([
    payRunWorld(),
    signIn('admin@platform.test', DEMO_PASSWORD).then((s) => s.idToken),
    signIn('manager@demo.test', DEMO_PASSWORD).then((s) => s.idToken),
  ]);
}, 60_000);

const opsRun = (over: Record<string, unknown> = {}) => ({
  payType: 'Regular' as const,
  payDay: '2026-11-28',
  benefitName: 'Year-end bonus',
  amount: 10.01,
  grouping: 'teams' as const,
  eligibleTeams: ['OPS'],
  ...over,
});

async function created(token = w.executive, over: Record<string, unknown> = {}): Promise<PayRun> {
  return okBody(await callApi('payRuns-createPayRun', opsRun(over), token));
}

async function approvedRun(): Promise<PayRun> {
  const run = await created();
  expectOk(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive));
  expectOk(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager));
  return okBody(await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager));
}

const adminUpdate = (run: PayRun, status: string, extra: Record<string, unknown> = {}) =>
  callApi('adminPayRuns-update', { status, orgId: run.orgId, id: run.id, ...extra } as never, admin);

describe('payRuns-createPayRun', () => {
  it('computes the eligible employees, their net pay and wallet split, as a draft of the current month', async () => {
    const run = await created();
    expect(run).toMatchObject({
      status: 'draft',
      payType: 'Regular',
      grouping: 'teams',
      eligibleTeams: [{ code: 'OPS', teamName: 'Operations', teamDescription: 'Operations team' }],
      totalEmployees: 3,
      eligibleEmployees: 2,
      employeesNetPay: 270.52,
      createdBy: 'Test Executive',
    });
    expect(run.period).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const details = okBody(await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager));
    const byIc = new Map(details.employees.map((e) => [e.employeeNumber, e]));
    const kl = byIc.get(w.employees.kl.employeeICNumber);
    expect(kl).toMatchObject({ eligible: true, netPay: 160.51, employeeCategory: { code: 'STAFF', name: 'Staff' } });
    expect(kl?.entitledBenefits.map((b) => b.name)).toEqual(['Meal allowance', 'KL parking', 'Year-end bonus']);
    expect(kl?.electedWallets.map((x) => [x.percentage, x.amount])).toEqual([
      [33, 52.97],
      [67, 107.54],
    ]);
    expect(byIc.get(w.employees.pg.employeeICNumber)).toMatchObject({ eligible: true, netPay: 110.01 });
    expect(byIc.get(w.employees.partial.employeeICNumber)).toMatchObject({ eligible: false });
    expect(byIc.has(w.employees.pending.employeeICNumber)).toBe(false);
    expect(byIc.has(w.employees.exec.employeeICNumber)).toBe(false);
  });

  it('groups by approved categories', async () => {
    const run = await created(w.manager, {
      payType: 'Ad-hoc',
      grouping: 'categories',
      eligibleTeams: undefined,
      eligibleCategories: [w.categories.exec.id],
      amount: 1,
    });
    expect(run).toMatchObject({ payType: 'Ad-hoc', eligibleEmployees: 1, totalEmployees: 1, employeesNetPay: 901 });
    expect(run.eligibleCategories).toEqual([
      {
        id: w.categories.exec.id,
        code: 'EXEC',
        name: 'Executives',
        description: 'Executives of the test organisation',
      },
    ]);
  });

  it('refuses a run nobody is eligible for, choices that are not approved, and invalid fields', async () => {
    const none = await callApi('payRuns-createPayRun', opsRun({ eligibleTeams: ['EMPTY'] }), w.manager);
    expectRefused(none, 422);
    expect(none.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.noneEligible);
    const draftTeam = await callApi('payRuns-createPayRun', opsRun({ eligibleTeams: ['NEW'] }), w.manager);
    expectRefused(draftTeam, 400);
    const draftCategory = await callApi(
      'payRuns-createPayRun',
      opsRun({ grouping: 'categories', eligibleCategories: [w.categories.draft.id] }),
      w.manager,
    );
    expectRefused(draftCategory, 400);
    expect(draftCategory.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.categoriesNotFound);
    const zero = await callApi('payRuns-createPayRun', opsRun({ amount: 0 }), w.manager);
    expectRefused(zero, 400);
    expect(zero.body.errorInfo.details).toContainEqual({ field: 'amount', message: PAY_RUN_MESSAGES.amountMin });
    const noTeams = await callApi('payRuns-createPayRun', opsRun({ eligibleTeams: [] }), w.manager);
    expectRefused(noTeams, 400);
    expect(noTeams.body.errorInfo.details).toContainEqual({ field: 'eligibleTeams', message: '*Required' });
  });
});

describe('the management status machine', () => {
  it('submits, edits back to draft with the approval cleared, approves; and refuses every other transition', async () => {
    const run = await created();
    const submitted = okBody(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive));
    expect(submitted.status).toBe('pending_approval');
    expectRefused(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive), 409);

    const edited = okBody(
      await callApi(
        'payRuns-updatePayRun',
        { payRunId: run.id, ...opsRun({ amount: 20, eligibleTeams: ['OPS', 'SALES'] }) },
        w.executive,
      ),
    );
    expect(edited).toMatchObject({ status: 'draft', amount: 20, totalEmployees: 4, eligibleEmployees: 3 });
    expect(edited.employeesNetPay).toBe(170.5 + 120 + 920);
    expect(edited.computationId).not.toBe(run.computationId);
    const details = okBody(await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager));
    expect(details.employees).toHaveLength(4);

    // Executives do not approve; a draft is not approved.
    expectRefused(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.executive), 403);
    const notPending = await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager);
    expectRefused(notPending, 409);
    expect(notPending.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.onlyPending);

    expectOk(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive));
    expect(okBody(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager))).toEqual({
      approved: 1,
    });
    const approved = okBody(await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager));
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'Test Manager' });

    const again = await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager);
    expectRefused(again, 409);
    expect(again.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.alreadyApproved);
    expectRefused(await callApi('payRuns-updatePayRun', { payRunId: run.id, ...opsRun() }, w.manager), 409);
    expectRefused(await callApi('payRuns-deletePayRun', { payRunId: run.id }, w.manager), 409);
    expectRefused(await callApi('payRuns-getPayRunReport', { payRunId: run.id }, w.manager), 409);
  });

  it('refuses an edit over a newer change, and approves a selection all or nothing', async () => {
    const a = await created();
    const b = await created();
    expectRefused(
      await callApi('payRuns-updatePayRun', { payRunId: a.id, modifiedAt: a.modifiedAt - 1, ...opsRun() }, w.manager),
      409,
    );
    expectOk(await callApi('payRuns-submitPayRun', { payRunId: a.id }, w.manager));
    const mixed = await callApi('payRuns-approvePayRuns', { payRunIds: [a.id, b.id] }, w.manager);
    expectRefused(mixed, 409);
    expect(mixed.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.onlyPending);
    expect(okBody(await callApi('payRuns-getPayRun', { payRunId: a.id }, w.manager)).status).toBe('pending_approval');
  });

  it('soft deletes a draft: gone from the list and the details', async () => {
    const run = await created();
    expect(okBody(await callApi('payRuns-deletePayRun', { payRunId: run.id }, w.executive))).toEqual({ deleted: true });
    const res = await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager);
    expectRefused(res, 404);
    expect(res.body.errorInfo.message).toBe(PAY_RUN_MESSAGES.notFound);
    const list = okBody(await callApi('payRuns-getPayRuns', {}, w.manager));
    expect(list.items.some((r) => r.id === run.id)).toBe(false);
    expectRefused(await callApi('payRuns-deletePayRun', { payRunId: run.id }, w.manager), 404);
  });

  it('lists the latest change first, and keeps every organisation to its own runs', async () => {
    const first = await created();
    const second = await created();
    const ids = okBody(await callApi('payRuns-getPayRuns', {}, w.executive)).items.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expectRefused(await callApi('payRuns-getPayRun', { payRunId: first.id }, otherManager), 404);
    expectRefused(await callApi('payRuns-submitPayRun', { payRunId: first.id }, otherManager), 404);
    expect(okBody(await callApi('payRuns-getPayRuns', {}, otherManager)).items.some((r) => r.id === first.id)).toBe(
      false,
    );
    expectRefused(await callApi('payRuns-getPayRuns', {}, w.employeeToken), 403);
    expectRefused(await callApi('payRuns-getPayRuns', {}, admin), 403);
  });

  it('pages the list: the pages add up, a cursor is refused on another organisation, a page over the maximum is refused', async () => {
    await created();
    await created();
    const idOf = (r: { id: string }) => r.id;
    const { firstCursor } = await expectPagesAddUp('payRuns-getPayRuns', {}, w.executive, { idOf });
    await expectCursorRefused('payRuns-getPayRuns', {}, firstCursor, otherManager);
    await expectOverLimitRefused('payRuns-getPayRuns', {}, w.manager);
  });
});

const readFile = async (key: string) =>
  (
    await (await s3Client()).send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }))
  ).Body!.transformToString();

describe('the administrators pay a run out', () => {
  it('moves approved → pending payment (payout files) → processing → completed with a failed payment', async () => {
    const draft = await created();
    expectRefused(await adminUpdate(draft, 'cancelled'), 404);
    const run = await approvedRun();

    const all = okBody(await callApi('adminPayRuns-getAll', { limit: 500 }, admin));
    const listed = all.items.find((r) => r.id === run.id);
    expect(listed?.status).toBe('approved');
    expect(listed?.orgName).toMatch(/^Pay Run Test/);
    expect(all.items.some((r) => r.id === draft.id)).toBe(false);
    expectRefused(await callApi('adminPayRuns-getAll', {}, w.manager), 403);

    // Only the next status, or cancelled.
    for (const skipped of ['processing', 'completed', 'approved']) expectRefused(await adminUpdate(run, skipped), 409);

    const pending = okBody(await adminUpdate(run, 'pending_payment'));
    expect(pending.status).toBe('pending_payment');
    expect(pending.payoutFiles?.map((f) => [f.walletName, f.payments, f.totalAmount])).toEqual([
      ['GrabPay', 1, 107.54],
      ["Touch 'n Go eWallet", 2, 162.98],
    ]);
    const tng = pending.payoutFiles!.find((f) => f.walletName !== 'GrabPay')!;
    const kl = w.employees.kl;
    const pg = w.employees.pg;
    const lines = (await readFile(tng.key)).split('\r\n');
    expect(lines[0]).toBe('Employee Name,IC Number,Mobile Number,Wallet Account Number,Amount (RM)');
    expect(lines.slice(1, 3).sort()).toEqual(
      [
        `Aisyah Rahman,${kl.employeeICNumber},${kl.mobileNumber},TNG-${kl.employeeICNumber},52.97`,
        `Badrul Test,${pg.employeeICNumber},${pg.mobileNumber},TNG-${pg.employeeICNumber},110.01`,
      ].sort(),
    );
    expect(lines[3]).toBe('Total,2 payments,,,162.98');
    const link = okBody(
      await callApi(
        'adminPayRuns-getPayoutFileUrl',
        { orgId: run.orgId, payRunId: run.id, walletId: tng.walletId },
        admin,
      ),
    );
    expect(link).toMatchObject({ fileName: tng.fileName, expiresInSeconds: 300 });
    expect(link.url).toContain(tng.key.split('/').pop());
    expectRefused(
      await callApi('adminPayRuns-getPayoutFileUrl', { orgId: run.orgId, payRunId: run.id, walletId: 'nope' }, admin),
      404,
    );

    expect(okBody(await adminUpdate(run, 'processing')).status).toBe('processing');
    const stranger = await adminUpdate(run, 'completed', {
      employees: [w.employees.partial.employeeICNumber],
      reason: 'Account closed',
    });
    expectRefused(stranger, 400);
    expectRefused(await adminUpdate(run, 'completed', { employees: [kl.employeeICNumber] }), 400);
    const done = okBody(
      await adminUpdate(run, 'completed', { employees: [kl.employeeICNumber], reason: 'Wallet account closed' }),
    );
    expect(done).toMatchObject({
      status: 'completed',
      failedEmployees: [kl.employeeICNumber],
      failureReason: 'Wallet account closed',
    });
    expectRefused(await adminUpdate(run, 'cancelled'), 409);

    const report = okBody(await callApi('payRuns-getPayRunReport', { payRunId: run.id }, w.executive));
    // By IC number (the report's key order).
    expect(report.items.map((l) => [l.employeeNumber, l.employeeName, l.status, l.reason])).toEqual(
      [
        [kl.employeeICNumber, 'Aisyah Rahman', 'failed', 'Wallet account closed'],
        [pg.employeeICNumber, 'Badrul Test', 'succeeded', undefined],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const lineOf = (l: { employeeNumber: string }) => l.employeeNumber;
    await expectPagesAddUp('payRuns-getPayRunReport', { payRunId: run.id }, w.executive, { idOf: lineOf });
    await expectPagesAddUp('adminPayRuns-getReport', { orgId: run.orgId, payRunId: run.id }, admin, { idOf: lineOf });
    await expectOverLimitRefused('payRuns-getPayRunReport', { payRunId: run.id }, w.executive);
    await expectOverLimitRefused('adminPayRuns-getReport', { orgId: run.orgId, payRunId: run.id }, admin);
    expect(okBody(await callApi('adminPayRuns-getReport', { orgId: run.orgId, payRunId: run.id }, admin))).toEqual(
      report,
    );

    const mine = okBody(await callApi('payRuns-getMyPayouts', {}, w.employeeToken)).items.filter(
      (p) => p.payRunId === run.id,
    );
    expect(mine.map((p) => [p.walletName, p.amount, p.status, p.reason])).toEqual([
      ['GrabPay', 107.54, 'failed', 'Wallet account closed'],
      ["Touch 'n Go eWallet", 52.97, 'failed', 'Wallet account closed'],
    ]);
    // Payouts are paged by pay run: a page of one run holds its two wallet lines.
    const payoutOf = (p: { payRunId: string; walletName: string }) => `${p.payRunId} ${p.walletName}`;
    await expectPagesAddUp('payRuns-getMyPayouts', {}, w.employeeToken, { idOf: payoutOf, itemsPerPage: false });
    await expectOverLimitRefused('payRuns-getMyPayouts', {}, w.employeeToken);
    await expectOverLimitRefused('adminPayRuns-getAll', {}, admin);
    const { firstCursor } = await expectPagesAddUp('adminPayRuns-getAll', {}, admin, {
      idOf: (r: { id: string }) => r.id,
      limit: 2,
    });
    // A cursor of the administrators' list is no cursor of an organisation's.
    await expectCursorRefused('payRuns-getPayRuns', {}, firstCursor, w.manager);
  });

  it('cancels from any non-terminal status, and a cancelled run stays cancelled', async () => {
    const run = await approvedRun();
    expect(okBody(await adminUpdate(run, 'cancelled')).status).toBe('cancelled');
    for (const status of ['approved', 'pending_payment', 'cancelled'])
      expectRefused(await adminUpdate(run, status), 409);
    const res = await callApi('adminPayRuns-getOne', { orgId: run.orgId, payRunId: run.id }, admin);
    const one = okBody(res);
    expect(one.status).toBe('cancelled');
    expect(one.employees).toHaveLength(3);
    expect(
      errorInfoOf(await callApi('adminPayRuns-getReport', { orgId: run.orgId, payRunId: run.id }, admin)).message,
    ).toBe(PAY_RUN_MESSAGES.noReports);
  });
});
