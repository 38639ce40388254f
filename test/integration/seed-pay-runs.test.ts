import { beforeAll, describe, expect, it } from 'vitest';
import { PAY_RUN_STATUSES } from '../../shared/domain/benefits/pay-run';
import { callApi, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let manager: string;
let admin: string;
let otherEmployee: string;

beforeAll(async () => {
  [manager, admin, otherEmployee] = await Promise.all(
    ['manager@demo.test', 'admin@platform.test', 'employee@other.test'].map(
      async (e) => (await signIn(e, DEMO_PASSWORD)).idToken,
    ),
  );
});

describe('the demo pay runs', () => {
  it('show Demo a run in every status but deleted, computed from the seeded records', async () => {
    const runs = okBody(await callApi('payRuns-getPayRuns', {}, manager)).items.filter((r) =>
      r.id.startsWith('01JDEMO0PAYRUN'),
    );
    expect(new Set(runs.map((r) => r.status))).toEqual(new Set(PAY_RUN_STATUSES.filter((s) => s !== 'deleted')));
    const completed = runs.find((r) => r.status === 'completed');
    expect(completed?.failedEmployees).toHaveLength(1);
    expect(completed?.eligibleEmployees).toBeLessThan(completed?.totalEmployees ?? 0);
    const details = okBody(await callApi('payRuns-getPayRun', { payRunId: completed?.id ?? '' }, manager));
    const paid = details.employees.filter((e) => e.eligible);
    expect(paid.reduce((s, e) => s + Math.round(e.netPay * 100), 0)).toBe(Math.round(details.employeesNetPay * 100));
    for (const e of paid)
      expect(e.electedWallets.reduce((s, x) => s + Math.round(x.amount * 100), 0)).toBe(Math.round(e.netPay * 100));
  });

  it('give the administrators a run with payout files waiting for payment', async () => {
    const all = okBody(await callApi('adminPayRuns-getAll', { limit: 500 }, admin)).items;
    const pending = all.find((r) => r.orgId === 'demo' && r.status === 'pending_payment');
    expect(pending?.orgName).toBeTruthy();
    expect(pending?.payoutFiles?.length).toBeGreaterThan(1);
    const dashboard = okBody(await callApi('advancePayAdmin-getOperationsDashboard', {}, admin));
    expect(dashboard.payRuns.awaitingPayment).toBeGreaterThanOrEqual(2);
  });

  it("list employee@other.test's payouts from Other's completed run", async () => {
    const mine = okBody(await callApi('payRuns-getMyPayouts', {}, otherEmployee)).items;
    expect(mine.map((p) => [p.benefitName, p.walletName, p.amount, p.status])).toEqual([
      // RM 250 of the run and the RM 80 phone allowance of Other Staff: 30% and 70% of RM 330.
      ['Sales incentive', 'GrabPay', 99, 'succeeded'],
      ['Sales incentive', "Touch 'n Go eWallet", 231, 'succeeded'],
    ]);
  });
});
