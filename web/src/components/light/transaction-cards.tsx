import type { ReactNode } from 'react';
import type { AdvanceTransactionRow } from '../../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { isoToDisplay } from '../date-text';
import { formatDateTime } from '../format';
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
    <ul className="tx-cards" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.id} className="tx-card" data-testid="transaction-card">
          <div className="tx-card__head">
            <span className="tx-card__amount" data-testid="transaction-amount">
              {formatRm(row.amount)}
            </span>
            <StatusBadge entity="advanceTransaction" status={row.status} />
          </div>
          <dl className="tx-card__facts">
            <div>
              <dt>{t('advancePay.payPeriod')}</dt>
              <dd>{periodText(t.month, row.period)}</dd>
            </div>
            <div>
              <dt>{t('advancePay.reasonForWithdrawalColumn')}</dt>
              <dd>{t.localize(row.reasonForWithdrawal)}</dd>
            </div>
            <div>
              <dt>{t('advancePay.requestDate')}</dt>
              <dd>{formatDateTime(row.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('advancePay.transferDate')}</dt>
              <dd>{isoToDisplay(row.transferDate) || '-'}</dd>
            </div>
          </dl>
          {link && <div className="tx-card__link">{link(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
