import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  applyTransactionChange,
  emptyMonthSummary,
  employeeDashboardFigures,
  inProcessingSen,
  mergeDeltas,
  transactionDelta,
  withdrawnSen,
  withdrawnThisPeriodSen,
  type MonthSummary,
  type TransactionFacts,
} from '../../shared/domain/advance-pay/advance-pay-summary';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';

const tx = (
  status: AdvanceStatus,
  amountSen = 20_000,
  reasonForWithdrawal = 'Medical',
  periodKey = '2026-11',
): TransactionFacts => ({ periodKey, status, amountSen: asSen(amountSen), reasonForWithdrawal });

describe('applyTransactionChange', () => {
  it('adds a new transaction to its status and reason', () => {
    const s = applyTransactionChange(emptyMonthSummary('2026-11'), undefined, tx('pending'));
    expect(s.counts).toMatchObject({ pending: 1, approved: 0, completed: 0 });
    expect(s.amountsSen.pending).toBe(20_000);
    expect(s.reasonsSen).toEqual({ Medical: 20_000 });
  });

  it('moves the amount between statuses through the life of a withdrawal', () => {
    let s = emptyMonthSummary('2026-11');
    s = applyTransactionChange(s, undefined, tx('pending'));
    s = applyTransactionChange(s, tx('pending'), tx('approved'));
    s = applyTransactionChange(s, tx('approved'), tx('processing'));
    expect(inProcessingSen(s)).toBe(20_000);
    expect(withdrawnSen(s)).toBe(0);
    s = applyTransactionChange(s, tx('processing'), tx('completed'));
    expect(s.counts).toEqual({ pending: 0, approved: 0, processing: 0, completed: 1, rejected: 0, cancelled: 0 });
    expect(s.amountsSen.completed).toBe(20_000);
    expect(inProcessingSen(s)).toBe(0);
    expect(withdrawnSen(s)).toBe(20_000);
    expect(withdrawnThisPeriodSen(s)).toBe(20_000);
    expect(s.reasonsSen).toEqual({ Medical: 20_000 });
  });

  it('takes a rejected or cancelled withdrawal out of the reasons and the limit', () => {
    let s = emptyMonthSummary('2026-11');
    s = applyTransactionChange(s, undefined, tx('pending', 10_000, 'Medical'));
    s = applyTransactionChange(s, undefined, tx('approved', 15_000, 'Education'));
    s = applyTransactionChange(s, tx('pending', 10_000, 'Medical'), tx('rejected', 10_000, 'Medical'));
    s = applyTransactionChange(s, tx('approved', 15_000, 'Education'), tx('cancelled', 15_000, 'Education'));
    expect(s.reasonsSen).toEqual({});
    expect(s.counts).toMatchObject({ rejected: 1, cancelled: 1, pending: 0, approved: 0 });
    expect(s.amountsSen).toMatchObject({ rejected: 10_000, cancelled: 15_000 });
    expect(withdrawnThisPeriodSen(s)).toBe(0);
  });

  it('never changes the summary it is given', () => {
    const before = emptyMonthSummary('2026-11');
    const copy = structuredClone(before);
    applyTransactionChange(before, undefined, tx('pending'));
    expect(before).toEqual(copy);
  });

  it('refuses a transaction of another period, or one that changes period', () => {
    expect(() =>
      applyTransactionChange(emptyMonthSummary('2026-11'), undefined, tx('pending', 100, 'x', '2026-12')),
    ).toThrow(RangeError);
    expect(() => transactionDelta(tx('pending', 100, 'x', '2026-11'), tx('approved', 100, 'x', '2026-12'))).toThrow(
      RangeError,
    );
  });

  it('refuses an amount that is not integer sen', () => {
    expect(() => transactionDelta(undefined, tx('pending', 10.5))).toThrow(RangeError);
  });

  it('keeps the extra fields of an organisation or employee summary', () => {
    const s = applyTransactionChange({ ...emptyMonthSummary('2026-11'), orgId: 'other' }, undefined, tx('pending'));
    expect(s.orgId).toBe('other');
  });
});

describe('transactionDelta / mergeDeltas', () => {
  it('lists only what changes', () => {
    expect(transactionDelta(tx('pending'), tx('approved'))).toEqual({
      counts: { pending: -1, approved: 1 },
      amountsSen: { pending: -20_000, approved: 20_000 },
      reasonsSen: {},
    });
  });

  it('adds several changes of one summary together', () => {
    const merged = mergeDeltas(
      transactionDelta(undefined, tx('pending', 100)),
      transactionDelta(tx('pending', 100), tx('approved', 100)),
      transactionDelta(undefined, tx('pending', 50, 'Rent')),
    );
    expect(merged).toEqual({
      counts: { pending: 1, approved: 1 },
      amountsSen: { pending: 50, approved: 100 },
      reasonsSen: { Medical: 100, Rent: 50 },
    });
  });
});

describe('employeeDashboardFigures', () => {
  const at = new Date('2026-11-21T02:00:00Z'); // 21 Nov 2026 10:00 in KL: 21 of 30 days
  const month = (periodKey: string, changes: [TransactionFacts | undefined, TransactionFacts][]): MonthSummary =>
    changes.reduce<MonthSummary>((s, [b, a]) => applyTransactionChange(s, b, a), emptyMonthSummary(periodKey));

  it('is all zeros but the earned wages when nothing was withdrawn', () => {
    const f = employeeDashboardFigures({
      salarySen: asSen(380_000),
      at,
      year: 2026,
      currentPeriodKey: '2026-11',
      months: [],
    });
    expect(f).toMatchObject({
      earnedWagesSen: 266_000,
      processingSen: 0,
      withdrawnSen: 0,
      percentageWithdrawn: 0,
      balanceSen: 266_000,
      reasonsSen: [],
    });
    expect(f.yearlySummary.map((m) => m.month)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(f.yearlySummary.every((m) => m.valueSen === 0)).toBe(true);
  });

  it('reads the current period for the cards and the year for the chart and reasons, a pending request counted as withdrawn everywhere', () => {
    const months = [
      month('2026-11', [
        [undefined, tx('completed', 50_000, 'Medical')],
        [undefined, tx('pending', 30_000, 'Rent')],
        [undefined, tx('rejected', 99_900, 'Rent')],
      ]),
      month('2026-03', [[undefined, tx('completed', 12_345, 'Rent', '2026-03')]]),
      month('2025-11', [[undefined, tx('completed', 77_700, 'Travel', '2025-11')]]),
    ];
    const f = employeeDashboardFigures({
      salarySen: asSen(380_000),
      at,
      year: 2026,
      currentPeriodKey: '2026-11',
      months,
    });
    // one rule: the pending RM 300 counts as withdrawn (and in processing, inside it); the rejected one nowhere
    expect(f.withdrawnSen).toBe(80_000);
    expect(f.processingSen).toBe(30_000);
    expect(f.balanceSen).toBe(266_000 - 80_000);
    // 80000 ÷ 266000 = 30.075...% → 30.08
    expect(f.percentageWithdrawn).toBe(30.08);
    expect(f.yearlySummary.find((m) => m.month === 'Nov')!.valueSen).toBe(80_000);
    expect(f.yearlySummary.find((m) => m.month === 'Mar')!.valueSen).toBe(12_345);
    expect(f.reasonsSen).toEqual([
      { reason: 'Medical', amountSen: 50_000 },
      { reason: 'Rent', amountSen: 42_345 },
    ]);
  });

  it('never shows a negative balance nor more than 100%', () => {
    const months = [month('2026-11', [[undefined, tx('completed', 400_000)]])];
    const f = employeeDashboardFigures({
      salarySen: asSen(380_000),
      at,
      year: 2026,
      currentPeriodKey: '2026-11',
      months,
    });
    expect(f.balanceSen).toBe(0);
    expect(f.percentageWithdrawn).toBe(100);
  });

  it('earns nothing and shows 0% without a salary', () => {
    const f = employeeDashboardFigures({
      salarySen: undefined,
      at,
      year: 2026,
      currentPeriodKey: '2026-11',
      months: [],
    });
    expect(f).toMatchObject({ earnedWagesSen: 0, percentageWithdrawn: 0, balanceSen: 0 });
  });
});
