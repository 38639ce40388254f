import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditKind } from '../../shared/domain/audit/audit-entry';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { DROP_PREFIXES } from '../../shared/domain/finance/uploaded-document';
import { klDate } from '../../shared/domain/time/time';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { demoDirectory, putSeedEmployee } from '../../dev/seeds/seed-employees';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { epochSeconds } from '../../shared/domain/time/time';
import { callApi, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { completedDisbursement, freshFinanceOrg, type FinanceOrg } from '../support/finance';
import { csv, SETTLEMENTS_HEADER } from '../support/partner-files';
import { createTeamRun, payRunWorld } from '../support/pay-runs';

/**
 * The audit trail of the money changes (docs/rules.md#audit-trail): policies, disbursements,
 * settlements and pay runs each write one entry per changed record, in the change's transaction,
 * naming who made it (the caller, or the partner file that paid a settlement), the organisation,
 * the kind, the action, the subject and its figures before → after; a refused change writes none.
 */

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** The entries about one subject in the organisation's trail, oldest first (the search is by day, newest first). */
async function entriesAbout(orgId: string, subjectId: string, kind?: AuditKind): Promise<AuditEntry[]> {
  const page = await searchAuditPage(
    { orgId, from: addDaysIso(klDate(), -1), to: klDate(), person: subjectId, ...(kind ? { kind } : {}) },
    { limit: 200 },
  );
  return page.items.filter((e) => e.subject.id === subjectId).reverse();
}

const actions = (entries: readonly AuditEntry[]) => entries.map((e) => e.action);

/** An entry of a signed-in caller's change names them (login, role, name) and the request that made it. */
function expectByCaller(entry: AuditEntry | undefined, role: string, name: string): void {
  expect(entry?.actor).toMatchObject({ role, name });
  expect(entry?.actor.userId).toBeTruthy();
  expect(entry?.correlationId).toBeTruthy();
}

describe('policies', () => {
  it('withdrawal policies: created, approved, changed and deleted, figures in RM; a refused create writes none', async () => {
    const w = await advancePayWorld({ policy: null });
    const general = { maximumWithdrawalAmount: 1200, withdrawalFrequency: 'ONCE_A_WEEK', autoApproval: false } as const;
    const created = okBody(await callApi('withdrawalPolicies-createGeneralPolicy', general, w.executive.token));
    expectRefused(await callApi('withdrawalPolicies-createGeneralPolicy', general, w.executive.token), 409);
    expectOk(await callApi('withdrawalPolicies-approvePolicy', { ids: [created.id] }, w.manager.token));
    const approved = okBody(await callApi('withdrawalPolicies-getPolicies', {}, w.manager.token)).generalPolicy!;
    const changed = okBody(
      await callApi(
        'withdrawalPolicies-updateGeneralPolicy',
        { modifiedAt: approved.modifiedAt, maximumWithdrawalAmount: 1500 },
        w.executive.token,
      ),
    );
    expectOk(
      await callApi(
        'withdrawalPolicies-deletePolicy',
        { id: created.id, modifiedAt: changed.modifiedAt },
        w.manager.token,
      ),
    );

    const entries = await entriesAbout(w.orgId, created.id, 'policy');
    expect(actions(entries)).toEqual(['created', 'approved', 'changed', 'deleted']);
    const subject = { type: 'withdrawalPolicy', id: 'GENERAL', name: 'The General policy' };
    expect(entries[0]).toMatchObject({
      orgId: w.orgId,
      kind: 'policy',
      subject,
    });
    expectByCaller(entries[0], 'Executive', 'Test Executive');
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', after: 'PENDING' },
        { field: 'maximumWithdrawalAmount', after: 'RM 1200.00' },
        { field: 'autoApproval', after: 'off' },
      ]),
    );
    expectByCaller(entries[1], 'Manager', 'Test Manager');
    expect(entries[1].changes).toEqual([{ field: 'status', before: 'PENDING', after: 'APPROVED' }]);
    expect(entries[2].changes).toEqual([
      { field: 'status', before: 'APPROVED', after: 'PENDING' },
      { field: 'maximumWithdrawalAmount', before: 'RM 1200.00', after: 'RM 1500.00' },
    ]);
    expect(entries[3].changes).toEqual(
      expect.arrayContaining([{ field: 'maximumWithdrawalAmount', before: 'RM 1500.00' }]),
    );

    const advanced = okBody(
      await callApi(
        'withdrawalPolicies-createAdvancedPolicy',
        { maximumWithdrawalAmount: 800, withdrawalFrequency: 'DAILY', minSalary: 1000, maxSalary: 2500 },
        w.executive.token,
      ),
    );
    const [entry] = await entriesAbout(w.orgId, advanced.id);
    expect(entry).toMatchObject({
      action: 'created',
      subject: { type: 'withdrawalPolicy', name: 'The advanced policy for salaries RM 1,000.00 to RM 2,500.00' },
    });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'maxSalary', after: 'RM 2500.00' }]));
  });

  it('a bulk approval of the most policies allowed writes one entry each, in its one transaction', async () => {
    const w = await advancePayWorld({ policy: null });
    // The rule off, the Manager approves their own preparations: the approval also checks it stays off.
    const off = { orgId: w.orgId, makerChecker: 'off', reason: 'One Manager' } as const;
    expectOk(await callApi('orgs-setMakerChecker', off, admin));
    const ids: string[] = [];
    for (let i = 0; i < 49; i++) {
      const range = { minSalary: 1000 + i * 100, maxSalary: 1050 + i * 100 };
      const policy = { maximumWithdrawalAmount: 500, withdrawalFrequency: 'DAILY', ...range } as const;
      ids.push(okBody(await callApi('withdrawalPolicies-createAdvancedPolicy', policy, w.manager.token)).id);
    }
    expect(okBody(await callApi('withdrawalPolicies-approvePolicy', { ids }, w.manager.token))).toEqual({
      approved: 49,
    });
    const approvals = await searchAuditPage(
      { orgId: w.orgId, from: addDaysIso(klDate(), -1), to: klDate(), kind: 'policy' },
      { limit: 200 },
    );
    const approved = approvals.items.filter((e) => e.action === 'approved').map((e) => e.subject.id);
    expect(approved.sort()).toEqual([...ids].sort());
  });

  it('compensation policies and their pay ranges: one entry for each change', async () => {
    const [manager, executive] = await Promise.all(
      ['manager@demo.test', 'executive@demo.test'].map(async (e) => (await signIn(e, DEMO_PASSWORD)).idToken),
    );
    const name = `Audit pay ${ulid().slice(-6)}`;
    const policy = okBody(await callApi('compensationPolicies-createPolicy', { compensationName: name }, executive));
    const edited = okBody(
      await callApi(
        'compensationPolicies-editPolicy',
        { policyId: policy.id, compensationName: `${name} (edited)`, modifiedAt: policy.modifiedAt },
        executive,
      ),
    );
    const range = okBody(
      await callApi(
        'compensationPolicies-createPayRange',
        { policyId: policy.id, jobLevel: 'joblevel-demo-ex', minimum: 3000, midpoint: 4000, maximum: 5000 },
        executive,
      ),
    );
    expectOk(
      await callApi(
        'compensationPolicies-editPayRange',
        {
          policyId: policy.id,
          payRangeId: range.id,
          jobLevel: 'joblevel-demo-ex',
          minimum: 3000,
          midpoint: 4200,
          maximum: 5000,
          modifiedAt: range.modifiedAt,
        },
        executive,
      ),
    );
    expectOk(await callApi('compensationPolicies-approve', { policyIds: [policy.id] }, manager));
    expectOk(
      await callApi('compensationPolicies-deletePayRange', { policyId: policy.id, payRangeId: range.id }, executive),
    );
    const now = okBody(await callApi('compensationPolicies-getPolicy', { policyId: policy.id }, manager));
    expect(now.modifiedAt).toBeGreaterThanOrEqual(edited.modifiedAt);
    expectOk(
      await callApi('compensationPolicies-deletePolicy', { policyId: policy.id, modifiedAt: now.modifiedAt }, manager),
    );

    const onPolicy = await entriesAbout('demo', policy.id, 'policy');
    expect(actions(onPolicy)).toEqual(['created', 'changed', 'approved', 'deleted']);
    expect(onPolicy[0]).toMatchObject({ orgId: 'demo', kind: 'policy', subject: { type: 'compensationPolicy', name } });
    expectByCaller(onPolicy[0], 'Executive', 'Nurul Hassan');
    expect(onPolicy[1].changes).toEqual([{ field: 'compensationName', before: name, after: `${name} (edited)` }]);
    expectByCaller(onPolicy[2], 'Manager', 'Daniel Tan');
    expect(onPolicy[3].changes).toEqual([{ field: 'status', before: 'pending_approval', after: 'deleted' }]);

    const onRange = await entriesAbout('demo', range.id, 'policy');
    expect(actions(onRange)).toEqual(['pay range created', 'pay range changed', 'pay range deleted']);
    expect(onRange[0].subject).toMatchObject({ type: 'payRange', id: range.id });
    expect(onRange[1].changes).toEqual([{ field: 'midpoint', before: 'RM 4000.00', after: 'RM 4200.00' }]);
    expect(onRange[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'maximum', before: 'RM 5000.00' },
        { field: 'policyStatus', before: 'approved', after: 'pending_approval' },
      ]),
    );
  });
});

/** A finance organisation whose two approved employees can be paid (accounts on record). */
async function payableOrg(): Promise<
  FinanceOrg & { payees: { id: string; name: string; bankCode: string; accountNumber: string }[] }
> {
  const org = await freshFinanceOrg('audit');
  const directory = demoDirectory(org.orgId, 2, 0, 0, epochSeconds());
  for (const e of directory) await putSeedEmployee(e);
  const payees = directory
    .filter((e) => e.status === 'approved')
    .map((e) => ({
      id: e.employeeICNumber,
      name: e.name,
      bankCode: e.bankCode ?? '',
      accountNumber: e.accountNumber ?? '',
    }));
  return { ...org, payees };
}

const disbursementForm = (org: Awaited<ReturnType<typeof payableOrg>>, isDraft = false) => ({
  name: `Audit advance ${ulid().slice(-6)}`,
  date: addDaysIso(klDate(), 10),
  repaymentPeriod: 1,
  payeesType: 'employees' as const,
  isDraft,
  selectedPayees: org.payees.map((p) => ({ ...p, amount: 1000 })),
});

describe('disbursements', () => {
  it('each move along the state machine writes its entry, status and amounts in RM; completing creates the settlement', async () => {
    const org = await payableOrg();
    const d = okBody(await callApi('disbursements-create', disbursementForm(org), org.executive));
    expectOk(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager));
    const key = { orgId: org.orgId, disbursementId: d.id };
    expectOk(await callApi('disbursements-draft', key, admin));
    const again = okBody(
      await callApi('disbursements-update', { ...disbursementForm(org), disbursementId: d.id }, org.executive),
    );
    expect(again.status).toBe('pending-approval');
    expectOk(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager));
    expectOk(await callApi('disbursements-process', key, admin));
    expectRefused(await callApi('disbursements-process', key, admin), 409);
    const completed = okBody(await callApi('disbursements-complete', { ...key, dateCompleted: klDate() }, admin));

    const entries = await entriesAbout(org.orgId, d.id, 'disbursement');
    expect(actions(entries)).toEqual([
      'created',
      'approved',
      'reverted to draft',
      'changed',
      'approved',
      'processing file downloaded',
      'completed',
    ]);
    expect(entries[0]).toMatchObject({
      orgId: org.orgId,
      kind: 'disbursement',
      subject: { type: 'disbursement', id: d.id, name: d.name },
    });
    expectByCaller(entries[0], 'Executive', 'Test Executive');
    expect(entries[0].changes).toContainEqual({ field: 'status', after: 'pending-approval' });
    expect(entries[0].changes.find((c) => c.field === 'total')?.after).toMatch(/^RM 2\d{3}\.\d{2}$/);
    expectByCaller(entries[1], 'Manager', 'Test Manager');
    expect(entries[1].why).toContain('reserved from the credit line');
    expect(entries[1].changes).toEqual([{ field: 'status', before: 'pending-approval', after: 'approved' }]);
    expectByCaller(entries[2], 'admin', 'Aminah Ismail');
    expect(entries[6].changes).toEqual([
      { field: 'status', before: 'processing', after: 'completed' },
      { field: 'dateCompleted', after: klDate() },
    ]);

    const [settlement] = await entriesAbout(org.orgId, completed.repaymentId!, 'settlement');
    expect(settlement).toMatchObject({ action: 'created', subject: { type: 'settlement' } });
    expect(settlement.changes).toEqual(expect.arrayContaining([{ field: 'amountRepaid', after: 'RM 0.00' }]));
  });

  it('a draft, deleted; a cancelled one with its reason', async () => {
    const org = await payableOrg();
    const draft = okBody(await callApi('disbursements-create', disbursementForm(org, true), org.manager));
    expectOk(await callApi('disbursements-delete', { disbursementId: draft.id }, org.manager));
    expect(actions(await entriesAbout(org.orgId, draft.id))).toEqual(['drafted', 'deleted']);

    const d = okBody(await callApi('disbursements-create', disbursementForm(org), org.executive));
    expectOk(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager));
    const key = { orgId: org.orgId, disbursementId: d.id };
    expectOk(await callApi('disbursements-cancel', { ...key, reasonForCancellation: 'Client withdrew' }, admin));
    const entries = await entriesAbout(org.orgId, d.id);
    expect(actions(entries)).toEqual(['created', 'approved', 'cancelled']);
    expect(entries[2]).toMatchObject({
      why: 'Client withdrew',
      changes: [{ field: 'status', before: 'approved', after: 'cancelled' }],
    });
  });
});

describe('settlements', () => {
  it("an administrator's changes and payments: figures before → after; an over-payment refused writes none", async () => {
    const org = await freshFinanceOrg('audit-set');
    const { repaymentId } = await completedDisbursement(org, { totalRm: 1000 });
    const settlement = { orgId: org.orgId, repaymentId };
    expectOk(await callApi('repayments-update', { ...settlement, amountDue: 1200 }, admin));
    expectRefused(
      await callApi(
        'repaymentTransactions-create',
        { ...settlement, paymentDate: klDate(), amountRepaid: 5000 },
        admin,
      ),
      409,
    );
    const paid = okBody(
      await callApi('repaymentTransactions-create', { ...settlement, paymentDate: klDate(), amountRepaid: 200 }, admin),
    );
    expectOk(await callApi('repaymentTransactions-update', { ...settlement, id: paid.id, amountRepaid: 250 }, admin));
    expectOk(await callApi('repaymentTransactions-void', { ...settlement, id: paid.id }, admin));
    expectOk(await callApi('repayments-delete', settlement, admin));

    const entries = await entriesAbout(org.orgId, repaymentId, 'settlement');
    expect(actions(entries)).toEqual(['changed', 'payment recorded', 'payment changed', 'payment voided', 'deleted']);
    expect(entries[0]).toMatchObject({
      orgId: org.orgId,
      kind: 'settlement',
      subject: { type: 'settlement', id: repaymentId },
      changes: [{ field: 'amountDue', before: 'RM 1000.00', after: 'RM 1200.00' }],
    });
    expectByCaller(entries[0], 'admin', 'Aminah Ismail');
    expect(entries[1].changes).toEqual([
      { field: 'status', before: 'Pending Settlement', after: 'Partial Settlement' },
      { field: 'amountDue', before: 'RM 1200.00', after: 'RM 1000.00' },
      { field: 'amountRepaid', before: 'RM 0.00', after: 'RM 200.00' },
    ]);
    expect(entries[3].why).toContain('voided');

    const without = await completedDisbursement(org, { totalRm: 700, withSettlement: false });
    const created = okBody(
      await callApi(
        'repayments-create',
        {
          orgId: org.orgId,
          disbursementId: without.disbursementId,
          dueDate: addDaysIso(klDate(), 30),
          amountDue: 700,
          amountRepaid: 0,
        },
        admin,
      ),
    );
    expect(actions(await entriesAbout(org.orgId, created.id))).toEqual(['created']);
  });

  it("a partner's settlement file: one entry per settlement it pays, naming the file", async () => {
    const org = await freshFinanceOrg('audit-file');
    const one = await completedDisbursement(org, { totalRm: 900 });
    const two = await completedDisbursement(org, { totalRm: 600 });
    const fileName = `audit-${ulid()}.csv`;
    const [y, m, d] = klDate().split('-');
    const day = `${d}/${m}/${y}`;
    const body = csv([
      SETTLEMENTS_HEADER,
      [org.orgId, one.disbursementId, '100.00', day, `A-${ulid()}`],
      [org.orgId, two.disbursementId, '50.00', day, `B-${ulid()}`],
    ]);
    await (
      await s3Client()
    ).send(
      new PutObjectCommand({ Bucket: env.uploadsBucket, Key: `${DROP_PREFIXES.SETTLEMENTS}${fileName}`, Body: body }),
    );
    const paidBy = async (repaymentId: string) => {
      await expect.poll(async () => (await entriesAbout(org.orgId, repaymentId)).length, { timeout: 60_000 }).toBe(1);
      return (await entriesAbout(org.orgId, repaymentId))[0];
    };
    for (const [settlement, rm] of [
      [one, 'RM 100.00'],
      [two, 'RM 50.00'],
    ] as const) {
      const entry = await paidBy(settlement.repaymentId);
      expect(entry).toMatchObject({
        orgId: org.orgId,
        kind: 'settlement',
        action: 'payment recorded',
        actor: { name: `Partner file ${fileName}`, role: 'system' },
      });
      expect(entry.actor.userId).toBeUndefined();
      expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'amountRepaid', before: 'RM 0.00', after: rm }]));
    }
  });
});

describe('pay runs', () => {
  it('created, changed, submitted, approved and paid out: status and totals; a refused approval writes none', async () => {
    const w = await payRunWorld();
    const run = await createTeamRun(w.executive, `Audit run ${ulid().slice(-6)}`);
    expectRefused(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager), 409);
    const changed = okBody(
      await callApi(
        'payRuns-updatePayRun',
        {
          payRunId: run.id,
          modifiedAt: run.modifiedAt,
          payType: 'Regular',
          payDay: '2026-11-28',
          benefitName: run.benefitName,
          amount: 20,
          grouping: 'teams',
          eligibleTeams: ['OPS'],
        },
        w.executive,
      ),
    );
    expect(changed.amount).toBe(20);
    expectOk(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive));
    expectOk(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager));
    for (const status of ['pending_payment', 'processing', 'completed'])
      expectOk(await callApi('adminPayRuns-update', { status, orgId: w.orgId, id: run.id } as never, admin));

    const entries = await entriesAbout(w.orgId, run.id, 'payRun');
    expect(actions(entries)).toEqual([
      'created',
      'changed',
      'submitted for approval',
      'approved',
      'payout files written',
      'processing',
      'completed',
    ]);
    expect(entries[0]).toMatchObject({
      orgId: w.orgId,
      kind: 'payRun',
      subject: { type: 'payRun', id: run.id, name: `${run.benefitName} (${run.period})` },
    });
    expectByCaller(entries[0], 'Executive', 'Test Executive');
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', after: 'draft' },
        { field: 'amount', after: 'RM 10.00' },
      ]),
    );
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([{ field: 'amount', before: 'RM 10.00', after: 'RM 20.00' }]),
    );
    expectByCaller(entries[3], 'Manager', 'Test Manager');
    expect(entries[3].changes).toEqual([{ field: 'status', before: 'pending_approval', after: 'approved' }]);
    expectByCaller(entries[6], 'admin', 'Aminah Ismail');

    const other = await createTeamRun(w.executive, `Audit gone ${ulid().slice(-6)}`);
    expectOk(await callApi('payRuns-deletePayRun', { payRunId: other.id }, w.executive));
    expect(actions(await entriesAbout(w.orgId, other.id))).toEqual(['created', 'deleted']);
  });
});
