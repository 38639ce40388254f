import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { liveEmployeesOf } from '../employees/employee-items';
import { keys } from '../table/keys';
import { table } from '../table/table';
import { fromAdvanceTransactionItem } from './advance-transactions';

/**
 * What a decision on withdrawal requests reads (lambdas/services/advance-pay/withdrawal-approval.ts):
 * the requests of one organisation and their employees (for the answer's names and the
 * employees' notices), together in one BatchGetItem per 100 keys, so a single decision stays
 * within the reads of the money path (docs/data-model.md#reads-per-call).
 */
export async function getRequestsWithEmployees(
  orgId: string,
  refs: readonly { id: string; employeeICNumber: string }[],
): Promise<{ found: (AdvanceTransactionRecord | undefined)[]; employees: EmployeeRecord[] }> {
  const ics = [...new Set(refs.map((r) => r.employeeICNumber))];
  const items = await table.batchGet([
    ...refs.map((r) => keys.advanceTransaction(orgId, r.employeeICNumber, r.id)),
    ...ics.map((ic) => keys.employee(orgId, ic)),
  ]);
  const byKey = new Map(
    items.filter((i) => i.entity === 'advanceTransaction').map((i) => [`${String(i.pk)}|${String(i.sk)}`, i]),
  );
  const found = refs.map((r) => {
    const key = keys.advanceTransaction(orgId, r.employeeICNumber, r.id);
    const item = byKey.get(`${key.pk}|${key.sk}`);
    return item ? fromAdvanceTransactionItem(item) : undefined;
  });
  return { found, employees: liveEmployeesOf(items) };
}
