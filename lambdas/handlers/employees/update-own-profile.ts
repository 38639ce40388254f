import { updateOwnProfile } from '../../../shared/callables/employees';
import { applyOwnProfile, ownProfileDiff } from '../../../shared/domain/employees/employee-profile';
import { changedList, type SensitiveChange } from '../../../shared/domain/identity/security-notices';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { changeOwnPassword } from '../../services/identity/password-change';
import { consumeVerifiedMobile, hasVerifiedMobile } from '../../data/identity/sms-codes';
import { recordVerifiedMobile } from '../../data/identity/verified-mobiles';
import { updateUser } from '../../data/identity/users';
import { sendChangeNotices } from '../../services/identity/security-notices';
import { syncCognitoUser } from '../../services/identity/user-sync';
import { payoutChanges, saveEmployeeChange } from '../../services/employees/payout-accounts';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { noteNothingChanged } from '../../core/audit-actor';

const fieldError = (code: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION', field: string, message: string) =>
  new AppError(code, message, [{ field: `updatedProfile.${field}`, message }]);

/**
 * Every check comes before the first write, so a refused request changes nothing. A change of the
 * bank account, the mobile number or the password needs a recent sign-in (403
 * REAUTHENTICATION_REQUIRED otherwise: the site asks for the password and retries); names,
 * address and the rest do not. The record and the mobile-number claims change in one transaction
 * (the payout-account gate's `saveEmployeeChange`, which also starts the cooling-off of a new
 * account and writes the history entries); the password is set after the record, since a record
 * conflict is the likelier refusal. The e-mail and the number on record (the old one, for a new
 * one) are told afterwards, in one notice with the password change.
 */
export const handler = makeHandler(updateOwnProfile, async (input, caller) => {
  const { updatedProfile, newUserPassword, currentPassword, accessToken } = input;
  const before = await requireOwnEmployee(caller);
  const now = epochSeconds();
  const after = applyOwnProfile(before, updatedProfile);
  const changed = ownProfileDiff(before, after);
  const mobileChanged = changed.includes('mobileNumber');

  // The bank account and the mobile number are the payout-account gate's (services/payout-accounts.ts).
  const sensitive: SensitiveChange[] = [
    ...payoutChanges(before, after),
    ...(newUserPassword ? [{ kind: 'password' as const }] : []),
  ];
  if (sensitive.length) requireRecentSignIn(caller, changedList(sensitive), now);

  if (after.accountNumber && !after.bankCode)
    throw fieldError('INVALID_ARGUMENT', 'bankCode', 'Choose the bank of this account');
  /** The new mobile number, verified by code: its claim is consumed with the write. */
  let newMobile: string | undefined;
  if (mobileChanged) {
    if (!after.mobileNumber)
      throw fieldError(
        'FAILED_PRECONDITION',
        'mobileNumber',
        'Your mobile number cannot be removed. Enter a new one and verify it by code.',
      );
    if (!(await hasVerifiedMobile(before.orgId, caller.userId, after.mobileNumber, now))) {
      throw fieldError(
        'FAILED_PRECONDITION',
        'mobileNumber',
        `Please verify the mobile number ${after.mobileNumber} with the code sent to it before saving it.`,
      );
    }
    newMobile = after.mobileNumber;
    after.mobileNumberVerified = true;
    after.mobileNumberVerifiedAt = now;
  }

  let profile = before;
  if (changed.length) {
    ({ saved: profile } = await saveEmployeeChange({
      actor: caller,
      before,
      after: { ...after, modifiedAt: nextModifiedAt(before, now), modifiedBy: caller.userId },
      by: before.name,
      at: now,
      source: 'own profile',
    }));
    if (newMobile) {
      await consumeVerifiedMobile(before.orgId, caller.userId, newMobile);
      // From now on no one else's verification code goes to this number.
      await recordVerifiedMobile(
        { orgId: before.orgId, employeeICNumber: before.employeeICNumber, mobileNumber: newMobile },
        now,
      );
    }
  } else {
    // A new password alone: no record the audit trail covers changed (the notice tells the employee).
    noteNothingChanged();
  }

  const namesChanged = changed.includes('firstName') || changed.includes('lastName');
  if (namesChanged) {
    await updateUser(
      caller.orgId,
      caller.userId,
      { firstName: profile.firstName, lastName: profile.lastName, displayName: profile.name },
      now,
    );
    // The ID token's names follow the record through the user-sync worker (no Cognito admin action here).
    await syncCognitoUser(caller.user, true);
  }
  if (newUserPassword && currentPassword && accessToken)
    await changeOwnPassword(caller, { newPassword: newUserPassword, currentPassword, accessToken }, now);
  await sendChangeNotices(
    {
      orgId: before.orgId,
      email: caller.user.email || before.email,
      mobileNumber: before.mobileNumber ?? profile.mobileNumber,
      firstName: profile.firstName,
      language: caller.user.language,
    },
    sensitive,
    { self: true },
    now,
  );
  return { profile: employeeToRm(profile), passwordChanged: !!newUserPassword };
});
