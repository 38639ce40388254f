import { describe, expect, it } from 'vitest';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import {
  bankTransferCsv,
  bankTransferRowOf,
  csvAmount,
  csvField,
  earnedWageProblem,
  FAILED_WAGE_REASONS,
  orgsMonthlyReportOf,
  type OrgMonthFigures,
} from '../../shared/domain/money/bank-transfer';
import { emptyMonthSummary } from '../../shared/domain/advance-pay/advance-pay-summary';
import { asSen, rmToSen } from '../../shared/domain/money/money';

describe('bank-transfer CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('Tan, Ah Kow')).toBe('"Tan, Ah Kow"');
    expect(csvField('Ali "Bob" Abu')).toBe('"Ali ""Bob"" Abu"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('never lets a spreadsheet run a text field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+60123')).toBe("'+60123");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes amounts in RM with two decimals, no separators', () => {
    expect(csvAmount(asSen(0))).toBe('0.00');
    expect(csvAmount(asSen(5))).toBe('0.05');
    expect(csvAmount(asSen(19000))).toBe('190.00');
    expect(csvAmount(asSen(123456789))).toBe('1234567.89');
  });

  it('writes a header and one CRLF line per payment: payee, IC, bank, code, account, net amount, reference', () => {
    const csv = bankTransferCsv([
      {
        payeeName: 'Siti, Aminah',
        employeeICNumber: '900101145678',
        bank: 'Maybank',
        bankCode: 'MBBEMYKL',
        accountNumber: '0114011112222',
        netAmountSen: asSen(19000),
        reference: '01JTX1',
      },
      { payeeName: 'Raj', employeeICNumber: '880202085555', netAmountSen: asSen(100050), reference: '01JTX2' },
    ]);
    expect(csv).toBe(
      'Payee Name,IC Number,Bank,Bank Code,Account Number,Net Amount (RM),Reference\r\n' +
        '"Siti, Aminah",900101145678,Maybank,MBBEMYKL,0114011112222,190.00,01JTX1\r\n' +
        'Raj,880202085555,,,,1000.50,01JTX2\r\n',
    );
  });

  it('pays the net amount of a transaction, the amount when it has none, referenced by its id', () => {
    const base = {
      id: 'T1',
      createdBy: 'Aisyah',
      employeeICNumber: '1',
      banking: { bank: 'CIMB', bankCode: 'CIBBMYKL', accountNumber: '7' },
      amountSen: asSen(20000),
    };
    expect(bankTransferRowOf({ ...base, netAmountSen: asSen(19000) })).toEqual({
      payeeName: 'Aisyah',
      employeeICNumber: '1',
      bank: 'CIMB',
      bankCode: 'CIBBMYKL',
      accountNumber: '7',
      netAmountSen: 19000,
      reference: 'T1',
    });
    expect(bankTransferRowOf(base).netAmountSen).toBe(20000);
  });
});

describe('internal monthly report', () => {
  interface Tx {
    orgId: string;
    status: AdvanceStatus;
    amount: number;
    fee: number;
    paidBy: 'employee' | 'employer';
    instantFee?: number;
  }
  const tx = (
    orgId: string,
    status: AdvanceStatus,
    amount: number,
    fee: number,
    paidBy: Tx['paidBy'],
    instantFee?: number,
  ): Tx => ({
    orgId,
    status,
    amount,
    fee,
    paidBy,
    ...(instantFee !== undefined ? { instantFee } : {}),
  });
  const zeros = () => ({ ...emptyMonthSummary('2026-11').counts });
  /** What each organisation's month summary holds after these withdrawals (counts, amounts and fees by status). */
  const figuresOf = (txs: readonly Tx[]): Map<string, OrgMonthFigures> => {
    const out = new Map<string, OrgMonthFigures>();
    for (const t of txs) {
      const f = out.get(t.orgId) ?? {
        summary: { counts: zeros(), amountsSen: zeros() },
        fees: zeros(),
        employerFees: zeros(),
        instantFees: zeros(),
      };
      f.summary.counts[t.status] += 1;
      f.summary.amountsSen[t.status] += rmToSen(t.amount);
      f.fees[t.status] += rmToSen(t.fee);
      if (t.paidBy === 'employer') f.employerFees[t.status] += rmToSen(t.fee);
      f.instantFees[t.status] += rmToSen(t.instantFee ?? 0);
      out.set(t.orgId, f);
    }
    return out;
  };
  const orgs = [
    { id: 'b', name: 'Beta Sdn Bhd' },
    { id: 'a', name: 'Alpha Bhd' },
    { id: 'c', name: 'Cempaka Bhd' },
  ];

  it('counts money once paid out: transferred net amounts, fees by who pays them, what each organisation owes', () => {
    const report = orgsMonthlyReportOf(
      orgs,
      figuresOf([
        tx('b', 'completed', 200, 10, 'employee'), // net 190
        tx('b', 'completed', 100, 5, 'employee'), // net 95
        tx('b', 'pending', 500, 25, 'employee'),
        tx('a', 'completed', 300, 6, 'employer'), // net 300, fee billed
        tx('a', 'rejected', 300, 6, 'employer'),
        tx('a', 'processing', 150, 3, 'employer'),
      ]),
      'November 2026',
    );
    expect(report.summary).toEqual({
      orgsServiceFee: 6,
      employeesServiceFee: 15,
      transferredTotal: 585,
      total: 606,
      period: 'November 2026',
      completedRequests: 3,
      totalRequests: 6,
      instantFee: 0,
    });
    // by name; Cempaka, without a request in the month, has no row
    expect(report.orgs).toEqual([
      {
        orgId: 'a',
        orgName: 'Alpha Bhd',
        orgTotal: 306,
        orgServiceFee: 6,
        employeesServiceFee: 0,
        transferred: 300,
        completedRequests: 1,
        totalRequests: 3,
        instantFee: 0,
      },
      {
        orgId: 'b',
        orgName: 'Beta Sdn Bhd',
        orgTotal: 300,
        orgServiceFee: 0,
        employeesServiceFee: 15,
        transferred: 285,
        completedRequests: 2,
        totalRequests: 3,
        instantFee: 0,
      },
    ]);
  });

  it('counts the instant fees of completed instant payouts: out of transferred, into the total', () => {
    const report = orgsMonthlyReportOf(
      orgs,
      figuresOf([
        tx('b', 'completed', 200, 10, 'employee', 3), // instant: net 187
        tx('b', 'completed', 100, 5, 'employee'), // standard (or fallen back): net 95
        tx('b', 'pending', 300, 15, 'employee', 4.5), // not paid: no instant fee counted
        tx('a', 'completed', 200, 10, 'employer', 3), // instant, fee billed: net 197
      ]),
      'November 2026',
    );
    expect(report.summary).toMatchObject({ transferredTotal: 479, instantFee: 6, total: 510, orgsServiceFee: 10 });
    expect(report.orgs.map((o) => [o.orgName, o.transferred, o.instantFee, o.orgTotal])).toEqual([
      ['Alpha Bhd', 197, 3, 210],
      ['Beta Sdn Bhd', 282, 3, 300],
    ]);
  });

  it('adds sen exactly (no floating-point drift)', () => {
    const many = Array.from({ length: 10 }, () => tx('c', 'completed', 0.1, 0.01, 'employee'));
    const report = orgsMonthlyReportOf(orgs, figuresOf(many), 'January 2027');
    expect(report.summary.transferredTotal).toBe(0.9);
    expect(report.summary.employeesServiceFee).toBe(0.1);
    expect(report.orgs.map((o) => o.orgName)).toEqual(['Cempaka Bhd']);
  });

  it('is all zeros for a month without transactions', () => {
    expect(orgsMonthlyReportOf(orgs, new Map(), 'March 2020')).toEqual({
      summary: {
        orgsServiceFee: 0,
        employeesServiceFee: 0,
        transferredTotal: 0,
        total: 0,
        period: 'March 2020',
        completedRequests: 0,
        totalRequests: 0,
        instantFee: 0,
      },
      orgs: [],
    });
  });
});

describe('earned-wage problems', () => {
  const ok = { status: 'approved', salarySen: asSen(300_000), bankCode: 'MBBEMYKL', accountNumber: '1' };
  it.each([
    ['missing', undefined, FAILED_WAGE_REASONS.notFound],
    ['deleted', { ...ok, deleted: true }, FAILED_WAGE_REASONS.notFound],
    ['pending approval', { ...ok, status: 'pending-approval' }, FAILED_WAGE_REASONS.notApproved],
    ['without salary', { ...ok, salarySen: undefined }, FAILED_WAGE_REASONS.noSalary],
    ['with a zero salary', { ...ok, salarySen: asSen(0) }, FAILED_WAGE_REASONS.noSalary],
    ['without an account number', { ...ok, accountNumber: undefined }, FAILED_WAGE_REASONS.noBank],
    ['without a bank', { ...ok, bankCode: undefined }, FAILED_WAGE_REASONS.noBank],
  ])('an employee %s fails', (_what, employee, reason) => {
    expect(earnedWageProblem(employee)).toBe(reason);
  });
  it('an approved employee with salary and bank data is fine', () => {
    expect(earnedWageProblem(ok)).toBeUndefined();
  });
});

describe('end-of-day grouping', () => {
  it('puts as many withdrawals per TransactWrite as fit in 100 items with their summary updates', async () => {
    process.env.TABLE_NAME ??= 'unit-test-table';
    const { groupChanges } = await import('../../lambdas/services/advance-pay/end-of-day');
    const { changedTransactionsItems } = await import('../../lambdas/data/advance-pay/advance-transactions');
    const changes = Array.from({ length: 200 }, (_, i) => {
      const before = {
        id: `T${String(i).padStart(4, '0')}`,
        orgId: 'o1',
        employeeICNumber: `E${i % 20}`,
        status: 'approved' as const,
        period: 'November 2026',
        periodKey: i < 190 ? '2026-11' : '2026-10',
        amountSen: asSen(10000),
        reasonForWithdrawal: 'Bills',
        createdBy: 'x',
        createdAt: 1,
        modifiedAt: 1,
      };
      return { before, after: { ...before, status: 'processing' as const, sentToBank: true, modifiedAt: 2 } };
    });
    const groups = groupChanges(changes);
    expect(groups.flat()).toEqual(changes);
    for (const group of groups) expect(changedTransactionsItems(group, 2).length).toBeLessThanOrEqual(100);
    // 20 employees: the withdrawals + 20 employee summaries + the organisation summary shards
    // those employees update (one each, shared when two employees hash to the same shard).
    const { summaryShardOf } = await import('../../lambdas/data/advance-pay/summary-shards');
    const shards = new Set(Array.from({ length: 20 }, (_, i) => summaryShardOf(`E${i}`))).size;
    expect(shards).toBeGreaterThan(1);
    expect(groups[0]).toHaveLength(100 - 20 - shards);
    // Every group but the last is full: the next withdrawal would not have fitted.
    let next = 0;
    for (const group of groups.slice(0, -1)) {
      next += group.length;
      expect(changedTransactionsItems([...group, changes[next]], 2).length).toBeGreaterThan(100);
    }
  });
});
