import type { User } from '../../../shared/domain/identity/user';
import { auditItem } from '../audit/audit-trail';
import { userSubject } from '../audit/people-audits';
import { GSI3_LOCKED_USERS, gsi3LockedUserSk, keys } from '../table/keys';
import { isWriteConflict, table } from '../table/table';
import { userFromItem as fromItem } from './users';
import { AppError } from '../../../shared/registry/errors';

/**
 * A login's lock after too many wrong verification codes (docs/rules.md#verification-codes-and-lock-out):
 * the user record's `locked` and its entry in GSI3's locked accounts.
 */

/**
 * Mark a login locked (that alone stops every later call: the handler chain reads it), with its
 * audit entry (kind `user`, `locked`, the reason) in the same transaction. Idempotent: racing wrong
 * codes may lock twice; only the first locks and writes the entry, and its `lockedAt` is answered.
 */
export async function lockUserRecord(
  user: Pick<User, 'id' | 'orgId' | 'displayName' | 'email'>,
  reason: string,
  at: number,
): Promise<number> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.user(user.orgId, user.id),
          // The same write puts the login in the locked-accounts index (GSI3), so the admin dashboard's
          // count can never disagree with the locks, however locks and unlocks race.
          UpdateExpression:
            'SET locked = :true, lockedAt = :at, lockedReason = :reason, modifiedAt = :at, gsi3pk = :lockedPk, gsi3sk = :lockedSk',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(locked) OR locked <> :true)',
          ExpressionAttributeValues: {
            ':true': true,
            ':at': at,
            ':reason': reason,
            ':lockedPk': GSI3_LOCKED_USERS,
            ':lockedSk': gsi3LockedUserSk(at, user.orgId, user.id),
          },
        },
      },
      auditItem({
        orgId: user.orgId,
        kind: 'user',
        action: 'locked',
        subject: userSubject(user),
        changes: [{ field: 'locked', before: 'no', after: 'yes' }],
        why: `Locked after ${reason}`,
      }),
    ]);
    return at;
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    // Locked already (a racing wrong code got there first): its lock stands, with its time.
    const { Item } = await table.get({ Key: keys.user(user.orgId, user.id), ConsistentRead: true });
    const current = Item ? fromItem(Item) : undefined;
    if (!current) throw new AppError('NOT_FOUND', 'User not found!');
    return current.lockedAt ?? at;
  }
}

/**
 * Clear a login's lock, recording who and when, with its audit entry; 409 when it is not locked.
 * Answers the new `modifiedAt`.
 */
export async function unlockUserRecord(user: User & { orgId: string }, by: string, at: number): Promise<number> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.user(user.orgId, user.id),
          UpdateExpression:
            'SET unlockedAt = :at, unlockedBy = :by, modifiedAt = :at REMOVE locked, lockedAt, lockedReason, gsi3pk, gsi3sk',
          ConditionExpression: 'attribute_exists(pk) AND locked = :true',
          ExpressionAttributeValues: { ':at': at, ':by': by, ':true': true },
        },
      },
      auditItem({
        orgId: user.orgId,
        kind: 'user',
        action: 'unlocked',
        subject: userSubject(user),
        changes: [{ field: 'locked', before: 'yes', after: 'no' }],
        ...(user.lockedReason ? { why: `Locked after ${user.lockedReason}` } : {}),
      }),
    ]);
    return at;
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('INVALID_STATE', 'This account is not locked.');
    throw err;
  }
}

/**
 * The locked logins across organisations (GSI3 `USER#LOCKED`, a partition written only when a login
 * locks or unlocks): how many, and the `latest` most recently locked. Counting is a Query with `Select: COUNT` on that sparse index: it reads only
 * locked logins, never the other users.
 */
export async function lockedUsers(latest: number): Promise<{ count: number; latest: User[] }> {
  const query = {
    IndexName: 'GSI3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': GSI3_LOCKED_USERS },
  };
  const [count, newest] = await Promise.all([
    table.queryCount(query),
    table.query({ ...query, ProjectionExpression: 'pk, sk', ScanIndexForward: false, Limit: latest }),
  ]);
  // GSI3 projects no user attributes: the latest are read by key, then put back in lock order.
  const order = (newest.Items ?? []).map((k) => `${String(k.pk)}|${String(k.sk)}`);
  const items = order.length
    ? await table.batchGet((newest.Items ?? []).map((k) => ({ pk: String(k.pk), sk: String(k.sk) })))
    : [];
  const rank = (item: Record<string, unknown>) => order.indexOf(`${String(item.pk)}|${String(item.sk)}`);
  return { count, latest: items.sort((a, b) => rank(a) - rank(b)).map(fromItem) };
}
