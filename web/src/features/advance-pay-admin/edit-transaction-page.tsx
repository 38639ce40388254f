import { isoToDisplay } from '../../components/date-text';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { periodFromKey } from '../../../../shared/domain/advance-pay/advance-pay';
import {
  ADMIN_MESSAGES,
  ADMIN_SETTABLE_STATUSES,
  ADMIN_TRANSITIONS,
  isLocked,
  type AdminSettableStatus,
} from '../../../../shared/domain/money/bank-transfer';
import { statusLabel } from '../../components/entity-status';
import { formatRm } from '../../../../shared/domain/money/money';
import { klDate } from '../../../../shared/domain/time/time';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { formatDateTime } from '../../components/format';
import { FormPage } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { PageSpinner } from '../../components/page-spinner';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import { TransactionTimeline } from '../../components/transaction-timeline';
import { EDIT_TITLE, GET_FAILED, UPDATE_FAILED, UPDATED } from './messages';
import { NOT_AVAILABLE } from '../../components/not-available';
import { isPeriodKey } from '../../components/month-select';
import { ADMIN_TRANSACTIONS_PATH, adminTransactionsOf } from './paths';
import { payoutFacts } from '../../components/payout-facts';

const LABEL = (status: AdminSettableStatus): string => statusLabel('advanceTransaction', status);

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div data-testid={testId}>{children}</div>
    </div>
  );
}

/**
 * /internal/advance-pay/transactions/:orgId/:employeeICNumber/:id/:period/edit: the transaction, a status select (approved, processing, completed, cancelled), the transfer
 * date when completed and the reason when cancelled; completed and cancelled ones are read-only;
 * Save is disabled while the status is unchanged. Below, the history as a timeline.
 */
export function AdminEditTransactionPage() {
  const { orgId = '', employeeICNumber = '', id = '', period = '' } = useParams();
  const navigate = useNavigateTo();
  const location = useLocation();
  const queryClient = useQueryClient();
  const ref = { orgId, transactionId: id, employeeICNumber };
  const tx = useCallableQuery('advancePayAdmin-getOne', ref, {
    errorToast: GET_FAILED,
    enabled: !!orgId && !!id && !!employeeICNumber,
    retry: false,
  });
  const update = useCallableMutation('advancePayAdmin-updateOne', { errorToast: UPDATE_FAILED });
  const [status, setStatus] = useState<string>('');
  const [transferDate, setTransferDate] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // Each load of the transaction (the first, a refetch after saving) resets the chosen status to the stored one;
  // done while rendering so the form never shows the previous load's status.
  const [loaded, setLoaded] = useState(tx.data);
  if (tx.data !== loaded) {
    setLoaded(tx.data);
    if (tx.data) setStatus(tx.data.status);
  }

  // Back to the list the admin came from (its month and organisation filter), else to the transaction's month.
  const from = (location.state as { back?: unknown } | null)?.back;
  const back =
    typeof from === 'string' && from.startsWith(ADMIN_TRANSACTIONS_PATH)
      ? from
      : adminTransactionsOf(isPeriodKey(period) ? period : (tx.data?.periodKey ?? ''));
  const leaveGuard = useLeaveGuard(!!tx.data && status !== '' && status !== tx.data.status);
  if (tx.isPending) return <PageSpinner />;
  if (!tx.data) {
    return (
      <ContentLayout header={<Header variant="h1">{EDIT_TITLE}</Header>}>
        <Alert type="error" header={NOT_AVAILABLE} action={<Button onClick={() => navigate(back)}>Back</Button>}>
          This transaction could not be found. Go back to the list and choose it again.
        </Alert>
      </ContentLayout>
    );
  }
  const t = tx.data;
  const locked = isLocked(t.status);
  const allowed = ADMIN_TRANSITIONS[t.status];
  const options = ADMIN_SETTABLE_STATUSES.map((s) => ({
    value: s,
    label: LABEL(s),
    disabled: s !== t.status && !allowed.includes(s),
  }));
  const current = options.find((o) => o.value === status) ?? (status ? { value: status, label: status } : null);
  const unchanged = status === t.status;
  const today = klDate();
  const transferDateError =
    status !== 'completed'
      ? undefined
      : !transferDate
        ? ADMIN_MESSAGES.transferDateRequired
        : transferDate > today
          ? ADMIN_MESSAGES.transferDateFuture
          : undefined;
  const reasonError = status === 'cancelled' && !reason.trim() ? ADMIN_MESSAGES.reasonRequired : undefined;

  const save = () => {
    setSubmitted(true);
    if (unchanged || transferDateError || reasonError) return;
    update.mutate(
      {
        ...ref,
        status: status as AdminSettableStatus,
        ...(status === 'completed' ? { transferDate } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          notify.success(UPDATED);
          void queryClient.invalidateQueries({ queryKey: ['advancePayAdmin-getAll'] });
          void queryClient.invalidateQueries({ queryKey: ['advancePayAdmin-getOne'] });
          leaveGuard.allowNextLeave();
          navigate(back);
        },
      },
    );
  };

  return (
    <FormPage
      title={EDIT_TITLE}
      description={`${t.orgName ?? t.orgId} · ${t.period}`}
      onSubmit={save}
      onCancel={() => navigate(back)}
      cancelLabel="Back"
      submitTestId="admin-edit-save"
      busy={update.isPending}
      submitDisabled={unchanged}
      // A completed or cancelled transaction cannot change: only Back.
      actions={
        locked ? (
          <Button formAction="none" variant="link" onClick={() => navigate(back)}>
            Back
          </Button>
        ) : undefined
      }
      leaveGuard={leaveGuard}
      after={
        <Container header={<Header variant="h2">History</Header>}>
          <TransactionTimeline transaction={t} />
        </Container>
      }
    >
      <Container header={<Header variant="h2">Transaction</Header>}>
        <ColumnLayout columns={3} variant="text-grid">
          <Field label="Transaction Id">{t.id}</Field>
          <Field label="Organization">{t.orgName ?? t.orgId}</Field>
          <Field label="Employee">
            {t.createdBy} ({t.employeeICNumber})
          </Field>
          <Field label="Amount">{formatRm(t.amount)}</Field>
          <Field label="Service Fee">
            {t.fee === undefined ? '-' : `${formatRm(t.fee)} (paid by ${t.serviceFeePaidBy ?? 'employee'})`}
          </Field>
          <Field label="Net Amount">{formatRm(t.netAmount ?? t.amount)}</Field>
          {payoutFacts(t).map((f) => (
            <Field key={f.label} label={f.label}>
              {f.value}
            </Field>
          ))}
          <Field label="Bank Details">
            {[t.banking?.bank, t.banking?.bankCode, t.banking?.accountNumber].filter(Boolean).join(' · ') || '-'}
          </Field>
          <Field label="Reason For Withdrawal">{t.reasonForWithdrawal}</Field>
          <Field label="Period">{isPeriodKey(t.periodKey) ? periodFromKey(t.periodKey).text : t.period}</Field>
          <Field label="Date Initiated">{formatDateTime(t.createdAt)}</Field>
          <Field label="Status" testId="admin-edit-current-status">
            <AdvanceStatusBadge status={t.status} />
          </Field>
          <Field label="Sent to Bank">{t.sentToBank ? 'Yes' : 'No'}</Field>
          {t.transferDate && <Field label="Transfer Date">{isoToDisplay(t.transferDate)}</Field>}
          {t.reason && <Field label="Reason">{t.reason}</Field>}
          {t.modifiedBy && <Field label="Last Modified">{`${formatDateTime(t.modifiedAt)} by ${t.modifiedBy}`}</Field>}
        </ColumnLayout>
      </Container>

      <Container header={<Header variant="h2">Status</Header>}>
        {locked ? (
          <Alert type="info" data-testid="admin-edit-locked">
            This transaction is {statusLabel('advanceTransaction', t.status)} and can no longer be changed.
          </Alert>
        ) : (
          <SpaceBetween size="m">
            <FormField label="Status" description={unchanged ? 'Choose a new status to save.' : undefined}>
              <Select
                data-testid="admin-edit-status"
                selectedOption={current}
                options={options}
                onChange={(e) => setStatus(e.detail.selectedOption.value ?? t.status)}
              />
            </FormField>
            {status === 'completed' && (
              <DateField
                label="Transfer Date"
                value={transferDate}
                onChange={setTransferDate}
                errorText={submitted ? transferDateError : undefined}
                testId="admin-edit-transfer-date"
                toYear={Number(today.slice(0, 4))}
              />
            )}
            {status === 'cancelled' && (
              <FormField label="Reason" errorText={submitted ? reasonError : undefined}>
                <Textarea
                  data-testid="admin-edit-reason"
                  value={reason}
                  onChange={(e) => setReason(e.detail.value)}
                  placeholder="Why is it cancelled?"
                />
              </FormField>
            )}
          </SpaceBetween>
        )}
      </Container>
    </FormPage>
  );
}
