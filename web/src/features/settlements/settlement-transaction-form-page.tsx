import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { formatRm } from '../../../../shared/domain/money/money';
import { REPAYMENT_MESSAGES, type RepaymentDetail } from '../../../../shared/domain/finance/repayment';
import { klDate } from '../../../../shared/domain/time/time';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { SettlementTransactionFormSchema } from './settlement-form-schemas';
import { invalidateSettlements, settlementDetailsPath, settlementTransactionCreatePath } from './settlement-paths';

/** The payment form of a loaded settlement; afterwards back to the settlement. */
function NewTransactionForm({ settlement: r }: { settlement: RepaymentDetail }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(SettlementTransactionFormSchema, { paymentDate: klDate(), amountRepaid: '' });
  const create = useCallableMutation('repaymentTransactions-create', {
    errorToast: 'Failed to create Repayment Transaction!',
  });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const back = () => navigate(settlementDetailsPath(true, r));
  const save = () => {
    const values = form.submit();
    if (!values) return;
    create.mutate(
      { orgId: r.orgId, repaymentId: r.id, ...values },
      {
        onSuccess: () => {
          invalidateSettlements(queryClient);
          notify.success('Create action completed successfully!');
          leaveGuard.allowNextLeave();
          back();
        },
      },
    );
  };
  return (
    <FormPage
      title="New Settlement Transaction"
      description={`${r.disbursement.orgName} — ${r.disbursement.name}: ${formatRm(r.amountDue)} still due.`}
      testId="settlement-tx-form"
      onSubmit={save}
      onCancel={back}
      cancelTestId="settlement-tx-cancel"
      submitTestId="settlement-tx-save"
      busy={create.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Payment">
        <DateField
          label="Payment Date"
          value={form.values.paymentDate}
          onChange={(v) => form.set('paymentDate', v)}
          onBlur={() => form.touch('paymentDate')}
          errorText={form.shownError('paymentDate')}
          testId="settlement-tx-paymentDate"
        />
        <TextField
          form={form}
          name="amountRepaid"
          label="Amount Repaid (RM)"
          constraintText={`At most ${formatRm(r.amountDue)}`}
          testId="settlement-tx-amountRepaid"
        />
      </FormSection>
    </FormPage>
  );
}

/**
 * .../repayments/:repaymentId/transactions/create (administrators): a payment towards the
 * settlement; not offered once nothing is due.
 */
export function NewSettlementTransactionPage() {
  const { orgId = '' } = useParams();
  return orgId ? <NewTransactionOf orgId={orgId} /> : <ToInternalRoute />;
}

/**
 * /repayments/:repaymentId/:disbursementId/transactions/create names no organisation: an
 * administrator (the only one let in) is sent on to the same page under /internal, found in the list.
 */
function ToInternalRoute() {
  const { repaymentId = '' } = useParams();
  const list = useAllPages('repayments-getRepayments', {}, { errorToast: REPAYMENT_MESSAGES.listFailed });
  const found = list.data?.find((r) => r.id === repaymentId);
  if (list.isPending) return <Spinner size="large" />;
  if (!found) return <Box color="text-status-inactive">{REPAYMENT_MESSAGES.notFound}</Box>;
  return <Navigate replace to={settlementTransactionCreatePath(found)} />;
}

function NewTransactionOf({ orgId }: { orgId: string }) {
  const { repaymentId = '' } = useParams();
  const settlement = useCallableQuery(
    'repayments-getRepayment',
    { repaymentId, orgId },
    { enabled: repaymentId !== '', errorToast: REPAYMENT_MESSAGES.notFound },
  );
  if (settlement.isPending) return <Spinner size="large" />;
  const r = settlement.data;
  if (!r) return <Box color="text-status-inactive">{REPAYMENT_MESSAGES.notFound}</Box>;
  if (r.amountDue <= 0)
    return (
      <Box color="text-status-inactive" data-testid="settlement-fully-repaid">
        This settlement is fully repaid: there is nothing left to record.
      </Box>
    );
  return <NewTransactionForm settlement={r} />;
}
