import { USER_SYNCED_ATTRIBUTE } from '../../../shared/domain/identity/user';
import { keys } from '../table/keys';
import { isWriteConflict, table } from '../table/table';

/**
 * Where the `user-sync` worker notes how far it has brought a login's Cognito user in line with
 * its record (lambdas/services/identity/user-sync.ts): one attribute of the user record, only ever moved
 * forward, the only attribute that worker may change (its `tableUpdates`).
 */

/** Note that Cognito matches the record as of the request made at `requestedAt` (ms); an older note never overwrites a newer one. */
export async function markUserSynced(orgId: string | null, userId: string, requestedAt: number): Promise<void> {
  try {
    await table.update({
      Key: keys.user(orgId, userId),
      UpdateExpression: 'SET #synced = :at',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#synced) OR #synced < :at)',
      ExpressionAttributeNames: { '#synced': USER_SYNCED_ATTRIBUTE },
      ExpressionAttributeValues: { ':at': requestedAt },
    });
  } catch (err) {
    // A newer request was synced already (or the user is gone): nothing to note.
    if (!isWriteConflict(err)) throw err;
  }
}

/** The latest request (ms) whose state Cognito has been brought to, 0 when none. */
export async function userSyncedAt(orgId: string | null, userId: string): Promise<number> {
  const { Item } = await table.get({
    Key: keys.user(orgId, userId),
    ConsistentRead: true,
    ProjectionExpression: '#synced',
    ExpressionAttributeNames: { '#synced': USER_SYNCED_ATTRIBUTE },
  });
  const at: unknown = Item?.[USER_SYNCED_ATTRIBUTE];
  return typeof at === 'number' ? at : 0;
}
