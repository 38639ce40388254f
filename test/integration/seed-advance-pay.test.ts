import { describe, expect, it } from 'vitest';
import {
  ADVANCE_STATUSES,
  LIMIT_STATUSES,
  type AdvanceStatus,
  type AdvanceTransactionRecord,
} from '../../shared/domain/advance-pay/advance-transaction';
import { earnedWagesSen, periodFromParts, periodOf, type Period } from '../../shared/domain/advance-pay/advance-pay';
import { emptyMonthSummary, type MonthSummary } from '../../shared/domain/advance-pay/advance-pay-summary';
import { asSen } from '../../shared/domain/money/money';
import { policyTerms } from '../../shared/domain/advance-pay/withdrawal-policy';
import { WITHDRAWAL_REASONS } from '../../shared/domain/advance-pay/withdrawal-reasons';
import {
  applyingPolicy,
  frequencyExceeded,
  MIN_WITHDRAWAL_SEN,
  serviceFee,
  withdrawableSen,
} from '../../shared/domain/advance-pay/withdrawal-rules';
import { getOrgMonthSummary, getWithdrawnThisPeriodSen } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import {
  getAdvanceTransactionsInFull,
  listEmployeeAdvanceTransactions,
  listPeriodAdvanceTransactions,
} from '../../lambdas/data/advance-pay/advance-transactions';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { getManagementSettings } from '../../lambdas/data/organisations/management-settings';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import { listWithdrawalPolicies } from '../../lambdas/data/advance-pay/withdrawal-policies';
import { getAdvancePaySeedMarker, seedAdvancePay, writeAdvancePayDemo } from '../../dev/seeds/seed-advance-pay';
import { ADVANCE_PAY_DEMO } from '../../dev/seeds/seed-advance-pay-demo';
import { planOrgWithdrawals } from '../../dev/seeds/seed-advance-pay-plan';
import { nextEndOfDayRun } from '../../shared/domain/time/working-days';
import { gazettedCalendar } from '../../shared/domain/time/gazetted-holidays';
import { klDate } from '../../shared/domain/time/time';

/**
 * The Advance Pay demo data of the test stack (seeded by test/support/global-setup.ts). Read
 * only: nothing here changes the demo data. Other test files may run the end-of-day batch
 * meanwhile, which moves approved demo withdrawals on to processing (and completeAll processing
 * ones to completed): the assertions allow for that, through each withdrawal's history.
 */

const ORGS = ['demo', 'other'] as const;
const LOGINS = [
  { orgId: 'demo', ic: '900101145678' },
  { orgId: 'other', ic: '920202106789' },
];

/** The four seeded periods: the anchor's month and the three before it. */
async function seededPeriods(): Promise<Period[]> {
  const marker = await getAdvancePaySeedMarker();
  expect(marker).toMatchObject({ complete: true });
  const anchor = periodOf(new Date(marker!.anchor * 1000));
  return [3, 2, 1, 0].map((back) => {
    const index = anchor.year * 12 + anchor.month - 1 - back;
    return periodFromParts(Math.floor(index / 12), (index % 12) + 1);
  });
}

/** The organisation's withdrawals of these periods in full (the month index leaves out their history). */
async function orgTransactions(orgId: string, periods: Period[]): Promise<AdvanceTransactionRecord[]> {
  const listed = (await Promise.all(periods.map((p) => listPeriodAdvanceTransactions(p.key, orgId)))).flat();
  return getAdvanceTransactionsInFull(listed);
}

/** The month summary the transactions of one period add up to. */
function summed(periodKey: string, txs: AdvanceTransactionRecord[]): MonthSummary {
  const s = emptyMonthSummary(periodKey);
  for (const tx of txs.filter((t) => t.periodKey === periodKey)) {
    s.counts[tx.status] += 1;
    s.amountsSen[tx.status] += tx.amountSen;
    if ((LIMIT_STATUSES as readonly string[]).includes(tx.status))
      s.reasonsSen[tx.reasonForWithdrawal] = asSen((s.reasonsSen[tx.reasonForWithdrawal] ?? 0) + tx.amountSen);
  }
  return s;
}

describe('Advance Pay demo data', () => {
  it('gives Demo (fee paid by the employee) and Other (fee paid by the employer) their Advance Pay settings and notifications e-mail', async () => {
    const [demo, other] = await Promise.all(ORGS.map((id) => getOrg(id)));
    expect(demo).toMatchObject({
      advancePay: 'yes',
      serviceFeePaidBy: 'employee',
      serviceFeePercentage: 5,
      advancePayMaxSen: 200_000,
      cutoffDate: 31,
    });
    expect(other).toMatchObject({
      advancePay: 'yes',
      serviceFeePaidBy: 'employer',
      serviceFeePercentage: 4,
      advancePayMaxSen: 150_000,
      cutoffDate: 31,
    });
    expect(demo!.payDay).toBeGreaterThan(0);
    expect(other!.payDay).toBeGreaterThan(0);
    expect((await getManagementSettings('demo')).notificationsEmail).toBe('manager@demo.test');
    expect((await getManagementSettings('other')).notificationsEmail).toBe('manager@other.test');
  });

  it('gives Demo an approved general, an approved advanced and a pending advanced policy, and Other a weekly general one', async () => {
    const demo = await listWithdrawalPolicies('demo');
    expect(demo.map((p) => [p.type, p.status, p.withdrawalFrequency])).toEqual([
      ['GENERAL', 'APPROVED', 'DAILY'],
      ['ADVANCED', 'PENDING', 'ONCE_EVERY_TWO_WEEKS'],
      ['ADVANCED', 'APPROVED', 'ONCE_A_WEEK'],
    ]);
    expect(demo.find((p) => p.status === 'PENDING')).toMatchObject({
      minSalarySen: 200_000,
      maxSalarySen: 300_000,
      maximumWithdrawalAmountSen: 50_000,
    });
    expect(demo.filter((p) => p.status === 'APPROVED').every((p) => p.approvedBy && p.approvedAt)).toBe(true);
    const other = await listWithdrawalPolicies('other');
    expect(other.map((p) => [p.type, p.status, p.withdrawalFrequency, p.maximumWithdrawalAmountSen])).toEqual([
      ['GENERAL', 'APPROVED', 'ONCE_A_WEEK', 80_000],
    ]);
  });

  it('has withdrawals of several employees in every status over four months, each consistent with its history and its organisation', async () => {
    const periods = await seededPeriods();
    const now = Math.floor(Date.now() / 1000);
    const marker = (await getAdvancePaySeedMarker())!;
    for (const orgId of ORGS) {
      const org = (await getOrg(orgId))!;
      const txs = await orgTransactions(orgId, periods);
      // The seed's own withdrawals: other tests add requests of their own employees, whose bank
      // account may change after the request (the request keeps the account it was paid into).
      const demo = ADVANCE_PAY_DEMO.find((d) => d.orgId === orgId)!;
      const seeded = new Set((await planOrgWithdrawals(demo, marker.anchor)).map((p) => p.base.id));
      expect(txs.length, orgId).toBeGreaterThanOrEqual(orgId === 'demo' ? 40 : 20);
      expect(new Set(txs.map((t) => t.employeeICNumber)).size, orgId).toBeGreaterThanOrEqual(orgId === 'demo' ? 6 : 3);
      // Several months: at least the three finished ones have withdrawals.
      expect(new Set(txs.map((t) => t.periodKey)).size, orgId).toBeGreaterThanOrEqual(3);
      // Every status: as the seed left it (the end-of-day batch of other tests may only move approved / processing on).
      for (const status of ADVANCE_STATUSES) {
        const seen = txs.filter((t) => t.history?.some((h) => h.status === status));
        expect(seen.length, `${orgId} ${status}`).toBeGreaterThan(0);
      }
      for (const status of ['pending', 'completed', 'rejected', 'cancelled'] as AdvanceStatus[]) {
        expect(
          txs.some((t) => t.status === status),
          `${orgId} now ${status}`,
        ).toBe(true);
      }
      const own = txs.filter((t) => seeded.has(t.id));
      expect(own.length, orgId).toBeGreaterThanOrEqual(orgId === 'demo' ? 40 : 20);
      for (const tx of own) {
        const label = `${orgId} ${tx.id} ${tx.status}`;
        expect(tx.createdAt, label).toBeLessThanOrEqual(now);
        expect(periodOf(new Date(tx.createdAt * 1000)).key, label).toBe(tx.periodKey);
        expect(tx.amountSen, label).toBeGreaterThanOrEqual(10_000);
        expect(tx.amountSen, label).toBeLessThanOrEqual(80_000);
        const { feeSen, netAmountSen } = serviceFee(tx.amountSen, org.serviceFeePercentage!, org.serviceFeePaidBy!);
        expect([tx.feeSen, tx.netAmountSen, tx.serviceFeePaidBy], label).toEqual([
          feeSen,
          netAmountSen,
          org.serviceFeePaidBy,
        ]);
        expect(WITHDRAWAL_REASONS as readonly string[], label).toContain(tx.reasonForWithdrawal);
        const employee = await getEmployee(orgId, tx.employeeICNumber);
        expect(tx.banking, label).toEqual({
          bank: employee!.bank,
          bankCode: employee!.bankCode,
          accountNumber: employee!.accountNumber,
        });
        expect(tx.salarySen, label).toBe(employee!.salarySen);
        const history = tx.history!;
        expect(history[0], label).toMatchObject({ status: 'pending', at: tx.createdAt });
        expect(history[history.length - 1], label).toMatchObject({ status: tx.status, at: tx.modifiedAt });
        expect(
          history.every((h, i) => i === 0 || h.at >= history[i - 1].at),
          label,
        ).toBe(true);
        expect(
          history.every((h) => h.at <= now && h.by),
          label,
        ).toBe(true);
        if (tx.status === 'completed') expect(tx.transferDate, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (tx.status === 'processing') expect(tx.sentToBank, label).toBe(true);
        if (tx.status === 'rejected' || tx.status === 'cancelled') expect(tx.reason, label).toBeTruthy();
      }
    }
  });

  it('keeps each organisation month summary equal to the sum of its seeded withdrawals', async () => {
    const periods = await seededPeriods();
    for (const orgId of ORGS) {
      for (const period of periods) {
        // The summary and the list are two reads: a batch of another test between them is read again.
        let attempt = 0;
        for (;;) {
          const before = await getOrgMonthSummary(orgId, period.key);
          const expected = summed(period.key, await listPeriodAdvanceTransactions(period.key, orgId));
          const after = await getOrgMonthSummary(orgId, period.key);
          if (JSON.stringify(before) !== JSON.stringify(after) && ++attempt < 5) continue;
          expect(
            { counts: after.counts, amountsSen: after.amountsSen, reasonsSen: after.reasonsSen },
            `${orgId} ${period.key}`,
          ).toEqual({
            counts: expected.counts,
            amountsSen: expected.amountsSen,
            reasonsSen: expected.reasonsSen,
          });
          break;
        }
      }
    }
  });

  it('leaves the demo logins room to make a withdrawal today', async () => {
    const at = new Date();
    const period = periodOf(at);
    for (const { orgId, ic } of LOGINS) {
      const [org, employee, policies, txs, withdrawnSen] = await Promise.all([
        getOrg(orgId),
        getEmployee(orgId, ic),
        listWithdrawalPolicies(orgId),
        listEmployeeAdvanceTransactions(orgId, ic),
        getWithdrawnThisPeriodSen(orgId, ic, period.key),
      ]);
      expect(txs.length, orgId).toBeGreaterThan(0);
      const salarySen = employee!.salarySen!;
      const policy = applyingPolicy(policies.map(policyTerms), salarySen)!;
      const orgMaxSen = org!.advancePayMaxSen!;
      const earnedSen = earnedWagesSen(salarySen, at);
      // Early in a month nobody has earned enough for the minimum yet; from then on the login has room.
      if (withdrawableSen({ earnedSen, withdrawnSen: asSen(0), policy, orgMaxSen }) >= MIN_WITHDRAWAL_SEN) {
        expect(withdrawableSen({ earnedSen, withdrawnSen, policy, orgMaxSen }), orgId).toBeGreaterThanOrEqual(
          MIN_WITHDRAWAL_SEN,
        );
      }
      const counted = txs
        .filter((t) => (LIMIT_STATUSES as readonly string[]).includes(t.status))
        .map((t) => new Date(t.createdAt * 1000));
      expect(frequencyExceeded(policy, counted, at), orgId).toBe(false);
    }
  });

  it.each([
    ['a Tuesday before dawn', '2026-11-24T04:25:00+08:00'],
    ['a Thursday morning', '2026-12-10T12:00:00+08:00'],
    ['a Saturday afternoon', '2027-02-27T15:00:00+08:00'],
  ])(
    'plans employee@demo.test an approved request waiting for the end of day, made before today, when seeded on %s',
    async (_when, iso) => {
      // prepare: the demo as planned from that moment (docs/demo-data.md)
      const anchor = Math.floor(new Date(iso).getTime() / 1000);
      const demo = ADVANCE_PAY_DEMO.find((d) => d.orgId === 'demo')!;
      // act
      const plans = (await planOrgWithdrawals(demo, anchor)).filter((p) => p.base.employeeICNumber === '900101145678');
      // assess
      const approved = plans.filter((p) => p.steps[p.steps.length - 1].status === 'approved');
      expect(approved).toHaveLength(1);
      const approvedAt = approved[0].steps[approved[0].steps.length - 1].at;
      expect(approvedAt).toBeLessThanOrEqual(anchor);
      expect(nextEndOfDayRun(new Date(approvedAt * 1000), gazettedCalendar()).getTime() / 1000).toBeGreaterThan(anchor);
      expect(klDate(new Date(approved[0].base.createdAt * 1000)) < klDate(new Date(anchor * 1000))).toBe(true);
    },
  );

  it('changes nothing when the step runs again', async () => {
    const periods = await seededPeriods();
    const snapshot = async () =>
      new Map((await Promise.all(ORGS.map((o) => orgTransactions(o, periods)))).flat().map((t) => [t.id, t]));
    const before = await snapshot();
    expect(await seedAdvancePay()).toBeUndefined();
    // The step's body itself, with the same anchor: every withdrawal is found, nothing is written.
    const marker = (await getAdvancePaySeedMarker())!;
    // Every planned one (other tests may add requests of their own to the demo organisation).
    const planned = (await Promise.all(ADVANCE_PAY_DEMO.map((demo) => planOrgWithdrawals(demo, marker.anchor)))).flat();
    expect(await writeAdvancePayDemo(marker.anchor)).toEqual({
      orgsUpdated: 0,
      policiesCreated: 0,
      notificationsEmailsSet: 0,
      transactionsCreated: 0,
      transactionsFound: planned.length,
    });
    const after = await snapshot();
    // Every one still there (another test may have added a request of its own meanwhile: the step created none, above).
    expect([...after.keys()]).toEqual(expect.arrayContaining([...before.keys()]));
    for (const [id, was] of before) {
      const tx = after.get(id)!;
      // Unchanged, unless another test's batch moved it on meanwhile (its history then only grew).
      expect(tx.history!.slice(0, was.history!.length), id).toEqual(was.history);
      expect(tx.amountSen, id).toBe(was.amountSen);
    }
    expect((await listWithdrawalPolicies('demo')).length).toBe(3);
  });
});
