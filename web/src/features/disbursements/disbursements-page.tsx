import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { actionsColumn, type RowAction } from '../../components/row-actions';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DISBURSEMENT_MESSAGES, type Disbursement } from '../../../../shared/domain/finance/disbursement';
import { disbursementActions } from '../../../../shared/domain/finance/disbursement-status';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery, usePagedList } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { EntityStatus, statusLabel } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { useNavigateTo } from '../../components/use-navigate-to';
import {
  DISBURSEMENT_CREATE_PATH,
  adminDisbursementViewPath,
  adminSettlementPath,
  disbursementEditPath,
  disbursementViewPath,
  settlementPath,
} from './disbursement-paths';
import { payeesTypeLabel, repaymentPeriodLabel } from './disbursement-text';

/** A list row: the disbursement with its status, type and date as shown (sortable). */
type Row = Disbursement & { statusText: string; typeText: string; dateText: string };

/** Where a row's options lead, by role and status. */
function rowOptions(d: Disbursement, admin: boolean): RowAction[] {
  const items: RowAction[] = [
    {
      id: `disbursement-view-${d.id}`,
      text: 'View',
      href: admin ? adminDisbursementViewPath(d.orgId, d.id) : disbursementViewPath(d.id),
    },
  ];
  if (!admin && disbursementActions(d.status, 'management').includes('update'))
    items.push({ id: `disbursement-edit-${d.id}`, text: 'Edit', href: disbursementEditPath(d.id) });
  if (d.repaymentId)
    items.push({
      id: `disbursement-settlement-${d.id}`,
      text: 'View Settlement',
      href: admin ? adminSettlementPath(d.orgId, d.id, d.repaymentId) : settlementPath(d.repaymentId, d.id),
    });
  return items;
}

function columns(admin: boolean, follow: (href: string) => void): ResourceColumn<Row>[] {
  const viewPath = (d: Disbursement) => (admin ? adminDisbursementViewPath(d.orgId, d.id) : disbursementViewPath(d.id));
  const cols: ResourceColumn<Row>[] = [
    {
      id: 'name',
      header: 'Name',
      sortingField: 'name',
      freeText: true,
      cell: (d) => (
        <Link
          href={viewPath(d)}
          onFollow={(e) => {
            e.preventDefault();
            follow(viewPath(d));
          }}
          data-testid={`disbursement-link-${d.id}`}
        >
          {d.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'statusText',
      cell: (d) => <EntityStatus entity="disbursement" status={d.status} testId={`disbursement-status-${d.id}`} />,
    },
    { id: 'date', header: 'Disbursement Date', sortingField: 'date', cell: (d) => isoToDisplay(d.date) },
    {
      id: 'repaymentPeriod',
      header: 'Repayment Period',
      sortingField: 'repaymentPeriod',
      cell: (d) => repaymentPeriodLabel(d.repaymentPeriod),
      // Details of the terms, left out by default so that the table fits a laptop's width.
      hiddenByDefault: true,
    },
    { id: 'total', header: 'Total', sortingField: 'total', cell: (d) => formatRm(d.total) },
    { id: 'payeesType', header: 'Type', sortingField: 'typeText', cell: (d) => d.typeText, hiddenByDefault: true },
    {
      id: 'createdAt',
      header: 'Created At',
      sortingField: 'createdAt',
      cell: (d) => formatDateTime(d.createdAt),
      hiddenByDefault: true,
    },
    actionsColumn<Row>({
      header: 'Options',
      menuLabel: (d) => `Options of ${d.name}`,
      menuTestId: (d) => `disbursement-options-${d.id}`,
      actions: (d) => rowOptions(d, admin),
    }),
  ];
  if (!admin) return cols;
  // The Organization column comes after the status: long organisation names must not push the
  // status out of view at a laptop's width.
  const [name, status, ...rest] = cols;
  return [
    name,
    status,
    { id: 'orgName', header: 'Organization', sortingField: 'orgName', cell: (d) => d.orgName, freeText: true },
    ...rest,
  ];
}

/** Administrators: what the payment gateway can still pay out (disbursements are paid from it). */
function CurlecBalance() {
  const balance = useCallableQuery('paymentGateway-getCurlecBalance', {}, { errorToast: 'Failed to fetch balance!' });
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Box variant="awsui-key-label">Available Curlec Balance:</Box>
      <Box data-testid="curlec-balance">
        {balance.data ? formatRm(balance.data.balance) : balance.isError ? '-' : 'Loading…'}
      </Box>
    </SpaceBetween>
  );
}

const TABLE_ID = 'disbursements';
/** What the search box of the disbursements looks at (the server searches the whole list). */
export const DISBURSEMENTS_SEARCH_PLACEHOLDER = 'Search disbursements by name...';
export const ADMIN_DISBURSEMENTS_SEARCH_PLACEHOLDER = 'Search disbursements by name or organization...';

function DisbursementsTable({ admin }: { admin: boolean }) {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const { input, search } = useServerSearch(
    admin ? ADMIN_DISBURSEMENTS_SEARCH_PLACEHOLDER : DISBURSEMENTS_SEARCH_PLACEHOLDER,
  );
  // Server paging and search: disbursements grow with every payment made.
  const list = usePagedList('disbursements-getDisbursements', input, {
    pageSize,
    errorToast: DISBURSEMENT_MESSAGES.listFailed,
  });
  const page = {
    ...list,
    items: list.items.map((d): Row => ({
      ...d,
      statusText: statusLabel('disbursement', d.status),
      typeText: payeesTypeLabel(d.payeesType),
      dateText: isoToDisplay(d.date),
    })),
  };
  const create = admin ? undefined : (
    <Button variant="primary" onClick={() => navigate(DISBURSEMENT_CREATE_PATH)} data-testid="disbursement-create">
      New Disbursement
    </Button>
  );
  return (
    <ResourceTable<Row>
      tableId={TABLE_ID}
      title="Disbursements"
      description={
        admin ? (
          <CurlecBalance />
        ) : (
          'Payments to your employees or suppliers against your credit line, repaid in 1 to 3 months.'
        )
      }
      resourceName="disbursements"
      items={[]}
      server={{ page, onPageSizeChange: setPageSize, search }}
      trackBy="id"
      columnDefinitions={columns(admin, (href) => navigate(href))}
      emptyText={
        admin
          ? 'Disbursements appear here once an organisation approves them; then you process and complete them.'
          : 'Create a disbursement to pay your employees or approved suppliers; a Manager or Executive approves it before it is paid.'
      }
      emptyAction={create}
      actions={create}
    />
  );
}

/** /disbursements: the organisation's disbursements in every status, with New Disbursement. */
export function DisbursementsPage() {
  return <DisbursementsTable admin={false} />;
}

/** /internal/disbursements: every organisation's from approval on, the Organization column and the gateway balance. */
export function AdminDisbursementsPage() {
  return <DisbursementsTable admin />;
}
