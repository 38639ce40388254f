import { AppError } from '../../../shared/registry/errors';
import { keys, orgPk } from './keys';
import { stripItem, withEntity } from './org-items';
import { changedMeanwhile, replaceItem } from './approvable';
import { table, type TransactItem, isWriteConflict } from './table';

type Key = { pk: string; sk: string };

/**
 * How a record with one unique value (an office code, a job level name) is stored: the record's
 * own item plus a claim item on the unique value that holds the record's id. Creating writes
 * both with `attribute_not_exists`, so two records racing for one value cannot both win.
 */
export interface ClaimedStore<T extends { id: string; modifiedAt: number }> {
  entity: string;
  version: number;
  /** What the record is called in messages ('office', 'job level'). */
  label: string;
  key: (record: T) => Key;
  claim: (record: T) => Key;
  parse: (record: Record<string, unknown>) => T;
  /** The 409 when another record holds the unique value. */
  taken: (record: T) => AppError;
  /** Index attributes the record's item carries besides its fields (a set-up list's GSI1 keys). */
  index?: (record: T) => Record<string, unknown>;
}

/** The stored item of a record: its key, entity, fields and index attributes. */
export const claimedItem = <T extends { id: string; modifiedAt: number }>(store: ClaimedStore<T>, record: T) => ({
  ...withEntity(store.key(record), store.entity, store.version, record),
  ...store.index?.(record),
});

const claimPut = <T extends { id: string; modifiedAt: number }>(store: ClaimedStore<T>, record: T): TransactItem => ({
  Put: {
    Item: { ...store.claim(record), entity: `${store.entity}Claim`, version: store.version, ownerId: record.id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const claimDelete = <T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  record: T,
): TransactItem => ({
  Delete: {
    Key: store.claim(record),
    ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :id',
    ExpressionAttributeValues: { ':id': record.id },
  },
});

/** Every claim condition that failed refers to the unique value; any other failure is a concurrent change. */
async function run<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  items: TransactItem[],
  claimAt: number | undefined,
  record: T,
) {
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      if (claimAt !== undefined && err.conditionFailed(claimAt)) throw store.taken(record);
      throw changedMeanwhile(store.label);
    }
    throw err;
  }
}

export async function getClaimed<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  key: Key,
): Promise<T | undefined> {
  const { Item } = await table.get({ Key: key });
  return Item && Item.deleted !== true ? store.parse(stripItem(Item)) : undefined;
}

/** Store a new record with its claim (409 when the unique value is taken). */
export async function createClaimed<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  record: T,
): Promise<T> {
  await run(
    store,
    [
      {
        Put: {
          Item: claimedItem(store, record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      claimPut(store, record),
    ],
    1,
    record,
  );
  return record;
}

/**
 * Replace a record by its changed version only while it is still the version read
 * (`modifiedAt`), moving the claim when the unique value changed.
 */
export async function replaceClaimed<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  before: T,
  after: T,
  extra: { condition?: string; values?: Record<string, unknown>; names?: Record<string, string> } = {},
): Promise<T> {
  const items: TransactItem[] = [
    replaceItem(store, claimedItem(store, after), {
      seen: before.modifiedAt,
      ...(extra.condition ? { also: { expression: extra.condition, names: extra.names, values: extra.values } } : {}),
    }),
  ];
  const moved = store.claim(before).sk !== store.claim(after).sk;
  if (moved) items.push(claimDelete(store, before), claimPut(store, after));
  await run(store, items, moved ? 2 : undefined, after);
  return after;
}

/** Delete a record (only the version read) and release its claim. */
export async function deleteClaimed<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  record: T,
): Promise<void> {
  await run(
    store,
    [
      {
        Delete: {
          Key: store.key(record),
          ConditionExpression: 'modifiedAt = :seen',
          ExpressionAttributeValues: { ':seen': record.modifiedAt },
        },
      },
      claimDelete(store, record),
    ],
    undefined,
    record,
  );
}

/** Store the claim of a record written without one (seeding an older data set); answers whether it was written. */
export async function putClaimIfAbsent<T extends { id: string; modifiedAt: number }>(
  store: ClaimedStore<T>,
  record: T,
): Promise<boolean> {
  try {
    await table.transact([claimPut(store, record)]);
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

/** How many (not deleted) employees of the organisation carry `value` in `field` (an office id, a job level name). */
export const countEmployeesWith = (orgId: string, field: 'officeId' | 'jobLevel', value: string): Promise<number> =>
  table.queryCount({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: '#field = :value AND NOT (deleted = :true)',
    ExpressionAttributeNames: { '#field': field },
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': keys.employeeSkPrefix, ':value': value, ':true': true },
  });
