import { useMemo } from 'react';
import { z } from 'zod';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { WITHDRAWAL_FREQUENCIES } from '../../../../shared/domain/advance-pay/withdrawal-rules';
import {
  AdvancedPolicyInputSchema,
  DEFAULT_CUTOFF_DATE,
  FREQUENCY_LABELS,
  GeneralPolicyInputSchema,
  withdrawalDateProblem,
  type WithdrawalPolicy,
} from '../../../../shared/domain/advance-pay/withdrawal-policy';
import { SelectField } from '../../components/select-field';
import { TextField, useZodForm, type ZodForm } from '../../components/zod-form';

export const FREQUENCY_OPTIONS = WITHDRAWAL_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }));

/** What the form holds: text as typed. */
const FormText = z.object({
  maximumWithdrawalAmount: z.string(),
  withdrawalFrequency: z.string(),
  withdrawalDate: z.string(),
  autoApproval: z.string(),
  minSalary: z.string(),
  maxSalary: z.string(),
});
type FormValues = z.infer<typeof FormText>;

/** What the form gives: a general policy's fields, and the salary range of an advanced one. */
export type PolicyPayload = z.output<typeof GeneralPolicyInputSchema> & { minSalary?: number; maxSalary?: number };

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The typed text as the callable's payload: blanks left out, the withdrawal date only for Once per month. */
function toPayload(v: FormValues, advanced: boolean) {
  return {
    maximumWithdrawalAmount: num(v.maximumWithdrawalAmount),
    withdrawalFrequency: v.withdrawalFrequency || undefined,
    withdrawalDate: v.withdrawalFrequency === 'ONCE_PER_MONTH' ? num(v.withdrawalDate) : undefined,
    autoApproval: v.autoApproval === 'true',
    ...(advanced ? { minSalary: num(v.minSalary), maxSalary: num(v.maxSalary) } : {}),
  };
}

/**
 * The form's schema: the text turned into the payload, then checked by the callable's own input
 * schema (so the rules are written once), plus the organisation's cut-off date for the withdrawal date.
 */
function formSchema(advanced: boolean, cutoffDate: number | undefined) {
  // Typed loosely in the middle: the payload is only known to be valid once `input` has checked it.
  const input = (advanced
    ? AdvancedPolicyInputSchema
    : GeneralPolicyInputSchema) as unknown as z.ZodType<PolicyPayload>;
  return FormText.transform((v): unknown => toPayload(v, advanced))
    .pipe(input)
    .superRefine((v, ctx) => {
      const problem = withdrawalDateProblem(v.withdrawalDate, cutoffDate);
      if (problem) ctx.addIssue({ code: 'custom', path: ['withdrawalDate'], message: problem });
    });
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The policy form's state, from `policy` when editing. */
export function usePolicyForm(opts: { advanced: boolean; cutoffDate: number | undefined; policy?: WithdrawalPolicy }) {
  const { advanced, cutoffDate, policy } = opts;
  const schema = useMemo(() => formSchema(advanced, cutoffDate), [advanced, cutoffDate]);
  return useZodForm(schema, {
    maximumWithdrawalAmount: text(policy?.maximumWithdrawalAmount),
    withdrawalFrequency: policy?.withdrawalFrequency ?? '',
    withdrawalDate: text(policy?.withdrawalDate),
    autoApproval: policy?.autoApproval ? 'true' : 'false',
    minSalary: text(policy?.minSalary),
    maxSalary: text(policy?.maxSalary),
  });
}
export type PolicyForm = ReturnType<typeof usePolicyForm>;

/** The fields of a policy: amounts in RM; the withdrawal date only shown for Once per month. */
export function PolicyFields({
  form,
  advanced,
  cutoffDate,
}: {
  form: PolicyForm;
  advanced: boolean;
  cutoffDate: number | undefined;
}) {
  const f = form as unknown as ZodForm<typeof FormText>;
  const lastDay = cutoffDate ?? DEFAULT_CUTOFF_DATE;
  return (
    <ColumnLayout columns={2}>
      {advanced && (
        <TextField form={f} name="minSalary" label="Minimum Salary (RM)" type="number" testId="policy-min-salary" />
      )}
      {advanced && (
        <TextField form={f} name="maxSalary" label="Maximum Salary (RM)" type="number" testId="policy-max-salary" />
      )}
      <TextField
        form={f}
        name="maximumWithdrawalAmount"
        label="Maximum Withdrawal Amount (RM)"
        type="number"
        testId="policy-maximum"
      />
      <SelectField
        form={f}
        name="withdrawalFrequency"
        label="Withdrawal Frequency"
        options={FREQUENCY_OPTIONS}
        testId="policy-frequency"
      />
      {f.values.withdrawalFrequency === 'ONCE_PER_MONTH' && (
        <TextField
          form={f}
          name="withdrawalDate"
          label="Withdrawal Date (optional)"
          type="number"
          description={`Day of the month from which the monthly withdrawal may be made: 1 to ${lastDay}, your cut-off date. Leave blank for any day.`}
          testId="policy-withdrawal-date"
        />
      )}
      <FormField label="Auto Approval" description="Withdrawals under this policy are approved without a manager.">
        <Checkbox
          checked={f.values.autoApproval === 'true'}
          onChange={(e) => f.set('autoApproval', e.detail.checked ? 'true' : 'false')}
          data-testid="policy-auto-approval"
        >
          Approve withdrawals automatically
        </Checkbox>
      </FormField>
    </ColumnLayout>
  );
}
