import type { Employee } from '../employees/employee';

/**
 * What a withdrawal still needs that the employee gives themselves, in the order the profile setup
 * asks for it: a verified mobile number (the withdrawal's code goes there by SMS), then a bank account
 * (the money goes there). One list for the server's balance answer and refusals, Get Paid, the
 * profile setup and the first sign-in, so they always agree. What only a manager can change (no
 * salary, no policy, withdrawals switched off) is the rules' `blocked` (withdrawal-rules.ts and
 * lambdas/services/advance-pay/withdrawals.ts), not a step here.
 */
export const WITHDRAWAL_STEPS = ['mobileNumber', 'bankAccount'] as const;
export type WithdrawalStep = (typeof WITHDRAWAL_STEPS)[number];

/** The employee's fields the steps read. */
export type WithdrawalStepFacts = Pick<
  Employee,
  'mobileNumber' | 'mobileNumberVerified' | 'accountNumber' | 'bankCode' | 'bank'
>;

/** The refusal of a request while a step is missing (the server's 422 message; the site translates it). */
export const MISSING_STEP_MESSAGES: Record<WithdrawalStep, string> = {
  mobileNumber: 'Please add and verify your mobile number in your profile first: the verification code is sent there.',
  bankAccount: 'Please add your bank account in your profile first: the money you withdraw is paid into it.',
};

/** The field a refusal for the step names (the API's errorInfo details). */
export const MISSING_STEP_FIELDS: Record<WithdrawalStep, string> = {
  mobileNumber: 'mobileNumber',
  bankAccount: 'bank',
};

/** Whether the employee has a mobile number proved theirs by a code. */
export const hasVerifiedMobile = (e: WithdrawalStepFacts): boolean =>
  !!e.mobileNumber && e.mobileNumberVerified === true;

/** Whether the employee has a bank account the money can be paid into (an account number and its bank). */
export const hasBankAccount = (e: WithdrawalStepFacts): boolean => !!e.accountNumber && !!(e.bankCode || e.bank);

/** The steps the employee still has to take before a withdrawal, in the order they are asked for. */
export function missingWithdrawalSteps(e: WithdrawalStepFacts): WithdrawalStep[] {
  return WITHDRAWAL_STEPS.filter((step) => (step === 'mobileNumber' ? !hasVerifiedMobile(e) : !hasBankAccount(e)));
}
