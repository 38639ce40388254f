import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import {
  DISBURSEMENT_MESSAGES,
  DisbursementFieldsObject,
  MIN_DAYS_AHEAD,
  disbursementActionFailed,
  disbursementFeesRm,
  earliestDisbursementDate,
  type Disbursement,
  type PayeesType,
  isChosenPayee,
  type SelectedPayee,
} from '../../../../shared/domain/finance/disbursement';
import { disbursementActions } from '../../../../shared/domain/finance/disbursement-status';
import { formatRm } from '../../../../shared/domain/money/money';
import { actionCompleted } from '../../../../shared/domain/benefits/supplier';
import { klDate, klParts } from '../../../../shared/domain/time/time';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { DateField } from '../../components/date-field';
import { isoToDisplay } from '../../components/date-text';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { DISBURSEMENTS_PATH, disbursementViewPath, invalidateDisbursements } from './disbursement-paths';
import { PAYEES_TYPE_OPTIONS, REPAYMENT_PERIOD_OPTIONS, payeesTypeLabel } from './disbursement-text';
import { FeesSummary } from './fees-summary';
import { EmployeePayeeDialog, SupplierPayeeDialog } from './payee-dialogs';
import { PayeesTable } from './payees-table';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

/**
 * The fields above the payees, as the form holds them (text): the server's own rules for the
 * name, date (at least 3 days ahead), payees' type and notes; the period is one of 1, 2, 3.
 */
const DetailsSchema = DisbursementFieldsObject.pick({ name: true, date: true, payeesType: true, notes: true }).extend({
  repaymentPeriod: z.enum(['1', '2', '3'], { error: DISBURSEMENT_MESSAGES.required }),
});

const toValues = (d?: Disbursement) => ({
  name: d?.name ?? '',
  date: d?.date ?? '',
  repaymentPeriod: d ? String(d.repaymentPeriod) : '',
  payeesType: d?.payeesType ?? '',
  notes: d?.notes ?? '',
});

/** The disbursement form: create, or edit of a draft or pending-approval `disbursement`. */
function DisbursementForm({ disbursement }: { disbursement?: Disbursement }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(DetailsSchema, toValues(disbursement));
  const [payees, setPayees] = useState<SelectedPayee[]>(
    // An open disbursement's payees are as chosen: only a closed one's are ever anonymised.
    () => disbursement?.selectedPayees.filter(isChosenPayee) ?? [],
  );
  const [payeesChanged, setPayeesChanged] = useState(false);
  const [adding, setAdding] = useState(false);
  const [pendingType, setPendingType] = useState<PayeesType | null>(null);
  const [tried, setTried] = useState(false);
  const credit = useCallableQuery('disbursements-getCreditLine', {});
  const create = useCallableMutation('disbursements-create', { errorToast: disbursementActionFailed('create') });
  const update = useCallableMutation('disbursements-update', { errorToast: disbursementActionFailed('update') });
  const leaveGuard = useLeaveGuard(form.isDirty || payeesChanged);
  const payeesType = form.values.payeesType as PayeesType | '';
  // Save as Draft is only for a new disbursement or a draft: a pending one goes forward only.
  const draftAllowed = !disbursement || disbursementActions(disbursement.status, 'management').includes('saveDraft');

  const changePayees = (next: SelectedPayee[]) => {
    setPayees(next);
    setPayeesChanged(true);
  };
  const chooseType = (next: PayeesType) => {
    if (next === payeesType) return;
    // Employees and suppliers are paid differently: the list is cleared, after asking when it holds any.
    if (payees.length > 0) setPendingType(next);
    else form.set('payeesType', next);
  };

  const missingInvoices = payeesType === 'suppliers' && payees.some((p) => !p.files?.length);
  const save = (isDraft: boolean) => {
    setTried(true);
    const fields = form.submit();
    const problem = !fields
      ? DISBURSEMENT_MESSAGES.formInvalid
      : payees.length === 0
        ? DISBURSEMENT_MESSAGES.noPayees
        : missingInvoices
          ? DISBURSEMENT_MESSAGES.invoicesRequired
          : undefined;
    if (!fields || problem) {
      notify.error(problem ?? DISBURSEMENT_MESSAGES.formInvalid);
      return;
    }
    const input = {
      name: fields.name,
      date: fields.date,
      repaymentPeriod: Number(fields.repaymentPeriod),
      payeesType: fields.payeesType,
      ...(fields.notes ? { notes: fields.notes } : {}),
      selectedPayees: payees,
      isDraft,
    };
    const done = (saved: Disbursement, action: string) => {
      invalidateDisbursements(queryClient);
      notify.success(actionCompleted(action));
      leaveGuard.allowNextLeave();
      navigate(disbursementViewPath(saved.id));
    };
    if (disbursement)
      update.mutate(
        { ...input, disbursementId: disbursement.id, modifiedAt: disbursement.modifiedAt },
        { onSuccess: (saved) => done(saved, 'update') },
      );
    else create.mutate(input, { onSuccess: (saved) => done(saved, 'create') });
  };

  const period = Number(form.values.repaymentPeriod) || 0;
  const terms = credit.data;
  const fees = terms
    ? disbursementFeesRm(
        payees.map((p) => p.amount),
        terms,
        period,
      )
    : undefined;
  const overCredit = terms && fees ? fees.total > terms.available : false;
  const earliest = earliestDisbursementDate(klDate());
  const busy = create.isPending || update.isPending;

  return (
    <>
      <FormPage
        title={disbursement ? 'Edit Disbursement' : 'New Disbursement'}
        description={
          disbursement?.status === PENDING_STATUS.disbursement
            ? 'Saving keeps it pending approval; a Manager or Executive approves it.'
            : 'Proceed sends it for approval; Save as Draft keeps it to finish later.'
        }
        testId="disbursement-form"
        onSubmit={() => save(false)}
        submitLabel="Proceed"
        submitTestId="disbursement-proceed"
        onCancel={() => navigate(disbursement ? disbursementViewPath(disbursement.id) : DISBURSEMENTS_PATH)}
        cancelTestId="disbursement-cancel"
        extraActions={
          draftAllowed && (
            <Button formAction="none" onClick={() => save(true)} disabled={busy} data-testid="disbursement-save-draft">
              Save as Draft
            </Button>
          )
        }
        busy={busy}
        leaveGuard={leaveGuard}
      >
        <FormSection
          header="Details"
          wide={
            <FormField
              label="Notes"
              description="Optional: what the disbursement is for"
              errorText={form.shownError('notes')}
            >
              <Textarea
                value={form.values.notes ?? ''}
                onChange={(e) => form.set('notes', e.detail.value)}
                onBlur={() => form.touch('notes')}
                ariaLabel="Notes"
                data-testid="disbursement-notes"
              />
            </FormField>
          }
        >
          <TextField form={form} name="name" label="Name" testId="disbursement-name" />
          <DateField
            label="Disbursement Date"
            value={form.values.date}
            onChange={(v) => form.set('date', v)}
            onBlur={() => form.touch('date')}
            errorText={form.shownError('date')}
            constraintText={`At least ${MIN_DAYS_AHEAD} days after today: ${isoToDisplay(earliest)} or later`}
            fromYear={klParts().year}
            toYear={klParts().year + 2}
            testId="disbursement-date"
          />
          <SelectField
            form={form}
            name="repaymentPeriod"
            label="Repayment Period"
            options={REPAYMENT_PERIOD_OPTIONS}
            placeholder="Choose 1, 2 or 3 months"
            testId="disbursement-repaymentPeriod"
          />
          <FormField
            label="Payees Type"
            description="Employees or approved suppliers; changing it clears the payees"
            errorText={form.shownError('payeesType')}
            data-testid="disbursement-payeesType-field"
          >
            <Select
              selectedOption={payeesType ? { value: payeesType, label: payeesTypeLabel(payeesType) } : null}
              options={PAYEES_TYPE_OPTIONS}
              placeholder="Choose the payees' type"
              onChange={(e) => chooseType(e.detail.selectedOption.value as PayeesType)}
              data-testid="disbursement-payeesType"
            />
          </FormField>
        </FormSection>
        <PayeesTable
          payees={payees}
          payeesType={payeesType}
          onRemove={(id) => changePayees(payees.filter((p) => p.id !== id))}
          error={tried && payees.length === 0 ? DISBURSEMENT_MESSAGES.noPayees : undefined}
          empty={
            payeesType
              ? `No payees yet. Add the ${payeesType} to pay, at least RM500 each.`
              : "No payees yet. Choose the payees' type, then add payees."
          }
          actions={
            <Button
              formAction="none"
              iconName="add-plus"
              disabled={!payeesType}
              onClick={() => setAdding(true)}
              data-testid="payee-add"
            >
              Add Payee
            </Button>
          }
        />
        {terms && fees && (
          <FeesSummary
            fees={fees}
            platformFeePercentage={terms.platformFeePercentage}
            monthlyFeePercentage={terms.monthlyFeePercentage}
            repaymentPeriod={period || undefined}
            description={
              overCredit
                ? `More than your available credit (${formatRm(terms.available)}): it cannot be approved until settlements free enough credit.`
                : `Taken from your available credit (${formatRm(terms.available)}) when approved.`
            }
          />
        )}
      </FormPage>
      <EmployeePayeeDialog
        visible={adding && payeesType === 'employees'}
        taken={payees.map((p) => p.id)}
        onAdd={(p) => changePayees([...payees, p])}
        onClose={() => setAdding(false)}
      />
      <SupplierPayeeDialog
        visible={adding && payeesType === 'suppliers'}
        taken={payees.map((p) => p.id)}
        onAdd={(p) => changePayees([...payees, p])}
        onClose={() => setAdding(false)}
      />
      <ConfirmModal
        visible={pendingType !== null}
        header="Change Payees Type"
        confirmLabel="Change"
        onConfirm={() => {
          if (pendingType) form.set('payeesType', pendingType);
          changePayees([]);
          setPendingType(null);
        }}
        onCancel={() => setPendingType(null)}
        testId="payees-type-confirm"
      >
        Change the payees to {pendingType ? payeesTypeLabel(pendingType).toLowerCase() : ''}? The {payees.length}{' '}
        {payees.length === 1 ? 'payee' : 'payees'} added so far will be removed.
      </ConfirmModal>
    </>
  );
}

/** /disbursements/create */
export function CreateDisbursementPage() {
  return <DisbursementForm />;
}

/** /disbursements/:disbursementId/edit: only a draft or a pending-approval one (the server refuses others too). */
export function EditDisbursementPage() {
  const { disbursementId = '' } = useParams();
  const query = useCallableQuery(
    'disbursements-getDisbursement',
    { disbursementId },
    { enabled: disbursementId !== '', errorToast: DISBURSEMENT_MESSAGES.notFound },
  );
  if (query.isPending) return <Spinner size="large" />;
  const d = query.data;
  if (!d) return <Box color="text-status-inactive">{DISBURSEMENT_MESSAGES.dataNotFound}</Box>;
  if (!disbursementActions(d.status, 'management').includes('update'))
    return (
      <Box color="text-status-inactive" data-testid="disbursement-not-editable">
        Only a draft or a disbursement pending approval can be edited.
      </Box>
    );
  return <DisbursementForm key={`${d.id}@${d.modifiedAt}`} disbursement={d} />;
}
