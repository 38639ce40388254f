import { beforeAll, describe, expect, it } from 'vitest';
import { klDate } from '../../shared/domain/time/time';
import { callApi, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';
import {
  availableCredit,
  completedDisbursement,
  disbursementRepaymentId,
  freshFinanceOrg,
  historyRowsOf,
  type FinanceOrg,
} from '../support/finance';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let admin: string;
let a: FinanceOrg;
let b: FinanceOrg;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  [a, b] = await Promise.all([freshFinanceOrg('rep'), freshFinanceOrg('rep')]);
});

const dayOffset = (days: number) => {
  const t = new Date(`${klDate()}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
};

describe('settlements: reads', () => {
  it('management lists its own settlements with the derived status; employees are refused', async () => {
    const { repaymentId } = await completedDisbursement(a, { totalRm: 1200, name: 'Reads advance' });
    await completedDisbursement(b, { totalRm: 900 });
    for (const token of [a.manager, a.executive]) {
      const items = okBody(await callApi('repayments-getRepayments', {}, token)).items;
      expect(items.every((r) => r.orgId === a.orgId)).toBe(true);
      const mine = items.find((r) => r.id === repaymentId);
      expect(mine).toMatchObject({
        amountDue: 1200,
        amountRepaid: 0,
        status: 'Pending Settlement',
        overdue: false,
        disbursement: { name: 'Reads advance', orgName: a.orgName },
      });
    }
    expectRefused(await callApi('repayments-getRepayments', {}, a.employee), 403);
    expectRefused(await callApi('repayments-getRepayment', { repaymentId }, a.employee), 403);
    expectRefused(await callApi('repayments-getUpcoming', {}, a.employee), 403);
  });

  it("keeps another organisation's management out: 404 'Repayment not found!', 403 when naming it", async () => {
    const { repaymentId } = await completedDisbursement(a);
    const res = await callApi('repayments-getRepayment', { repaymentId }, b.manager);
    expectRefused(res, 404);
    expect(errorInfoOf(res).message).toBe('Repayment not found!');
    expectRefused(await callApi('repayments-getRepayment', { repaymentId, orgId: a.orgId }, b.manager), 403);
    expectRefused(await callApi('repayments-getRepayments', { orgId: a.orgId }, b.manager), 403);
  });

  it('administrators list every organisation, or one, and read any settlement naming its organisation', async () => {
    const one = await completedDisbursement(a);
    const two = await completedDisbursement(b);
    const all = okBody(await callApi('repayments-getRepayments', { limit: 500 }, admin)).items.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([one.repaymentId, two.repaymentId]));
    const onlyB = okBody(await callApi('repayments-getRepayments', { orgId: b.orgId }, admin)).items;
    expect(onlyB.every((r) => r.orgId === b.orgId)).toBe(true);
    const detail = okBody(
      await callApi('repayments-getRepayment', { repaymentId: two.repaymentId, orgId: b.orgId }, admin),
    );
    expect(detail).toMatchObject({ id: two.repaymentId, transactions: [], disbursementId: two.disbursementId });
    expectRefused(await callApi('repayments-getRepayment', { repaymentId: two.repaymentId }, admin), 400);
    expectRefused(
      await callApi('repayments-getRepayment', { repaymentId: two.repaymentId, orgId: a.orgId }, admin),
      404,
    );
  });

  it('upcoming: money due within 60 days by due date, overdue ones flagged, settled and far ones left out', async () => {
    const org = await freshFinanceOrg('rep-up');
    const soon = await completedDisbursement(org, { withSettlement: false });
    const late = await completedDisbursement(org, { withSettlement: false });
    const far = await completedDisbursement(org, { withSettlement: false });
    const paid = await completedDisbursement(org, { withSettlement: false });
    const mk = async (d: { disbursementId: string }, dueDate: string, amountDue: number, amountRepaid = 0) =>
      okBody(
        await callApi(
          'repayments-create',
          { orgId: org.orgId, disbursementId: d.disbursementId, dueDate, amountDue, amountRepaid },
          admin,
        ),
      );
    const s1 = await mk(soon, dayOffset(10), 100);
    const s2 = await mk(late, dayOffset(-3), 200);
    await mk(far, dayOffset(90), 300);
    const s4 = await mk(paid, dayOffset(5), 1, 400);
    // A settled one (nothing due) is not upcoming: pay the last RM 1 of s4.
    okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId: s4.id, paymentDate: klDate(), amountRepaid: 1 },
        admin,
      ),
    );
    const items = okBody(await callApi('repayments-getUpcoming', {}, org.manager)).items;
    expect(items.map((r) => [r.id, r.overdue])).toEqual([
      [s2.id, true],
      [s1.id, false],
    ]);
    const list = okBody(await callApi('repayments-getRepayments', {}, org.executive)).items;
    expect(list.find((r) => r.id === s4.id)?.status).toBe('Full Settlement');
    const adminItems = okBody(await callApi('repayments-getUpcoming', { limit: 500 }, admin)).items.map((r) => r.id);
    expect(adminItems).toEqual(expect.arrayContaining([s1.id, s2.id]));
    expect(adminItems).not.toContain(s4.id);

    // Both lists are paged: pages of one add up, the cursor is refused on another organisation's list.
    const idOf = (r: { id: string }) => r.id;
    for (const name of ['repayments-getRepayments', 'repayments-getUpcoming'] as const) {
      const { firstCursor } = await expectPagesAddUp(name, {}, org.manager, { idOf });
      await expectCursorRefused(name, {}, firstCursor, b.manager);
      await expectOverLimitRefused(name, {}, org.manager);
    }
    await expectPagesAddUp('repayments-getRepayments', { orgId: org.orgId }, admin, { idOf, limit: 2 });
  });
});

describe('settlements: administrators create, update, delete', () => {
  it('creates a settlement only for a completed disbursement without one, reserving its amount due', async () => {
    const org = await freshFinanceOrg('rep-c', 10_000);
    const done = await completedDisbursement(org, { totalRm: 2000, withSettlement: false });
    const processing = await completedDisbursement(org, { totalRm: 500, status: 'processing' });
    const settled = await completedDisbursement(org, { totalRm: 700 });
    expect(await availableCredit(org.orgId)).toBe(10_000 - 1200);
    const input = { orgId: org.orgId, dueDate: dayOffset(30), amountDue: 2000, amountRepaid: 0 };

    expectRefused(
      await callApi('repayments-create', { ...input, disbursementId: done.disbursementId }, org.manager),
      403,
    );
    const notCompleted = await callApi(
      'repayments-create',
      { ...input, disbursementId: processing.disbursementId },
      admin,
    );
    expectRefused(notCompleted, 409);
    expectRefused(await callApi('repayments-create', { ...input, disbursementId: settled.disbursementId }, admin), 409);
    expectRefused(await callApi('repayments-create', { ...input, disbursementId: 'NOSUCH' }, admin), 404);

    const created = okBody(
      await callApi('repayments-create', { ...input, disbursementId: done.disbursementId }, admin),
    );
    expect(created).toMatchObject({ amountDue: 2000, amountRepaid: 0, status: 'Pending Settlement', orgId: org.orgId });
    expect(await disbursementRepaymentId(org.orgId, done.disbursementId)).toBe(created.id);
    expect(await availableCredit(org.orgId)).toBe(10_000 - 1200 - 2000);
    // Only one live settlement per disbursement.
    expectRefused(await callApi('repayments-create', { ...input, disbursementId: done.disbursementId }, admin), 409);
    const detail = okBody(await callApi('repayments-getRepayment', { repaymentId: created.id }, org.manager));
    expect(detail.history.map((h) => h.action)).toEqual(['created']);
  });

  it('validates the form as the screen words it', async () => {
    const base = { orgId: a.orgId, disbursementId: 'x', dueDate: dayOffset(30), amountDue: 100, amountRepaid: 0 };
    const details = async (payload: unknown) => {
      const res = await callApi('repayments-create', payload as never, admin);
      expectRefused(res, 400);
      return errorInfoOf(res).details ?? [];
    };
    expect(await details({ ...base, disbursementId: '' })).toContainEqual({
      field: 'disbursementId',
      message: 'Please select a disbursement!',
    });
    expect(await details({ ...base, amountDue: 'abc' })).toContainEqual({
      field: 'amountDue',
      message: 'Amount Due only accepts Number',
    });
    expect(await details({ ...base, amountRepaid: 'abc' })).toContainEqual({
      field: 'amountRepaid',
      message: 'Amount Repaid only accepts Number',
    });
    expect(await details({ ...base, amountDue: 0.5 })).toContainEqual({
      field: 'amountDue',
      message: '*Value must be greater than 1!',
    });
    expect((await details({ ...base, dueDate: '' })).map((d) => d.field)).toContain('dueDate');
  });

  it('updates the due date and amount due (credit moves by the difference), refusing a stale version', async () => {
    const org = await freshFinanceOrg('rep-u', 10_000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 1000 });
    const read = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expectRefused(
      await callApi('repayments-update', { orgId: org.orgId, repaymentId, amountDue: 900 }, org.manager),
      403,
    );
    const lower = okBody(
      await callApi(
        'repayments-update',
        { orgId: org.orgId, repaymentId, amountDue: 900, dueDate: dayOffset(40), modifiedAt: read.modifiedAt },
        admin,
      ),
    );
    expect(lower).toMatchObject({ amountDue: 900, dueDate: dayOffset(40) });
    expect(await availableCredit(org.orgId)).toBe(10_000 - 900);
    expectRefused(
      await callApi(
        'repayments-update',
        { orgId: org.orgId, repaymentId, amountDue: 950, modifiedAt: read.modifiedAt },
        admin,
      ),
      409,
    );
    okBody(await callApi('repayments-update', { orgId: org.orgId, repaymentId, amountDue: 1100 }, admin));
    expect(await availableCredit(org.orgId)).toBe(10_000 - 1100);
    const history = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager)).history;
    expect(history.map((h) => h.action)).toEqual(['updated', 'updated']);
    // (two changes in one second may be listed in either order)
    expect(history.map((h) => h.why)).toContainEqual(expect.stringContaining('Amount due RM 1,000.00 → RM 900.00'));
  });

  it('deletes only a settlement without live transactions; its amount due goes back and the disbursement is free again', async () => {
    const org = await freshFinanceOrg('rep-d', 10_000);
    const { repaymentId, disbursementId } = await completedDisbursement(org, { totalRm: 1000 });
    const tx = okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId, paymentDate: klDate(), amountRepaid: 100 },
        admin,
      ),
    );
    expectRefused(await callApi('repayments-delete', { orgId: org.orgId, repaymentId }, org.manager), 403);
    expectRefused(await callApi('repayments-delete', { orgId: org.orgId, repaymentId }, admin), 409);
    okBody(await callApi('repaymentTransactions-void', { orgId: org.orgId, repaymentId, id: tx.id }, admin));
    expect(await availableCredit(org.orgId)).toBe(9000);
    okBody(await callApi('repayments-delete', { orgId: org.orgId, repaymentId }, admin));
    expect(await availableCredit(org.orgId)).toBe(10_000);
    expect(await disbursementRepaymentId(org.orgId, disbursementId)).toBeUndefined();
    expectRefused(await callApi('repayments-getRepayment', { repaymentId }, org.manager), 404);
    expectRefused(await callApi('repayments-delete', { orgId: org.orgId, repaymentId }, admin), 404);
    // The disbursement can be given a settlement again.
    okBody(
      await callApi(
        'repayments-create',
        { orgId: org.orgId, disbursementId, dueDate: dayOffset(10), amountDue: 1000, amountRepaid: 0 },
        admin,
      ),
    );
    expect(await availableCredit(org.orgId)).toBe(9000);
  });
});

describe('settlement transactions', () => {
  it('a payment lowers the amount due, raises the amount repaid, restores credit and writes a SETTLEMENT row', async () => {
    const org = await freshFinanceOrg('rep-t', 10_000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 5250, name: 'Year-end bonus advance' });
    expect(await availableCredit(org.orgId)).toBe(4750);
    const pay = (amountRepaid: number, token = admin) =>
      callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId, paymentDate: '2026-11-20', amountRepaid },
        token,
      );
    expectRefused(await pay(100, org.manager), 403);
    expectRefused(await pay(0), 400);
    expectRefused(await pay(5250.01), 409);
    const t1 = okBody(await pay(1000));
    const t2 = okBody(await pay(750));
    expect(t1).toMatchObject({ amountRepaid: 1000, isVoid: false, repaymentId, paymentDate: '2026-11-20' });
    expect(await availableCredit(org.orgId)).toBe(4750 + 1750);
    const detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.executive));
    expect(detail).toMatchObject({ amountDue: 3500, amountRepaid: 1750, status: 'Partial Settlement' });
    expect(detail.transactions.map((t) => t.id)).toEqual([t2.id, t1.id]);
    expect(detail.history.map((h) => h.action)).toEqual(['transaction recorded', 'transaction recorded']);
    expect(detail.history).toContainEqual(
      expect.objectContaining({ from: 'Pending Settlement', to: 'Partial Settlement' }),
    );
    const rows = await historyRowsOf(org.orgId, t1.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'SETTLEMENT',
      status: 'COMPLETED',
      amountSen: 100_000,
      paymentDate: '2026-11-20',
      description: 'Settlement of Year-end bonus advance',
      orgName: org.orgName,
    });
    // Another organisation's settlement is out of reach for its own management and unknown under another org.
    expectRefused(
      await callApi(
        'repaymentTransactions-create',
        { orgId: b.orgId, repaymentId, paymentDate: '2026-11-20', amountRepaid: 1 },
        admin,
      ),
      404,
    );
  });

  it('two racing payments never take the amount due below zero', async () => {
    const org = await freshFinanceOrg('rep-r', 10_000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 1000 });
    const results = await Promise.all(
      [600, 600].map((amountRepaid) =>
        callApi(
          'repaymentTransactions-create',
          { orgId: org.orgId, repaymentId, paymentDate: klDate(), amountRepaid },
          admin,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 400, amountRepaid: 600 });
    expect(await availableCredit(org.orgId)).toBe(9000 + 600);
  });

  it('void reverses exactly (amount due, amount repaid, credit, the row VOIDED); a second void is 409', async () => {
    const org = await freshFinanceOrg('rep-v', 10_000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 3000 });
    const tx = okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId, paymentDate: '2026-11-18', amountRepaid: 1234.56 },
        admin,
      ),
    );
    expect(await availableCredit(org.orgId)).toBe(7000 + 1234.56);
    const key = { orgId: org.orgId, repaymentId, id: tx.id };
    expectRefused(await callApi('repaymentTransactions-void', key, org.manager), 403);
    const voided = okBody(await callApi('repaymentTransactions-void', key, admin));
    expect(voided.isVoid).toBe(true);
    const detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 3000, amountRepaid: 0, status: 'Pending Settlement' });
    expect(detail.transactions[0]?.isVoid).toBe(true);
    expect(detail.history.find((h) => h.action === 'transaction voided')).toMatchObject({
      from: 'Partial Settlement',
      to: 'Pending Settlement',
    });
    expect(await availableCredit(org.orgId)).toBe(7000);
    const rows = await historyRowsOf(org.orgId, tx.id);
    expect(rows.map((r) => [r.status, r.amountSen])).toEqual([['VOIDED', 123_456]]);
    const again = await callApi('repaymentTransactions-void', key, admin);
    expectRefused(again, 409);
    expect(errorInfoOf(again).message).toMatch(/voided/);
    expectRefused(await callApi('repaymentTransactions-update', { ...key, amountRepaid: 10 }, admin), 409);
  });

  it('void is refused (409) when the credit it gave back is no longer available', async () => {
    const org = await freshFinanceOrg('rep-vc', 1000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 1000 });
    const tx = okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId, paymentDate: klDate(), amountRepaid: 500 },
        admin,
      ),
    );
    // The credit given back is used by another disbursement.
    await completedDisbursement(org, { totalRm: 500 });
    expect(await availableCredit(org.orgId)).toBe(0);
    const res = await callApi('repaymentTransactions-void', { orgId: org.orgId, repaymentId, id: tx.id }, admin);
    expectRefused(res, 409);
    expect(errorInfoOf(res).message).toMatch(/available credit/);
    const detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 500, amountRepaid: 500 });
    expect(detail.transactions[0]?.isVoid).toBe(false);
  });

  it('update moves the difference on the settlement, the credit and the row; a new date moves the row', async () => {
    const org = await freshFinanceOrg('rep-e', 10_000);
    const { repaymentId } = await completedDisbursement(org, { totalRm: 2000 });
    const tx = okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: org.orgId, repaymentId, paymentDate: '2026-11-10', amountRepaid: 500 },
        admin,
      ),
    );
    const key = { orgId: org.orgId, repaymentId, id: tx.id };
    expectRefused(await callApi('repaymentTransactions-update', { ...key, amountRepaid: 600 }, org.manager), 403);
    okBody(await callApi('repaymentTransactions-update', { ...key, amountRepaid: 800 }, admin));
    let detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 1200, amountRepaid: 800 });
    expect(await availableCredit(org.orgId)).toBe(8000 + 800);
    expect((await historyRowsOf(org.orgId, tx.id)).map((r) => r.amountSen)).toEqual([80_000]);

    okBody(
      await callApi('repaymentTransactions-update', { ...key, amountRepaid: 300, paymentDate: '2026-11-12' }, admin),
    );
    detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 1700, amountRepaid: 300 });
    expect(detail.transactions[0]).toMatchObject({ amountRepaid: 300, paymentDate: '2026-11-12' });
    expect(await availableCredit(org.orgId)).toBe(8000 + 300);
    const rows = await historyRowsOf(org.orgId, tx.id);
    expect(rows.map((r) => [r.paymentDate, r.amountSen, r.status])).toEqual([['2026-11-12', 30_000, 'COMPLETED']]);

    // More than the settlement still owes (1700 + the 300 already counted) is refused.
    expectRefused(await callApi('repaymentTransactions-update', { ...key, amountRepaid: 2000.01 }, admin), 409);
    // Voiding the corrected payment still reverses exactly.
    okBody(await callApi('repaymentTransactions-void', key, admin));
    detail = okBody(await callApi('repayments-getRepayment', { repaymentId }, org.manager));
    expect(detail).toMatchObject({ amountDue: 2000, amountRepaid: 0 });
    expect(await availableCredit(org.orgId)).toBe(8000);
    expect((await historyRowsOf(org.orgId, tx.id)).map((r) => r.status)).toEqual(['VOIDED']);
  });
});
