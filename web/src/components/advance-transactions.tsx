import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { AdvanceStatus, AdvanceTransactionRow } from '../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../shared/domain/money/money-format';
import { EntityStatus } from './entity-status';
import { isoToDisplay } from './date-text';
import { formatDateTime } from './format';

/** The status of an Advance Pay transaction as a coloured indicator. */
export const AdvanceStatusBadge = ({ status }: { status: AdvanceStatus }) => (
  <EntityStatus entity="advanceTransaction" status={status} />
);

/**
 * Columns of an Advance Pay transactions table: a view link to
 * `{path}/{id}/details` when `viewPath` is given (hidden for management and on the dashboard),
 * Pay Period, Amount, Reason For Withdrawal, Status, Request Date, Transfer Date.
 */
export function transactionColumns(
  opts: { viewPath?: string; onFollow?: (href: string) => void } = {},
): TableProps.ColumnDefinition<AdvanceTransactionRow>[] {
  const view: TableProps.ColumnDefinition<AdvanceTransactionRow>[] = opts.viewPath
    ? [
        {
          id: 'view',
          header: '',
          cell: (t) => {
            const href = `${opts.viewPath}/${t.id}/details`;
            return (
              <Link
                href={href}
                onFollow={(e) => {
                  if (opts.onFollow) {
                    e.preventDefault();
                    opts.onFollow(href);
                  }
                }}
              >
                View
              </Link>
            );
          },
        },
      ]
    : [];
  return [
    ...view,
    { id: 'period', header: 'Pay Period', cell: (t) => t.period, sortingField: 'period' },
    { id: 'amount', header: 'Amount', cell: (t) => formatRm(t.amount), sortingField: 'amount' },
    {
      id: 'reasonForWithdrawal',
      header: 'Reason For Withdrawal',
      cell: (t) => t.reasonForWithdrawal,
      sortingField: 'reasonForWithdrawal',
    },
    { id: 'status', header: 'Status', cell: (t) => <AdvanceStatusBadge status={t.status} />, sortingField: 'status' },
    { id: 'createdAt', header: 'Request Date', cell: (t) => formatDateTime(t.createdAt), sortingField: 'createdAt' },
    {
      id: 'transferDate',
      header: 'Transfer Date',
      cell: (t) => isoToDisplay(t.transferDate) || '-',
      sortingField: 'transferDate',
    },
  ];
}
