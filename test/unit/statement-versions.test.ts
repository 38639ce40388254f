import { describe, expect, it } from 'vitest';
import { fromStatementItem, STATEMENT_VERSION } from '../../lambdas/data/advance-pay/statements';

/** A statement as version 2 stored it: no payout nor instant fee on its lines or totals. */
const version2 = {
  pk: 'ORG#o1',
  sk: 'STATEMENT#900101145678#2026-11',
  entity: 'monthlyStatement',
  version: 2,
  id: '2026-11',
  statementDate: '2026-12-01',
  period: 'November 2026',
  periodKey: '2026-11',
  employeeName: 'Nur Hidayah',
  employeeICNumber: '900101145678',
  orgId: 'o1',
  orgName: 'Kopi Kita Sdn Bhd',
  salarySen: 300_000,
  totalWithdrawnSen: 30_000,
  serviceFeeSen: 1_500,
  totalReceivedSen: 28_200,
  totalDeductableSen: 30_000,
  balancePayableSen: 270_000,
  payDate: '2026-12-28',
  message: 'old words',
  transferred: 2,
  withdrawals: [
    // paid instantly before version 3: RM 200, fee RM 10, net RM 187 (RM 3.00 instant fee)
    { id: 'a', date: '2026-11-02', amountSen: 20_000, feeSen: 1_000, netSen: 18_700, status: 'completed' },
    { id: 'b', date: '2026-11-03', amountSen: 10_000, feeSen: 500, netSen: 9_500, status: 'approved' },
  ],
  createdAt: 1,
};

describe('statements stored before the payout columns (version 2)', () => {
  it("read with each line's payout and instant fee from its amounts, the totals and message again", () => {
    expect(STATEMENT_VERSION).toBe(3);
    const s = fromStatementItem(version2);
    expect(s.withdrawals.map((w) => [w.payout, w.instantFeeSen])).toEqual([
      ['instant', 300],
      ['standard', 0],
    ]);
    expect(s).toMatchObject({
      totalWithdrawnSen: 30_000,
      serviceFeeSen: 1_500,
      instantFeeSen: 300,
      totalReceivedSen: 28_200,
      totalDeductableSen: 30_000,
      balancePayableSen: 270_000,
      payDate: '2026-12-28',
    });
    expect(s.message).toContain('after the RM 15.00 service fee and the RM 3.00 instant payout fee taken upfront');
    expect(s.message).toContain('on pay day, 28 December 2026');
  });

  it('reads a version-3 statement as stored', () => {
    const stored = {
      ...version2,
      version: 3,
      instantFeeSen: 300,
      withdrawals: version2.withdrawals.map((w, i) => ({
        ...w,
        payout: i === 0 ? 'instant' : 'standard',
        instantFeeSen: i === 0 ? 300 : 0,
      })),
    };
    expect(fromStatementItem(stored).message).toBe('old words');
  });
});
