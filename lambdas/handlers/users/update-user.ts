import { updateUser as updateUserDef } from '../../../shared/callables/users';
import { displayNameAfterEdit, kindOfRole } from '../../../shared/domain/identity/user-admin';
import type { User } from '../../../shared/domain/identity/user';
import { AppError } from '../../../shared/registry/errors';
import { setCognitoUserEnabled, signOutEverywhere, updateCognitoAttributes } from '../../core/clients/cognito';
import { makeHandler } from '../chain/make-handler';
import { getUser, staleUser, updateUser } from '../../data/identity/users';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { noteNothingChanged } from '../../core/audit-actor';
import { userAuditItems } from '../../data/audit/people-audits';

/** Bring the Cognito user in line with a record: attributes (role, names) and enabled = Active. */
async function syncCognito(user: Pick<User, 'email' | 'role' | 'firstName' | 'lastName' | 'displayName' | 'status'>) {
  await updateCognitoAttributes(user.email, {
    role: user.role,
    givenName: user.firstName,
    familyName: user.lastName,
    name: user.displayName,
  });
  await setCognitoUserEnabled(user.email, user.status === 'Active');
}

/**
 * Names, role and status of a user. The Cognito user is changed first (custom:role, names,
 * disabled when Suspended) and put back when the record cannot be written (changed by someone
 * else since it was read: 409), so the two never disagree. An employee login keeps its
 * employeeICNumber; a suspended user is refused by the API at once (its record) and by Cognito.
 */
export const handler = makeHandler(updateUserDef, async (input, caller) => {
  const orgId = input.tenantId || input.orgId || null;
  if (input.tenantId && input.orgId && input.tenantId !== input.orgId) {
    throw new AppError('INVALID_ARGUMENT', 'orgId and tenantId name different organisations.', [
      { field: 'orgId', message: 'Must match tenantId' },
    ]);
  }
  const before = await getUser(orgId, input.userId);
  if (!before) throw new AppError('NOT_FOUND', 'User not found!');
  if (kindOfRole(before.role) === 'administrator' && caller.role !== 'superadmin') {
    throw new AppError('FORBIDDEN', 'Only a superadmin can change administrators.');
  }
  if (kindOfRole(input.role) !== kindOfRole(before.role)) {
    const allowed =
      kindOfRole(before.role) === 'administrator' ? 'admin or superadmin' : 'Manager, Executive or employee';
    throw new AppError('INVALID_ARGUMENT', `This user's role can only be ${allowed}.`, [
      { field: 'role', message: `Choose ${allowed}` },
    ]);
  }
  if (before.id === caller.userId) {
    if (input.status !== 'Active') throw new AppError('INVALID_STATE', 'You cannot suspend your own account.');
    if (input.role !== before.role) throw new AppError('INVALID_STATE', 'You cannot change your own role.');
  }
  if (before.modifiedAt !== input.modifiedAt) {
    throw staleUser();
  }

  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    displayName: displayNameAfterEdit(before, input),
    role: input.role,
    status: input.status,
  };
  // A later second than the version read, so the next editor's check sees this change.
  const at = nextModifiedAt(before);
  // Its audit entries (names and status: `user`; the role: `role`) go in the same transaction.
  const audit = userAuditItems(before, { ...before, ...changes, modifiedAt: at }, 'changed');
  if (!audit.length) noteNothingChanged();
  await syncCognito({ ...before, ...changes });
  let updated: User;
  try {
    updated = await updateUser(before.orgId, before.id, changes, at, before.modifiedAt, audit);
  } catch (err) {
    await syncCognito(before).catch(() => undefined);
    throw err;
  }
  // A suspended user's sessions end everywhere (the record already refuses their tokens).
  if (before.status === 'Active' && updated.status === 'Suspended') await signOutEverywhere(before.email);
  return updated;
});
