import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { EmployeeCategory } from '../../../../shared/domain/employees/employee-category';
import { useAllPages } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
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
      freeText: true,
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
  const isManager = useSession().data?.role === 'Manager';
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages(
    'employeeCategories-getEmployeeCategories',
    {},
    { errorToast: CATEGORY_MESSAGES.listFailed },
  );
  // Every selected category must be Pending Approval.
  const approval = useApproveSelection({
    callable: 'employeeCategories-bulkApproveEmployeeCategory',
    input: (categories: readonly EmployeeCategory[]) => ({ ids: categories.map((c) => c.id) }),
    approvable: (c) => c.status === PENDING_STATUS.approval,
    rule: 'all',
    notPending: refuse(CATEGORY_MESSAGES.notPending),
    messages: { approved: CATEGORY_MESSAGES.bulkApproved, failed: CATEGORY_MESSAGES.bulkFailed },
    reload: [['employeeCategories-getEmployeeCategories']],
  });

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
      onSelectionChange={isManager ? approval.onSelectionChange : undefined}
      clearSelection={approval.clearSelection}
      defaultSortingColumnId="modifiedDate"
      defaultSortingDescending
      emptyAction={create}
      actions={
        <ApproveSelectedActions approval={approval} canApprove={isManager} testId="category-approve-selected">
          {create}
        </ApproveSelectedActions>
      }
    />
  );
}
