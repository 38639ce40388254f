import type { Employee } from '../../../../shared/domain/employees/employee';
import { EntityStatus } from '../../components/entity-status';

/** An employee's status: Pending Approval or Approved. */
export function EmployeeStatus({ employee }: { employee: Pick<Employee, 'status'> }) {
  return <EntityStatus entity="employee" status={employee.status} />;
}
