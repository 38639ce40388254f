import { conditionFailedAt, table } from './table';

/** A counter item of the table: where it is, what it may reach, when TTL may delete it, and how it is stamped. */
export interface CappedCount {
  key: { pk: string; sk: string };
  /** The most counts the item takes. */
  limit: number;
  /** Unix seconds: the table's TTL attribute (`expiresAt`). */
  expiresAt: number;
  entity: string;
  version: number;
}

/**
 * Count one, by ONE conditional `UpdateItem ADD` that refuses once `limit` is reached, so the count
 * never passes it however many requests race. False (nothing counted) when the limit is reached.
 */
export async function countUnderLimit(count: CappedCount): Promise<boolean> {
  try {
    await table.update({
      Key: count.key,
      UpdateExpression: 'ADD #count :one SET #expires = :expires, #entity = :entity, #version = :version',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: {
        '#count': 'count',
        '#expires': 'expiresAt',
        '#entity': 'entity',
        '#version': 'version',
      },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': count.limit,
        ':expires': count.expiresAt,
        ':entity': count.entity,
        ':version': count.version,
      },
    });
    return true;
  } catch (err) {
    if (conditionFailedAt(err)) return false;
    throw err;
  }
}
