import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import { actionsColumn } from '../../components/row-actions';
import Link from '@cloudscape-design/components/link';
import type { EmployeeBenefit } from '../../../../shared/domain/benefits/employee-benefit';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableMutation, usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { useNavigateTo } from '../../components/use-navigate-to';
import { BENEFIT_CREATE_PATH, BENEFIT_MESSAGES, BENEFIT_QUERY_KEYS, benefitUpdatePath } from './messages';

function columns(
  follow: (href: string) => void,
  onDelete: (b: EmployeeBenefit) => void,
): ResourceColumn<EmployeeBenefit>[] {
  const text = (
    id: 'employeeCategory' | 'officeName' | 'recurrence' | 'modifiedBy' | 'approvedBy',
    header: string,
    hiddenByDefault = false,
  ): ResourceColumn<EmployeeBenefit> => ({
    id,
    header,
    cell: (b) => b[id] ?? '',
    sortingField: id,
    hiddenByDefault,
  });
  return [
    {
      id: 'name',
      header: 'Name',
      freeText: true,
      sortingField: 'name',
      cell: (b) => (
        <Link
          href={benefitUpdatePath(b.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(benefitUpdatePath(b.id));
          }}
          data-testid={`benefit-link-${b.id}`}
        >
          {b.name}
        </Link>
      ),
    },
    { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (b) => formatRm(b.amount) },
    text('employeeCategory', 'Employee Category'),
    text('officeName', 'Office', true),
    text('recurrence', 'Recurrence'),
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (b) => <EntityStatus entity="approval" status={b.status} testId="benefit-status" />,
    },
    text('modifiedBy', 'Modified By', true),
    {
      id: 'modifiedDate',
      header: 'Modified Date',
      sortingField: 'modifiedDate',
      cell: (b) => formatDateTime(b.modifiedDate),
      hiddenByDefault: true,
    },
    text('approvedBy', 'Approved By', true),
    {
      id: 'approvedDate',
      header: 'Approved Date',
      sortingField: 'approvedDate',
      cell: (b) => formatDateTime(b.approvedDate),
      hiddenByDefault: true,
    },
    actionsColumn<EmployeeBenefit>({
      header: 'Actions',
      menuLabel: (b) => `Actions for ${b.name}`,
      menuTestId: (b) => `benefit-actions-${b.id}`,
      actions: (b) => [
        { id: `benefit-view-${b.id}`, text: 'View', href: benefitUpdatePath(b.id) },
        { id: `benefit-edit-${b.id}`, text: 'Edit', href: `${benefitUpdatePath(b.id)}?edit` },
        { id: `benefit-delete-${b.id}`, text: 'Delete', onClick: () => onDelete(b) },
      ],
    }),
  ];
}

/**
 * /employee-benefits: the organisation's benefits with Create Benefit and view / edit / delete per
 * row; Managers also select rows and Approve Selected (only the Pending Approval ones are approved,
 * with their categories not yet approved). Others see a read-only table without selection.
 */
const TABLE_ID = 'employee-benefits';
/** What the search box looks at: the server searches every benefit (shared/callables/employee-benefits.ts). */
const BENEFITS_SEARCH_PLACEHOLDER = 'Search benefits by name, category, recurrence or status...';

export function EmployeeBenefitsPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  // Server paging and search; Approve Selected acts on the rows selected (on the page shown).
  const search = useServerSearch(BENEFITS_SEARCH_PLACEHOLDER);
  const list = usePagedList(
    'employeeBenefits-getEmployeeBenefits',
    { ...search.input },
    { pageSize, errorToast: BENEFIT_MESSAGES.listFailed },
  );
  const remove = useCallableMutation('employeeBenefits-deleteEmployeeBenefit', {
    errorToast: 'Failed to delete employee benefit!',
  });
  const [deleting, setDeleting] = useState<EmployeeBenefit | null>(null);
  const reload = () => BENEFIT_QUERY_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  // Only the selection's Pending Approval benefits are approved (their categories with them).
  const approval = useApproveSelection({
    callable: 'employeeBenefits-bulkApproveEmployeeBenefit',
    input: (benefits: readonly EmployeeBenefit[]) => ({ benefits: benefits.map((b) => b.id) }),
    approvable: (b) => b.status === PENDING_STATUS.approval,
    rule: 'only',
    notPending: refuse(BENEFIT_MESSAGES.notPending),
    messages: { approved: BENEFIT_MESSAGES.bulkApproved, failed: BENEFIT_MESSAGES.bulkFailed },
    reload: BENEFIT_QUERY_KEYS,
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { empBenId: deleting.id },
      {
        onSuccess: () => notify.success(`Employee benefit ${deleting.name} deleted.`),
        onSettled: () => {
          setDeleting(null);
          reload();
        },
      },
    );
  };

  const create = (
    <Button variant="primary" onClick={() => navigate(BENEFIT_CREATE_PATH)} data-testid="benefit-create">
      Create Benefit
    </Button>
  );

  return (
    <>
      <ResourceTable<EmployeeBenefit>
        tableId={TABLE_ID}
        title="Employee Benefits"
        resourceName="employee benefits"
        items={[]}
        server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
        trackBy="id"
        columnDefinitions={columns((href) => navigate(href), setDeleting)}
        selectionType={isManager ? 'multi' : undefined}
        itemLabel={(b) => b.name}
        onSelectionChange={isManager ? approval.onSelectionChange : undefined}
        clearSelection={approval.clearSelection}
        emptyAction={create}
        actions={
          <ApproveSelectedActions approval={approval} canApprove={isManager} testId="benefit-approve-selected">
            {create}
          </ApproveSelectedActions>
        }
      />
      <ConfirmModal
        visible={deleting !== null}
        header="Delete employee benefit"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="benefit-delete-confirm"
      >
        Delete the employee benefit {deleting?.name}? It will no longer be paid.
      </ConfirmModal>
    </>
  );
}
