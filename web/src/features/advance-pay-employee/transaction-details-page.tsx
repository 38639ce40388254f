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

/**
 * /advance-pay/transactions/:transactionId/details: Transaction Id, Amount,
 * Reason For Withdrawal, Date Initiated, Period, Status, Transfer Date (only when completed),
 * Reason (if present), Date cancelled/rejected (the modified date) when cancelled or rejected;
 * also the fee, the net amount, the timeline and the expected credit date (docs/rules.md#expected-credit-date).
 * 'Not Available!' when the transaction is missing or Advance Pay is off.
 */
export function TransactionDetailsPage() {
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
      Back
    </Button>
  );
  if (org.isPending || (advancePay && tx.isPending)) return <PageSpinner />;
  const t = tx.data;
  if (!advancePay || !t) {
    return (
      <ContentLayout
        header={
          <Header variant="h1" actions={back}>
            {TITLES.details}
          </Header>
        }
      >
        <NotAvailable />
      </ContentLayout>
    );
  }

  const items: KeyValuePairsProps.Item[] = [
    { label: 'Transaction Id', value: <span data-testid="detail-id">{t.id}</span> },
    { label: 'Amount', value: <span data-testid="detail-amount">{formatRm(t.amount)}</span> },
    {
      label: 'Reason For Withdrawal',
      value: <span data-testid="detail-reason-for-withdrawal">{t.reasonForWithdrawal}</span>,
    },
    { label: 'Date Initiated', value: <span data-testid="detail-date-initiated">{formatDateTime(t.createdAt)}</span> },
    { label: 'Period', value: <span data-testid="detail-period">{t.period}</span> },
    {
      label: 'Status',
      value: (
        <span data-testid="detail-status">
          <AdvanceStatusBadge status={t.status} />
        </span>
      ),
    },
  ];
  if (t.status === 'completed' && t.transferDate)
    items.push({
      label: 'Transfer Date',
      value: <span data-testid="detail-transfer-date">{isoToDisplay(t.transferDate)}</span>,
    });
  if (t.reason) items.push({ label: 'Reason', value: <span data-testid="detail-reason">{t.reason}</span> });
  if (t.status === 'cancelled' || t.status === 'rejected') {
    items.push({
      label: 'Date cancelled/rejected',
      value: <span data-testid="detail-date-cancelled">{formatDateTime(t.modifiedAt)}</span>,
    });
  }
  if (t.fee !== undefined) {
    const percent = t.amount > 0 ? Math.round((t.fee / t.amount) * 10_000) / 100 : 0;
    items.push({
      label: 'Service Fee',
      value: (
        <span data-testid="detail-fee">{`${formatRm(t.fee)} (${percent}%${t.serviceFeePaidBy === 'employer' ? ', paid by your employer' : ''})`}</span>
      ),
    });
  }
  if (t.netAmount !== undefined)
    items.push({
      label: 'Amount Received',
      value: <span data-testid="detail-net-amount">{formatRm(t.netAmount)}</span>,
    });
  if (t.expectedCreditDate)
    items.push({
      label: 'Expected Credit Date',
      value: <span data-testid="detail-expected-credit">{isoToDisplay(t.expectedCreditDate)}</span>,
    });

  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={back}>
          {TITLES.details}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {t.reviewReason && t.status === PENDING_STATUS.advanceTransaction ? (
          <Alert type="info" data-testid="detail-review-reason">
            {t.reviewReason}
          </Alert>
        ) : null}
        <Container header={<Header variant="h2">Transaction</Header>} data-testid="transaction-details">
          <KeyValuePairs columns={3} items={items} />
        </Container>
        <Container
          header={
            <Header
              variant="h2"
              description="A transfer takes 2 working days after the end-of-day bank transfer (working days, 16:00 Malaysia time)."
            >
              Timeline
            </Header>
          }
        >
          <TransactionTimeline transaction={t} />
          <Box variant="small" color="text-body-secondary" margin={{ top: 's' }}>
            Working days are Monday to Friday; public holidays may add a day.
          </Box>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
