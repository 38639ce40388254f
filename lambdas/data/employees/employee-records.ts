import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';

import { ORGS_PK, keys, orgPk } from '../table/keys';
import { touchEmployeesItem } from './employees';
import { claimItems } from './employee-claims';
import { conditionFailedAt, isWriteConflict, table, type StampedItem, type TransactItem } from '../table/table';

/**
 * The reads and writes of the employee-records migration (services/employee-migration.ts), which
 * works on stored items as they are, older shapes included. Every write is conditional on the
 * item being as the migration read it: each answers whether it was applied, and a change made
 * meanwhile is left for the next run (docs/data-model.md#version-stamping-and-concurrency).
 */
type Item = Record<string, unknown>;
type Key = { pk: string; sk: string };

/** Every organisation id, in key order (the PLATFORM#ORGS partition: one Query, ids only). */
export async function listOrgIds(): Promise<string[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': ORGS_PK },
    ProjectionExpression: 'sk',
  });
  return items.map((i) => String(i.sk).slice('ORG#'.length));
}

/** One page of an organisation's items of one kind (its sort-key prefix), raw. */
export async function queryOrgItemsPage(orgId: string, skPrefix: string, start: Item | undefined, limit: number) {
  const page = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': skPrefix },
    ExclusiveStartKey: start,
    Limit: limit,
  });
  return { items: page.Items ?? [], next: page.LastEvaluatedKey };
}

/** Items by key, read consistently, 100 per round trip; absent ones are left out. */
export const readItems = (itemKeys: Key[]) => table.batchGet(itemKeys, { consistentRead: true });

export async function readItem(key: Key): Promise<Item | undefined> {
  const { Item } = await table.get({ Key: key, ConsistentRead: true });
  return Item;
}

/** Writes that lost to a change made meanwhile answer false instead of throwing. */
async function applied(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

/** Drop an employee's platform-wide mobile claim of the old shape, when it is this organisation's (true: dropped). */
export const dropLegacyMobileClaim = (mobileNumber: string, orgId: string) =>
  applied(
    table.delete({
      Key: keys.legacyUniqueMobile(mobileNumber),
      ConditionExpression: 'orgId = :org',
      ExpressionAttributeValues: { ':org': orgId },
    }),
  );

const unchangedSince = (item: Item) => ({
  ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
  ExpressionAttributeValues: { ':seen': item.modifiedAt, ':true': true },
});

/**
 * Move an employee item to its right key (`wanted` holds it): 'moved'; 'taken' when a live record
 * is at the target; 'changed' when the old item changed or went meanwhile.
 */
export async function moveEmployeeItem(
  item: Item,
  wanted: StampedItem,
  orgId: string,
  now: number,
): Promise<'moved' | 'taken' | 'changed'> {
  try {
    await table.transact([
      {
        Put: {
          Item: wanted,
          // Not over a record being anonymised (docs/rules.md#privacy): it is moving to its pseudonym.
          ConditionExpression: 'attribute_not_exists(pk) OR (deleted = :true AND attribute_not_exists(anonymisingAs))',
          ExpressionAttributeValues: { ':true': true },
        },
      },
      { Delete: { Key: { pk: item.pk as string, sk: item.sk as string }, ...unchangedSince(item) } },
      touchEmployeesItem(orgId, now),
    ]);
    return 'moved';
  } catch (err) {
    if (conditionFailedAt(err, 0)) return 'taken';
    if (conditionFailedAt(err, 1)) return 'changed';
    throw err;
  }
}

/** Rewrite an employee item in place, only while unchanged since read. */
export const rewriteEmployeeItem = (item: Item, wanted: StampedItem, orgId: string, now: number) =>
  applied(table.transact([{ Put: { Item: wanted, ...unchangedSince(item) } }, touchEmployeesItem(orgId, now)]));

/**
 * Create an employee's e-mail or mobile claim while the employee still has that value:
 * 'created'; 'taken' when someone claimed it meanwhile; 'changed' when the employee changed.
 */
export async function createClaim(
  employee: EmployeeRecord,
  kind: 'email' | 'mobile',
): Promise<'created' | 'taken' | 'changed'> {
  const attr = kind === 'email' ? 'email' : 'mobileNumber';
  const value = kind === 'email' ? employee.email : employee.mobileNumber;
  try {
    await table.transact([
      {
        ConditionCheck: {
          Key: keys.employee(employee.orgId, employee.employeeICNumber),
          ConditionExpression: '#v = :v AND NOT (deleted = :true)',
          ExpressionAttributeNames: { '#v': attr },
          ExpressionAttributeValues: { ':v': value, ':true': true },
        },
      },
      ...claimItems(employee, { email: kind === 'email', mobile: kind === 'mobile' }),
    ] as TransactItem[]);
    return 'created';
  } catch (err) {
    if (conditionFailedAt(err, 1)) return 'taken';
    if (conditionFailedAt(err, 0)) return 'changed';
    throw err;
  }
}

/** Point a claim (as read) at the employee, adding its login when the claim has none. */
export function adoptClaim(key: Key, claim: Item, employee: EmployeeRecord, addUser: boolean): Promise<boolean> {
  const oldIc = claim.employeeICNumber;
  const oldUser = claim.userId;
  return applied(
    table.update({
      Key: key,
      UpdateExpression: `SET orgId = :org, employeeICNumber = :ic${addUser ? ', userId = :user' : ''}`,
      ConditionExpression: `${oldIc === undefined ? 'attribute_not_exists(employeeICNumber)' : 'employeeICNumber = :oldIc'} AND ${
        oldUser === undefined ? 'attribute_not_exists(userId)' : 'userId = :oldUser'
      }`,
      ExpressionAttributeValues: {
        ':org': employee.orgId,
        ':ic': employee.employeeICNumber,
        ...(addUser ? { ':user': employee.userId } : {}),
        ...(oldIc === undefined ? {} : { ':oldIc': oldIc }),
        ...(oldUser === undefined ? {} : { ':oldUser': oldUser }),
      },
    }),
  );
}

/** Put a login locked before the locked-accounts index existed into it, while still locked and not indexed. */
export const indexLockedUser = (item: Item, index: { gsi3pk: string; gsi3sk: string }) =>
  applied(
    table.update({
      Key: { pk: item.pk as string, sk: item.sk as string },
      UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
      ConditionExpression: 'locked = :true AND attribute_not_exists(gsi3pk)',
      ExpressionAttributeValues: { ':pk': index.gsi3pk, ':sk': index.gsi3sk, ':true': true },
    }),
  );

/** Normalise the IC number a login record carries, while it is still the one read. */
export const setUserIcNumber = (item: Item, icNumber: string) =>
  applied(
    table.update({
      Key: { pk: item.pk as string, sk: item.sk as string },
      UpdateExpression: 'SET employeeICNumber = :ic',
      ConditionExpression: 'employeeICNumber = :old',
      ExpressionAttributeValues: { ':ic': icNumber, ':old': item.employeeICNumber },
    }),
  );
