import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Employee } from '../../../../shared/domain/employee';
import { useOrgInfo } from '../../api/use-org-info';
import { hasFlag } from '../../app/route-table';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { EmployeeRowActions, viewPath, WithdrawalsToggle } from './employee-row-actions';
import { EmployeeStatus } from './employee-status';
import { PendingApprovalButton } from './pending-approval-button';
import { useEmployeeDirectory } from './use-employees';
import { paths } from '../../../../shared/routes';

function columns(follow: (href: string) => void, withdrawals: boolean): ResourceColumn<Employee>[] {
  return [
    {
      id: 'employeeICNumber',
      header: 'IC Number',
      sortingField: 'employeeICNumber',
      cell: (e) => (
        <Link
          href={viewPath(e)}
          onFollow={(ev) => {
            ev.preventDefault();
            follow(viewPath(e));
          }}
        >
          {e.employeeICNumber}
        </Link>
      ),
    },
    { id: 'name', header: 'Name', sortingField: 'name', cell: (e) => e.name },
    {
      id: 'accountNumber',
      header: 'Account Number',
      sortingField: 'accountNumber',
      cell: (e) => e.accountNumber ?? '',
    },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (e) => <EmployeeStatus employee={e} /> },
    ...(withdrawals
      ? [
          {
            id: 'withdrawals',
            header: 'Advance Pay Withdrawals',
            cell: (e: Employee) => <WithdrawalsToggle employee={e} />,
          },
        ]
      : []),
    { id: 'actions', header: 'Actions', cell: (e) => <EmployeeRowActions employee={e} /> },
  ];
}

/** /employees: the organisation's employees, with create, import and approval entry points. */
export function EmployeesPage() {
  const navigate = useNavigateTo();
  const org = useOrgInfo(useSession().data);
  const directory = useEmployeeDirectory();
  const lastModified = directory.data?.lastModified;

  return (
    <ResourceTable<Employee>
      tableId="employees"
      title="Employees"
      resourceName="employees"
      testId="employees-table"
      description={
        lastModified ? (
          <span data-testid="employees-last-updated">Last updated on {formatDateTime(lastModified)}</span>
        ) : undefined
      }
      items={directory.data?.items ?? []}
      query={directory}
      trackBy="employeeICNumber"
      columnDefinitions={columns((href) => navigate(href), hasFlag(org.data, 'advancePay'))}
      filteringFields={['employeeICNumber', 'name', 'accountNumber', 'email', 'mobileNumber', 'status']}
      defaultSortingColumnId="name"
      emptyAction={<Button onClick={() => navigate(paths.employeeCreate())}>Create Employee</Button>}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <PendingApprovalButton />
          <Button
            iconName="upload"
            onClick={() => navigate(paths.employeesBulkImport())}
            data-testid="employees-import"
          >
            Import
          </Button>
          <Button variant="primary" onClick={() => navigate(paths.employeeCreate())} data-testid="employees-create">
            Create Employee
          </Button>
        </SpaceBetween>
      }
    />
  );
}
