import { describe, expect, it } from 'vitest';
import {
  csvField,
  employeeReportLines,
  monthlyReportLine,
  payrollDeductionCsv,
  payrollDeductionFileName,
  payrollDeductionRows,
  reportFigures,
  toCsv,
  type EmployeeIdentity,
} from '../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceStatus, AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { asSen, subtractSen } from '../../shared/domain/money/money';
import { MONTHLY_REPORT_HEADER } from '../../shared/domain/files/report-files';

let n = 0;
/** A transaction of `amount` sen with a fee of `fee` sen. */
const tx = (
  employeeICNumber: string,
  status: AdvanceStatus,
  amount: number,
  fee: number,
  serviceFeePaidBy?: 'employer' | 'employee',
): AdvanceTransactionRecord => ({
  id: `tx${++n}`,
  orgId: 'o1',
  employeeICNumber,
  status,
  period: 'November 2026',
  periodKey: '2026-11',
  amountSen: asSen(amount),
  feeSen: asSen(fee),
  netAmountSen: serviceFeePaidBy === 'employer' ? asSen(amount) : subtractSen(asSen(amount), asSen(fee)),
  ...(serviceFeePaidBy ? { serviceFeePaidBy } : {}),
  reasonForWithdrawal: 'Bills',
  createdBy: 'x',
  createdAt: 1,
  modifiedAt: 1,
  email: `${employeeICNumber}@x.test`,
});

const A = '900101-14-1111';
const B = '900202-14-2222';
const people = new Map<string, EmployeeIdentity>([
  [A, { employeeName: 'Aisyah Rahman', email: 'a@x.test' }],
  [B, { employeeName: 'Tan, "Ben" Wei', email: 'b@x.test' }],
]);

// A month: A has one of each status, B one completed (employer pays the fee) and one pending.
const month = [
  tx(A, 'pending', 10_000, 500),
  tx(A, 'approved', 20_000, 1000),
  tx(A, 'processing', 30_050, 1503),
  tx(A, 'completed', 40_000, 2000),
  tx(A, 'rejected', 100_000, 5000),
  tx(A, 'cancelled', 70_000, 3500),
  tx(B, 'completed', 15_010, 751, 'employer'),
  tx(B, 'pending', 12_000, 600, 'employer'),
];

describe('reportFigures', () => {
  it('counts every request and sums live, in-flight and transferred amounts in sen', () => {
    const f = reportFigures(month);
    expect(f.totalRequests).toBe(8);
    expect(f.completedRequests).toBe(2);
    expect(f.counts).toEqual({ pending: 2, approved: 1, processing: 1, completed: 2, rejected: 1, cancelled: 1 });
    expect(f.totalSen).toBe(10000 + 20000 + 30050 + 40000 + 15010 + 12000);
    expect(f.inFlightSen).toBe(10000 + 20000 + 30050 + 12000);
    expect(f.transferredSen).toBe(40000 + 15010);
  });

  it('splits the fees of completed withdrawals by payer; a missing payer is the employee', () => {
    expect(reportFigures(month).serviceFee).toEqual({ employerSen: 751, employeeSen: 2000 });
    expect(reportFigures([]).serviceFee).toEqual({ employerSen: 0, employeeSen: 0 });
  });

  it('adds amounts exactly (no floating-point drift)', () => {
    const many = Array.from({ length: 10 }, () => tx(A, 'completed', 10, 1));
    expect(reportFigures(many).transferredSen).toBe(100);
  });
});

describe('employeeReportLines', () => {
  it('gives one line per employee, by name, with live withdrawals and completed fees', () => {
    const lines = employeeReportLines(month, people);
    expect(lines.map((l) => l.employeeName)).toEqual(['Aisyah Rahman', 'Tan, "Ben" Wei']);
    expect(lines[0]).toEqual({
      employeeName: 'Aisyah Rahman',
      email: 'a@x.test',
      employeeICNumber: A,
      withdrawals: 4,
      totalSen: 100050,
      transferredSen: 40000,
      inFlightSen: 60050,
      serviceFeeSen: 2000,
      instantPayouts: 0,
      instantFeeSen: 0,
    });
    expect(lines[1]).toMatchObject({
      employeeICNumber: B,
      withdrawals: 2,
      transferredSen: 15010,
      serviceFeeSen: 751,
      inFlightSen: 12000,
    });
  });

  it('names an employee no longer in the directory by the e-mail of the transaction', () => {
    const [line] = employeeReportLines([tx('800101-01-0001', 'completed', 10_000, 500)], new Map());
    expect(line.employeeName).toBe('800101-01-0001@x.test');
  });
});

describe('payrollDeductionRows', () => {
  it('deducts completed, approved and processing amounts; never fees; pending shown apart', () => {
    const rows = payrollDeductionRows(month, people);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      employeeICNumber: A,
      withdrawals: 3,
      totalWithdrawnSen: 90050,
      feesSen: 4503,
      deductSen: 90050,
      pendingSen: 10000,
    });
    expect(rows[1]).toMatchObject({
      employeeICNumber: B,
      withdrawals: 1,
      totalWithdrawnSen: 15010,
      feesSen: 751,
      deductSen: 15010,
      pendingSen: 12000,
    });
  });

  it('leaves out employees with only rejected or cancelled requests', () => {
    expect(payrollDeductionRows([tx(A, 'rejected', 10_000, 500), tx(A, 'cancelled', 10_000, 500)], people)).toEqual([]);
  });

  it('keeps an employee whose only request is pending, with nothing to deduct', () => {
    expect(payrollDeductionRows([tx(A, 'pending', 10_000, 500)], people)).toEqual([
      expect.objectContaining({ deductSen: 0, totalWithdrawnSen: 0, feesSen: 0, pendingSen: 10000, withdrawals: 0 }),
    ]);
  });
});

describe('instant payouts in the reports', () => {
  /** An instant payout (its instant fee taken from the net amount), or one that fell back (standard, no fee). */
  const instant = (status: AdvanceStatus, amount: number, fee: number, instantFee: number) => {
    const t = tx(A, status, amount, fee);
    return {
      ...t,
      payout: 'instant' as const,
      instantFeeSen: asSen(instantFee),
      netAmountSen: asSen(amount - fee - instantFee),
    };
  };
  const fellBack = { ...tx(A, 'approved', 10_000, 500), payout: 'standard' as const, instantState: 'failed' as const };
  const own = [
    instant('completed', 20_000, 1000, 300),
    fellBack,
    tx(A, 'completed', 30_000, 1500),
    instant('pending', 10_000, 500, 150),
  ];

  it('counts the completed instant payouts and their fees in the figures and the line', () => {
    expect(reportFigures(own)).toMatchObject({ instantPayouts: 1, instantFeeSen: 300, transferredSen: 50_000 });
    expect(employeeReportLines(own, people)[0]).toMatchObject({ instantPayouts: 1, instantFeeSen: 300 });
  });

  it('deducts the amounts asked for, the instant fee shown beside them and never added', () => {
    const [row] = payrollDeductionRows(own, people);
    expect(row).toMatchObject({
      withdrawals: 3,
      totalWithdrawnSen: 60_000,
      deductSen: 60_000,
      instantPayouts: 1,
      instantFeesSen: 300,
      pendingSen: 10_000,
    });
    expect(payrollDeductionCsv([row]).split('\r\n')[1]).toBe(`Aisyah Rahman,${A},600.00,30.00,600.00,3,100.00,1,3.00`);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and leaves plain text alone', () => {
    expect(csvField('Aisyah Rahman')).toBe('Aisyah Rahman');
    expect(csvField('Tan, Ben')).toBe('"Tan, Ben"');
    expect(csvField('Ben "The Boss" Tan')).toBe('"Ben ""The Boss"" Tan"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(3)).toBe('3');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-1)).toBe('-1');
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('writes the payroll deduction file: header, then one row per employee', () => {
    const csv = payrollDeductionCsv(payrollDeductionRows(month, people));
    expect(csv.split('\r\n')).toEqual([
      'Employee,IC Number,Total Withdrawn (RM),Fees (RM),Amount to Deduct on Pay Day (RM),Withdrawals,"Pending Approval, Not Deducted (RM)",Paid Instantly,Instant Fees (RM)',
      `Aisyah Rahman,${A},900.50,45.03,900.50,3,100.00,0,0.00`,
      `"Tan, ""Ben"" Wei",${B},150.10,7.51,150.10,1,120.00,0,0.00`,
      '',
    ]);
  });

  it("writes an employee's monthly report line in the header's order: name, IC, e-mail, withdrawals, then amounts", () => {
    const lines = employeeReportLines(month, people).map(monthlyReportLine);
    expect(toCsv([MONTHLY_REPORT_HEADER, ...lines]).split('\r\n')).toEqual([
      'Employee,IC Number,Email,Withdrawals,Total Requested (RM),Transferred (RM),In Processing (RM),Service Fee (RM),Paid Instantly,Instant Fee (RM)',
      `Aisyah Rahman,${A},a@x.test,4,1000.50,400.00,600.50,20.00,0,0.00`,
      `"Tan, ""Ben"" Wei",${B},b@x.test,2,270.10,150.10,120.00,7.51,0,0.00`,
      '',
    ]);
  });

  it('names the file after the organisation and the month', () => {
    expect(payrollDeductionFileName('Kopi Kita Sdn. Bhd.', '2026-11')).toBe(
      'payroll-deduction-kopi-kita-sdn-bhd-2026-11.csv',
    );
    expect(payrollDeductionFileName(undefined, '2026-11')).toBe('payroll-deduction-2026-11.csv');
  });
});
