import { z } from 'zod';
import { SenSchema, senToRm } from '../money/money';
import { AdvanceStatusSchema, PayoutChoiceSchema, PeriodKeySchema } from './advance-transaction';

/**
 * The monthly statement's shapes (docs/rules.md#monthly-statements): as the API gives it (RM) and as
 * the server keeps it (sen). The arithmetic and the definitions of its figures: ./monthly-statement.ts.
 */

const Rm = z.number();

/** A withdrawal on a statement (RM). */
export const StatementWithdrawalSchema = z.object({
  id: z.string(),
  /** The Malaysian date it was asked for, `yyyy-MM-dd`. */
  date: z.string(),
  transferDate: z.string().optional(),
  amount: Rm,
  /** The employee-paid fee. */
  fee: Rm,
  /** How it was paid: instantly (DuitNow), or standard (the end-of-day batch, also after a failed instant payout). */
  payout: PayoutChoiceSchema,
  /** The instant payout fee (0 when standard). */
  instantFee: Rm,
  /** What reached the employee's account. */
  net: Rm,
  status: AdvanceStatusSchema,
});
export type StatementWithdrawal = z.infer<typeof StatementWithdrawalSchema>;

/** A monthly statement as the API gives it (RM). */
export const MonthlyStatementSchema = z.object({
  /** The period key, e.g. `2026-11`: unique per employee. */
  id: PeriodKeySchema,
  /** `yyyy-MM-dd`, the Malaysian date the period closed. */
  statementDate: z.string(),
  /** `November 2026`. */
  period: z.string(),
  periodKey: PeriodKeySchema,
  employeeName: z.string(),
  employeeICNumber: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  salary: Rm,
  totalWithdrawn: Rm,
  serviceFee: Rm,
  /** The instant payout fees, taken from the payout like the service fee (docs/rules.md#instant-payout). */
  instantFee: Rm,
  totalReceived: Rm,
  totalDeductable: Rm,
  balancePayable: Rm,
  /** `yyyy-MM-dd`: the pay day the deduction falls on (the organisation's, in the month after the period), when it has one. */
  payDate: z.string().optional(),
  message: z.string(),
  /** How many withdrawals the statement counts (paid out or on their way at the close). */
  transferred: z.number().int(),
  withdrawals: z.array(StatementWithdrawalSchema),
  /** Unix seconds it was made. */
  createdAt: z.number().int(),
});
export type MonthlyStatement = z.infer<typeof MonthlyStatementSchema>;

/** A row of the statements list. */
export const MonthlyStatementRowSchema = MonthlyStatementSchema.pick({
  id: true,
  statementDate: true,
  period: true,
  periodKey: true,
  totalWithdrawn: true,
  serviceFee: true,
  instantFee: true,
  totalReceived: true,
  totalDeductable: true,
  balancePayable: true,
  transferred: true,
});
export type MonthlyStatementRow = z.infer<typeof MonthlyStatementRowSchema>;

// ---------------------------------------------------------------------------------------------
// The record inside: amounts in sen
// ---------------------------------------------------------------------------------------------

/** A withdrawal on a statement as the server keeps it: `amountSen`, `feeSen`, `instantFeeSen`, `netSen` (as stored). */
export const StatementWithdrawalRecordSchema = StatementWithdrawalSchema.omit({
  amount: true,
  fee: true,
  instantFee: true,
  net: true,
}).extend({ amountSen: SenSchema, feeSen: SenSchema, instantFeeSen: SenSchema, netSen: SenSchema });
export type StatementWithdrawalRecord = z.infer<typeof StatementWithdrawalRecordSchema>;

/**
 * A monthly statement inside the server (services, the table, the PDF): every amount integer sen
 * under its stored name (`salarySen`, `totalWithdrawnSen`, `serviceFeeSen`, `totalReceivedSen`,
 * `totalDeductableSen`, `balancePayableSen`, each line's). Callers get {@link statementToRm} of it.
 */
export const MonthlyStatementRecordSchema = MonthlyStatementSchema.omit({
  salary: true,
  totalWithdrawn: true,
  serviceFee: true,
  instantFee: true,
  totalReceived: true,
  totalDeductable: true,
  balancePayable: true,
  withdrawals: true,
}).extend({
  salarySen: SenSchema,
  totalWithdrawnSen: SenSchema,
  serviceFeeSen: SenSchema,
  instantFeeSen: SenSchema,
  totalReceivedSen: SenSchema,
  totalDeductableSen: SenSchema,
  balancePayableSen: SenSchema,
  withdrawals: z.array(StatementWithdrawalRecordSchema),
});
export type MonthlyStatementRecord = z.infer<typeof MonthlyStatementRecordSchema>;

/** A row of the statements list inside the server (sen). */
export type MonthlyStatementRowRecord = Pick<
  MonthlyStatementRecord,
  | 'id'
  | 'statementDate'
  | 'period'
  | 'periodKey'
  | 'totalWithdrawnSen'
  | 'serviceFeeSen'
  | 'instantFeeSen'
  | 'totalReceivedSen'
  | 'totalDeductableSen'
  | 'balancePayableSen'
  | 'transferred'
>;

/** A row of the statements list as callers see it (RM). */
export function statementRowToRm(r: MonthlyStatementRowRecord): MonthlyStatementRow {
  return {
    id: r.id,
    statementDate: r.statementDate,
    period: r.period,
    periodKey: r.periodKey,
    totalWithdrawn: senToRm(r.totalWithdrawnSen),
    serviceFee: senToRm(r.serviceFeeSen),
    instantFee: senToRm(r.instantFeeSen),
    totalReceived: senToRm(r.totalReceivedSen),
    totalDeductable: senToRm(r.totalDeductableSen),
    balancePayable: senToRm(r.balancePayableSen),
    transferred: r.transferred,
  };
}

/** A statement as callers see it: the record's amounts in RM. */
export function statementToRm(s: MonthlyStatementRecord): MonthlyStatement {
  const {
    salarySen,
    totalWithdrawnSen,
    serviceFeeSen,
    instantFeeSen,
    totalReceivedSen,
    totalDeductableSen,
    balancePayableSen,
    withdrawals,
    ...rest
  } = s;
  return {
    ...rest,
    salary: senToRm(salarySen),
    totalWithdrawn: senToRm(totalWithdrawnSen),
    serviceFee: senToRm(serviceFeeSen),
    instantFee: senToRm(instantFeeSen),
    totalReceived: senToRm(totalReceivedSen),
    totalDeductable: senToRm(totalDeductableSen),
    balancePayable: senToRm(balancePayableSen),
    withdrawals: withdrawals.map(({ amountSen, feeSen, instantFeeSen: instantSen, netSen, ...w }) => ({
      ...w,
      amount: senToRm(amountSen),
      fee: senToRm(feeSen),
      instantFee: senToRm(instantSen),
      net: senToRm(netSen),
    })),
  };
}
