import { table, isWriteConflict, type StampedItem } from './table';

type Item = Record<string, unknown>;

/**
 * Every item of one kind in an organisation's partition (its sort-key prefix), following
 * the pages. For the short per-organisation lists (categories, teams, offices, job levels);
 * deleted items are left out.
 */
export async function queryAllOfKind(pk: string, skPrefix: string): Promise<Item[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
  });
  return items.filter((item) => item.deleted !== true);
}

/** The stored form of a record: its key, entity name and version first. */
export const withEntity = <T extends object>(
  key: { pk: string; sk: string },
  entity: string,
  version: number,
  record: T,
) => ({
  ...key,
  entity,
  version,
  ...record,
});

/** A stored item back to its record (key and bookkeeping attributes dropped). */
export function stripItem(item: Item): Item {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return rest;
}

/** Store an item unless its key is taken (seeding and first writes); answers whether it was written. */
export async function putIfAbsent(item: StampedItem): Promise<boolean> {
  try {
    await table.put({ Item: item, ConditionExpression: 'attribute_not_exists(pk)' });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}
