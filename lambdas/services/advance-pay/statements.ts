import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { employeeName } from '../../../shared/domain/employees/employee';
import {
  STATEMENT_STATUSES,
  deductionPayDay,
  isPeriodClosed,
  statementDateOf,
  statementFigures,
  statementTotalsOf,
  type MonthlyStatementRecord,
} from '../../../shared/domain/advance-pay/monthly-statement';
import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import { ZERO_SEN, type Sen } from '../../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { mapLimit } from '../../core/concurrency';
import { listPeriodAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import { getEmployees } from '../../data/employees/employees';
import { getOrgRecord } from '../../data/organisations/orgs';
import { putStatementOnce } from '../../data/advance-pay/statements';

/**
 * Monthly statements (docs/rules.md#monthly-statements; the arithmetic and its definitions are in
 * shared/domain/advance-pay/monthly-statement.ts): made when a period closes, one per employee with paid-out
 * withdrawals, stored once (data/statements.ts writes with attribute_not_exists, so a second run
 * of the job changes nothing), read by the employee's callables.
 */

/** What one employee's statement is made from. */
export interface StatementSource {
  periodKey: string;
  org: { id: string; name: string; payDay?: number };
  employee: { icNumber: string; name: string; salarySen?: Sen };
  /** The employee's withdrawals of the period (any status). */
  transactions: readonly AdvanceTransactionRecord[];
  createdAt: number;
}

/** The statement of one employee (undefined when none of their withdrawals counts). */
export function buildStatement(src: StatementSource): MonthlyStatementRecord | undefined {
  const counted = src.transactions.filter((t) => (STATEMENT_STATUSES as readonly string[]).includes(t.status));
  if (!counted.length) return undefined;
  // The salary payroll pays is the record's; a record without one falls back to the latest withdrawal's.
  const latestSalarySen = [...counted]
    .sort((a, b) => b.createdAt - a.createdAt)
    .find((t) => t.salarySen !== undefined)?.salarySen;
  const f = statementFigures(
    src.employee.salarySen ?? latestSalarySen ?? ZERO_SEN,
    counted.map((t) => ({
      id: t.id,
      status: t.status,
      createdAt: t.createdAt,
      transferDate: t.transferDate,
      amountSen: t.amountSen,
      feeSen: t.feeSen ?? ZERO_SEN,
      netAmountSen: t.netAmountSen,
      serviceFeePaidBy: t.serviceFeePaidBy,
      payout: t.payout,
      instantFeeSen: t.instantFeeSen,
    })),
  );
  const period = periodFromKey(src.periodKey);
  const payDate = deductionPayDay(period.key, src.org.payDay);
  return {
    id: period.key,
    statementDate: statementDateOf(period.key),
    period: period.text,
    periodKey: period.key,
    employeeName: src.employee.name,
    employeeICNumber: src.employee.icNumber,
    orgId: src.org.id,
    orgName: src.org.name,
    salarySen: f.salarySen,
    ...statementTotalsOf(f, payDate),
    transferred: f.transferred,
    withdrawals: f.lines.map((l) => ({
      id: l.id,
      date: klDate(new Date(l.createdAt * 1000)),
      ...(l.transferDate ? { transferDate: l.transferDate } : {}),
      amountSen: l.amountSen,
      feeSen: l.feeSen,
      payout: l.payout,
      instantFeeSen: l.instantFeeSen,
      netSen: l.netSen,
      status: l.status,
    })),
    createdAt: src.createdAt,
  };
}

export interface GenerateResult {
  periodKey: string;
  /** Organisations with withdrawals in the period. */
  organisations: number;
  /** Employees with withdrawals in the period (any status). */
  employees: number;
  /** Statements written by this run. */
  created: number;
  /** Statements that were already there (left unchanged). */
  existing: number;
  /** Employees with no paid-out withdrawal in the period (no statement). */
  withoutStatement: number;
}

/**
 * Make the statements of a closed period: of one organisation, or (the job) of all. Reads the
 * period's withdrawals from GSI2, groups them per organisation and employee, reads the
 * organisation and employee records and writes each statement once. Idempotent: a statement
 * already stored is left as it is, so a second run writes nothing. Refuses an open period (its
 * statements would miss the rest of the month).
 */
export async function generateStatements(
  periodKey: string,
  opts: { orgId?: string; at?: Date } = {},
): Promise<GenerateResult> {
  // The instant of the close: now, or the scheduled event's time (the job runs just after the close).
  const now = opts.at ?? new Date();
  periodFromKey(periodKey);
  if (!isPeriodClosed(periodKey, now)) throw new RangeError(`The period ${periodKey} has not closed yet`);
  const createdAt = epochSeconds(now);
  const transactions = await listPeriodAdvanceTransactions(periodKey, opts.orgId);

  const byOrg = new Map<string, Map<string, AdvanceTransactionRecord[]>>();
  for (const t of transactions) {
    if (opts.orgId && t.orgId !== opts.orgId) continue;
    const employees = byOrg.get(t.orgId) ?? new Map<string, AdvanceTransactionRecord[]>();
    byOrg.set(t.orgId, employees);
    employees.set(t.employeeICNumber, [...(employees.get(t.employeeICNumber) ?? []), t]);
  }

  const result: GenerateResult = {
    periodKey,
    organisations: byOrg.size,
    employees: 0,
    created: 0,
    existing: 0,
    withoutStatement: 0,
  };
  for (const [orgId, employees] of byOrg) {
    result.employees += employees.size;
    const org = await getOrgRecord(orgId);
    const records = new Map((await getEmployees(orgId, [...employees.keys()])).map((e) => [e.employeeICNumber, e]));
    await mapLimit([...employees], 8, async ([ic, txs]) => {
      const record = records.get(ic);
      const statement = buildStatement({
        periodKey,
        org: { id: orgId, name: org?.name ?? txs.find((t) => t.orgName)?.orgName ?? orgId, payDay: org?.payDay },
        employee: {
          icNumber: ic,
          name: record ? record.name || employeeName(record) : ic,
          salarySen: record?.salarySen,
        },
        transactions: txs,
        createdAt,
      });
      if (!statement) {
        result.withoutStatement += 1;
        return;
      }
      if (await putStatementOnce(statement)) result.created += 1;
      else result.existing += 1;
    });
  }
  return result;
}
