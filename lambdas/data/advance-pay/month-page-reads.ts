import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';

import type { OrgMonthSummary } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { orgMonthSummaryKeys, orgMonthSummaryOf } from './advance-pay-summaries';
import { liveEmployeesOf } from '../employees/employees';
import { keys } from '../table/keys';
import { table } from '../table/table';

/**
 * What a page of an organisation's month of transactions shows beside the page itself: the month
 * summary's shards and the page's employees, in ONE BatchGetItem (100 keys a request: the 8 shards
 * and up to 92 employees), instead of one request for the summary and another for the names.
 */
export async function readMonthPageFacts(
  orgId: string,
  periodKey: string,
  icNumbers: readonly string[],
): Promise<{ summary: OrgMonthSummary; employees: EmployeeRecord[] }> {
  const ics = [...new Set(icNumbers)];
  const items = await table.batchGet([
    ...orgMonthSummaryKeys(orgId, periodKey),
    ...ics.map((ic) => keys.employee(orgId, ic)),
  ]);
  return { summary: orgMonthSummaryOf(items, orgId, periodKey), employees: liveEmployeesOf(items) };
}
