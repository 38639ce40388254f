import { InvalidPasswordException } from '@aws-sdk/client-cognito-identity-provider';
import { updateOwnProfile } from '../../shared/callables/employee-profile';
import { applyOwnProfile, ownProfileDiff } from '../../shared/domain/employee-profile';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { setCognitoPassword, updateCognitoAttributes } from '../lib/cognito';
import { makeHandler } from '../lib/make-handler';
import { requireOwnEmployee } from '../lib/own-employee';
import { replaceEmployee } from '../lib/repos/employees';
import { consumeVerifiedMobile, hasVerifiedMobile } from '../lib/repos/sms-codes';
import { updateUser } from '../lib/repos/users';

const fieldError = (code: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION', field: string, message: string) =>
  new AppError(code, message, [{ field: `updatedProfile.${field}`, message }]);

/**
 * Every check comes before the first write, so a refused request changes nothing. The record and
 * the mobile-number claims change in one transaction (`replaceEmployee`); the password is set
 * after the record, since a record conflict is the likelier refusal.
 */
export const handler = makeHandler(updateOwnProfile, async ({ updatedProfile, newUserPassword }, caller) => {
  const before = await requireOwnEmployee(caller);
  const now = epochSeconds();
  const after = applyOwnProfile(before, updatedProfile);
  const changed = ownProfileDiff(before, after);

  if (after.accountNumber && !after.bankCode) throw fieldError('INVALID_ARGUMENT', 'bankCode', 'Choose the bank of this account');
  const mobileChanged = changed.includes('mobileNumber');
  if (mobileChanged) {
    if (!after.mobileNumber) throw fieldError('FAILED_PRECONDITION', 'mobileNumber', 'Your mobile number cannot be removed. Enter a new one and verify it by code.');
    if (!(await hasVerifiedMobile(before.orgId, caller.userId, after.mobileNumber, now))) {
      throw fieldError('FAILED_PRECONDITION', 'mobileNumber', `Please verify the mobile number ${after.mobileNumber} with the code sent to it before saving it.`);
    }
    after.mobileNumberVerified = true;
  }

  let profile = before;
  if (changed.length) {
    profile = await replaceEmployee(before, { ...after, modifiedAt: now, modifiedBy: caller.userId });
    if (mobileChanged) await consumeVerifiedMobile(before.orgId, caller.userId, after.mobileNumber!);
  }

  const namesChanged = changed.includes('firstName') || changed.includes('lastName');
  if (namesChanged) {
    await updateCognitoAttributes(caller.user.email, { givenName: profile.firstName, familyName: profile.lastName, name: profile.name });
  }
  if (newUserPassword) {
    try {
      await setCognitoPassword(caller.user.email, newUserPassword);
    } catch (err) {
      if (err instanceof InvalidPasswordException) throw new AppError('INVALID_ARGUMENT', err.message, [{ field: 'newUserPassword', message: err.message }]);
      throw err;
    }
  }
  if (namesChanged || newUserPassword) {
    await updateUser(caller.orgId, caller.userId, namesChanged ? { firstName: profile.firstName, lastName: profile.lastName, displayName: profile.name } : {}, now);
  }
  return { profile, passwordChanged: !!newUserPassword };
});
