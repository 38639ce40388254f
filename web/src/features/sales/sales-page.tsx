import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { periodFromKey, periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../../../shared/domain/money/money';
import {
  UPLOAD_MESSAGES,
  type FranchiseCollection,
  type Sale,
} from '../../../../shared/domain/finance/uploaded-document';
import { useAllPages, usePagedList } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { MonthSelect, isPeriodKey } from '../../components/month-select';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';

/** How many months back the month filter offers. */
const SALES_MONTHS = 12;
const ALL_ORGS = { value: '', label: 'All organizations' };
/** What the search box of the sales looks at (the server searches the whole list). */
export const SALES_SEARCH_PLACEHOLDER = 'Search sales by organization, reference or franchisor...';

/** A rate as the page shows it ('5%'); '-' for a sale of no franchisee. */
export const rateText = (rate: number | undefined) => (rate === undefined ? '-' : `${rate}%`);
const rmOrDash = (rm: number | undefined) => (rm === undefined ? '-' : formatRm(rm));

const COLUMNS: ResourceColumn<Sale>[] = [
  {
    id: 'orgName',
    header: 'Organization',
    sortingField: 'orgName',
    freeText: true,
    cell: (s) => <span data-testid={`sale-org-${s.id}`}>{s.orgName}</span>,
  },
  { id: 'date', header: 'Date', sortingField: 'date', cell: (s) => isoToDisplay(s.date) },
  { id: 'reference', header: 'Reference', sortingField: 'reference', cell: (s) => s.reference },
  {
    id: 'amount',
    header: 'Amount',
    sortingField: 'amount',
    cell: (s) => <span data-testid={`sale-amount-${s.id}`}>{formatRm(s.amount)}</span>,
  },
  {
    id: 'franchisorName',
    header: 'Franchisor',
    sortingField: 'franchisorName',
    cell: (s) => s.franchisorName ?? '-',
    freeText: true,
  },
  { id: 'royaltyRate', header: 'Royalty Rate', sortingField: 'royaltyRate', cell: (s) => rateText(s.royaltyRate) },
  {
    id: 'royaltyAmount',
    header: 'Royalty',
    sortingField: 'royaltyAmount',
    cell: (s) => <span data-testid={`sale-royalty-${s.id}`}>{rmOrDash(s.royaltyAmount)}</span>,
  },
];

/** The filters, kept in the address (`?month=2026-11&org=demo`); the month defaults to the current one. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = isPeriodKey(raw) ? raw : periodOf().key;
  const orgId = params.get('org') ?? '';
  const set = (name: 'month' | 'org', value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  return { month, orgId, setMonth: (v: string) => set('month', v), setOrg: (v: string) => set('org', v) };
}

function OrgSelect({ value, onChange }: { value: string; onChange: (orgId: string) => void }) {
  const orgs = useAllPages('orgs-getOrgs', {}, { staleTime: 5 * 60_000 });
  const options = [
    ALL_ORGS,
    ...(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label)),
  ];
  return (
    <Select
      ariaLabel="Organization"
      filteringType="auto"
      statusType={orgs.isPending ? 'loading' : 'finished'}
      selectedOption={options.find((o) => o.value === value) ?? { value, label: value }}
      options={options}
      onChange={(e) => onChange(e.detail.selectedOption.value ?? '')}
      data-testid="sales-org"
    />
  );
}

/** Royalties per franchisor over the month: its franchisees' sales and what they owe it. */
function FranchiseCollections({ month }: { month: string }) {
  const collections = useAllPages(
    'sales-getFranchiseCollections',
    { month },
    { errorToast: UPLOAD_MESSAGES.franchiseCollectionsFailed },
  );
  return (
    <Table<FranchiseCollection>
      header={
        <Header
          variant="h2"
          description={`Royalties franchisees owe their franchisor for ${periodFromKey(month).text}.`}
        >
          Franchise collections
        </Header>
      }
      variant="container"
      // Paged by franchisor id; shown by name.
      items={[...(collections.data ?? [])].sort((a, b) => a.franchisorName.localeCompare(b.franchisorName))}
      loading={collections.isPending}
      loadingText="Loading franchise collections"
      trackBy="franchisorId"
      data-testid="table-franchise-collections"
      empty={
        <Box textAlign="center" color="text-status-inactive">
          No franchisee sold anything this month.
        </Box>
      }
      columnDefinitions={[
        { id: 'franchisorName', header: 'Franchisor', cell: (c) => c.franchisorName },
        { id: 'franchisees', header: 'Franchisees', cell: (c) => c.franchisees },
        { id: 'sales', header: 'Sales', cell: (c) => c.sales },
        { id: 'salesAmount', header: 'Sales Amount', cell: (c) => formatRm(c.salesAmount) },
        { id: 'royaltyRate', header: 'Royalty Rate', cell: (c) => rateText(c.royaltyRate) },
        {
          id: 'royaltyAmount',
          header: 'Royalty',
          cell: (c) => <span data-testid={`collection-royalty-${c.franchisorId}`}>{formatRm(c.royaltyAmount)}</span>,
        },
      ]}
    />
  );
}

/**
 * /internal/sales: the sales of the partners' sales files, one month at a time, every organisation
 * or one; a franchisee's sale shows its franchisor's royalty. Below, the month's franchise collections.
 */
export function SalesPage() {
  const { month, orgId, setMonth, setOrg } = useFilters();
  const [pageSize, setPageSize] = useTablePageSize('sales');
  const { input, search } = useServerSearch(SALES_SEARCH_PLACEHOLDER);
  // Server paging and search: a month of every organisation's sales is long.
  const list = usePagedList(
    'sales-getSales',
    { month, ...(orgId ? { orgId } : {}), ...input },
    { pageSize, errorToast: UPLOAD_MESSAGES.salesFailed },
  );
  const when = periodFromKey(month).text;
  return (
    <SpaceBetween size="l">
      <ResourceTable<Sale>
        key={`${month}/${orgId}`}
        tableId="sales"
        title="Sales"
        description={`Sales recorded from the partners' sales files for ${when}, with the royalty a franchisee owes its franchisor.`}
        resourceName="sales"
        items={[]}
        server={{ page: list, onPageSizeChange: setPageSize, search }}
        trackBy="id"
        columnDefinitions={COLUMNS}
        emptyText={`No sales in ${when}. Sales appear here once a sales file is uploaded or dropped.`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <MonthSelect value={month} onChange={setMonth} months={SALES_MONTHS} testId="sales-month" />
            <OrgSelect value={orgId} onChange={setOrg} />
          </SpaceBetween>
        }
      />
      <FranchiseCollections month={month} />
    </SpaceBetween>
  );
}
