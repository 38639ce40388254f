import { isoToDisplay } from '../../components/date-text';
import { useState } from 'react';
import { PAGE_SIZE_MAX } from '../../../../shared/callables/common';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import { TransactionTimeline } from '../../components/transaction-timeline';
import {
  DETAILS_TITLE,
  REPORT_FAILED,
  UPDATE_FAILED,
  approvedText,
  paidOnApprovalText,
  rejectedText,
} from './messages';
import { isPeriodKey } from '../../components/month-select';
import { NotAvailable } from '../../components/not-available';
import { TRANSACTIONS_PATH, transactionsOfMonthPath } from './paths';
import { RejectModal } from './reject-modal';
import { useInvalidateAdvancePay } from './use-management-transactions';
import { PENDING_STATUS } from '../../components/approval/approval-rule';
import { payoutFacts } from '../../components/payout-facts';

const FEE_PAYER = { employee: 'Employee (deducted upfront)', employer: 'Employer' } as const;

/**
 * /management/advance-pay/transactions/:employeeICNumber/:transactionId/:period/details: every
 * field of one withdrawal request with its timeline; Approve / Reject while it is pending.
 * Read through the employee's month report (the route carries the employee and the month).
 */
export function ManagementTransactionDetailsPage() {
  const { employeeICNumber = '', transactionId = '', period = '' } = useParams();
  const navigate = useNavigateTo();
  const invalidate = useInvalidateAdvancePay();
  const valid = employeeICNumber !== '' && transactionId !== '' && isPeriodKey(period);
  const report = useCallableQuery(
    'advancePayManagement-getEmployeeMonthlyReport',
    // The largest page: the request is one of the employee's month, and a month holds far fewer
    // (every withdrawal is at least RM 100 of the month's earned wages).
    { employeeICNumber, period, limit: PAGE_SIZE_MAX },
    { enabled: valid, errorToast: REPORT_FAILED, retry: false },
  );
  const update = useCallableMutation('advancePayManagement-updateTransaction', { errorToast: UPDATE_FAILED });
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  if (valid && report.isPending) return <PageSpinner />;
  const t = report.data?.transactions.find((x) => x.id === transactionId);
  const back = () => navigate(valid ? transactionsOfMonthPath(period) : TRANSACTIONS_PATH);
  if (!t) {
    return (
      <NotAvailable>
        <SpaceBetween size="s" alignItems="center">
          <span>
            This withdrawal request was not found in your organisation. Go back to the list and choose another one.
          </span>
          <Button onClick={back} data-testid="details-back">
            Back
          </Button>
        </SpaceBetween>
      </NotAvailable>
    );
  }

  const change = (status: 'approved' | 'rejected', reason?: string) =>
    update.mutate(
      { status, transactionId: t.id, employeeICNumber: t.employeeICNumber, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          notify.success(status === 'approved' ? approvedText(t.employeeName) : rejectedText(t.employeeName));
          setApproving(false);
          setRejecting(false);
          void invalidate();
        },
        onError: () => setApproving(false),
      },
    );

  const finished = t.status === 'rejected' || t.status === 'cancelled';
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${t.employeeName} — ${t.period}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={back} data-testid="details-back">
                Back
              </Button>
              {t.status === PENDING_STATUS.advanceTransaction && (
                <>
                  <Button onClick={() => setRejecting(true)} data-testid="details-reject">
                    Reject
                  </Button>
                  <Button variant="primary" onClick={() => setApproving(true)} data-testid="details-approve">
                    Approve
                  </Button>
                </>
              )}
            </SpaceBetween>
          }
        >
          {DETAILS_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {t.reviewReason && t.status === PENDING_STATUS.advanceTransaction ? (
          <Alert
            type="warning"
            header="The employee's bank account changed less than 24 hours ago"
            data-testid="detail-review-reason"
          >
            This request waits for your approval although the withdrawal policy approves automatically. Check with the
            employee that the new account is theirs before you approve.
          </Alert>
        ) : null}
        <Container header={<Header variant="h2">Withdrawal request</Header>} data-testid="transaction-details">
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Transaction Id', value: t.id },
              { label: 'Employee', value: t.employeeName },
              { label: 'IC Number', value: t.employeeICNumber },
              { label: 'Email', value: t.email || '-' },
              { label: 'Amount', value: formatRm(t.amount) },
              { label: 'Service Fee', value: t.fee !== undefined ? formatRm(t.fee) : '-' },
              { label: 'Service Fee Paid By', value: t.serviceFeePaidBy ? FEE_PAYER[t.serviceFeePaidBy] : '-' },
              { label: 'Net Amount', value: t.netAmount !== undefined ? formatRm(t.netAmount) : '-' },
              ...payoutFacts(t),
              { label: 'Salary', value: t.salary !== undefined ? formatRm(t.salary) : '-' },
              { label: 'Reason For Withdrawal', value: t.reasonForWithdrawal },
              { label: 'Date Initiated', value: formatDateTime(t.createdAt) },
              { label: 'Period', value: t.period },
              {
                label: 'Status',
                value: (
                  <span data-testid="details-status">
                    <AdvanceStatusBadge status={t.status} />
                  </span>
                ),
              },
              { label: 'Bank', value: t.banking?.bank || '-' },
              { label: 'Account Number', value: t.banking?.accountNumber || '-' },
              { label: 'Sent To Bank', value: t.sentToBank ? 'Yes' : 'No' },
              ...(t.status === 'completed'
                ? [{ label: 'Transfer Date', value: isoToDisplay(t.transferDate) || '-' }]
                : []),
              ...(t.reason ? [{ label: 'Reason', value: <span data-testid="details-reason">{t.reason}</span> }] : []),
              ...(finished
                ? [
                    {
                      label: t.status === 'rejected' ? 'Date rejected' : 'Date cancelled',
                      value: formatDateTime(t.modifiedAt),
                    },
                  ]
                : []),
              { label: 'Created By', value: t.createdBy },
              {
                label: 'Last Modified',
                value: `${formatDateTime(t.modifiedAt)}${t.modifiedBy ? ` by ${t.modifiedBy}` : ''}`,
              },
            ]}
          />
        </Container>
        <Container
          header={
            <Header variant="h2" description="Each step with its time; the expected credit date while it is on its way">
              Timeline
            </Header>
          }
        >
          <TransactionTimeline transaction={t} />
        </Container>
      </SpaceBetween>
      <ConfirmModal
        visible={approving}
        header="Approve withdrawal request"
        confirmLabel="Approve"
        onConfirm={() => change('approved')}
        onCancel={() => setApproving(false)}
        testId="approve-modal"
      >
        Approve the withdrawal of <b>{formatRm(t.amount)}</b> requested by <b>{t.employeeName}</b>?{' '}
        {paidOnApprovalText([t])}
      </ConfirmModal>
      <RejectModal
        target={rejecting ? t : null}
        busy={update.isPending}
        onReject={(reason) => change('rejected', reason)}
        onCancel={() => setRejecting(false)}
      />
    </ContentLayout>
  );
}
