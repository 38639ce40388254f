import { useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Employee } from '../../../../shared/domain/employees/employee';
import { usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { notify } from '../../components/notifications';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { EmployeeStatus } from './employee-status';
import { PendingApprovalButton } from './pending-approval-button';
import { ApprovalProgress } from './approval-progress';
import { EMPLOYEES_FAILED, useInvalidateEmployees } from './use-employees';
import { withFreshSignIn } from '../../auth/fresh-sign-in';

export const APPROVE_TITLE = 'Employees Pending Approval';
export const NOT_PENDING = 'Selected items are not Pending Approval!';
export const NONE_PENDING = 'There are no employees pending approval!';
export const APPROVED = 'Employees successfully approved!';
export const APPROVAL_FAILED = 'Bulk approval failed!';
export const MANAGERS_ONLY = 'Only a Manager can approve employees.';

const COLUMNS: ResourceColumn<Employee>[] = [
  { id: 'employeeICNumber', header: 'IC Number', sortingField: 'employeeICNumber', cell: (e) => e.employeeICNumber },
  { id: 'name', header: 'Name', sortingField: 'name', cell: (e) => e.name, freeText: true },
  { id: 'email', header: 'Email', sortingField: 'email', cell: (e) => e.email ?? '', freeText: true },
  { id: 'accountNumber', header: 'Account Number', sortingField: 'accountNumber', cell: (e) => e.accountNumber ?? '' },
  { id: 'status', header: 'Status', sortingField: 'status', cell: (e) => <EmployeeStatus employee={e} /> },
];

const TABLE_ID = 'employees-approve';

/**
 * /employees/approve: Managers approve pending employees in bulk (docs/rules.md#employees). The
 * list is paged on the server (it grows with the organisation, e.g. after an import) and searched
 * there by IC number; the selection is within the page shown, and what is selected is approved
 * (a job when over the in-request limit).
 */
export function ApproveEmployeesPage() {
  const isManager = useSession().data?.role === 'Manager';
  const invalidate = useInvalidateEmployees();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const [search, setSearch] = useState('');
  const pending = usePagedList('employees-getEmployeesPendingApproval', search ? { search } : {}, {
    pageSize,
    errorToast: EMPLOYEES_FAILED,
  });
  // A selection over the in-request limit runs as a job: its progress shows until done.
  const [jobId, setJobId] = useState<string | undefined>();
  // Every selected employee must be pending approval (docs/rules.md#employees).
  const approval = useApproveSelection({
    callable: 'employees-approveEmployees',
    input: (employees: readonly Employee[]) => ({ ICNumbers: employees.map((e) => e.employeeICNumber) }),
    approvable: (e) => e.status === PENDING_STATUS.employee,
    rule: 'all',
    notPending: refuse(NOT_PENDING),
    // A job says so when it is done (`jobDone`).
    messages: { approved: (res) => (res.jobId ? undefined : APPROVED), failed: APPROVAL_FAILED },
    onApproved: (res) => {
      if (res.jobId) setJobId(res.jobId);
    },
    reload: invalidate,
    run: withFreshSignIn,
  });

  // None pending at all (the server's count), not merely none matching the search.
  const empty = !pending.isPending && pending.total === 0;
  useEffect(() => {
    if (empty) notify.info(NONE_PENDING);
  }, [empty]);

  const jobDone = (job: { approved: number; failed: number }) => {
    if (job.failed === 0) notify.success(APPROVED);
    else notify.error(`${APPROVAL_FAILED} ${job.failed} of ${job.approved + job.failed} could not be approved.`);
    void invalidate();
  };

  return (
    <SpaceBetween size="l">
      {jobId && <ApprovalProgress key={jobId} jobId={jobId} onDone={jobDone} />}
      <ResourceTable<Employee>
        tableId={TABLE_ID}
        title={APPROVE_TITLE}
        resourceName="employees pending approval"
        testId="employees-approve-table"
        description={isManager ? undefined : <span data-testid="approve-managers-only">{MANAGERS_ONLY}</span>}
        items={[]}
        server={{
          page: pending,
          onPageSizeChange: setPageSize,
          search: { text: search, onChange: setSearch, placeholder: 'Search by IC number...' },
        }}
        trackBy="employeeICNumber"
        columnDefinitions={COLUMNS}
        selectionType="multi"
        itemLabel={(e) => e.name}
        onSelectionChange={approval.onSelectionChange}
        clearSelection={approval.clearSelection}
        onRefresh={() => void invalidate()}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <PendingApprovalButton onClick={() => void invalidate()} />
            <Button
              variant="primary"
              disabled={!isManager || approval.selected.length === 0}
              disabledReason={isManager ? 'Select the employees to approve' : MANAGERS_ONLY}
              loading={approval.isPending}
              onClick={approval.approveSelected}
              data-testid="approve-selected"
            >
              Approve Selected
            </Button>
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}
