import type { AdvanceStatus } from '../../../shared/domain/advance-pay/advance-transaction';
import { ADVANCE_STATUSES } from '../../../shared/domain/advance-pay/advance-transaction';
import type { StatusFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { asSen, type Sen } from '../../../shared/domain/money/money';

/**
 * The service-fee figures the month summaries keep beside counts and amounts (docs/data-model.md#report-figures),
 * so the monthly report and the payroll deduction file read an employee's month, and the organisation's,
 * from its summary instead of from every withdrawal. Stored FLAT like the other figures, one number
 * attribute per status and payer (`feeSen#completed#employer`), changed by atomic `ADD` in the
 * withdrawal's own transaction.
 */
export type FeePayer = 'employer' | 'employee';
export const FEE_PAYERS: readonly FeePayer[] = ['employer', 'employee'];

/** What of a transaction the fee figures follow. */
export interface FeeFacts {
  status: AdvanceStatus;
  feeSen: Sen;
  /** A transaction without a payer counts as employee-paid (docs/rules.md#reports-and-the-payroll-deduction-file). */
  paidBy: FeePayer;
  /** Paid (or to be paid) instantly, with its instant fee (docs/rules.md#instant-payout); absent: standard. */
  instantFeeSen?: Sen;
  instant?: boolean;
}

/** `feeSen#<status>#<payer>` → sen. */
export type FeeFigures = Record<string, Sen>;

export const FEE_PREFIX = 'feeSen#';
export const feeAttribute = (status: AdvanceStatus, payer: FeePayer) => `${FEE_PREFIX}${status}#${payer}`;
/**
 * The instant payouts by status (docs/rules.md#instant-payout): how many (`instantCount#<status>`) and
 * their instant fees (`instantFeeSen#<status>`, always the employee's). A payout that falls back to the
 * batch leaves both (it is standard again, without the fee).
 */
export const INSTANT_COUNT_PREFIX = 'instantCount#';
export const INSTANT_FEE_PREFIX = 'instantFeeSen#';
/** Every prefix of the flat figures the reports sum over the shards. */
export const REPORT_FIGURE_PREFIXES = [FEE_PREFIX, INSTANT_COUNT_PREFIX, INSTANT_FEE_PREFIX] as const;

/** What a change of a transaction does to the fee figures: only non-zero entries. */
export function feeDelta(before: FeeFacts | undefined, after: FeeFacts): FeeFigures {
  const out: FeeFigures = {};
  const addTo = (name: string, by: number) => {
    if (!by) return;
    const next = (out[name] ?? 0) + by;
    if (next === 0) Reflect.deleteProperty(out, name);
    else out[name] = asSen(next);
  };
  const add = (f: FeeFacts, sign: number) => {
    addTo(feeAttribute(f.status, f.paidBy), sign * f.feeSen);
    if (!f.instant) return;
    addTo(`${INSTANT_COUNT_PREFIX}${f.status}`, sign);
    addTo(`${INSTANT_FEE_PREFIX}${f.status}`, sign * (f.instantFeeSen ?? 0));
  };
  if (before) add(before, -1);
  add(after, 1);
  return out;
}

/** Fee deltas added together (several changes of one summary in one write). */
export function mergeFeeDeltas(deltas: readonly FeeFigures[]): FeeFigures {
  const out: FeeFigures = {};
  for (const d of deltas)
    for (const [name, by] of Object.entries(d)) {
      const next = (out[name] ?? 0) + by;
      if (next === 0) Reflect.deleteProperty(out, name);
      else out[name] = asSen(next);
    }
  return out;
}

/** Fees by status of one payer (or both) read from a stored summary item (absent attributes are 0). */
export function feesByStatus(item: Record<string, unknown>, payers: readonly FeePayer[] = FEE_PAYERS): StatusFigures {
  return Object.fromEntries(
    ADVANCE_STATUSES.map((status) => [
      status,
      payers.reduce((sum, payer) => sum + Number(item[feeAttribute(status, payer)] ?? 0), 0),
    ]),
  ) as StatusFigures;
}

/** A flat figure by status read from a stored summary item (`instantCount#`, `instantFeeSen#`; absent: 0). */
export function figureByStatus(item: Record<string, unknown>, prefix: string): StatusFigures {
  return Object.fromEntries(
    ADVANCE_STATUSES.map((status) => [status, Number(item[`${prefix}${status}`] ?? 0)]),
  ) as StatusFigures;
}

/**
 * GSI1 entry of an employee's month summary: the organisation's month is one GSI1 partition
 * (`EMPMONTH#<period>#ORG#<orgId>`, one item per employee, sorted by IC number), so the reports page
 * over its employees with one Query a page. One item per employee: no item takes every write.
 */
export const gsi1EmployeeMonths = (orgId: string, periodKey: string) => `EMPMONTH#${periodKey}#ORG#${orgId}`;
export const employeeMonthsGsi1 = (orgId: string, periodKey: string, icNumber: string) => ({
  gsi1pk: gsi1EmployeeMonths(orgId, periodKey),
  gsi1sk: icNumber,
});
