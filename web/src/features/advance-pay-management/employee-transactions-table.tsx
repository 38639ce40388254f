import Link from '@cloudscape-design/components/link';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money';
import { formatDateTime } from '../../components/format';
import type { PagedList } from '../../api/hooks';
import { payoutColumns } from '../../components/payout-columns';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import { transactionDetailsPath } from './paths';

export type EmployeeReportTx = CallableOutput<'advancePayManagement-getEmployeeMonthlyReport'>['transactions'][number];
type Tx = EmployeeReportTx;

/** The table's id: its page size is saved under it (useTablePageSize). */
export const EMPLOYEE_REPORT_TABLE_ID = 'management-advance-pay-employee-report';

/**
 * The employee's transactions of the month, newest first, each linking to its details: one page
 * of the report at a time (usePagedReport), paged on the server.
 */
export function EmployeeTransactionsTable({
  period,
  page,
  onPageSizeChange,
  onOpen,
}: {
  /** 'November 2026'. */
  period: string;
  page: PagedList<Tx>;
  onPageSizeChange: (pageSize: number) => void;
  onOpen: (href: string) => void;
}) {
  const columns: ResourceColumn<Tx>[] = [
    {
      id: 'createdAt',
      header: 'Date Initiated',
      sortingField: 'createdAt',
      cell: (t) => {
        const href = transactionDetailsPath(t.employeeICNumber, t.id, t.periodKey);
        return (
          <Link
            href={href}
            onFollow={(e) => {
              e.preventDefault();
              onOpen(href);
            }}
            data-testid={`details-${t.id}`}
          >
            {formatDateTime(t.createdAt)}
          </Link>
        );
      },
    },
    { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (t) => formatRm(t.amount) },
    {
      id: 'fee',
      header: 'Service Fee',
      sortingField: 'fee',
      cell: (t) => (t.fee !== undefined ? formatRm(t.fee) : '-'),
    },
    {
      id: 'netAmount',
      header: 'Net Amount',
      sortingField: 'netAmount',
      cell: (t) => (t.netAmount !== undefined ? formatRm(t.netAmount) : '-'),
    },
    ...payoutColumns<Tx>({ showPayout: true }),
    {
      id: 'reasonForWithdrawal',
      header: 'Reason For Withdrawal',
      sortingField: 'reasonForWithdrawal',
      cell: (t) => t.reasonForWithdrawal,
    },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (t) => <AdvanceStatusBadge status={t.status} /> },
  ];
  return (
    <ResourceTable<Tx>
      tableId={EMPLOYEE_REPORT_TABLE_ID}
      title="Withdrawal requests"
      resourceName="withdrawal requests"
      testId="employee-report-table"
      items={[]}
      server={{ page, onPageSizeChange }}
      trackBy="id"
      columnDefinitions={columns}
      emptyText={`No withdrawal requests in ${period}.`}
    />
  );
}
