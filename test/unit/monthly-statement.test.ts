import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  deductionPayDay,
  isPeriodClosed,
  longDate,
  nextPeriod,
  periodClosedAt,
  previousPeriod,
  statementDateOf,
  statementFigures,
  statementLine,
  statementMessage,
  statementTotals,
  type StatementWithdrawalFacts,
} from '../../shared/domain/advance-pay/monthly-statement';
import { payrollDeductionRows } from '../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';

/** An instant given as Malaysia wall time (UTC+8). */
const kl = (iso: string) => new Date(`${iso}+08:00`);

let n = 0;
const w = (
  status: AdvanceStatus,
  amountSen: number,
  opts: Partial<StatementWithdrawalFacts> = {},
): StatementWithdrawalFacts => {
  const feeSen = Math.round(amountSen * 0.05);
  return {
    id: `w${++n}`,
    status,
    createdAt: 1_700_000_000 + n,
    amountSen: asSen(amountSen),
    feeSen: asSen(feeSen),
    netAmountSen: asSen(amountSen - feeSen),
    serviceFeePaidBy: 'employee',
    ...opts,
  };
};

describe('statement figures', () => {
  it('counts the withdrawals paid out or on their way (approved, processing, completed): withdrawn = the amounts asked for, the fee taken upfront is not deducted again', () => {
    // prepare: RM 3,000 salary; RM 200 and RM 150.50 completed, RM 100 approved, RM 100 processing; pending, rejected, cancelled left out
    const withdrawals = [
      w('completed', 20_000),
      w('completed', 15_050),
      w('pending', 10_000),
      w('approved', 10_000),
      w('processing', 10_000),
      w('rejected', 10_000),
      w('cancelled', 10_000),
    ];
    // act
    const f = statementFigures(asSen(300_000), withdrawals);
    // assess: amounts 20000 + 15050 + 10000 + 10000; fees 1000 + 753 (752.5 rounded half up) + 500 + 500;
    // net 19000 + 14297 + 9500 + 9500
    expect(f.totalWithdrawnSen).toBe(55_050);
    expect(f.serviceFeeSen).toBe(2_753);
    expect(f.totalReceivedSen).toBe(52_297);
    expect(f.totalWithdrawnSen).toBe(f.totalReceivedSen + f.serviceFeeSen);
    // the deduction repays the amounts asked for: the fee is inside them, not on top
    expect(f.totalDeductableSen).toBe(55_050);
    expect(f.balancePayableSen).toBe(300_000 - 55_050);
    expect(f.transferred).toBe(4);
    expect(f.lines.map((l) => l.status)).toEqual(['completed', 'completed', 'approved', 'processing']);
  });

  it('a fee the employer pays is not the employee’s: serviceFee 0, the whole amount received and deducted, the fee never', () => {
    const f = statementFigures(asSen(250_000), [
      w('completed', 50_000, { feeSen: asSen(2_500), netAmountSen: asSen(50_000), serviceFeePaidBy: 'employer' }),
    ]);
    expect(f).toMatchObject({
      serviceFeeSen: 0,
      totalWithdrawnSen: 50_000,
      totalReceivedSen: 50_000,
      totalDeductableSen: 50_000,
      balancePayableSen: 200_000,
      transferred: 1,
    });
  });

  it.each([
    ['employee', 19_000, 1_000],
    ['employer', 20_000, 0],
  ] as const)(
    'deducts what the payroll deduction file deducts, whoever pays the fee (%s)',
    (payer, netSen, employeeFeeSen) => {
      // prepare: RM 200 completed and RM 100 approved at 5%, the fee paid by the payer; a pending RM 50 (not deducted)
      const facts = (status: AdvanceStatus, amountSen: number, id: string): StatementWithdrawalFacts => {
        const feeSen = amountSen / 20;
        return {
          id,
          status,
          createdAt: 1,
          amountSen: asSen(amountSen),
          feeSen: asSen(feeSen),
          netAmountSen: asSen(payer === 'employee' ? amountSen - feeSen : amountSen),
          serviceFeePaidBy: payer,
        };
      };
      const withdrawals = [
        facts('completed', 20_000, 'a'),
        facts('approved', 10_000, 'b'),
        facts('pending', 5_000, 'c'),
      ];
      const txs = withdrawals.map((x) => ({
        id: x.id,
        employeeICNumber: '900101145678',
        status: x.status,
        amountSen: x.amountSen,
        feeSen: x.feeSen,
        netAmountSen: x.netAmountSen,
        serviceFeePaidBy: payer,
      })) as unknown as AdvanceTransactionRecord[];
      // act
      const f = statementFigures(asSen(300_000), withdrawals);
      const [row] = payrollDeductionRows(txs, new Map());
      // assess
      expect(f.totalWithdrawnSen).toBe(30_000);
      expect(f.totalReceivedSen).toBe(netSen + (payer === 'employee' ? 9_500 : 10_000));
      expect(f.serviceFeeSen).toBe(employeeFeeSen + (payer === 'employee' ? 500 : 0));
      expect(f.totalDeductableSen).toBe(row.deductSen);
      expect(f.totalDeductableSen).toBe(30_000);
      expect(f.balancePayableSen).toBe(270_000);
    },
  );

  it('works the totals out again from stored lines (how a version-1 statement is read)', () => {
    const lines = [
      { amountSen: asSen(20_000), feeSen: asSen(1_000), netSen: asSen(19_000) },
      { amountSen: asSen(10_000), feeSen: asSen(0), netSen: asSen(10_000) },
    ];
    expect(statementTotals(asSen(100_000), lines)).toEqual({
      salarySen: 100_000,
      totalWithdrawnSen: 30_000,
      serviceFeeSen: 1_000,
      instantFeeSen: 0,
      totalReceivedSen: 29_000,
      totalDeductableSen: 30_000,
      balancePayableSen: 70_000,
      transferred: 2,
    });
  });

  it('shows each line’s payout and instant fee; the instant fees are fees taken upfront, never deducted again', () => {
    // RM 200 paid instantly (1.5%: RM 3.00), RM 100 standard, RM 100 whose instant payout fell back (standard, no fee)
    const f = statementFigures(asSen(300_000), [
      w('completed', 20_000, { payout: 'instant', instantFeeSen: asSen(300), netAmountSen: asSen(18_700) }),
      w('approved', 10_000),
      w('approved', 10_000, { payout: 'standard' }),
    ]);
    expect(f.lines.map((l) => [l.payout, l.instantFeeSen, l.netSen])).toEqual([
      ['instant', 300, 18_700],
      ['standard', 0, 9_500],
      ['standard', 0, 9_500],
    ]);
    expect(f).toMatchObject({ totalWithdrawnSen: 40_000, serviceFeeSen: 2_000, instantFeeSen: 300 });
    expect(f.totalWithdrawnSen).toBe(f.totalReceivedSen + f.serviceFeeSen + f.instantFeeSen);
    expect(f.totalDeductableSen).toBe(40_000);
    expect(statementMessage(f, '2026-12-25')).toContain(
      'you received RM 377.00 of it after the RM 20.00 service fee and the RM 3.00 instant payout fee taken upfront, so no fee is added',
    );
    const employerPays = statementFigures(asSen(300_000), [
      w('completed', 20_000, {
        serviceFeePaidBy: 'employer',
        payout: 'instant',
        instantFeeSen: asSen(300),
        netAmountSen: asSen(19_700),
      }),
    ]);
    expect(statementMessage(employerPays)).toContain(
      'you received RM 197.00 of it after the RM 3.00 instant payout fee taken upfront',
    );
  });

  it('works out the net of an old record without one (amount − the employee’s fee)', () => {
    const line = statementLine({
      id: 'x',
      status: 'completed',
      createdAt: 1,
      amountSen: asSen(10_000),
      feeSen: asSen(500),
    });
    expect(line).toMatchObject({ amountSen: 10_000, feeSen: 500, netSen: 9_500 });
  });

  it('keeps a negative balance payable (what the employee still owes) and zero figures with nothing counted', () => {
    expect(statementFigures(asSen(10_000), [w('completed', 20_000)]).balancePayableSen).toBe(-10_000);
    expect(statementFigures(asSen(300_000), [w('rejected', 20_000)])).toMatchObject({
      totalDeductableSen: 0,
      balancePayableSen: 300_000,
      transferred: 0,
      lines: [],
    });
  });

  it('lists the withdrawals oldest first', () => {
    const late = w('completed', 10_000, { createdAt: 2_000 });
    const early = w('completed', 10_000, { createdAt: 1_000 });
    expect(statementFigures(asSen(0), [late, early]).lines.map((l) => l.id)).toEqual([early.id, late.id]);
  });

  it('refuses amounts that are not integer sen', () => {
    expect(() => statementFigures(asSen(100.5), [])).toThrow(RangeError);
    expect(() => statementFigures(asSen(0), [w('completed', 10.5)])).toThrow(RangeError);
  });
});

describe('statement dates', () => {
  it('the statement date is the day the period closed, the 1st of the next month (year end included)', () => {
    expect(statementDateOf('2026-11')).toBe('2026-12-01');
    expect(statementDateOf('2026-12')).toBe('2027-01-01');
    expect(statementDateOf('2028-02')).toBe('2028-03-01');
  });

  it('the period closed at an instant is the Malaysian month before it', () => {
    // 1 December 00:30 in Malaysia is still 30 November in UTC: November has closed
    expect(periodClosedAt(kl('2026-12-01T00:30:00')).key).toBe('2026-11');
    expect(periodClosedAt(new Date('2026-11-30T16:30:00Z')).key).toBe('2026-11');
    // 30 November 23:59 in Malaysia: October is the last closed period
    expect(periodClosedAt(kl('2026-11-30T23:59:00')).key).toBe('2026-10');
    expect(periodClosedAt(kl('2027-01-01T00:30:00')).key).toBe('2026-12');
  });

  it('a period is closed only once the next Malaysian month has begun', () => {
    expect(isPeriodClosed('2026-11', kl('2026-11-30T23:59:59'))).toBe(false);
    expect(isPeriodClosed('2026-11', kl('2026-12-01T00:00:00'))).toBe(true);
    expect(isPeriodClosed('2026-12', kl('2026-12-15T12:00:00'))).toBe(false);
  });

  it('steps periods across year ends', () => {
    expect(nextPeriod(periodFromKey('2026-12')).key).toBe('2027-01');
    expect(previousPeriod(periodFromKey('2027-01')).key).toBe('2026-12');
  });

  it('deducts on the pay day of the month after the period, on its last day when the month is shorter', () => {
    expect(deductionPayDay('2026-11', 25)).toBe('2026-12-25');
    expect(deductionPayDay('2028-01', 31)).toBe('2028-02-29');
    expect(deductionPayDay('2027-01', 30)).toBe('2027-02-28');
    expect(deductionPayDay('2026-11', undefined)).toBeUndefined();
    expect(longDate('2026-12-25')).toBe('25 December 2026');
  });
});

describe('statement message', () => {
  it('says what will be deducted on pay day, what reached the account after the fee taken upfront, and the balance payable', () => {
    const f = statementFigures(asSen(300_000), [w('completed', 20_000)]);
    expect(statementMessage(f, '2026-12-25')).toBe(
      'RM 200.00 will be deducted from your salary on pay day, 25 December 2026: the RM 200.00 you withdrew ' +
        '(you received RM 190.00 of it after the RM 10.00 service fee taken upfront, so no fee is added). Your balance payable is RM 2,800.00.',
    );
    expect(statementMessage(f)).toContain('on your next pay day');
  });

  it('says the whole amount was received when the employer pays the fee', () => {
    const f = statementFigures(asSen(300_000), [
      w('completed', 20_000, { netAmountSen: asSen(20_000), serviceFeePaidBy: 'employer' }),
    ]);
    expect(statementMessage(f, '2026-12-25')).toBe(
      'RM 200.00 will be deducted from your salary on pay day, 25 December 2026: the RM 200.00 you withdrew (you received all of it). Your balance payable is RM 2,800.00.',
    );
  });
});
