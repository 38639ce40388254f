import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { formatRm } from '../../../../shared/domain/money/money';
import { REPAYMENT_MESSAGES, type RepaymentListItem } from '../../../../shared/domain/finance/repayment';
import { usePagedList } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { EntityStatus } from '../../components/entity-status';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { useNavigateTo } from '../../components/use-navigate-to';
import { SETTLEMENT_CREATE_PATH, settlementDetailsPath } from './settlement-paths';

/** What the search box of the settlements looks at (the server searches the whole list). */
export const SETTLEMENTS_SEARCH_PLACEHOLDER = 'Search settlements by disbursement name...';
export const ADMIN_SETTLEMENTS_SEARCH_PLACEHOLDER = 'Search settlements by disbursement name or organization...';

/** A list row: the settlement with its disbursement's name and organisation as shown. */
type Row = RepaymentListItem & { orgName: string; name: string };

function columns(admin: boolean, follow: (href: string) => void): ResourceColumn<Row>[] {
  const cols: ResourceColumn<Row>[] = [
    {
      id: 'name',
      header: 'Disbursement Name',
      freeText: true,
      sortingField: 'name',
      cell: (r) => {
        const href = settlementDetailsPath(admin, r);
        return (
          <Link
            href={href}
            onFollow={(e) => {
              e.preventDefault();
              follow(href);
            }}
            data-testid={`settlement-link-${r.id}`}
          >
            {r.name}
          </Link>
        );
      },
    },
    {
      id: 'dueDate',
      header: 'Due Date',
      sortingField: 'dueDate',
      cell: (r) => (
        <span data-testid={`settlement-due-${r.id}`}>
          {isoToDisplay(r.dueDate)}
          {r.overdue ? ' (Overdue)' : ''}
        </span>
      ),
    },
    { id: 'amountDue', header: 'Amount Due', sortingField: 'amountDue', cell: (r) => formatRm(r.amountDue) },
    {
      id: 'amountRepaid',
      header: 'Amount Repaid',
      sortingField: 'amountRepaid',
      cell: (r) => formatRm(r.amountRepaid),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (r) => <EntityStatus entity="settlement" status={r.status} testId={`settlement-status-${r.id}`} />,
    },
  ];
  if (!admin) return cols;
  return [
    { id: 'orgName', header: 'Organization', sortingField: 'orgName', cell: (r) => r.orgName, freeText: true },
    ...cols,
  ];
}

const TABLE_ID = 'settlements';

function SettlementsTable({ admin }: { admin: boolean }) {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const { input, search } = useServerSearch(
    admin ? ADMIN_SETTLEMENTS_SEARCH_PLACEHOLDER : SETTLEMENTS_SEARCH_PLACEHOLDER,
  );
  // Server paging and search: the settlements grow with every completed disbursement.
  const list = usePagedList('repayments-getRepayments', input, {
    pageSize,
    errorToast: REPAYMENT_MESSAGES.listFailed,
  });
  const page = {
    ...list,
    items: list.items.map((r): Row => ({ ...r, orgName: r.disbursement.orgName, name: r.disbursement.name })),
  };
  const create = admin ? (
    <Button variant="primary" onClick={() => navigate(SETTLEMENT_CREATE_PATH)} data-testid="settlement-create">
      New
    </Button>
  ) : undefined;
  return (
    <ResourceTable<Row>
      tableId={TABLE_ID}
      title="Settlements"
      description={admin ? undefined : 'What the organisation owes for its completed disbursements, and when.'}
      resourceName="settlements"
      items={[]}
      server={{ page, onPageSizeChange: setPageSize, search }}
      trackBy="id"
      columnDefinitions={columns(admin, (href) => navigate(href))}
      emptyAction={create}
      actions={create}
    />
  );
}

/** /repayments: the organisation's settlements (read only). */
export function SettlementsPage() {
  return <SettlementsTable admin={false} />;
}

/** /internal/repayments: every organisation's settlements, with the Organization column and New. */
export function AdminSettlementsPage() {
  return <SettlementsTable admin />;
}
