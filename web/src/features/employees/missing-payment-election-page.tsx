import type { CallableOutput } from '../../../../shared/callables/index';
import { useCallableQuery } from '../../api/hooks';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { EMPLOYEES_FAILED } from './use-employees';

type Row = CallableOutput<'employees-getEmployeesWithMissingPaymentElection'>['items'][number];

const COLUMNS: ResourceColumn<Row>[] = [
  { id: 'name', header: 'Employee Name', sortingField: 'name', cell: (e) => e.name },
  { id: 'email', header: 'Employee Email', sortingField: 'email', cell: (e) => e.email ?? '' },
  {
    id: 'mobileNumber',
    header: 'Employee Mobile No.',
    sortingField: 'mobileNumber',
    cell: (e) => e.mobileNumber ?? '',
  },
];

/** /employees/missing-payment-election: approved employees whose e-wallet allocations do not total 100%. */
export function MissingPaymentElectionPage() {
  const missing = useCallableQuery(
    'employees-getEmployeesWithMissingPaymentElection',
    {},
    { errorToast: EMPLOYEES_FAILED },
  );
  return (
    <ResourceTable<Row>
      tableId="employees-missing-payment-election"
      title="Missing Payment Election"
      description="Approved employees who have not yet split their benefits across their e-wallets (allocations totalling 100%)."
      resourceName="employees"
      testId="missing-payment-election-table"
      emptyText="Every approved employee has a complete payment election."
      items={missing.data?.items ?? []}
      query={missing}
      trackBy="employeeICNumber"
      columnDefinitions={COLUMNS}
      defaultSortingColumnId="name"
    />
  );
}
