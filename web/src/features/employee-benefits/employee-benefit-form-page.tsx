import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import { RECURRENCES, type EmployeeBenefit } from '../../../../shared/domain/benefits/employee-benefit';
import { formatRm } from '../../../../shared/domain/money/money';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useAllPagesOf } from '../../api/all-pages-of';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { EntityStatus } from '../../components/entity-status';
import { FormPage, FormSection } from '../../components/form-page';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { BenefitFormSchema, toBenefitFormValues } from './benefit-form-model';
import { BENEFITS_PATH, BENEFIT_MESSAGES, BENEFIT_QUERY_KEYS } from './messages';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

const SAVED: Record<Exclude<ApprovalStatus, 'Approved'>, string> = {
  Draft: 'Employee benefit saved as Draft.',
  'Pending Approval': 'Employee benefit submitted for approval.',
};

const show = (v: string | undefined) => v || '-';

/** What the benefit is, read-only. */
function BenefitDetails({ benefit }: { benefit: EmployeeBenefit }) {
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: 'Name', value: benefit.name },
        { label: 'Amount', value: formatRm(benefit.amount) },
        { label: 'Recurrence', value: benefit.recurrence },
        { label: 'Employee Category', value: benefit.employeeCategory },
        { label: 'Office', value: show(benefit.officeName ?? benefit.officeCode) },
        { label: 'Modified By', value: show(benefit.modifiedBy) },
        { label: 'Modified Date', value: show(formatDateTime(benefit.modifiedDate)) },
        { label: 'Approved By', value: show(benefit.approvedBy) },
        { label: 'Approved Date', value: show(formatDateTime(benefit.approvedDate)) },
      ]}
    />
  );
}

/**
 * The benefit form (create, or update of `benefit`). An existing benefit opens read-only with Edit
 * (editing makes it a Draft again unless submitted) and, for a Manager, Approve when it is Pending
 * Approval: when its category is not Approved yet, a confirmation asks to approve both, and the
 * server approves the category first, in the same transaction. Leaving with unsaved changes asks.
 */
function BenefitForm({ benefit }: { benefit?: EmployeeBenefit }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(!benefit || searchParams.has('edit'));
  const [confirmBoth, setConfirmBoth] = useState(false);
  const initial = toBenefitFormValues(benefit);
  const form = useZodForm(BenefitFormSchema, initial);
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const categories = useAllPages(
    'employeeCategories-getEmployeeCategories',
    {},
    { errorToast: 'Unable to retrieve employee categories!' },
  );
  const offices = useAllPagesOf('orgOffices-getOffices', 'offices', {}, { errorToast: 'Failed to get Offices!' });
  const create = useCallableMutation('employeeBenefits-createEmployeeBenefit', {
    errorToast: BENEFIT_MESSAGES.createFailed,
  });
  const update = useCallableMutation('employeeBenefits-updateEmployeeBenefit', {
    errorToast: BENEFIT_MESSAGES.updateFailed,
  });
  const busy = create.isPending || update.isPending;
  const leaveGuard = useLeaveGuard(editing && form.isDirty);
  const status: ApprovalStatus = editing ? 'Draft' : (benefit?.status ?? 'Draft');
  const category = categories.data?.find((c) => c.id === benefit?.employeeCategoryId);

  const done = (message: string) => {
    BENEFIT_QUERY_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(BENEFITS_PATH);
  };

  const save = (next: 'Draft' | 'Pending Approval') => {
    const fields = form.submit();
    if (!fields) return;
    if (benefit)
      update.mutate(
        { ...fields, id: benefit.id, status: next, modifiedDate: benefit.modifiedDate },
        { onSuccess: () => done(SAVED[next]) },
      );
    else create.mutate({ ...fields, status: next }, { onSuccess: () => done(SAVED[next]) });
  };

  const approve = (approveCategory: boolean) => {
    if (!benefit) return;
    setConfirmBoth(false);
    const { id, name, amount, employeeCategoryId, officeCode, recurrence, modifiedDate } = benefit;
    update.mutate(
      {
        id,
        name,
        amount,
        employeeCategoryId,
        officeCode,
        recurrence,
        modifiedDate,
        status: 'Approved',
        approveCategory,
      },
      {
        onSuccess: () =>
          done(approveCategory ? 'Employee category and benefit approved.' : 'Employee benefit approved.'),
      },
    );
  };

  const onApprove = () => {
    if (category && category.status !== 'Approved') setConfirmBoth(true);
    else approve(false);
  };

  const readOnlyActions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" onClick={() => navigate(BENEFITS_PATH)} data-testid="benefit-back">
        Back
      </Button>
      <Button formAction="none" onClick={() => setEditing(true)} data-testid="benefit-edit">
        Edit
      </Button>
      {isManager && benefit?.status === PENDING_STATUS.approval && (
        <Button
          variant="primary"
          formAction="none"
          onClick={onApprove}
          loading={update.isPending}
          disabled={categories.isPending}
          data-testid="benefit-approve"
        >
          Approve
        </Button>
      )}
    </SpaceBetween>
  );

  const statusBadge = <EntityStatus entity="approval" status={status} testId="benefit-form-status" />;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const officeOptions = (offices.data?.offices ?? []).flatMap((o) =>
    o.officeCode ? [{ value: o.officeCode, label: o.name }] : [],
  );

  return (
    <>
      <FormPage
        title={benefit ? 'Employee Benefit' : 'Create Employee Benefit'}
        testId="benefit-form"
        onSubmit={() => save(PENDING_STATUS.approval)}
        onCancel={() => navigate(BENEFITS_PATH)}
        cancelTestId="benefit-cancel"
        submitLabel="Submit for Approval"
        submitTestId="benefit-submit"
        busy={busy}
        extraActions={
          <Button formAction="none" onClick={() => save('Draft')} disabled={busy} data-testid="benefit-save">
            Save
          </Button>
        }
        actions={editing ? undefined : readOnlyActions}
        leaveGuard={leaveGuard}
      >
        {editing ? (
          <FormSection header={benefit ? benefit.name : 'New benefit'} actions={statusBadge} columns={2}>
            <TextField form={form} name="name" label="Name" testId="benefit-name" />
            <TextField
              form={form}
              name="amount"
              label="Amount (RM)"
              constraintText="In RM, at least 0."
              testId="benefit-amount"
            />
            <SelectField
              form={form}
              name="employeeCategoryId"
              label="Employee Category"
              options={categoryOptions}
              testId="benefit-category"
            />
            <SelectField form={form} name="officeCode" label="Office" options={officeOptions} testId="benefit-office" />
            <SelectField
              form={form}
              name="recurrence"
              label="Recurrence"
              options={RECURRENCES.map((r) => ({ value: r, label: r }))}
              testId="benefit-recurrence"
            />
          </FormSection>
        ) : (
          benefit && (
            <FormSection header={benefit.name} actions={statusBadge} columns={1}>
              <BenefitDetails benefit={benefit} />
            </FormSection>
          )
        )}
      </FormPage>
      <ConfirmModal
        visible={confirmBoth}
        header="Approve category and benefit"
        confirmLabel="Approve both"
        onConfirm={() => approve(true)}
        onCancel={() => setConfirmBoth(false)}
        testId="benefit-approve-both"
      >
        The employee category {category?.name} is not Approved yet. Approve both the category and this benefit? The
        category is approved first.
      </ConfirmModal>
    </>
  );
}

/** /employee-benefits/create */
export function EmployeeBenefitCreatePage() {
  return <BenefitForm />;
}

/** /employee-benefits/:bid/update: opens read-only (with `?edit`, straight into editing). */
export function EmployeeBenefitUpdatePage() {
  const { bid = '' } = useParams();
  const benefit = useCallableQuery(
    'employeeBenefits-getEmployeeBenefit',
    { empBenId: bid },
    { enabled: bid !== '', errorToast: BENEFIT_MESSAGES.getFailed },
  );
  if (benefit.isPending) return <Spinner size="large" />;
  if (!benefit.data) return <Box color="text-status-inactive">{BENEFIT_MESSAGES.getFailed}</Box>;
  // Keyed by version: a reload after someone else's change starts the form afresh.
  return <BenefitForm key={`${benefit.data.id}@${benefit.data.modifiedDate}`} benefit={benefit.data} />;
}
