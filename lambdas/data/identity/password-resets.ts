import type { User } from '../../../shared/domain/identity/user';
import { keys } from '../table/keys';
import { isWriteConflict, table, type TransactItem } from '../table/table';
import { staleUser } from './users';

/**
 * A password set for the user by someone else (a new invitation): `passwordChangedAt` (from then
 * on the API refuses every token signed in at or before that second) and `withItems` (the
 * employee's history entry) in one transaction; refuses (409) a user no longer stored.
 */
export async function markPasswordReset(user: User, at: number, withItems: readonly TransactItem[]): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.user(user.orgId, user.id),
          UpdateExpression: 'SET passwordChangedAt = :at, modifiedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at },
        },
      },
      ...withItems,
    ]);
  } catch (err) {
    if (isWriteConflict(err)) throw staleUser();
    throw err;
  }
}
