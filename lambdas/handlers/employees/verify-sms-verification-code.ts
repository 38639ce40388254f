import { verifySmsVerificationCode } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { noteNothingChanged } from '../../core/audit-actor';
import { requireOwnEmployee } from '../chain/own-employee';
import { markMobileNumberVerified } from '../../data/employees/employees';
import { consumeVerifiedMobile, verifySmsCode } from '../../data/identity/sms-codes';
import { recordVerifiedMobile } from '../../data/identity/verified-mobiles';

/**
 * Check the code. For the number already on the profile (one added by a manager or an import is
 * not verified yet) that is the whole step: the profile's number is marked verified at once. For
 * a new number, the profile update that follows consumes the verification.
 */
export const handler = makeHandler(verifySmsVerificationCode, async ({ mobileNumber, code }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const now = epochSeconds();
  await verifySmsCode(employee.orgId, caller.userId, mobileNumber, code, now);
  if (employee.mobileNumber === mobileNumber) {
    // Its audit entry goes with the mark; a number verified already changes nothing.
    if (!employee.mobileNumberVerified) await markMobileNumberVerified(employee, now);
    else noteNothingChanged();
    // From now on no one else's verification code goes to this number.
    await recordVerifiedMobile({ ...employee, mobileNumber }, now);
    await consumeVerifiedMobile(employee.orgId, caller.userId, mobileNumber);
    return { verified: true as const, onProfile: true };
  }
  // A new number: the profile update that saves it writes the audit entry.
  noteNothingChanged();
  return { verified: true as const, onProfile: false };
});
