import Link from '@cloudscape-design/components/link';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money';
import { formatDateTime } from '../../components/format';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { AdvanceStatusBadge } from '../advance-pay/status-badge';
import { transactionDetailsPath } from './paths';

type Tx = CallableOutput<'advancePayManagement-getEmployeeMonthlyReport'>['transactions'][number];

/** The employee's transactions of the month, each linking to its details. */
export function EmployeeTransactionsTable({
  r,
  onOpen,
}: {
  r: CallableOutput<'advancePayManagement-getEmployeeMonthlyReport'>;
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
      tableId="management-advance-pay-employee-report"
      title="Withdrawal requests"
      resourceName="withdrawal requests"
      testId="employee-report-table"
      items={r.transactions}
      trackBy="id"
      columnDefinitions={columns}
      defaultSortingColumnId="createdAt"
      defaultSortingDescending
      emptyText={`No withdrawal requests in ${r.period}.`}
    />
  );
}
