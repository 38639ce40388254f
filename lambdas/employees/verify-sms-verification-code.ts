import { verifySmsVerificationCode } from '../../shared/callables/employee-profile';
import { epochSeconds } from '../../shared/domain/time';
import { makeHandler } from '../lib/make-handler';
import { requireOwnEmployee } from '../lib/own-employee';
import { verifySmsCode } from '../lib/repos/sms-codes';

export const handler = makeHandler(verifySmsVerificationCode, async ({ mobileNumber, code }, caller) => {
  const employee = await requireOwnEmployee(caller);
  await verifySmsCode(employee.orgId, caller.userId, mobileNumber, code, epochSeconds());
  return { verified: true as const };
});
