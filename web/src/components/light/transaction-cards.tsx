import type { ReactNode } from 'react';
import type { AdvanceTransactionRow } from '../../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { isoToDisplay } from '../date-text';
import { formatDateTime } from '../format';
import { FactCards } from './fact-cards';
import { StatusBadge } from './status-badge';

/** A row, with (where its list gives them) when its decision is due (Unix seconds) and the expected credit date. */
type CardRow = AdvanceTransactionRow & { decisionDueAt?: number; expectedCreditDate?: string };

/**
 * Advance Pay transactions as stacked cards (a phone's list; the dashboard's recent ones and the
 * Transactions page): the amount and status first, then Pay Period, Reason For Withdrawal, Request
 * Date and Transfer Date, each with its label, as the table columns have them
 * (advance-transactions.tsx), and Decision Due By and Expected Credit Date where the row has them
 * (docs/rules.md#decision-deadline-and-escalation). `link` adds a View link to each transaction's details.
 */
export function TransactionCards<R extends CardRow>({
  rows,
  link,
  testId,
}: {
  rows: readonly R[];
  link?: (row: R) => ReactNode;
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
        ...(row.decisionDueAt === undefined
          ? []
          : [
              {
                label: t('advancePay.decisionDueLabel'),
                value: formatDateTime(row.decisionDueAt),
                testId: 'transaction-decision-due',
              },
            ]),
        ...(row.expectedCreditDate
          ? [
              {
                label: t('advancePay.expectedCreditDate'),
                value: isoToDisplay(row.expectedCreditDate),
                testId: 'transaction-expected-credit',
              },
            ]
          : []),
      ]}
      actions={link}
    />
  );
}
