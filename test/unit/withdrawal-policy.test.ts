import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdvancedPolicyInputSchema,
  DEFAULT_CUTOFF_DATE,
  GeneralPolicyInputSchema,
  MAX_SALARY_MESSAGE,
  withdrawalDateProblem,
  type WithdrawalPolicyRecord,
} from '../../shared/domain/advance-pay/withdrawal-policy';
import { asSen } from '../../shared/domain/money/money';
import { updateNotificationsEmail } from '../../shared/callables/settings';
import { nextModifiedAt } from '../../shared/domain/organisations/approval';
import { overlappingPolicy, policyLabel } from '../../lambdas/data/advance-pay/withdrawal-policies';

/** The message of each offending field (the first per field), as the forms show them. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const general = { maximumWithdrawalAmount: 1000, withdrawalFrequency: 'DAILY' };
const advanced = { ...general, minSalary: 3000, maxSalary: 5000 };

describe('the general policy input', () => {
  it('accepts the required fields, and autoApproval defaults to false', () => {
    expect(GeneralPolicyInputSchema.parse(general)).toEqual({ ...general, autoApproval: false });
    expect(GeneralPolicyInputSchema.parse({ ...general, autoApproval: true }).autoApproval).toBe(true);
  });

  it('requires the frequency and one of the four frequencies', () => {
    expect(problems(GeneralPolicyInputSchema, { maximumWithdrawalAmount: 1000 })).toEqual({
      withdrawalFrequency: 'Withdrawal frequency is required',
    });
    expect(problems(GeneralPolicyInputSchema, { ...general, withdrawalFrequency: 'HOURLY' })).toEqual({
      withdrawalFrequency: 'Withdrawal frequency is required',
    });
    for (const f of ['DAILY', 'ONCE_A_WEEK', 'ONCE_EVERY_TWO_WEEKS', 'ONCE_PER_MONTH']) {
      expect(GeneralPolicyInputSchema.safeParse({ ...general, withdrawalFrequency: f }).success).toBe(true);
    }
  });

  it('requires a maximum withdrawal amount above 0', () => {
    expect(problems(GeneralPolicyInputSchema, { withdrawalFrequency: 'DAILY' })).toEqual({
      maximumWithdrawalAmount: 'Maximum withdrawal amount is required',
    });
    expect(problems(GeneralPolicyInputSchema, { ...general, maximumWithdrawalAmount: 0 })).toEqual({
      maximumWithdrawalAmount: 'Maximum withdrawal amount should be greater than zero(0)',
    });
    expect(problems(GeneralPolicyInputSchema, { ...general, maximumWithdrawalAmount: -5 })).toHaveProperty(
      'maximumWithdrawalAmount',
    );
    expect(GeneralPolicyInputSchema.safeParse({ ...general, maximumWithdrawalAmount: 0.01 }).success).toBe(true);
  });

  it('takes a withdrawal date only for Once per month, from 1 to 31, blank allowed', () => {
    expect(
      GeneralPolicyInputSchema.safeParse({ ...general, withdrawalFrequency: 'ONCE_PER_MONTH', withdrawalDate: 15 })
        .success,
    ).toBe(true);
    expect(GeneralPolicyInputSchema.safeParse({ ...general, withdrawalFrequency: 'ONCE_PER_MONTH' }).success).toBe(
      true,
    );
    expect(problems(GeneralPolicyInputSchema, { ...general, withdrawalDate: 15 })).toEqual({
      withdrawalDate: 'A withdrawal date can only be set for Once per month',
    });
    expect(
      problems(GeneralPolicyInputSchema, { ...general, withdrawalFrequency: 'ONCE_A_WEEK', withdrawalDate: 1 }),
    ).toHaveProperty('withdrawalDate');
    const monthly = { ...general, withdrawalFrequency: 'ONCE_PER_MONTH' };
    expect(problems(GeneralPolicyInputSchema, { ...monthly, withdrawalDate: 0 })).toEqual({
      withdrawalDate: 'Withdrawal date must be from 1',
    });
    expect(problems(GeneralPolicyInputSchema, { ...monthly, withdrawalDate: 32 })).toEqual({
      withdrawalDate: 'Withdrawal date must be at most 31',
    });
    expect(problems(GeneralPolicyInputSchema, { ...monthly, withdrawalDate: 2.5 })).toEqual({
      withdrawalDate: 'Withdrawal date must be a whole day',
    });
    expect(GeneralPolicyInputSchema.safeParse({ ...monthly, withdrawalDate: 1 }).success).toBe(true);
  });
});

describe('the advanced policy input', () => {
  it('accepts a salary range with the policy fields', () => {
    expect(AdvancedPolicyInputSchema.parse(advanced)).toEqual({ ...advanced, autoApproval: false });
  });

  it('requires minSalary and maxSalary', () => {
    expect(problems(AdvancedPolicyInputSchema, general)).toEqual({
      minSalary: 'Minimum salary is required',
      maxSalary: 'Maximum salary is required',
    });
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, minSalary: undefined })).toEqual({
      minSalary: 'Minimum salary is required',
    });
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, minSalary: -1 })).toEqual({
      minSalary: 'Minimum salary cannot be negative',
    });
    expect(AdvancedPolicyInputSchema.safeParse({ ...advanced, minSalary: 0 }).success).toBe(true);
  });

  it(`wants maxSalary above minSalary: '${MAX_SALARY_MESSAGE}'`, () => {
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, maxSalary: 3000 })).toEqual({
      maxSalary: MAX_SALARY_MESSAGE,
    });
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, maxSalary: 2999.99 })).toEqual({
      maxSalary: MAX_SALARY_MESSAGE,
    });
    expect(AdvancedPolicyInputSchema.safeParse({ ...advanced, maxSalary: 3000.01 }).success).toBe(true);
  });

  it('keeps the general rules: frequency, maximum above 0, withdrawal date only for Once per month', () => {
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, withdrawalFrequency: undefined })).toHaveProperty(
      'withdrawalFrequency',
    );
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, maximumWithdrawalAmount: 0 })).toHaveProperty(
      'maximumWithdrawalAmount',
    );
    expect(problems(AdvancedPolicyInputSchema, { ...advanced, withdrawalDate: 10 })).toEqual({
      withdrawalDate: 'A withdrawal date can only be set for Once per month',
    });
    expect(
      AdvancedPolicyInputSchema.safeParse({ ...advanced, withdrawalFrequency: 'ONCE_PER_MONTH', withdrawalDate: 10 })
        .success,
    ).toBe(true);
  });
});

describe("the withdrawal date against the organisation's cut-off date", () => {
  it('is from 1 to the cut-off date, 30 without one; blank is fine', () => {
    expect(DEFAULT_CUTOFF_DATE).toBe(30);
    expect(withdrawalDateProblem(undefined, 20)).toBeUndefined();
    expect(withdrawalDateProblem(20, 20)).toBeUndefined();
    expect(withdrawalDateProblem(21, 20)).toBe("Withdrawal date must be from 1 to 20, the organisation's cut-off date");
    expect(withdrawalDateProblem(30, undefined)).toBeUndefined();
    expect(withdrawalDateProblem(31, undefined)).toMatch(/from 1 to 30/);
  });
});

/** An advanced policy for the salaries from `min` to `max` sen. */
const policy = (
  id: string,
  min: number,
  max: number,
  over: Partial<WithdrawalPolicyRecord> = {},
): WithdrawalPolicyRecord => ({
  id,
  orgId: 'o',
  type: 'ADVANCED',
  status: 'APPROVED',
  maximumWithdrawalAmountSen: asSen(100_000),
  withdrawalFrequency: 'DAILY',
  autoApproval: false,
  minSalarySen: asSen(min),
  maxSalarySen: asSen(max),
  createdAt: 1,
  createdBy: 't',
  modifiedAt: 1,
  ...over,
});

/** A salary range from `min` to `max` sen. */
const range = (min: number, max: number) => ({ minSalarySen: asSen(min), maxSalarySen: asSen(max) });

describe('advanced salary ranges', () => {
  const existing = [
    policy('A', 300_000, 500_000),
    policy('G', 0, 0, { type: 'GENERAL', minSalarySen: undefined, maxSalarySen: undefined }),
  ];

  it('overlap when they share a salary, ends included', () => {
    expect(overlappingPolicy(range(400_000, 900_000), existing)?.id).toBe('A');
    expect(overlappingPolicy(range(100_000, 300_000), existing)?.id).toBe('A');
    expect(overlappingPolicy(range(500_000, 600_000), existing)?.id).toBe('A');
    expect(overlappingPolicy(range(350_000, 450_000), existing)?.id).toBe('A');
    expect(overlappingPolicy(range(100_000, 900_000), existing)?.id).toBe('A');
  });

  it('do not overlap when apart, even by a sen; the general policy and the policy itself do not count', () => {
    expect(overlappingPolicy(range(500_001, 600_000), existing)).toBeUndefined();
    expect(overlappingPolicy(range(100_000, 299_999), existing)).toBeUndefined();
    expect(overlappingPolicy(range(300_000, 500_000), existing, 'A')).toBeUndefined();
  });

  it('are named in messages in RM', () => {
    expect(policyLabel(existing[0])).toBe('The advanced policy for salaries RM 3,000.00 to RM 5,000.00');
    expect(policyLabel(existing[1])).toBe('The General policy');
  });
});

describe('versions of a policy', () => {
  it('always move forward, even within one second', () => {
    expect(nextModifiedAt({ modifiedAt: 100 }, 200)).toBe(200);
    expect(nextModifiedAt({ modifiedAt: 200 }, 200)).toBe(201);
    expect(nextModifiedAt({ modifiedAt: 205 }, 200)).toBe(206);
    expect(nextModifiedAt(undefined, 200)).toBe(200);
  });
});

describe('the notifications e-mail input', () => {
  const schema = updateNotificationsEmail.input;
  it("says '* Required!' when empty and '* Value must be a valid email!' when not an e-mail", () => {
    expect(problems(schema, { notificationsEmail: '' })).toEqual({ notificationsEmail: '* Required!' });
    expect(problems(schema, { notificationsEmail: '   ' })).toEqual({ notificationsEmail: '* Required!' });
    expect(problems(schema, {})).toEqual({ notificationsEmail: '* Required!' });
    expect(problems(schema, { notificationsEmail: 'not-an-email' })).toEqual({
      notificationsEmail: '* Value must be a valid email!',
    });
    expect(schema.parse({ notificationsEmail: ' boss@demo.test ' })).toEqual({ notificationsEmail: 'boss@demo.test' });
  });
});
