import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import type { RepaymentDetail, RepaymentTransaction } from '../../../../shared/domain/finance/repayment';
import { useCallableMutation } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../components/zod-form';
import { ActionDialog } from './action-dialogs';
import { SettlementTransactionFormSchema } from './settlement-form-schemas';

/**
 * An administrator corrects a settlement transaction in place: its payment date and amount (the
 * difference moves on the settlement and the credit line). A refusal shows 'Error!' in the dialog.
 */
export function EditTransactionDialog({
  settlement,
  transaction: t,
  onDone,
  onClose,
}: {
  settlement: RepaymentDetail;
  transaction: RepaymentTransaction;
  onDone: () => void;
  onClose: () => void;
}) {
  const form = useZodForm(SettlementTransactionFormSchema, {
    paymentDate: t.paymentDate,
    amountRepaid: String(t.amountRepaid),
  });
  const update = useCallableMutation('repaymentTransactions-update');
  const save = () => {
    const values = form.submit();
    if (!values) return;
    update.mutate(
      {
        orgId: settlement.orgId,
        repaymentId: settlement.id,
        id: t.id,
        paymentDate: values.paymentDate,
        amountRepaid: values.amountRepaid,
        modifiedAt: t.modifiedAt,
      },
      {
        onSuccess: () => {
          notify.success('Update action completed successfully!');
          onDone();
        },
      },
    );
  };
  return (
    <ActionDialog
      header="Edit Settlement Transaction"
      confirmLabel="Save"
      busy={update.isPending}
      error={update.isError ? update.error : null}
      onConfirm={save}
      onClose={onClose}
      testId="settlement-tx-edit-dialog"
    >
      <SpaceBetween size="m">
        <DateField
          label="Payment Date"
          value={form.values.paymentDate}
          onChange={(v) => form.set('paymentDate', v)}
          onBlur={() => form.touch('paymentDate')}
          errorText={form.shownError('paymentDate')}
          testId="settlement-tx-edit-date"
        />
        <FormField
          label="Amount Repaid"
          constraintText={`At most ${formatRm(settlement.amountDue + t.amountRepaid)} (RM)`}
          errorText={form.shownError('amountRepaid')}
        >
          <Input
            value={form.values.amountRepaid}
            inputMode="decimal"
            onChange={(e) => form.set('amountRepaid', e.detail.value)}
            onBlur={() => form.touch('amountRepaid')}
            ariaLabel="Amount Repaid"
            data-testid="settlement-tx-edit-amount"
          />
        </FormField>
      </SpaceBetween>
    </ActionDialog>
  );
}
