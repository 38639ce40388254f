import { isoToDisplay } from '../../components/date-text';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import { Suspense, type ReactNode } from 'react';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { LightButton } from '../../components/light/light';
import { StatusBadge } from '../../components/light/status-badge';
import { preloadable } from '../../app/preloadable';
import { CloudscapeI18n } from '../../i18n/cloudscape-i18n';
import type { TimelineTransaction } from '../../components/transaction-timeline';
import { PATHS, TITLES } from './messages';
import { PENDING_STATUS } from '../../components/approval/approval-rule';
import { loadAreas, useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { feePercentOf } from '../../components/payout-facts';

/** The timeline (Cloudscape's Steps, as the management's details show it): loaded after the figures. */
const TransactionTimeline = preloadable<{ transaction: TimelineTransaction }>(() =>
  Promise.all([
    import('../../components/transaction-timeline'),
    CloudscapeI18n.preload(),
    loadAreas(['advancePay']),
  ]).then(([m]) => ({
    default: m.TransactionTimeline,
  })),
);

interface Item {
  label: string;
  value: ReactNode;
}

/** The page's frame: its heading with Back beside it, then `children`. */
function DetailsLayout({ title, back, children }: { title: string; back: ReactNode; children: ReactNode }) {
  return (
    <div className="light-stack">
      <header className="tx-details__header">
        <h1 className="light-h1">{title}</h1>
        {back}
      </header>
      {children}
    </div>
  );
}

/** The server's prefix of a review reason: the reason after it is localized on its own. */
const WAITS_PREFIX = "Waits for a manager's approval: ";

/**
 * /advance-pay/transactions/:transactionId/details: Transaction Id, Amount,
 * Reason For Withdrawal, Date Initiated, Period, Status, Transfer Date (only when completed),
 * Reason (if present), Date cancelled/rejected (the modified date) when cancelled or rejected;
 * also the fee, the net amount, the timeline and the expected credit date (docs/rules.md#expected-credit-date);
 * the payout (Instant or Standard), the instant fee and the DuitNow reference, and when an instant
 * payout fell back to the end-of-day batch, a note that says so (docs/rules.md#instant-payout).
 * 'Not Available!' when the transaction is missing or Advance Pay is off.
 */
export function TransactionDetailsPage() {
  const text = useT();
  const { transactionId = '' } = useParams();
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const tx = useCallableQuery(
    'advancePayEmployee-getTransaction',
    { transactionId },
    { enabled: advancePay && !!transactionId, retry: false },
  );

  const back = (
    <LightButton onClick={() => navigate(PATHS.transactions)} testId="back">
      {text('common.back')}
    </LightButton>
  );
  if (org.isPending || (advancePay && tx.isPending)) return <PageSpinner />;
  const t = tx.data;
  if (!advancePay || !t) {
    return (
      <DetailsLayout title={text.localize(TITLES.details)} back={back}>
        <NotAvailable />
      </DetailsLayout>
    );
  }

  const items: Item[] = [
    { label: text('advancePay.transactionId'), value: <span data-testid="detail-id">{t.id}</span> },
    { label: text('advancePay.amount'), value: <span data-testid="detail-amount">{formatRm(t.amount)}</span> },
    {
      label: text('advancePay.reasonForWithdrawalColumn'),
      value: <span data-testid="detail-reason-for-withdrawal">{text.localize(t.reasonForWithdrawal)}</span>,
    },
    {
      label: text('advancePay.dateInitiated'),
      value: <span data-testid="detail-date-initiated">{formatDateTime(t.createdAt)}</span>,
    },
    {
      label: text('advancePay.period'),
      value: <span data-testid="detail-period">{text.month(t.periodKey) || periodText(text.month, t.period)}</span>,
    },
    {
      label: text('advancePay.status'),
      value: (
        <span data-testid="detail-status">
          <StatusBadge entity="advanceTransaction" status={t.status} />
        </span>
      ),
    },
  ];
  if (t.status === 'completed' && t.transferDate)
    items.push({
      label: text('advancePay.transferDate'),
      value: <span data-testid="detail-transfer-date">{isoToDisplay(t.transferDate)}</span>,
    });
  if (t.payout)
    items.push({
      label: text('advancePay.payout'),
      value: (
        <span data-testid="detail-payout">
          {text(t.payout === 'instant' ? 'advancePay.payoutInstant' : 'advancePay.payoutStandardDetail')}
        </span>
      ),
    });
  if (t.gatewayReference)
    items.push({
      label: text('advancePay.gatewayReference'),
      value: <span data-testid="detail-gateway-reference">{t.gatewayReference}</span>,
    });
  if (t.reason)
    items.push({ label: text('advancePay.reason'), value: <span data-testid="detail-reason">{t.reason}</span> });
  if (t.status === 'cancelled' || t.status === 'rejected') {
    items.push({
      label: text('advancePay.dateCancelledRejected'),
      value: <span data-testid="detail-date-cancelled">{formatDateTime(t.modifiedAt)}</span>,
    });
  }
  const percentOf = (fee: number) => feePercentOf(fee, t.amount);
  if (t.fee !== undefined) {
    const percent = percentOf(t.fee);
    items.push({
      label: text('advancePay.serviceFeeLabel'),
      value: (
        <span data-testid="detail-fee">
          {t.serviceFeePaidBy === 'employer'
            ? text('advancePay.feePercentByEmployer', { fee: formatRm(t.fee), percent })
            : `${formatRm(t.fee)} (${percent}%)`}
        </span>
      ),
    });
  }
  if (t.instantFee !== undefined)
    items.push({
      label: text('advancePay.instantFee'),
      value: <span data-testid="detail-instant-fee">{`${formatRm(t.instantFee)} (${percentOf(t.instantFee)}%)`}</span>,
    });
  if (t.netAmount !== undefined)
    items.push({
      label: text('advancePay.amountReceived'),
      value: <span data-testid="detail-net-amount">{formatRm(t.netAmount)}</span>,
    });
  if (t.expectedCreditDate)
    items.push({
      label: text('advancePay.expectedCreditDate'),
      value: <span data-testid="detail-expected-credit">{isoToDisplay(t.expectedCreditDate)}</span>,
    });

  return (
    <DetailsLayout title={text.localize(TITLES.details)} back={back}>
      {t.reviewReason && t.status === PENDING_STATUS.advanceTransaction ? (
        <div className="light-card tx-details__note" role="status" data-testid="detail-review-reason">
          {t.reviewReason.startsWith(WAITS_PREFIX)
            ? text('advancePay.waitsForApproval', {
                message: text.localize(t.reviewReason.slice(WAITS_PREFIX.length)),
              })
            : text.localize(t.reviewReason)}
        </div>
      ) : null}
      {t.instantState === 'failed' ? (
        <div className="light-card tx-details__note" role="status" data-testid="detail-instant-failed">
          {text('advancePay.instantFailedNote')}
        </div>
      ) : null}
      {t.decisionDueAt !== undefined && t.status === PENDING_STATUS.advanceTransaction ? (
        <div
          className="light-card tx-details__note light-stack light-stack--s"
          role="status"
          data-testid="detail-decision-due"
        >
          <strong>{text('advancePay.decisionDue', { time: formatDateTime(t.decisionDueAt) })}</strong>
          {t.escalatedAt ? (
            <span>{text('advancePay.escalatedNote', { time: formatDateTime(t.escalatedAt) })}</span>
          ) : null}
          {t.escalatedToBackupAt ? (
            <span>{text('advancePay.escalatedToBackupNote', { time: formatDateTime(t.escalatedToBackupAt) })}</span>
          ) : null}
        </div>
      ) : null}
      <section className="light-card light-stack light-stack--s" data-testid="transaction-details">
        <h2 className="light-h2">{text('advancePay.transaction')}</h2>
        <dl className="tx-details__facts">
          {items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="light-card light-stack light-stack--s">
        <div>
          <h2 className="light-h2">{text('advancePay.timeline')}</h2>
          <p className="light-secondary">{text('advancePay.timelineDescription')}</p>
        </div>
        <Suspense fallback={<PageSpinner />}>
          <CloudscapeI18n>
            <TransactionTimeline transaction={t} />
          </CloudscapeI18n>
        </Suspense>
        <p className="light-secondary">{text('advancePay.workingDays')}</p>
      </section>
    </DetailsLayout>
  );
}
