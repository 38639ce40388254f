import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  DISBURSEMENT_MESSAGES,
  DISBURSEMENT_STATUSES,
  DisbursementFieldsSchema,
  DateCompletedSchema,
  SupplierPayeeFormSchema,
  addDaysIso,
  addMonthsIso,
  disbursementFeesRm,
  disbursementFeesSen,
  earliestDisbursementDate,
  type DisbursementStatus,
} from '../../shared/domain/finance/disbursement';
import {
  ADMIN_VISIBLE_STATUSES,
  disbursementActions,
  disbursementTransition,
  visibleDisbursementStatuses,
  type DisbursementAction,
} from '../../shared/domain/finance/disbursement-status';
import { DISBURSEMENT_CSV_COLUMNS, disbursementCsv } from '../../shared/domain/finance/disbursement-csv';
import { klDate } from '../../shared/domain/time/time';

const DEMO_TERMS = { platformFeePercentage: 2, monthlyFeePercentage: 1.5 };

describe('disbursement fees', () => {
  it("computes Demo's completed disbursement: RM 5,000 over 2 months at 2% / 1.5%", () => {
    expect(disbursementFeesRm([3000, 2000], DEMO_TERMS, 2)).toEqual({
      disbursementTotal: 5000,
      platformFee: 100,
      monthlyFeesTotal: 150,
      feesTotal: 250,
      total: 5250,
    });
  });

  it('rounds each fee to the sen once, so the total is the exact sum of what is shown', () => {
    // 500.01 × 2% = 10.0002 → 10.00; 500.01 × 1.5% × 3 = 22.50045 → 22.50
    const fees = disbursementFeesSen([asSen(50001)], DEMO_TERMS, 3);
    expect(fees).toEqual({
      disbursementTotal: 50001,
      platformFee: 1000,
      monthlyFeesTotal: 2250,
      feesTotal: 3250,
      total: 53251,
    });
    // Half a sen rounds up: 1234.25 × 2% = 24.685 → 24.69
    expect(disbursementFeesSen([asSen(123425)], { platformFeePercentage: 2 }, 1).platformFee).toBe(2469);
  });

  it('charges nothing when the organisation has no percentages', () => {
    expect(disbursementFeesRm([500, 700.5], {}, 3)).toEqual({
      disbursementTotal: 1200.5,
      platformFee: 0,
      monthlyFeesTotal: 0,
      feesTotal: 0,
      total: 1200.5,
    });
  });

  it('multiplies the monthly fee by the months', () => {
    const one = disbursementFeesSen([asSen(100000)], DEMO_TERMS, 1).monthlyFeesTotal;
    expect(disbursementFeesSen([asSen(100000)], DEMO_TERMS, 3).monthlyFeesTotal).toBe(one * 3);
  });
});

describe('disbursement state machine', () => {
  const next = (status: DisbursementStatus, action: DisbursementAction) => {
    const t = disbursementTransition(status, action);
    return t.ok ? t.to : 'refused';
  };

  /** Every (action, status) pair: what the state machine answers. */
  const expected: Record<DisbursementAction, Partial<Record<DisbursementStatus, string>>> = {
    update: { draft: 'pending-approval', 'pending-approval': 'pending-approval' },
    saveDraft: { draft: 'draft' },
    approve: { 'pending-approval': 'approved' },
    delete: { draft: 'deleted', 'pending-approval': 'deleted' },
    draft: { approved: 'draft' },
    process: { approved: 'processing' },
    processWithCurlec: { approved: 'processing', processing: 'processing' },
    complete: { processing: 'completed' },
    cancel: { approved: 'cancelled', processing: 'cancelled' },
    generateDetails: { approved: 'same', processing: 'same' },
  };

  it.each(Object.entries(expected))('%s: allowed only from its statuses, to its status', (action, allowed) => {
    for (const status of DISBURSEMENT_STATUSES)
      expect([status, next(status, action as DisbursementAction)]).toEqual([status, allowed[status] ?? 'refused']);
  });

  it('says what would allow a refused action', () => {
    const t = disbursementTransition('completed', 'cancel');
    expect(t.ok).toBe(false);
    if (!t.ok)
      expect(t.message).toBe(
        'This disbursement is completed: only one that is approved or processing can be given the action "cancel".',
      );
  });

  it('never lets anything leave completed or cancelled', () => {
    for (const status of ['completed', 'cancelled'] as const)
      expect(disbursementActions(status, 'management').concat(disbursementActions(status, 'admin'))).toEqual([]);
  });

  it('offers management and administrators their own actions only', () => {
    expect(disbursementActions('pending-approval', 'management')).toEqual(['update', 'approve', 'delete']);
    expect(disbursementActions('pending-approval', 'admin')).toEqual([]);
    expect(disbursementActions('approved', 'admin')).toEqual([
      'draft',
      'process',
      'processWithCurlec',
      'cancel',
      'generateDetails',
    ]);
    expect(disbursementActions('approved', 'management')).toEqual([]);
  });

  it('shows administrators approved onward, management every status', () => {
    expect(visibleDisbursementStatuses('admin')).toEqual(ADMIN_VISIBLE_STATUSES);
    expect(ADMIN_VISIBLE_STATUSES).toEqual(['approved', 'processing', 'completed', 'cancelled']);
    expect(visibleDisbursementStatuses('management')).toEqual(DISBURSEMENT_STATUSES);
  });
});

describe('disbursement dates', () => {
  it('adds days and months (clamped to the month end)', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonthsIso('2026-10-31', 3)).toBe('2027-01-31');
  });

  it('needs a date at least 3 days after today (Malaysia)', () => {
    expect(earliestDisbursementDate('2026-11-26')).toBe('2026-11-29');
  });
});

describe('disbursement form', () => {
  const today = klDate();
  const payee = {
    id: '900101145678',
    name: 'Siti Rahman',
    bankCode: 'MBBEMYKL',
    accountNumber: '114012345678',
    amount: 500,
  };
  const valid = {
    name: 'December salaries',
    date: addDaysIso(today, 3),
    repaymentPeriod: 1,
    payeesType: 'employees' as const,
    selectedPayees: [payee],
  };
  const messages = (input: unknown) => {
    const r = DisbursementFieldsSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a valid form: RM500 exactly, 3 days ahead exactly', () => {
    expect(messages(valid)).toEqual([]);
  });

  it("answers the spec's messages", () => {
    expect(messages({ ...valid, payeesType: undefined })).toEqual([`payeesType: ${DISBURSEMENT_MESSAGES.required}`]);
    expect(messages({ ...valid, name: ' ' })).toEqual(['name: Required!']);
    expect(messages({ ...valid, selectedPayees: [] })).toEqual(['selectedPayees: Add atleast one payee to continue!']);
    expect(messages({ ...valid, selectedPayees: [{ ...payee, amount: 499.99 }] })).toEqual([
      'selectedPayees.0.amount: Amount must be more than RM500',
    ]);
    expect(messages({ ...valid, date: addDaysIso(today, 2) })).toEqual([`date: ${DISBURSEMENT_MESSAGES.dateTooSoon}`]);
    expect(messages({ ...valid, repaymentPeriod: 4 })).toEqual(['repaymentPeriod: Choose 1, 2 or 3 months']);
  });

  it('needs a bank account row and invoices for every supplier payee', () => {
    expect(messages({ ...valid, payeesType: 'suppliers' })).toEqual([
      'selectedPayees.0.bankDetailId: Required!',
      'selectedPayees.0.files: Invoices is Required!',
    ]);
    expect(
      messages({
        ...valid,
        payeesType: 'suppliers',
        selectedPayees: [
          { ...payee, bankDetailId: 'B1', files: [{ fileName: 'inv.pdf', url: 'orgs/demo/invoices/x/inv.pdf' }] },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a supplier payee without a file: 'Files is needed when adding suppliers'", () => {
    const r = SupplierPayeeFormSchema.safeParse({ id: 'S1', bankDetailId: 'B1', amount: 600, files: [] });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([DISBURSEMENT_MESSAGES.filesNeeded]);
  });

  it('takes a completion date of today or before, never after', () => {
    expect(DateCompletedSchema.safeParse(today).success).toBe(true);
    expect(DateCompletedSchema.safeParse(addDaysIso(today, -10)).success).toBe(true);
    expect(DateCompletedSchema.safeParse(addDaysIso(today, 1)).success).toBe(false);
  });
});

describe('processing file', () => {
  it('has the columns Payee Name, Payee Id, Bank Name, Account No., Amount', () => {
    const csv = disbursementCsv([
      {
        id: '900101145678',
        name: 'Siti, Rahman',
        bank: 'Maybank',
        bankCode: 'MBBEMYKL',
        accountNumber: '114012345678',
        amount: 3000,
      },
    ]);
    expect(DISBURSEMENT_CSV_COLUMNS).toEqual(['Payee Name', 'Payee Id', 'Bank Name', 'Account No.', 'Amount']);
    expect(csv).toBe(
      'Payee Name,Payee Id,Bank Name,Account No.,Amount\r\n"Siti, Rahman",900101145678,Maybank,114012345678,3000.00',
    );
  });

  it('makes a payee name a spreadsheet would run as a formula inert, and leaves the amount a number', () => {
    const csv = disbursementCsv([
      {
        id: 'S1',
        name: '=HYPERLINK("http://x")',
        bank: 'Maybank',
        bankCode: 'MBBEMYKL',
        accountNumber: '1140',
        amount: 500,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",S1,Maybank,1140,500.00`);
  });
});
