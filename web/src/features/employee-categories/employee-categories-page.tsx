import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { notPendingApproval, type EmployeeCategory } from '../../../../shared/domain/employees/employee-category';
import { useAllPages, useCallableMutation } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { ApproveSelectedActions } from '../../components/approve-selected';
import { CategoryStatus } from './category-status';
import { CATEGORY_CREATE_PATH, CATEGORY_MESSAGES, categoryUpdatePath } from './messages';

function columns(follow: (href: string) => void): ResourceColumn<EmployeeCategory>[] {
  const text = (
    id: 'code' | 'name' | 'description' | 'modifiedBy' | 'approvedBy',
    header: string,
    hiddenByDefault = false,
  ): ResourceColumn<EmployeeCategory> => ({
    id,
    header,
    cell: (c) => c[id] ?? '',
    sortingField: id,
    hiddenByDefault,
  });
  return [
    text('code', 'Code'),
    {
      id: 'name',
      header: 'Name',
      sortingField: 'name',
      cell: (c) => (
        <Link
          href={categoryUpdatePath(c.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(categoryUpdatePath(c.id));
          }}
          data-testid={`category-link-${c.code}`}
        >
          {c.name}
        </Link>
      ),
    },
    text('description', 'Description'),
    { id: 'status', header: 'Status', sortingField: 'status', cell: (c) => <CategoryStatus status={c.status} /> },
    text('modifiedBy', 'Modified By', true),
    {
      id: 'modifiedDate',
      header: 'Modified Date',
      sortingField: 'modifiedDate',
      cell: (c) => formatDateTime(c.modifiedDate),
      hiddenByDefault: true,
    },
    text('approvedBy', 'Approved By'),
    {
      id: 'approvedDate',
      header: 'Approved Date',
      sortingField: 'approvedDate',
      cell: (c) => formatDateTime(c.approvedDate),
      hiddenByDefault: true,
    },
  ];
}

/**
 * /employee-categories: the organisation's categories with Create Category, a view link per
 * row, and (managers only) a multi-select 'Approve Selected' of categories Pending Approval.
 */
export function EmployeeCategoriesPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages(
    'employeeCategories-getEmployeeCategories',
    {},
    { errorToast: CATEGORY_MESSAGES.listFailed },
  );
  const approve = useCallableMutation('employeeCategories-bulkApproveEmployeeCategory', {
    errorToast: CATEGORY_MESSAGES.bulkFailed,
  });
  const [selected, setSelected] = useState<readonly EmployeeCategory[]>([]);
  const onSelectionChange = useCallback((items: readonly EmployeeCategory[]) => setSelected(items), []);

  const approveSelected = () => {
    if (notPendingApproval(selected).length) {
      notify.error(CATEGORY_MESSAGES.notPending);
      return;
    }
    approve.mutate(
      { ids: selected.map((c) => c.id) },
      {
        onSuccess: () => notify.success(CATEGORY_MESSAGES.bulkApproved),
        // Lists reload after an action completes, whatever the outcome, to show what is stored.
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ['employeeCategories-getEmployeeCategories'] }),
      },
    );
  };

  const create = (
    <Button variant="primary" onClick={() => navigate(CATEGORY_CREATE_PATH)} data-testid="category-create">
      Create Category
    </Button>
  );

  return (
    <ResourceTable<EmployeeCategory>
      tableId="employee-categories"
      title="Employee Categories"
      resourceName="employee categories"
      items={list.data ?? []}
      query={list}
      trackBy="id"
      columnDefinitions={columns((href) => navigate(href))}
      selectionType={isManager ? 'multi' : undefined}
      itemLabel={(c) => c.name}
      onSelectionChange={isManager ? onSelectionChange : undefined}
      defaultSortingColumnId="modifiedDate"
      defaultSortingDescending
      emptyAction={create}
      actions={
        <ApproveSelectedActions
          canApprove={isManager}
          selectedCount={selected.length}
          pending={approve.isPending}
          onApprove={approveSelected}
          testId="category-approve-selected"
        >
          {create}
        </ApproveSelectedActions>
      }
    />
  );
}
