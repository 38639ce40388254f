import { describe, expect, it } from 'vitest';
import {
  computePayRun,
  payoutCsv,
  payoutsByWallet,
  splitOverWallets,
  type PayRunInputs,
  type RunEmployee,
} from '../../shared/domain/benefits/pay-run-computation';
import {
  adminNextStatuses,
  adminTransition,
  managementTransition,
  PAY_RUN_MESSAGES,
  PAY_RUN_STATUSES,
  PayRunFieldsSchema,
  reportLines,
  runEmployeeToRm,
  type PayRunEmployeeRecord,
} from '../../shared/domain/benefits/pay-run';
import { asSen, rmToSen } from '../../shared/domain/money/money';

const wallet = (walletId: string, percentage: number) => ({
  walletId,
  name: walletId === 'tng' ? "Touch 'n Go" : 'GrabPay',
  accountNumber: `${walletId}-acc`,
  percentage,
});

const employee = (ic: string, over: Partial<RunEmployee> = {}): RunEmployee => ({
  employeeICNumber: ic,
  name: `Employee ${ic}`,
  status: 'approved',
  employeeCategoryId: 'cat-staff',
  officeId: 'office-kl',
  team: { code: 'OPS', teamName: 'Operations' },
  ...over,
});

function inputs(over: Partial<PayRunInputs> = {}): PayRunInputs {
  return {
    employees: [
      employee('1'),
      employee('2', { officeId: 'office-pg' }),
      employee('3'),
      employee('4', { status: 'pending-approval' }),
      employee('5', { team: { code: 'SALES', teamName: 'Sales' }, employeeCategoryId: 'cat-exec' }),
    ],
    categories: [
      { id: 'cat-staff', code: 'STAFF', name: 'Staff' },
      { id: 'cat-exec', code: 'EXEC', name: 'Executives' },
    ],
    officeCodes: new Map([
      ['office-kl', 'KL'],
      ['office-pg', 'PG'],
    ]),
    benefits: [
      { name: 'Meal', amountSen: rmToSen(100), employeeCategoryId: 'cat-staff', officeCode: '', recurrence: 'Monthly' },
      {
        name: 'KL parking',
        amountSen: rmToSen(50.5),
        employeeCategoryId: 'cat-staff',
        officeCode: 'KL',
        recurrence: 'Monthly',
      },
      { name: 'Car', amountSen: rmToSen(900), employeeCategoryId: 'cat-exec', officeCode: '', recurrence: 'Monthly' },
    ],
    elections: new Map([
      ['1', [wallet('tng', 33), wallet('grab', 67)]],
      ['2', [wallet('tng', 100)]],
      ['3', [wallet('tng', 60)]],
      ['4', [wallet('tng', 100)]],
      ['5', [wallet('grab', 100)]],
    ]),
    fields: { benefitName: 'Year-end bonus', amountSen: rmToSen(10.01), grouping: 'teams', eligibleTeams: ['ops'] },
    ...over,
  };
}

describe('pay run computation', () => {
  it('pays approved members of the chosen teams whose elections total 100%', () => {
    const run = computePayRun(inputs());
    expect(run.employees.map((e) => [e.employeeNumber, e.eligible])).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
    ]);
    expect(run.totalEmployees).toBe(3);
    expect(run.eligibleEmployees).toBe(2);
  });

  it("entitles the category's benefits, office-limited ones only at that office, plus the run's own", () => {
    const [kl, pg] = computePayRun(inputs()).employees as [PayRunEmployeeRecord, PayRunEmployeeRecord];
    expect(kl.entitledBenefits.map((b) => b.name)).toEqual(['Meal', 'KL parking', 'Year-end bonus']);
    expect(kl.netPaySen).toBe(rmToSen(160.51));
    expect(pg.entitledBenefits.map((b) => b.name)).toEqual(['Meal', 'Year-end bonus']);
    expect(pg.netPaySen).toBe(rmToSen(110.01));
    expect(computePayRun(inputs()).employeesNetPaySen).toBe(rmToSen(270.52));
  });

  it('groups by categories when chosen', () => {
    const run = computePayRun(
      inputs({
        fields: { benefitName: 'B', amountSen: rmToSen(1), grouping: 'categories', eligibleCategories: ['cat-exec'] },
      }),
    );
    expect(run.employees.map((e) => e.employeeNumber)).toEqual(['5']);
    expect(run.employees[0]).toMatchObject({
      netPaySen: rmToSen(901),
      employeeCategory: { code: 'EXEC', name: 'Executives' },
    });
  });

  it('splits net pay over the wallets to the sen, the parts adding up exactly', () => {
    const [kl] = computePayRun(inputs()).employees as [PayRunEmployeeRecord];
    // 33% of 160.51 = 52.9683 → 52.97; the last wallet takes the rest: 107.54 (67% would be 107.5417).
    expect(kl.electedWallets.map((w) => w.amountSen)).toEqual([rmToSen(52.97), rmToSen(107.54)]);
    for (const net of [1, 99, 100.01, 333.33, 12345.67]) {
      for (const split of [
        [33, 33, 34],
        [1, 99],
        [50, 50],
        [10, 20, 30, 40],
      ]) {
        const parts = splitOverWallets(
          rmToSen(net),
          split.map((p, i) => wallet(`w${i}`, p)),
        );
        expect(parts.reduce((s, p) => s + p.sen, 0)).toBe(rmToSen(net));
        for (const [i, p] of parts.entries()) {
          expect(Number.isInteger(p.sen)).toBe(true);
          // Every part within a sen of its exact share (the last carries at most the others' roundings).
          expect(Math.abs(p.sen - (rmToSen(net) * split[i]) / 100)).toBeLessThanOrEqual(
            i === split.length - 1 ? split.length * 0.5 : 0.5,
          );
        }
      }
    }
  });

  it('finds nobody eligible when no member completed the election', () => {
    const run = computePayRun(inputs({ elections: new Map() }));
    expect(run.eligibleEmployees).toBe(0);
    expect(run.employeesNetPaySen).toBe(0);
    expect(run.totalEmployees).toBe(3);
  });

  it('writes one payout file per wallet provider with a totals line', () => {
    const files = payoutsByWallet(computePayRun(inputs()).employees);
    expect([...files.keys()].sort()).toEqual(['grab', 'tng']);
    const csv = payoutCsv(files.get('tng')!.lines);
    expect(csv.split('\r\n')).toEqual([
      'Employee Name,IC Number,Mobile Number,Wallet Account Number,Amount (RM)',
      'Employee 1,1,,tng-acc,52.97',
      'Employee 2,2,,tng-acc,110.01',
      'Total,2 payments,,,162.98',
      '',
    ]);
  });
});

describe('payout files', () => {
  it('keeps phone numbers as they are and defuses text a spreadsheet would run as a formula', () => {
    const csv = payoutCsv([
      {
        employeeName: '=HYPERLINK("x")',
        employeeICNumber: '900101145678',
        mobileNumber: '+60123456789',
        accountNumber: '-1',
        sen: asSen(123456),
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",900101145678,+60123456789,'-1,1234.56`);
    expect(csv.split('\r\n')[2]).toBe('Total,1 payments,,,1234.56');
  });
});

describe('pay run fields', () => {
  const base = {
    payType: 'Regular',
    payDay: '2026-11-28',
    benefitName: 'Bonus',
    amount: 1,
    grouping: 'teams',
    eligibleTeams: ['OPS'],
  };
  it('requires an amount of at least 1 and the choices of the grouping', () => {
    expect(PayRunFieldsSchema.safeParse(base).success).toBe(true);
    const zero = PayRunFieldsSchema.safeParse({ ...base, amount: 0 });
    expect(zero.error?.issues[0]?.message).toBe(PAY_RUN_MESSAGES.amountMin);
    const noCategories = PayRunFieldsSchema.safeParse({ ...base, grouping: 'categories' });
    expect(noCategories.error?.issues.map((i) => i.path.join('.'))).toEqual(['eligibleCategories']);
    expect(PayRunFieldsSchema.safeParse({ ...base, payDay: '2026-02-30' }).success).toBe(false);
  });
});

describe('pay run status machines', () => {
  it('lets managers edit and delete only draft and pending_approval, submit drafts, approve pending ones', () => {
    const allowed = (action: Parameters<typeof managementTransition>[0]) =>
      PAY_RUN_STATUSES.filter((s) => managementTransition(action, s).allowed);
    expect(allowed('update')).toEqual(['draft', 'pending_approval']);
    expect(allowed('delete')).toEqual(['draft', 'pending_approval']);
    expect(allowed('submit')).toEqual(['draft']);
    expect(allowed('approve')).toEqual(['pending_approval']);
    expect(managementTransition('approve', 'approved')).toEqual({
      allowed: false,
      reason: PAY_RUN_MESSAGES.alreadyApproved,
    });
    expect(managementTransition('approve', 'draft')).toEqual({ allowed: false, reason: PAY_RUN_MESSAGES.onlyPending });
  });

  it('lets administrators move only to the next status, or cancel, until completed or cancelled', () => {
    expect(adminNextStatuses('approved')).toEqual(['pending_payment', 'cancelled']);
    expect(adminNextStatuses('pending_payment')).toEqual(['processing', 'cancelled']);
    expect(adminNextStatuses('processing')).toEqual(['completed', 'cancelled']);
    for (const s of ['completed', 'cancelled', 'deleted', 'draft', 'pending_approval'] as const)
      expect(adminNextStatuses(s)).toEqual([]);
    expect(adminTransition('approved', 'processing').allowed).toBe(false);
    expect(adminTransition('approved', 'completed').allowed).toBe(false);
    expect(adminTransition('processing', 'approved').allowed).toBe(false);
    expect(adminTransition('completed', 'cancelled').allowed).toBe(false);
    expect(adminTransition('cancelled', 'approved').allowed).toBe(false);
    expect(adminTransition('pending_approval', 'cancelled').allowed).toBe(false);
    expect(adminTransition('processing', 'completed').allowed).toBe(true);
  });

  it('reports every paid employee as succeeded unless listed as failed', () => {
    const employees = computePayRun(inputs()).employees.map(runEmployeeToRm);
    expect(reportLines({ failedEmployees: ['2'], failureReason: 'Account closed' }, employees)).toEqual([
      { employeeName: 'Employee 1', employeeNumber: '1', netPay: 160.51, status: 'succeeded' },
      { employeeName: 'Employee 2', employeeNumber: '2', netPay: 110.01, status: 'failed', reason: 'Account closed' },
    ]);
  });
});
