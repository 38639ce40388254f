import { sendVerificationCode } from '../../../shared/callables/advance-pay-employee';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { sendVerificationSms } from '../../services/identity/verification-sms';
import { issueWithdrawalCode, withdrawWithdrawalCode } from '../../data/advance-pay/withdrawal-codes';
import { assertAllowed, assertBankAccount, loadWithdrawalEvaluation } from '../../services/advance-pay/withdrawals';

/** Refusal when the code has nowhere to go. */
export const NO_VERIFIED_MOBILE =
  'Please add and verify your mobile number in your profile first: the verification code is sent there.';

/**
 * Get Paid's first step (docs/rules.md#verification-codes-and-lock-out): the request is checked as initiateTransaction
 * will check it, then a 6-digit code bound to this amount and reason goes by SMS (shown 'R-123456').
 */
export const handler = makeHandler(sendVerificationCode, async (input, caller) => {
  const { orgId, employee, evaluation } = await loadWithdrawalEvaluation(caller);
  const amountSen = rmToSen(input.amount);
  assertAllowed(evaluation, amountSen);
  assertBankAccount(employee);
  if (!employee.mobileNumber || !employee.mobileNumberVerified) {
    throw new AppError('FAILED_PRECONDITION', NO_VERIFIED_MOBILE, [
      { field: 'mobileNumber', message: NO_VERIFIED_MOBILE },
    ]);
  }
  const now = epochSeconds();
  const code = await issueWithdrawalCode(orgId, caller.userId, { amountSen, reason: input.reason }, now);
  try {
    // Only ever to the verified number on record, within the number's daily allowance.
    await sendVerificationSms(
      {
        to: employee.mobileNumber,
        text: `Your Advance Pay code is R-${code} for a withdrawal of RM ${input.amount.toFixed(2)}. It expires in 5 minutes. Never share it with anyone.`,
      },
      now,
    );
  } catch (err) {
    await withdrawWithdrawalCode(orgId, caller.userId, now);
    throw err;
  }
  return true as const;
});
