import { sendSmsVerificationCode } from '../../shared/callables/employees';
import { SMS_CODE_TTL_SECONDS } from '../../shared/domain/employee-profile';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { sendSms } from '../services/outbox';
import { requireOwnEmployee } from '../core/own-employee';
import { issueSmsCode, mobileClaimOwner, withdrawSmsCode } from '../data/sms-codes';

/**
 * A code for the number the employee wants on their profile, or for the number already on it (to
 * verify it). A number another employee of the same organisation holds is refused here already
 * (the update's transaction refuses it again, should it be taken meanwhile); numbers are unique
 * per organisation, so nothing here tells whether another organisation's employee has it.
 */
export const handler = makeHandler(sendSmsVerificationCode, async ({ mobileNumber }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const owner = await mobileClaimOwner(employee.orgId, mobileNumber);
  if (owner && owner.employeeICNumber !== employee.employeeICNumber) {
    const message = `The mobile number ${mobileNumber} is already in use.`;
    throw new AppError('ALREADY_EXISTS', message, [{ field: 'mobileNumber', message }]);
  }
  const now = epochSeconds();
  const code = await issueSmsCode(employee.orgId, caller.userId, mobileNumber, now);
  try {
    await sendSms({
      to: mobileNumber,
      text: `Your verification code is ${code}. It is valid for ${SMS_CODE_TTL_SECONDS / 60} minutes.`,
    });
  } catch (err) {
    await withdrawSmsCode(employee.orgId, caller.userId, now);
    throw err;
  }
  return true as const;
});
