import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MALAYSIAN_BANKS, bankByCode } from '../../../shared/domain/money/banks';
import type { BankFormField } from '../../../shared/domain/employees/employee-profile';
import { useT } from '../i18n/i18n';

/** The bank select's options: the name shown, the code stored (the bank name is derived from it). */
export const BANK_OPTIONS: SelectProps.Option[] = MALAYSIAN_BANKS.map((b) => ({ value: b.code, label: b.name }));

/** The bank choice of a code, for a Select's `selectedOption` (null when none). */
export const bankOption = (code: string): SelectProps.Option | null => {
  const bank = bankByCode(code);
  return bank ? { value: bank.code, label: bank.name } : null;
};

/**
 * What the bank form needs of its form state: a `useZodForm` over a schema holding the bank
 * form's fields (e.g. `BankFormSchema`, or one extending it) fits as is.
 */
export interface BankFormBinding {
  values: Record<BankFormField, string>;
  set: (field: BankFormField, value: string) => void;
  touch: (field: BankFormField) => void;
  shownError: (field: BankFormField) => string | undefined;
}

export interface BankFormProps {
  form: BankFormBinding;
  /** The IC number is shown but cannot be changed (e.g. an employee's own profile). */
  icReadOnly?: boolean;
  /** Prefix of the fields' test ids (default `bank-form`): `<prefix>-firstName`, `<prefix>-bank`... */
  testId?: string;
}

/**
 * The employee bank form: first and last name, IC number, bank (by name, stored
 * as its code) and account number, every one required ('*Required', see `BankFormSchema`).
 */
export function BankForm({ form, icReadOnly, testId = 'bank-form' }: BankFormProps) {
  const t = useT();
  const text = (field: Exclude<BankFormField, 'bankCode'>, label: string, readOnly = false) => (
    <FormField
      label={label}
      errorText={t.localize(form.shownError(field) ?? '') || undefined}
      data-testid={`${testId}-${field}-field`}
    >
      <Input
        value={form.values[field]}
        readOnly={readOnly}
        onChange={(e) => form.set(field, e.detail.value)}
        onBlur={() => form.touch(field)}
        name={field}
        data-testid={`${testId}-${field}`}
      />
    </FormField>
  );
  return (
    <SpaceBetween size="l">
      {text('firstName', t('profile.firstName'))}
      {text('lastName', t('profile.lastName'))}
      {text('employeeICNumber', t('profile.icNumber'), icReadOnly)}
      <FormField
        label={t('profile.bank')}
        errorText={t.localize(form.shownError('bankCode') ?? '') || undefined}
        data-testid={`${testId}-bank-field`}
      >
        <Select
          selectedOption={bankOption(form.values.bankCode)}
          options={BANK_OPTIONS}
          filteringType="auto"
          placeholder={t('profile.chooseBank')}
          onChange={(e) => form.set('bankCode', e.detail.selectedOption.value ?? '')}
          onBlur={() => form.touch('bankCode')}
          data-testid={`${testId}-bank`}
        />
      </FormField>
      {text('accountNumber', t('profile.accountNumber'))}
    </SpaceBetween>
  );
}
