import { isoToDisplay } from '../../components/date-text';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import { TransactionTimeline } from '../../components/transaction-timeline';
import { PATHS, TITLES } from './messages';
import { PENDING_STATUS } from '../../components/approval/approval-rule';
import { useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';

/** The server's prefix of a review reason: the reason after it is localized on its own. */
const WAITS_PREFIX = "Waits for a manager's approval: ";

/**
 * /advance-pay/transactions/:transactionId/details: Transaction Id, Amount,
 * Reason For Withdrawal, Date Initiated, Period, Status, Transfer Date (only when completed),
 * Reason (if present), Date cancelled/rejected (the modified date) when cancelled or rejected;
 * also the fee, the net amount, the timeline and the expected credit date (docs/rules.md#expected-credit-date).
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
    <Button onClick={() => navigate(PATHS.transactions)} data-testid="back">
      {text('common.back')}
    </Button>
  );
  if (org.isPending || (advancePay && tx.isPending)) return <PageSpinner />;
  const t = tx.data;
  if (!advancePay || !t) {
    return (
      <ContentLayout
        header={
          <Header variant="h1" actions={back}>
            {text.localize(TITLES.details)}
          </Header>
        }
      >
        <NotAvailable />
      </ContentLayout>
    );
  }

  const items: KeyValuePairsProps.Item[] = [
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
          <AdvanceStatusBadge status={t.status} />
        </span>
      ),
    },
  ];
  if (t.status === 'completed' && t.transferDate)
    items.push({
      label: text('advancePay.transferDate'),
      value: <span data-testid="detail-transfer-date">{isoToDisplay(t.transferDate)}</span>,
    });
  if (t.reason)
    items.push({ label: text('advancePay.reason'), value: <span data-testid="detail-reason">{t.reason}</span> });
  if (t.status === 'cancelled' || t.status === 'rejected') {
    items.push({
      label: text('advancePay.dateCancelledRejected'),
      value: <span data-testid="detail-date-cancelled">{formatDateTime(t.modifiedAt)}</span>,
    });
  }
  if (t.fee !== undefined) {
    const percent = t.amount > 0 ? Math.round((t.fee / t.amount) * 10_000) / 100 : 0;
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
    <ContentLayout
      header={
        <Header variant="h1" actions={back}>
          {text.localize(TITLES.details)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {t.reviewReason && t.status === PENDING_STATUS.advanceTransaction ? (
          <Alert type="info" data-testid="detail-review-reason">
            {t.reviewReason.startsWith(WAITS_PREFIX)
              ? text('advancePay.waitsForApproval', {
                  message: text.localize(t.reviewReason.slice(WAITS_PREFIX.length)),
                })
              : text.localize(t.reviewReason)}
          </Alert>
        ) : null}
        <Container
          header={<Header variant="h2">{text('advancePay.transaction')}</Header>}
          data-testid="transaction-details"
        >
          <KeyValuePairs columns={3} items={items} />
        </Container>
        <Container
          header={
            <Header variant="h2" description={text('advancePay.timelineDescription')}>
              {text('advancePay.timeline')}
            </Header>
          }
        >
          <TransactionTimeline transaction={t} />
          <Box variant="small" color="text-body-secondary" margin={{ top: 's' }}>
            {text('advancePay.workingDays')}
          </Box>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
