import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import {
  EmployeeCategoryFieldsSchema,
  type EmployeeCategory,
} from '../../../../shared/domain/employees/employee-category';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { TextField, useZodForm } from '../../components/zod-form';
import { CategoryStatus } from './category-status';
import { FormPage, FormSection } from '../../components/form-page';
import { CATEGORIES_PATH, CATEGORY_MESSAGES } from './messages';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

const SAVED: Record<Exclude<ApprovalStatus, 'Approved'>, string> = {
  Draft: 'Employee category saved as Draft.',
  'Pending Approval': 'Employee category submitted for approval.',
};

const show = (v: string | undefined) => v || '-';

/** Who changed and approved the category, and when. */
function CategoryHistory({ category }: { category: EmployeeCategory }) {
  return (
    <KeyValuePairs
      columns={4}
      items={[
        { label: 'Modified By', value: show(category.modifiedBy) },
        { label: 'Modified Date', value: show(formatDateTime(category.modifiedDate)) },
        { label: 'Approved By', value: show(category.approvedBy) },
        { label: 'Approved Date', value: show(formatDateTime(category.approvedDate)) },
      ]}
    />
  );
}

/**
 * The category form (create, or update of `category`). An existing category opens read-only
 * with Edit (which resets its status to Draft) and, for a manager, Approve when it is Pending
 * Approval. Save gives Draft, Submit for Approval gives Pending Approval; the server enforces
 * the same state machine. Leaving with unsaved changes asks first.
 */
function CategoryForm({ category }: { category?: EmployeeCategory }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const initial = { code: category?.code ?? '', name: category?.name ?? '', description: category?.description ?? '' };
  const form = useZodForm(EmployeeCategoryFieldsSchema, initial);
  // `?edit` keeps the form open when the category reloads after Edit reset it to Draft.
  const [searchParams, setSearchParams] = useSearchParams();
  const [editPressed, setEditing] = useState(!category);
  const editing = editPressed || (searchParams.has('edit') && category?.status === 'Draft');
  const create = useCallableMutation('employeeCategories-createEmployeeCategory', {
    errorToast: CATEGORY_MESSAGES.createFailed,
  });
  const update = useCallableMutation('employeeCategories-updateEmployeeCategory', {
    errorToast: CATEGORY_MESSAGES.updateFailed,
  });
  const busy = create.isPending || update.isPending;

  const dirty =
    editing && (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form.values[k] !== initial[k]);
  const leaveGuard = useLeaveGuard(dirty);
  const status: ApprovalStatus = editing ? 'Draft' : (category?.status ?? 'Draft');

  /**
   * Pressing Edit resets the category to Draft at once: a category being
   * changed is no longer approved, and must be submitted again.
   */
  const startEditing = () => {
    if (!category || category.status === 'Draft') {
      setEditing(true);
      return;
    }
    const { id, code, name, description, modifiedDate } = category;
    update.mutate(
      { id, code, name, description, modifiedDate, status: 'Draft' },
      {
        onSuccess: () => {
          setSearchParams({ edit: '' }, { replace: true });
          void queryClient.invalidateQueries({ queryKey: ['employeeCategories-getEmployeeCategories'] });
          void queryClient.invalidateQueries({ queryKey: ['employeeCategories-getEmployeeCategory'] });
        },
      },
    );
  };

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['employeeCategories-getEmployeeCategories'] });
    void queryClient.invalidateQueries({ queryKey: ['employeeCategories-getEmployeeCategory'] });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(CATEGORIES_PATH);
  };

  const save = (next: 'Draft' | 'Pending Approval') => {
    const fields = form.submit();
    if (!fields) return;
    if (category)
      update.mutate(
        { ...fields, id: category.id, status: next, modifiedDate: category.modifiedDate },
        { onSuccess: () => done(SAVED[next]) },
      );
    else create.mutate({ ...fields, status: next }, { onSuccess: () => done(SAVED[next]) });
  };

  const approve = () => {
    if (!category) return;
    const { id, code, name, description, modifiedDate } = category;
    update.mutate(
      { id, code, name, description, modifiedDate, status: 'Approved' },
      { onSuccess: () => done('Employee category approved.') },
    );
  };

  const readOnlyActions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" onClick={() => navigate(CATEGORIES_PATH)} data-testid="category-back">
        Back
      </Button>
      <Button formAction="none" onClick={startEditing} loading={update.isPending} data-testid="category-edit">
        Edit
      </Button>
      {isManager && category?.status === PENDING_STATUS.approval && (
        <Button
          variant="primary"
          formAction="none"
          onClick={approve}
          loading={update.isPending}
          data-testid="category-approve"
        >
          Approve
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <FormPage
      title={category ? 'Employee Category' : 'Create Employee Category'}
      testId="category-form"
      onSubmit={() => save(PENDING_STATUS.approval)}
      onCancel={() => navigate(CATEGORIES_PATH)}
      cancelTestId="category-cancel"
      submitLabel="Submit for Approval"
      submitTestId="category-submit"
      busy={busy}
      extraActions={
        <Button formAction="none" onClick={() => save('Draft')} disabled={busy} data-testid="category-save">
          Save
        </Button>
      }
      actions={editing ? undefined : readOnlyActions}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header={category ? category.name : 'New category'}
        actions={<CategoryStatus status={status} />}
        columns={editing ? 2 : 1}
      >
        {editing ? (
          <>
            <TextField
              form={form}
              name="code"
              label="Code"
              description="Unique in your organisation; made for you when left empty."
              testId="category-code"
            />
            <TextField form={form} name="name" label="Name" testId="category-name" />
          </>
        ) : (
          category && (
            <KeyValuePairs
              columns={3}
              items={[
                { label: 'Code', value: category.code },
                { label: 'Name', value: category.name },
                { label: 'Description', value: category.description },
              ]}
            />
          )
        )}
      </FormSection>
      {editing ? (
        <FormSection columns={1}>
          <FormField label="Description" errorText={form.shownError('description')}>
            <Textarea
              value={form.values.description}
              onChange={(e) => form.set('description', e.detail.value)}
              onBlur={() => form.touch('description')}
              data-testid="category-description"
            />
          </FormField>
          {category && <CategoryHistory category={category} />}
        </FormSection>
      ) : (
        category && (
          <FormSection columns={1}>
            <CategoryHistory category={category} />
          </FormSection>
        )
      )}
    </FormPage>
  );
}

/** /employee-categories/create */
export function EmployeeCategoryCreatePage() {
  return <CategoryForm />;
}

/** /employee-categories/:id/update: opens read-only. */
export function EmployeeCategoryUpdatePage() {
  const { id = '' } = useParams();
  const category = useCallableQuery(
    'employeeCategories-getEmployeeCategory',
    { empCatId: id },
    { enabled: id !== '', errorToast: CATEGORY_MESSAGES.listFailed },
  );
  if (category.isPending) return <Spinner size="large" />;
  if (!category.data) return <Box color="text-status-inactive">{CATEGORY_MESSAGES.listFailed}</Box>;
  // Keyed by version: a reload after someone else's change starts the form afresh.
  return <CategoryForm key={`${category.data.id}@${category.data.modifiedDate}`} category={category.data} />;
}
