import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { AdvanceStatus, AdvanceTransactionRow } from '../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../shared/domain/money/money-format';
import { EntityStatus } from './entity-status';
import { isoToDisplay } from './date-text';
import { formatDateTime } from './format';
import type { useT } from '../i18n/i18n';
import { periodText } from '../i18n/period';

/** The status of an Advance Pay transaction as a coloured indicator. */
export const AdvanceStatusBadge = ({ status }: { status: AdvanceStatus }) => (
  <EntityStatus entity="advanceTransaction" status={status} />
);

/**
 * Columns of an Advance Pay transactions table, in the language of `t` (the page's `useT()`): a view link to
 * `{path}/{id}/details` when `viewPath` is given (hidden for management and on the dashboard),
 * Pay Period, Amount, Reason For Withdrawal, Status, Request Date, Transfer Date.
 */
export function transactionColumns(
  t: ReturnType<typeof useT>,
  opts: { viewPath?: string; onFollow?: (href: string) => void } = {},
): TableProps.ColumnDefinition<AdvanceTransactionRow>[] {
  const view: TableProps.ColumnDefinition<AdvanceTransactionRow>[] = opts.viewPath
    ? [
        {
          id: 'view',
          header: '',
          cell: (row) => {
            const href = `${opts.viewPath}/${row.id}/details`;
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
                {t('advancePay.view')}
              </Link>
            );
          },
        },
      ]
    : [];
  return [
    ...view,
    {
      id: 'period',
      header: t('advancePay.payPeriod'),
      cell: (row) => periodText(t.month, row.period),
      sortingField: 'period',
    },
    { id: 'amount', header: t('advancePay.amount'), cell: (row) => formatRm(row.amount), sortingField: 'amount' },
    {
      id: 'reasonForWithdrawal',
      header: t('advancePay.reasonForWithdrawalColumn'),
      cell: (row) => t.localize(row.reasonForWithdrawal),
      sortingField: 'reasonForWithdrawal',
    },
    {
      id: 'status',
      header: t('advancePay.status'),
      cell: (row) => <AdvanceStatusBadge status={row.status} />,
      sortingField: 'status',
    },
    {
      id: 'createdAt',
      header: t('advancePay.requestDate'),
      cell: (row) => formatDateTime(row.createdAt),
      sortingField: 'createdAt',
    },
    {
      id: 'transferDate',
      header: t('advancePay.transferDate'),
      cell: (row) => isoToDisplay(row.transferDate) || '-',
      sortingField: 'transferDate',
    },
  ];
}
