import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { EmployeeMonthSummary } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { employeeSummaryFromItem, employeeYearSummaryKeys } from './advance-pay-summaries';
import { fromEmployeeItem } from '../employees/employees';
import { escalationSettingsFromItem } from '../organisations/escalation-settings';
import { keys } from '../table/keys';
import { readByKey } from './withdrawal-facts';

/**
 * The employee dashboard's reads by key, in ONE BatchGetItem (a module of its own: the request
 * path's functions, which share ./withdrawal-facts.ts, do not carry the escalation settings).
 */

export interface DashboardItems {
  /** The live employee record; undefined when absent or deleted. */
  employee: EmployeeRecord | undefined;
  /** The year's month summaries (months without a transaction absent). */
  months: EmployeeMonthSummary[];
  /** The organisation's approval time (docs/rules.md#decision-deadline-and-escalation); undefined: none set. */
  approvalHours?: number;
}

/** The employee's record, their month summaries of one year and the organisation's approval time. */
export async function readDashboardItems(orgId: string, icNumber: string, year: number): Promise<DashboardItems> {
  const monthKeys = employeeYearSummaryKeys(orgId, icNumber, year);
  const read = await readByKey(
    {
      employee: keys.employee(orgId, icNumber),
      settings: keys.managementSettings(orgId),
      ...Object.fromEntries(monthKeys.map((key, i) => [`m${i}`, key])),
    },
    false,
  );
  const months = monthKeys.flatMap((_, i) => {
    const item = read[`m${i}`];
    return item ? [employeeSummaryFromItem(item, orgId, icNumber)] : [];
  });
  return {
    employee: read.employee && read.employee.deleted !== true ? fromEmployeeItem(read.employee) : undefined,
    months,
    approvalHours: escalationSettingsFromItem(read.settings).approvalHours,
  };
}
