import { describe, expect, it } from 'vitest';
import {
  AmountDueSchema,
  applyPaymentSen,
  isOverdue,
  PaymentAmountSchema,
  repaymentListItem,
  reversePaymentSen,
  settlementDescription,
  settlementStatus,
  type RepaymentRecord,
} from '../../shared/domain/finance/repayment';
import { asSen, rmToSen } from '../../shared/domain/money/money';

const settlement = (amountDue: number, amountRepaid: number, dueDate = '2026-12-01'): RepaymentRecord => ({
  id: 'r1',
  orgId: 'demo',
  disbursementId: 'd1',
  disbursement: { orgName: 'Demo', name: 'Year-end bonus advance' },
  dueDate,
  amountDueSen: rmToSen(amountDue),
  amountRepaidSen: rmToSen(amountRepaid),
  createdAt: 1,
  modifiedAt: 1,
});

describe('settlement status (derived)', () => {
  it.each([
    [0, 5250, 'Full Settlement'],
    [-1, 5251, 'Full Settlement'],
    [3500, 1750, 'Partial Settlement'],
    [5250, 0, 'Pending Settlement'],
  ] as const)('amountDue %d, amountRepaid %d → %s', (due, repaid, status) => {
    expect(settlementStatus({ amountDueSen: rmToSen(due), amountRepaidSen: rmToSen(repaid) })).toBe(status);
  });

  it('is overdue only past the due date with money still owed', () => {
    expect(isOverdue(settlement(100, 0, '2026-11-25'), '2026-11-26')).toBe(true);
    expect(isOverdue(settlement(100, 0, '2026-11-26'), '2026-11-26')).toBe(false);
    expect(isOverdue(settlement(0, 100, '2026-01-01'), '2026-11-26')).toBe(false);
    expect(repaymentListItem(settlement(3500, 1750, '2026-10-01'), '2026-11-26')).toMatchObject({
      status: 'Partial Settlement',
      overdue: true,
    });
  });
});

describe('payment arithmetic (sen)', () => {
  it('lowers the amount due and raises the amount repaid by the payment, never below zero', () => {
    expect(applyPaymentSen({ amountDueSen: asSen(525_000), amountRepaidSen: asSen(0) }, 100_000)).toEqual({
      ok: true,
      amountDueSen: 425_000,
      amountRepaidSen: 100_000,
    });
    expect(applyPaymentSen({ amountDueSen: asSen(1000), amountRepaidSen: asSen(0) }, 1000)).toMatchObject({
      amountDueSen: 0,
    });
    expect(applyPaymentSen({ amountDueSen: asSen(1000), amountRepaidSen: asSen(0) }, 1001).ok).toBe(false);
    expect(applyPaymentSen({ amountDueSen: asSen(1000), amountRepaidSen: asSen(0) }, 0).ok).toBe(false);
    expect(applyPaymentSen({ amountDueSen: asSen(1000), amountRepaidSen: asSen(0) }, 1.5).ok).toBe(false);
  });

  it('a void puts the figures back exactly', () => {
    const start = { amountDueSen: asSen(525_000), amountRepaidSen: asSen(12_345) };
    const paid = applyPaymentSen(start, 123_456);
    if (!paid.ok) throw new Error('refused');
    expect(reversePaymentSen(paid, asSen(123_456))).toEqual(start);
  });

  it('validates amounts as the forms word them', () => {
    expect(AmountDueSchema.safeParse(0.99).error?.issues[0]?.message).toBe('*Value must be greater than 1!');
    expect(AmountDueSchema.safeParse('12').error?.issues[0]?.message).toBe('Amount Due only accepts Number');
    expect(AmountDueSchema.safeParse(1).success).toBe(true);
    expect(PaymentAmountSchema.safeParse(0).success).toBe(false);
    expect(PaymentAmountSchema.safeParse(0.001).success).toBe(false);
    expect(PaymentAmountSchema.safeParse(0.01).success).toBe(true);
  });

  it('describes the history row after the disbursement', () => {
    expect(settlementDescription('Year-end bonus advance')).toBe('Settlement of Year-end bonus advance');
  });
});
