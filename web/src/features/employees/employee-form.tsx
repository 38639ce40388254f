import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { Employee } from '../../../../shared/domain/employees/employee';
import type { ApiError } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormPage, FormSection } from '../../components/form-page';
import { serverFieldErrors } from '../../components/server-field-errors';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm, type ZodForm } from '../../components/zod-form';
import { EmployeeFormSchema, isStaleEdit, toFormValues, type EmployeeFormValues } from './employee-form-model';
import { BANK_CHOICES, COUNTRY_CHOICES, useEmployeeLookups, type Choice } from './use-employee-lookups';

type Form = ZodForm<typeof EmployeeFormSchema>;
type FieldName = keyof EmployeeFormValues;
export type EmployeeFormOutput = z.output<typeof EmployeeFormSchema>;

export interface EmployeeFormProps {
  /** The page's heading, its line below, the buttons beside it and a notice above the form. */
  title: string;
  description?: ReactNode;
  headerActions?: ReactNode;
  notice?: ReactNode;
  /** create: empty; update: IC number fixed; view: nothing editable. */
  mode: 'create' | 'update' | 'view';
  /** The employee as read (update, view). */
  employee?: Employee;
  /** The organisation has Advance Pay (the withdrawals switch is shown). */
  advancePay: boolean;
  /**
   * The organisation has eBenefits: job level, team and category (its set-up lists, which the
   * server refuses to an organisation without it) are shown.
   */
  eBenefits: boolean;
  /** Sends the form; `leave` lets the page navigate away once saved (past the leave-page guard). */
  onSubmit?: (values: EmployeeFormOutput, leave: () => void) => void;
  submitting?: boolean;
  /** The last submit's failure: field errors land on their fields; a stale edit offers a reload. */
  error?: ApiError | null;
  onReload?: () => void;
  /** Buttons beside the form's own (e.g. Edit on the view screen). */
  actions?: ReactNode;
  submitLabel?: string;
}

/** The one employee form of the create, update and view screens. */
export function EmployeeForm({
  title,
  description,
  headerActions,
  notice,
  mode,
  employee,
  advancePay,
  eBenefits,
  onSubmit,
  submitting,
  error,
  onReload,
  actions,
  submitLabel,
}: EmployeeFormProps) {
  const form = useZodForm(EmployeeFormSchema, toFormValues(employee));
  const leaveGuard = useLeaveGuard(mode !== 'view' && form.isDirty);
  const [sent, setSent] = useState<Form['values'] | null>(null);
  const lookups = useEmployeeLookups(eBenefits);
  const readOnly = mode === 'view';

  // A server error stays on its field until the field is changed from what was sent.
  const server = serverFieldErrors(error);
  const serverError = (name: FieldName) =>
    server[name] && sent && sent[name] === form.values[name] ? server[name] : undefined;
  const text = (
    name: FieldName,
    label: string,
    extra: { type?: 'email' | 'text'; constraintText?: string; readOnly?: boolean } = {},
  ) => (
    <TextField
      form={form}
      name={name}
      label={label}
      type={extra.type}
      constraintText={readOnly ? undefined : extra.constraintText}
      readOnly={readOnly || extra.readOnly}
      extraError={serverError(name)}
      testId={`employee-${name}`}
    />
  );
  const select = (name: FieldName, label: string, choices: readonly Choice[], loading = false) => (
    <ChoiceField
      form={form}
      name={name}
      label={label}
      choices={choices}
      loading={loading}
      readOnly={readOnly}
      extraError={serverError(name)}
    />
  );

  const submit = () => {
    const values = form.submit();
    if (values && onSubmit) {
      setSent(form.values);
      onSubmit(values, leaveGuard.allowNextLeave);
    }
  };

  return (
    <FormPage
      title={title}
      description={description}
      headerActions={headerActions}
      notice={notice}
      testId="employee-form"
      onSubmit={submit}
      submitLabel={submitLabel ?? 'Save'}
      submitTestId="employee-submit"
      busy={submitting}
      extraActions={actions}
      // The view screen shows only its own buttons.
      actions={
        readOnly ? (
          <SpaceBetween direction="horizontal" size="xs">
            {actions}
          </SpaceBetween>
        ) : undefined
      }
      leaveGuard={leaveGuard}
    >
      {isStaleEdit(error) ? (
        <Alert
          type="warning"
          data-testid="employee-stale"
          action={
            onReload ? (
              <Button onClick={onReload} formAction="none" data-testid="employee-reload">
                Reload
              </Button>
            ) : undefined
          }
        >
          Someone else changed this employee after you opened it. Reload to see their change, then make yours again.
        </Alert>
      ) : null}
      <FormSection header="Personal">
        {text('employeeICNumber', 'IC Number', {
          readOnly: mode !== 'create',
          constraintText: 'National id or passport number',
        })}
        <DateField
          label="Date of Birth"
          value={form.values.dateOfBirth ?? ''}
          onChange={(v) => form.set('dateOfBirth', v)}
          onBlur={() => form.touch('dateOfBirth')}
          errorText={form.shownError('dateOfBirth') ?? serverError('dateOfBirth')}
          disabled={readOnly}
          toYear={new Date().getFullYear()}
          testId="employee-dateOfBirth"
        />
        {text('firstName', 'First Name')}
        {text('lastName', 'Last Name')}
        {employee?.userId
          ? // The e-mail of an employee with a login is their sign-in name: the server refuses a change.
            text('email', 'Email', {
              type: 'email',
              readOnly: true,
              constraintText: 'Their sign-in e-mail; it cannot be changed here',
            })
          : text('email', 'Email', {
              type: 'email',
              constraintText: 'An approved employee with an e-mail gets a login',
            })}
        {text('mobileNumber', 'Mobile Number', { constraintText: 'E.164, e.g. +60123456789' })}
      </FormSection>
      <FormSection header="Employment">
        {text('salary', 'Monthly Salary (RM)', { constraintText: 'In RM, e.g. 3200.00' })}
        {eBenefits && select('jobLevel', 'Job Level', lookups.jobLevels, lookups.loading)}
        {eBenefits && select('teamCode', 'Team', lookups.teams, lookups.loading)}
        {eBenefits && select('employeeCategoryId', 'Employee Category', lookups.categories, lookups.loading)}
        {select('officeId', 'Office', lookups.offices, lookups.loading)}
        {advancePay ? (
          <FormField label="Advance Pay Withdrawals">
            <Toggle
              checked={form.values.advancePayWithdrawalsDisabled !== 'true'}
              disabled={readOnly}
              onChange={(e) => form.set('advancePayWithdrawalsDisabled', e.detail.checked ? 'false' : 'true')}
              data-testid="employee-withdrawals"
            >
              {form.values.advancePayWithdrawalsDisabled === 'true' ? 'Disabled' : 'Enabled'}
            </Toggle>
          </FormField>
        ) : null}
      </FormSection>
      <FormSection header="Bank">
        {select('bankCode', 'Bank', BANK_CHOICES)}
        {text('accountNumber', 'Account Number', { constraintText: '5 to 20 digits' })}
      </FormSection>
      <FormSection header="Address">
        {text('address', 'Address')}
        {text('city', 'City')}
        {text('postalCode', 'Postal Code')}
        {select('country', 'Country', COUNTRY_CHOICES)}
      </FormSection>
    </FormPage>
  );
}

const NONE: Choice = { value: '', label: '-' };

/** A select bound to one field; a stored value no longer offered still shows (as itself). */
function ChoiceField(props: {
  form: Form;
  name: FieldName;
  label: string;
  choices: readonly Choice[];
  loading: boolean;
  readOnly: boolean;
  extraError?: string;
}) {
  const { form, name, label, choices, loading, readOnly, extraError } = props;
  const value = form.values[name] ?? '';
  const selected = value === '' ? NONE : (choices.find((c) => c.value === value) ?? { value, label: value });
  return (
    <FormField label={label} errorText={form.shownError(name) ?? extraError} data-testid={`employee-${name}-field`}>
      <Select
        selectedOption={selected}
        options={[NONE, ...choices]}
        filteringType={choices.length > 10 ? 'auto' : 'none'}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={`Loading ${label.toLowerCase()} choices`}
        readOnly={readOnly}
        onChange={(e) => form.set(name, e.detail.selectedOption.value ?? '')}
        data-testid={`employee-${name}`}
      />
    </FormField>
  );
}
