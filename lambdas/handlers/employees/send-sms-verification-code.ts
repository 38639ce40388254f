import { sendSmsVerificationCode } from '../../../shared/callables/employees';
import { messagesIn } from '../../../shared/i18n/server-messages';
import { SMS_CODE_TTL_SECONDS } from '../../../shared/domain/employees/employee-profile';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { sendVerificationSms } from '../../services/identity/verification-sms';
import { requireOwnEmployee } from '../chain/own-employee';
import { issueSmsCode, mobileClaimOwner, withdrawSmsCode } from '../../data/identity/sms-codes';
import { verifiedMobileHolder } from '../../data/identity/verified-mobiles';

/**
 * A code for the number the employee wants on their profile, or for the number already on it (to
 * verify it). A number another employee of the same organisation holds is refused here already
 * (the update's transaction refuses it again, should it be taken meanwhile); numbers are unique
 * per organisation, so nothing here tells whether another organisation's employee has it.
 *
 * A number that another person (of any organisation) has verified as theirs gets nothing: the
 * answer is the same as for any number, a code is kept as for any number (so the next minute's
 * request is throttled alike), but no SMS goes to someone else's phone, and no code sent can verify
 * it (docs/rules.md#verification-codes-and-lock-out). Every number gets at most its daily
 * allowance of verification SMS.
 */
export const handler = makeHandler(sendSmsVerificationCode, async ({ mobileNumber }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const [owner, holder] = await Promise.all([
    mobileClaimOwner(employee.orgId, mobileNumber),
    verifiedMobileHolder(mobileNumber),
  ]);
  if (owner && owner.employeeICNumber !== employee.employeeICNumber) {
    const message = `The mobile number ${mobileNumber} is already in use.`;
    throw new AppError('ALREADY_EXISTS', message, [{ field: 'mobileNumber', message }]);
  }
  const someoneElses =
    !!holder && (holder.orgId !== employee.orgId || holder.employeeICNumber !== employee.employeeICNumber);
  const now = epochSeconds();
  const code = await issueSmsCode(employee.orgId, caller.userId, mobileNumber, now);
  try {
    await sendVerificationSms(
      {
        to: mobileNumber,
        text: messagesIn(caller.user.language).format('sent.mobileCodeSms', {
          code,
          minutes: SMS_CODE_TTL_SECONDS / 60,
        }),
      },
      now,
      someoneElses ? caller.userId : undefined,
    );
  } catch (err) {
    await withdrawSmsCode(employee.orgId, caller.userId, now);
    throw err;
  }
  return true as const;
});
