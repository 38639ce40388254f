import { periodOf, earnedWagesSen } from '../../../shared/domain/advance-pay/advance-pay';
import {
  earnedWageProblem,
  FAILED_WAGE_REASONS,
  type FailedEarnedWageRecord,
} from '../../../shared/domain/money/bank-transfer';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { epochSeconds } from '../../../shared/domain/time/time';
import { mapLimit } from '../../core/concurrency';
import { logger } from '../../core/powertools';
import { getEmployee, listAllEmployees } from '../../data/employees/employees';
import {
  failedWageId,
  getFailedWage,
  listOrgFailedWages,
  putFailedWage,
  resolveFailedWage,
} from '../../data/advance-pay/failed-earned-wages';
import { getOrg, listOrgs } from '../../data/organisations/orgs';
import { EMPLOYEE_STATUS } from '../../../shared/domain/employees/employee';

/**
 * The daily earned-wage accrual (docs/rules.md#failed-earned-wages): for every organisation with
 * Advance Pay on, each approved employee's earned wages of today are computed; an employee whose
 * earned wages cannot be computed or paid (no salary, no bank data) is recorded as a failed
 * earned wage — one record per employee and period, a re-run updates it and never duplicates —
 * and an employee who is fine again has their open failures resolved. A second run the same day
 * writes nothing.
 */

export interface AccrualReport {
  orgs: number;
  employees: number;
  /** Failures recorded or changed by this run. */
  recorded: number;
  /** Failures still open and unchanged. */
  unchanged: number;
  /** Failures resolved (the employee is fine again). */
  resolved: number;
}

/** Every live organisation with Advance Pay on (listOrgs pages the organisations; its filter knows no advancePay). */
async function advancePayOrgs(): Promise<OrganisationRecord[]> {
  const out: OrganisationRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOrgs({ cursor, limit: 500 });
    out.push(...page.items.filter((o) => o.advancePay === 'yes'));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

const sameFailure = (a: FailedEarnedWageRecord, b: FailedEarnedWageRecord) =>
  a.reason === b.reason &&
  a.earnedWagesSen === b.earnedWagesSen &&
  a.employeeName === b.employeeName &&
  a.orgName === b.orgName &&
  a.period === b.period;

/** One organisation's accrual. */
async function accrueOrg(org: OrganisationRecord, at: Date, report: AccrualReport): Promise<void> {
  const now = epochSeconds(at);
  const period = periodOf(at);
  const [employees, open] = await Promise.all([
    listAllEmployees(org.id, EMPLOYEE_STATUS.approved),
    listOrgFailedWages(org.id),
  ]);
  const openByEmployee = new Map<string, FailedEarnedWageRecord[]>();
  for (const f of open) openByEmployee.set(f.employeeICNumber, [...(openByEmployee.get(f.employeeICNumber) ?? []), f]);
  report.employees += employees.length;
  await mapLimit(employees, 10, async (employee) => {
    const problem = earnedWageProblem(employee);
    const mine = openByEmployee.get(employee.employeeICNumber) ?? [];
    if (!problem) {
      for (const f of mine) {
        await resolveFailedWage(f);
        report.resolved += 1;
      }
      return;
    }
    const earned = earnedWagesSen(employee.salarySen || undefined, at);
    const existing = mine.find((f) => f.periodKey === period.key);
    const failure: FailedEarnedWageRecord = {
      id: failedWageId(org.id, employee.employeeICNumber, period.key),
      orgId: org.id,
      orgName: org.name,
      employeeICNumber: employee.employeeICNumber,
      employeeName: employee.name,
      earnedWagesSen: earned,
      period: period.text,
      periodKey: period.key,
      reason: problem,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (existing && sameFailure(existing, failure)) {
      report.unchanged += 1;
      return;
    }
    await putFailedWage(failure);
    report.recorded += 1;
  });
}

/** The accrual of every Advance Pay organisation, or of `orgId` only (tests keep to their own organisations). */
export async function runEarnedWageAccrual(opts: { at?: Date; orgId?: string } = {}): Promise<AccrualReport> {
  const at = opts.at ?? new Date();
  const report: AccrualReport = { orgs: 0, employees: 0, recorded: 0, unchanged: 0, resolved: 0 };
  let orgs: OrganisationRecord[];
  if (opts.orgId) {
    const org = await getOrg(opts.orgId);
    orgs = org && org.advancePay === 'yes' ? [org] : [];
  } else {
    orgs = await advancePayOrgs();
  }
  report.orgs = orgs.length;
  await mapLimit(orgs, 4, (org) => accrueOrg(org, at, report));
  logger.info('Earned-wage accrual done', { ...report });
  return report;
}

/**
 * An admin's retry of failures by id, after the data was fixed: each one whose employee is fine
 * now is resolved; the others stay, with their current reason.
 */
export async function retryFailedWages(
  ids: readonly string[],
  at: Date = new Date(),
): Promise<{ resolved: string[]; failed: { id: string; reason: string }[] }> {
  const resolved: string[] = [];
  const failed: { id: string; reason: string }[] = [];
  for (const id of [...new Set(ids)]) {
    const failure = await getFailedWage(id);
    if (!failure) {
      failed.push({ id, reason: 'Failed earned wage not found' });
      continue;
    }
    const [org, employee] = await Promise.all([
      getOrg(failure.orgId),
      getEmployee(failure.orgId, failure.employeeICNumber),
    ]);
    const problem = org?.advancePay !== 'yes' ? FAILED_WAGE_REASONS.advancePayOff : earnedWageProblem(employee);
    if (!problem) {
      await resolveFailedWage(failure);
      resolved.push(id);
      continue;
    }
    failed.push({ id, reason: problem });
    if (problem !== failure.reason) await putFailedWage({ ...failure, reason: problem, updatedAt: epochSeconds(at) });
  }
  return { resolved, failed };
}
