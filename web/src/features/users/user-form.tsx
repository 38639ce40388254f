import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import type { User } from '../../../../shared/domain/identity/user';
import { CreateUserFormSchema, EditUserFormSchema, type UserKind } from '../../../../shared/domain/identity/user-admin';
import type { ApiError } from '../../api/client';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm, type ZodForm } from '../../components/zod-form';
import { serverFieldErrors } from '../../components/server-field-errors';
import { PASSWORD_RULE_TEXT } from '../../../../shared/registry/password-rule-text';

export const ROLES_FAILED = 'Failed to retrieve roles!';
export const CREATE_USER_FAILED = 'Failed to create user!';
const STATUS_OPTIONS = [{ value: 'Active' }, { value: 'Suspended' }];

type FieldForm = ZodForm<typeof EditUserFormSchema> | ZodForm<typeof CreateUserFormSchema>;

/** The role and status selects; the roles come from the server. */
function RoleAndStatus({
  form,
  kind,
  serverError,
}: {
  form: FieldForm;
  kind: UserKind;
  serverError: (f: string) => string | undefined;
}) {
  const roles = useCallableQuery('users-listRoles', kind === 'administrator' ? { kind } : {}, {
    errorToast: ROLES_FAILED,
  });
  const f = form as ZodForm<typeof EditUserFormSchema>;
  const option = (v: string) => (v ? { value: v, label: v } : null);
  return (
    <ColumnLayout columns={2}>
      <FormField label="Role" errorText={f.shownError('role') ?? serverError('role')} data-testid="user-role-field">
        <Select
          selectedOption={option(f.values.role)}
          options={(roles.data?.roles ?? []).map((r) => ({ value: r, label: r }))}
          statusType={roles.isPending ? 'loading' : roles.isError ? 'error' : 'finished'}
          errorText={ROLES_FAILED}
          placeholder="Choose a role"
          onChange={(e) => f.set('role', e.detail.selectedOption.value ?? '')}
          onBlur={() => f.touch('role')}
          data-testid="user-role"
        />
      </FormField>
      <FormField label="Status" errorText={f.shownError('status')} data-testid="user-status-field">
        <Select
          selectedOption={option(f.values.status)}
          options={STATUS_OPTIONS}
          placeholder="Choose a status"
          onChange={(e) => f.set('status', e.detail.selectedOption.value ?? '')}
          onBlur={() => f.touch('status')}
          data-testid="user-status"
        />
      </FormField>
    </ColumnLayout>
  );
}

interface Frame {
  title: string;
  subtitle: string;
  backTo: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  alert?: ReactNode;
  leaveGuard: ReturnType<typeof useLeaveGuard>;
}

/** The form page of a user: Cancel goes back to the list; the fields in one container. */
function UserFormFrame({ title, subtitle, backTo, submitLabel, busy, onSubmit, children, alert, leaveGuard }: Frame) {
  const navigate = useNavigateTo();
  return (
    <FormPage
      title={title}
      testId="user-form"
      onSubmit={onSubmit}
      onCancel={() => navigate(backTo)}
      cancelTestId="user-cancel"
      submitLabel={submitLabel}
      submitTestId="user-submit"
      busy={busy}
      error={alert}
      leaveGuard={leaveGuard}
    >
      <FormSection header={subtitle} columns={1}>
        {children}
      </FormSection>
    </FormPage>
  );
}

/** A server field error stays on its field until the value sent is changed. */
function useServerErrors(error: ApiError | null, values: Record<string, string>) {
  const [sent, setSent] = useState<Record<string, string> | null>(null);
  const server = serverFieldErrors(error);
  return {
    markSent: () => setSent(values),
    serverError: (name: string) => (server[name] && sent && sent[name] === values[name] ? server[name] : undefined),
  };
}

const invalidateUsers = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: ['users-getUsers'] });
  void queryClient.invalidateQueries({ queryKey: ['users-getAdministrators'] });
  void queryClient.invalidateQueries({ queryKey: ['users-getUser'] });
};

export interface CreateUserFormProps {
  kind: UserKind;
  /** The organisation of a new organisation user. */
  orgId?: string;
  title: string;
  backTo: string;
}

/** Create a login: names, e-mail, role, status and the first password twice. */
export function CreateUserForm({ kind, orgId, title, backTo }: CreateUserFormProps) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(CreateUserFormSchema, {
    firstName: '',
    lastName: '',
    displayName: '',
    email: '',
    role: '',
    status: 'Active',
    password: '',
    confirmPassword: '',
  });
  const create = useCallableMutation('users-createUser', { errorToast: CREATE_USER_FAILED });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const { markSent, serverError } = useServerErrors(create.error, form.values);

  const submit = () => {
    const v = form.submit();
    if (!v) return;
    markSent();
    const { confirmPassword: _confirm, ...fields } = v;
    create.mutate(
      { ...fields, ...(orgId ? { orgId, tenantId: orgId } : {}) },
      {
        onSuccess: (user) => {
          invalidateUsers(queryClient);
          notify.success(`${user.displayName} can now sign in as ${user.email}.`);
          leaveGuard.allowNextLeave();
          navigate(backTo);
        },
      },
    );
  };

  const text = (
    name: 'firstName' | 'lastName' | 'displayName' | 'email' | 'password' | 'confirmPassword',
    label: string,
    extra: { type?: 'email' | 'password'; constraintText?: string; description?: string } = {},
  ) => (
    <TextField
      form={form}
      name={name}
      label={label}
      type={extra.type}
      constraintText={extra.constraintText}
      description={extra.description}
      autoComplete={extra.type === 'password' ? 'new-password' : 'off'}
      extraError={serverError(name)}
      testId={`user-${name}`}
    />
  );

  return (
    <UserFormFrame
      title={title}
      subtitle={orgId ? `Organisation ${orgId}` : 'Platform administrator'}
      backTo={backTo}
      submitLabel="Create"
      busy={create.isPending}
      onSubmit={submit}
      leaveGuard={leaveGuard}
    >
      <ColumnLayout columns={2}>
        {text('firstName', 'First Name')}
        {text('lastName', 'Last Name')}
      </ColumnLayout>
      <ColumnLayout columns={2}>
        {text('email', 'Email', { type: 'email', description: 'The login name; it cannot be changed later.' })}
        {text('displayName', 'Display Name', { constraintText: 'Optional: first and last name when left empty.' })}
      </ColumnLayout>
      <RoleAndStatus form={form} kind={kind} serverError={serverError} />
      <ColumnLayout columns={2}>
        {text('password', 'Password', {
          type: 'password',
          constraintText: PASSWORD_RULE_TEXT,
        })}
        {text('confirmPassword', 'Confirm Password', { type: 'password' })}
      </ColumnLayout>
    </UserFormFrame>
  );
}

export interface EditUserFormProps {
  kind: UserKind;
  user: User;
  title: string;
  backTo: string;
  /** Read the user again (after someone else changed it). */
  onReload: () => void;
}

/**
 * Change names, role and status of a user. A failure shows no toast: the
 * server's reason is shown on the form instead.
 */
export function EditUserForm({ kind, user, title, backTo, onReload }: EditUserFormProps) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(EditUserFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
  });
  const update = useCallableMutation('users-updateUser');
  const leaveGuard = useLeaveGuard(form.isDirty);
  const { markSent, serverError } = useServerErrors(update.error, form.values);
  const stale = update.error?.status === 409 && update.error.errorInfo?.details?.some((d) => d.field === 'modifiedAt');

  const submit = () => {
    const v = form.submit();
    if (!v) return;
    markSent();
    update.mutate(
      { ...v, userId: user.id, tenantId: user.tenantId, orgId: user.orgId, modifiedAt: user.modifiedAt },
      {
        onSuccess: (saved) => {
          invalidateUsers(queryClient);
          notify.success(`${saved.displayName} saved.`);
          leaveGuard.allowNextLeave();
          navigate(backTo);
        },
      },
    );
  };

  const alert = update.error ? (
    <span data-testid="user-save-error">
      {update.error.errorInfo?.message ?? 'The user could not be saved.'}{' '}
      {stale && (
        <Button variant="inline-link" formAction="none" onClick={onReload}>
          Reload
        </Button>
      )}
    </span>
  ) : undefined;

  return (
    <UserFormFrame
      title={title}
      subtitle={user.email}
      backTo={backTo}
      submitLabel="Save"
      busy={update.isPending}
      onSubmit={submit}
      alert={alert}
      leaveGuard={leaveGuard}
    >
      {user.status === 'Suspended' && (
        <Alert type="info">This user is suspended and cannot sign in until set to Active.</Alert>
      )}
      <ColumnLayout columns={3}>
        <TextField
          form={form}
          name="firstName"
          label="First Name"
          extraError={serverError('firstName')}
          testId="user-firstName"
        />
        <TextField
          form={form}
          name="lastName"
          label="Last Name"
          extraError={serverError('lastName')}
          testId="user-lastName"
        />
        <TextField
          form={form}
          name="displayName"
          label="Display Name"
          extraError={serverError('displayName')}
          testId="user-displayName"
        />
      </ColumnLayout>
      <RoleAndStatus form={form} kind={kind} serverError={serverError} />
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Email', value: user.email },
          { label: 'Tenant ID', value: user.tenantId ?? '-' },
          { label: 'Created At', value: formatDateTime(user.createdAt) || '-' },
          { label: 'Modified At', value: formatDateTime(user.modifiedAt) || '-' },
        ]}
      />
    </UserFormFrame>
  );
}
