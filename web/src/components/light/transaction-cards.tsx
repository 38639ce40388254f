import type { ReactNode } from 'react';
import type { AdvanceTransactionRow } from '../../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { isoToDisplay } from '../date-text';
import { formatDateTime } from '../format';
import { FactCards } from './fact-cards';
import { StatusBadge } from './status-badge';

/**
 * Advance Pay transactions as stacked cards (a phone's list; the dashboard's recent ones and the
 * Transactions page): the amount and status first, then Pay Period, Reason For Withdrawal, Request
 * Date and Transfer Date, each with its label, as the table columns have them
 * (advance-transactions.tsx). `link` adds a View link to each transaction's details.
 */
export function TransactionCards({
  rows,
  link,
  testId,
}: {
  rows: readonly AdvanceTransactionRow[];
  link?: (row: AdvanceTransactionRow) => ReactNode;
  testId?: string;
}) {
  const t = useT();
  return (
    <FactCards
      items={rows}
      keyOf={(row) => row.id}
      cardTestId={() => 'transaction-card'}
      testId={testId}
      head={(row) => (
        <>
          <span className="tx-card__amount" data-testid="transaction-amount">
            {formatRm(row.amount)}
          </span>
          <StatusBadge entity="advanceTransaction" status={row.status} />
        </>
      )}
      facts={(row) => [
        { label: t('advancePay.payPeriod'), value: periodText(t.month, row.period) },
        { label: t('advancePay.reasonForWithdrawalColumn'), value: t.localize(row.reasonForWithdrawal) },
        { label: t('advancePay.requestDate'), value: formatDateTime(row.createdAt) },
        { label: t('advancePay.transferDate'), value: isoToDisplay(row.transferDate) || '-' },
      ]}
      actions={link}
    />
  );
}
