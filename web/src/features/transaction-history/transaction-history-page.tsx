import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { periodFromKey, periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import {
  LIST_MONTHS,
  TRANSACTION_HISTORY_MESSAGES as M,
  TYPE_LABELS,
  signedAmount,
  signedAmountText,
  type TransactionHistoryRow,
} from '../../../../shared/domain/advance-pay/transaction-history';
import { usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { EntityStatus, statusLabel } from '../../components/entity-status';
import { MonthSelect, isPeriodKey } from '../../components/month-select';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { ExportPdfModal } from './export-pdf-modal';

/** What the search box of the transaction history looks at (the server searches the whole list). */
export const TRANSACTIONS_SEARCH_PLACEHOLDER = 'Search transactions by description...';
export const ADMIN_TRANSACTIONS_SEARCH_PLACEHOLDER = 'Search transactions by description or organization...';

/** A list row: the row, and what the table sorts on (the words of type and status, the signed amount). */
type Row = TransactionHistoryRow & { typeText: string; statusText: string; signed: number };

/** The filter's "no month" entry: the list's whole window. */
const ALL = { value: 'all', label: `Last ${LIST_MONTHS} months` };

function columns(admin: boolean): ResourceColumn<Row>[] {
  const cols: ResourceColumn<Row>[] = [
    {
      id: 'paymentDate',
      header: 'Payment Date',
      sortingField: 'paymentDate',
      cell: (r) => isoToDisplay(r.paymentDate),
    },
    { id: 'type', header: 'Type', sortingField: 'typeText', cell: (r) => r.typeText },
    {
      id: 'description',
      header: 'Description',
      sortingField: 'description',
      cell: (r) => r.description,
      freeText: true,
    },
    {
      id: 'amount',
      header: 'Amount',
      sortingField: 'signed',
      cell: (r) => <span data-testid={`txh-amount-${r.id}`}>{signedAmountText(r)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'statusText',
      cell: (r) => <EntityStatus entity="transactionHistory" status={r.status} testId={`txh-status-${r.id}`} />,
    },
  ];
  if (!admin) return cols;
  return [
    { id: 'orgName', header: 'Organization', sortingField: 'orgName', cell: (r) => r.orgName, freeText: true },
    ...cols,
  ];
}

/**
 * The month filter kept in the address (`?month=2026-11`, or `all`). Administrators see every
 * organisation, so their default is the current month; management's is the whole window.
 */
function useMonthParam(admin: boolean): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = raw === ALL.value || isPeriodKey(raw) ? raw : admin ? periodOf().key : ALL.value;
  return [
    month,
    (next) =>
      setParams(
        (p) => {
          p.set('month', next);
          return p;
        },
        { replace: true },
      ),
  ];
}

function TransactionHistoryTable({ admin }: { admin: boolean }) {
  const [month, setMonth] = useMonthParam(admin);
  const orgId = useSession().data?.orgId ?? '';
  const [exporting, setExporting] = useState(false);
  const tableId = admin ? 'admin-transaction-history' : 'transaction-history';
  const [pageSize, setPageSize] = useTablePageSize(tableId);
  const { input, search } = useServerSearch(
    admin ? ADMIN_TRANSACTIONS_SEARCH_PLACEHOLDER : TRANSACTIONS_SEARCH_PLACEHOLDER,
  );
  // Server paging and search: a month of every organisation's money moves is long.
  const list = usePagedList(
    'transactions-getTransactions',
    { ...(month === ALL.value ? {} : { month }), ...input },
    {
      pageSize,
      errorToast: M.listFailed,
    },
  );
  const page = {
    ...list,
    items: list.items.map((r): Row => ({
      ...r,
      typeText: TYPE_LABELS[r.type],
      statusText: statusLabel('transactionHistory', r.status),
      signed: signedAmount(r),
    })),
  };
  const when = month === ALL.value ? `the last ${LIST_MONTHS} months` : periodFromKey(month).text;
  return (
    <>
      <ResourceTable<Row>
        key={month}
        tableId={tableId}
        title="Transaction History"
        description={
          admin
            ? `Money moved between every organization and the platform in ${when}; voided settlement transactions included.`
            : `Money moved between your organization and the platform in ${when}: settlements paid (in), disbursements made (out, with a minus).`
        }
        resourceName="transactions"
        items={[]}
        server={{ page, onPageSizeChange: setPageSize, search }}
        trackBy="id"
        columnDefinitions={columns(admin)}
        emptyText={`No transactions in ${when}. Rows appear here when settlements are paid and disbursements completed.`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <MonthSelect value={month} onChange={setMonth} months={LIST_MONTHS} all={ALL} testId="txh-month" />
            {!admin && (
              <Button iconName="download" onClick={() => setExporting(true)} data-testid="export-pdf">
                Export to PDF
              </Button>
            )}
          </SpaceBetween>
        }
      />
      {!admin && <ExportPdfModal orgId={orgId} visible={exporting} onClose={() => setExporting(false)} />}
    </>
  );
}

/** /transactions: the organisation's completed transaction history, with Export to PDF (Managers and Executives). */
export function TransactionHistoryPage() {
  return <TransactionHistoryTable admin={false} />;
}

/** /internal/transactions: every organisation's transaction history, with the Organization column. */
export function AdminTransactionHistoryPage() {
  return <TransactionHistoryTable admin />;
}
