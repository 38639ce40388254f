import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { summaryUpdateItems } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import {
  feeDelta,
  feesByStatus,
  figureByStatus,
  gsi1EmployeeMonths,
  mergeFeeDeltas,
} from '../../lambdas/data/advance-pay/report-figures';

const fee = (
  status: 'pending' | 'approved' | 'completed' | 'rejected',
  feeSen: number,
  paidBy = 'employee' as const,
) => ({
  status,
  feeSen: asSen(feeSen),
  paidBy,
});

describe('fee figures of the month summaries', () => {
  it('move a fee from its old status to its new one, per payer', () => {
    expect(feeDelta(undefined, fee('pending', 750))).toEqual({ 'feeSen#pending#employee': 750 });
    expect(feeDelta(fee('approved', 750), fee('completed', 750))).toEqual({
      'feeSen#approved#employee': -750,
      'feeSen#completed#employee': 750,
    });
    expect(feeDelta(fee('pending', 0), fee('rejected', 0))).toEqual({});
  });

  it('keep the instant payouts by status with their instant fees; a fallback to the batch leaves them', () => {
    const instant = { ...fee('pending', 750), instant: true, instantFeeSen: asSen(225) };
    expect(feeDelta(undefined, instant)).toEqual({
      'feeSen#pending#employee': 750,
      'instantCount#pending': 1,
      'instantFeeSen#pending': 225,
    });
    const approved = { ...instant, status: 'approved' as const };
    expect(feeDelta(approved, fee('approved', 750))).toEqual({
      'instantCount#approved': -1,
      'instantFeeSen#approved': -225,
    });
    expect(figureByStatus({ 'instantFeeSen#completed': 225 }, 'instantFeeSen#')).toMatchObject({
      completed: 225,
      approved: 0,
    });
  });

  it('merge into one change per summary, dropping what cancels out', () => {
    expect(
      mergeFeeDeltas([feeDelta(undefined, fee('pending', 500)), feeDelta(fee('pending', 500), fee('approved', 500))]),
    ).toEqual({ 'feeSen#approved#employee': 500 });
  });

  it('read back by status, for both payers or one', () => {
    const item = { 'feeSen#completed#employer': 300, 'feeSen#completed#employee': 200, 'feeSen#approved#employee': 50 };
    expect(feesByStatus(item)).toMatchObject({ completed: 500, approved: 50, pending: 0 });
    expect(feesByStatus(item, ['employer'])).toMatchObject({ completed: 300, approved: 0 });
  });

  it("are added to both summaries' updates, and the employee's summary is in GSI1's month partition", () => {
    const items = summaryUpdateItems(
      'o1',
      [
        {
          employeeICNumber: '900101145678',
          before: undefined,
          after: { periodKey: '2026-11', status: 'pending', amountSen: asSen(15_000), reasonForWithdrawal: 'Bills' },
          fees: { before: undefined, after: fee('pending', 750) },
          email: 'a@x.test',
        },
      ],
      1,
    );
    expect(items).toHaveLength(2);
    for (const { Update } of items) {
      expect(Object.values(Update?.ExpressionAttributeNames ?? {})).toContain('feeSen#pending#employee');
    }
    const employee = items.find((i) => String(i.Update?.Key?.sk).startsWith('SUMMARY#EMP#'))?.Update;
    const values = Object.values(employee?.ExpressionAttributeValues ?? {});
    expect(values).toContain(gsi1EmployeeMonths('o1', '2026-11'));
    expect(values).toContain('a@x.test');
  });
});
