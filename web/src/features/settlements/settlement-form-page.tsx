import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Spinner from '@cloudscape-design/components/spinner';
import { formatRm } from '../../../../shared/domain/money/money';
import { REPAYMENT_MESSAGES, type RepaymentDetail } from '../../../../shared/domain/finance/repayment';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { isoToDisplay } from '../../components/date-text';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, type ZodForm } from '../../components/zod-form';
import { useZodForm } from '../../components/zod-form';
import {
  SettlementCreateFormSchema,
  SettlementEditFormSchema,
  disbursementChoice,
  parseDisbursementChoice,
} from './settlement-form-schemas';
import { invalidateSettlements, settlementDetailsPath, settlementsPath } from './settlement-paths';

const LIST_PATH = settlementsPath(true);

/** The date field of a settlement form. */
function DueDate<S extends typeof SettlementCreateFormSchema | typeof SettlementEditFormSchema>({
  form,
}: {
  form: ZodForm<S>;
}) {
  return (
    <DateField
      label="Due Date"
      value={form.values.dueDate}
      onChange={(v) => form.set('dueDate', v)}
      onBlur={() => form.touch('dueDate')}
      errorText={form.shownError('dueDate')}
      testId="settlement-dueDate"
    />
  );
}

/**
 * The completed disbursements an administrator may give a settlement: those without a live one
 * (a settlement that was deleted leaves its disbursement free again).
 */
function useUnsettledDisbursements() {
  const disbursements = useAllPages(
    'disbursements-getDisbursements',
    { status: 'completed' },
    { errorToast: 'Failed to fetch salaries Disbursements!' },
  );
  const settlements = useAllPages('repayments-getRepayments', {}, { errorToast: REPAYMENT_MESSAGES.listFailed });
  const settled = new Set((settlements.data ?? []).map((r) => r.disbursementId));
  const items = (disbursements.data ?? []).filter((d) => d.status === 'completed' && !settled.has(d.id));
  return { isPending: disbursements.isPending || settlements.isPending, items };
}

/** /internal/repayments/create: a settlement for a completed disbursement; then back to the list. */
export function CreateSettlementPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(SettlementCreateFormSchema, { choice: '', dueDate: '', amountDue: '', amountRepaid: '0' });
  const create = useCallableMutation('repayments-create', { errorToast: 'Failed to create Repayment!' });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const candidates = useUnsettledDisbursements();
  const options = candidates.items.map((d) => ({
    value: disbursementChoice(d.orgId, d.id),
    label: `${d.orgName} — ${d.name} (${isoToDisplay(d.date)}, ${formatRm(d.total)})`,
  }));

  const save = () => {
    const values = form.submit();
    if (!values) return;
    const { orgId, disbursementId } = parseDisbursementChoice(values.choice);
    create.mutate(
      {
        orgId,
        disbursementId,
        dueDate: values.dueDate,
        amountDue: values.amountDue,
        amountRepaid: values.amountRepaid,
      },
      {
        onSuccess: () => {
          invalidateSettlements(queryClient);
          notify.success('Create action completed successfully!');
          leaveGuard.allowNextLeave();
          navigate(LIST_PATH);
        },
      },
    );
  };

  return (
    <FormPage
      title="New Settlement"
      description="Only completed disbursements without a settlement can be chosen."
      testId="settlement-form"
      onSubmit={save}
      onCancel={() => navigate(LIST_PATH)}
      cancelTestId="settlement-cancel"
      submitTestId="settlement-save"
      busy={create.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Settlement">
        {candidates.isPending ? (
          <Spinner />
        ) : (
          <SelectField
            form={form}
            name="choice"
            label="Disbursement"
            options={options}
            placeholder="Choose a completed disbursement"
            testId="settlement-disbursement"
          />
        )}
        <DueDate form={form} />
        <TextField form={form} name="amountDue" label="Amount Due (RM)" testId="settlement-amountDue" />
        <TextField form={form} name="amountRepaid" label="Amount Repaid (RM)" testId="settlement-amountRepaid" />
      </FormSection>
    </FormPage>
  );
}

/** The edit form of a loaded settlement. */
function EditSettlementForm({ settlement: r }: { settlement: RepaymentDetail }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(SettlementEditFormSchema, { dueDate: r.dueDate, amountDue: String(r.amountDue) });
  const update = useCallableMutation('repayments-update', { errorToast: 'Failed to update Repayment!' });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const save = () => {
    const values = form.submit();
    if (!values) return;
    update.mutate(
      { orgId: r.orgId, repaymentId: r.id, ...values, modifiedAt: r.modifiedAt },
      {
        onSuccess: () => {
          invalidateSettlements(queryClient);
          notify.success('Update action completed successfully!');
          leaveGuard.allowNextLeave();
          navigate(LIST_PATH);
        },
      },
    );
  };
  return (
    <FormPage
      title="Edit Settlement"
      description={`${r.disbursement.orgName} — ${r.disbursement.name}. A different amount due moves the credit line by the difference.`}
      testId="settlement-form"
      onSubmit={save}
      onCancel={() => navigate(settlementDetailsPath(true, r))}
      cancelTestId="settlement-cancel"
      submitTestId="settlement-save"
      busy={update.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Settlement">
        <DueDate form={form} />
        <TextField form={form} name="amountDue" label="Amount Due (RM)" testId="settlement-amountDue" />
        <FormField label="Amount Repaid">
          <Input value={formatRm(r.amountRepaid)} readOnly ariaLabel="Amount Repaid" />
        </FormField>
      </FormSection>
    </FormPage>
  );
}

/** /internal/:orgId/disbursement/:disbursementId/repayments/:repaymentId/edit; then back to the list. */
export function EditSettlementPage() {
  const { orgId = '', repaymentId = '' } = useParams();
  const settlement = useCallableQuery(
    'repayments-getRepayment',
    { repaymentId, orgId },
    { enabled: repaymentId !== '', errorToast: REPAYMENT_MESSAGES.notFound },
  );
  if (settlement.isPending) return <Spinner size="large" />;
  const r = settlement.data;
  if (!r) return <Box color="text-status-inactive">{REPAYMENT_MESSAGES.notFound}</Box>;
  return <EditSettlementForm key={`${r.id}@${r.modifiedAt}`} settlement={r} />;
}
