import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  SupplierBankDetailInputSchema,
  type SupplierBankDetailInput,
} from '../../../../shared/domain/benefits/supplier';
import { BANK_OPTIONS, bankOption } from '../../components/bank-form';
import { fieldErrors } from '../../components/zod-form';

/** One bank row of the form: `key` tells rows apart on screen, `id` is the stored row's (absent for new ones). */
export interface BankRow {
  key: string;
  id?: string;
  bankCode: string;
  accountNumber: string;
}

let nextKey = 0;
export const newBankRow = (): BankRow => ({ key: `new-${++nextKey}`, bankCode: '', accountNumber: '' });

/** The rows as the callables take them. */
export const bankRowsInput = (rows: readonly BankRow[]): SupplierBankDetailInput[] =>
  rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), bankCode: r.bankCode, accountNumber: r.accountNumber }));

/** The first error of each field of a row (the server's own rules). */
export const bankRowErrors = (row: BankRow) => fieldErrors(SupplierBankDetailInputSchema, row);
export const bankRowsValid = (rows: readonly BankRow[]) =>
  rows.every((r) => Object.keys(bankRowErrors(r)).length === 0);

export interface BankDetailsEditorProps {
  rows: readonly BankRow[];
  onChange: (rows: BankRow[]) => void;
  /** The company name: every account is in its name. */
  accountName: string;
  /** Show every row's errors (after a save attempt). */
  showErrors: boolean;
}

/**
 * The supplier's bank accounts: add and remove rows; the bank is chosen from the bank list and
 * its code follows it; the account name is the company name. A repeated account number is
 * saved once (the first row).
 */
export function BankDetailsEditor({ rows, onChange, accountName, showErrors }: BankDetailsEditorProps) {
  const change = (key: string, patch: Partial<BankRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const firstWith = new Map<string, string>();
  for (const r of rows)
    if (r.accountNumber.trim() && !firstWith.has(r.accountNumber.trim())) firstWith.set(r.accountNumber.trim(), r.key);

  return (
    <SpaceBetween size="m">
      {rows.length === 0 && <Box color="text-status-inactive">No bank accounts yet.</Box>}
      {rows.map((row, i) => {
        const errors = showErrors ? bankRowErrors(row) : {};
        const repeated = row.accountNumber.trim() !== '' && firstWith.get(row.accountNumber.trim()) !== row.key;
        return (
          <div key={row.key} data-testid={`supplier-bank-row-${i}`}>
            <ColumnLayout columns={4}>
              <FormField label="Bank" errorText={errors.bankCode}>
                <Select
                  selectedOption={bankOption(row.bankCode)}
                  options={BANK_OPTIONS}
                  filteringType="auto"
                  placeholder="Choose a bank"
                  onChange={(e) => change(row.key, { bankCode: e.detail.selectedOption.value ?? '' })}
                  data-testid={`supplier-bank-${i}`}
                />
              </FormField>
              <FormField label="Bank Code">
                <Input value={row.bankCode} readOnly data-testid={`supplier-bank-code-${i}`} />
              </FormField>
              <FormField label="Account Name">
                <Input value={accountName} readOnly data-testid={`supplier-account-name-${i}`} />
              </FormField>
              <FormField
                label="Account Number"
                errorText={errors.accountNumber}
                constraintText={repeated ? 'Same account number as above: saved once.' : undefined}
                secondaryControl={
                  <Button
                    formAction="none"
                    iconName="remove"
                    variant="icon"
                    ariaLabel={`Remove bank account ${i + 1}`}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                    data-testid={`supplier-bank-remove-${i}`}
                  />
                }
              >
                <Input
                  value={row.accountNumber}
                  inputMode="numeric"
                  onChange={(e) => change(row.key, { accountNumber: e.detail.value })}
                  data-testid={`supplier-account-number-${i}`}
                />
              </FormField>
            </ColumnLayout>
          </div>
        );
      })}
      <Button
        formAction="none"
        iconName="add-plus"
        onClick={() => onChange([...rows, newBankRow()])}
        data-testid="supplier-bank-add"
      >
        Add Bank Account
      </Button>
    </SpaceBetween>
  );
}
