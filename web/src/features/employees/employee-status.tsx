import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Employee } from '../../../../shared/domain/employee';
import { STATUS_LABEL } from './employee-form-model';

/** An employee's status: Pending Approval or Approved. */
export function EmployeeStatus({ employee }: { employee: Pick<Employee, 'status'> }) {
  return <StatusIndicator type={employee.status === 'approved' ? 'success' : 'pending'}>{STATUS_LABEL[employee.status]}</StatusIndicator>;
}
