import { useState } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Employee } from '../../../../shared/domain/employees/employee';
import { useOrgInfo } from '../../api/use-org-info';
import { hasFlag } from '../../app/route-table';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
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
    { id: 'name', header: 'Name', sortingField: 'name', cell: (e) => e.name, freeText: true },
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

const TABLE_ID = 'employees';

/**
 * /employees: the organisation's employees, with create, import and approval entry points. The
 * table pages on the server (the directory grows with the organisation); the search box goes to
 * the server, which searches the whole directory by name, IC number or e-mail.
 */
export function EmployeesPage() {
  const navigate = useNavigateTo();
  const org = useOrgInfo(useSession().data);
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const [search, setSearch] = useState('');
  const directory = useEmployeeDirectory(search, pageSize);
  const lastModified = directory.output?.lastModified;

  return (
    <ResourceTable<Employee>
      tableId={TABLE_ID}
      title="Employees"
      resourceName="employees"
      testId="employees-table"
      description={
        lastModified ? (
          <span data-testid="employees-last-updated">Last updated on {formatDateTime(lastModified)}</span>
        ) : undefined
      }
      items={[]}
      server={{
        page: directory,
        onPageSizeChange: setPageSize,
        search: { text: search, onChange: setSearch, placeholder: 'Search employees by name, IC number or e-mail...' },
      }}
      trackBy="employeeICNumber"
      columnDefinitions={columns((href) => navigate(href), hasFlag(org.data, 'advancePay'))}
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
