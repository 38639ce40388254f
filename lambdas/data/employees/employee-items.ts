import { EmployeeRecordSchema, type EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { EMPLOYEE_STATUS } from '../../../shared/domain/employees/employee';
import { gsi3PendingEmployees } from '../table/index-keys';
import { keys } from '../table/keys';
import type { StampedItem } from '../table/table';

/** The stored form of an employee record (employees.ts writes it, employee-lists.ts reads it). */

export const EMPLOYEE_ENTITY = 'employee';
export const EMPLOYEE_VERSION = 1;
type Item = Record<string, unknown>;

/**
 * The stored form of an employee: the record as it is (salary in integer sen, `salarySen`), the
 * pending-approval index keys (GSI3, sparse) while pending. Every writer of employee items (create, edit, import,
 * approval, seed) goes through this.
 */
export function toEmployeeItem(employee: EmployeeRecord): StampedItem {
  return {
    ...keys.employee(employee.orgId, employee.employeeICNumber),
    entity: EMPLOYEE_ENTITY,
    version: EMPLOYEE_VERSION,
    ...employee,
    ...(employee.status === EMPLOYEE_STATUS.pending
      ? { gsi3pk: gsi3PendingEmployees(employee.orgId), gsi3sk: `EMP#${employee.employeeICNumber}` }
      : {}),
  };
}

export function fromEmployeeItem(item: Item): EmployeeRecord {
  return EmployeeRecordSchema.parse(item);
}

export const isLive = (item: Item | undefined): item is Item => !!item && item.deleted !== true;

/** The live employees among the items of a read (a BatchGetItem of `keys.employee` keys with other keys). */
export const liveEmployeesOf = (items: readonly Item[]): EmployeeRecord[] =>
  items.filter((item) => isLive(item) && item.entity === EMPLOYEE_ENTITY).map((item) => fromEmployeeItem(item));
