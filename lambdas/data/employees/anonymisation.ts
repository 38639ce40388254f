import { FAILED_WAGES_PK, keys, orgPk } from '../table/keys';
import { releaseClaimItem } from './employee-claims';
import {
  MAX_TRANSACTION_ITEMS,
  asStamped,
  isWriteConflict,
  table,
  type Item,
  type Key,
  type TransactItem,
} from '../table/table';

/**
 * The table side of the anonymisation of former employees (docs/rules.md#privacy,
 * lambdas/services/employees/anonymisation.ts): finding who is due, and moving or deleting one
 * employee's items, each write conditional on the employee still being anonymised (`guards`).
 */

/** Items a read takes at a time: each move is then one transaction. */
const PAGE = 40;

/** Employees deleted and not yet anonymised, of one organisation (a Query of its `EMP#` items, page by page). */
export async function deletedEmployeeItems(orgId: string): Promise<Item[]> {
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: 'deleted = :true AND attribute_not_exists(anonymisedAt)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': keys.employeeSkPrefix, ':true': true },
  });
}

/** Employee logins suspended and not yet anonymised, of one organisation (its `USER#` items). */
export async function suspendedEmployeeUserItems(orgId: string): Promise<Item[]> {
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: '#status = :suspended AND #role = :employee AND attribute_not_exists(anonymisedAt)',
    ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
    ExpressionAttributeValues: {
      ':pk': orgPk(orgId),
      ':sk': keys.userSkPrefix,
      ':suspended': 'Suspended',
      ':employee': 'employee',
    },
  });
}

/**
 * Start the retention clock of a suspended login written before `suspendedAt` existed: stamped
 * now, once (`if_not_exists`), while it is still suspended. Answers the time it counts from.
 */
export async function stampSuspendedSince(orgId: string, userId: string, at: number): Promise<number | undefined> {
  try {
    const out = await table.update({
      Key: keys.user(orgId, userId),
      UpdateExpression: 'SET suspendedAt = if_not_exists(suspendedAt, :at)',
      ConditionExpression: '#status = :suspended',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':suspended': 'Suspended' },
      ReturnValues: 'ALL_NEW',
    });
    return out.Attributes?.suspendedAt as number | undefined;
  } catch (err) {
    if (isWriteConflict(err)) return undefined;
    throw err;
  }
}

/**
 * Mark the employee as being anonymised under `anonymousId` (or keep the pseudonym an earlier,
 * interrupted run chose), only while it is still what the job read: `condition` (deleted since
 * the time read, or its login still suspended). Answers the pseudonym, or undefined when the
 * employee changed meanwhile (restored, reactivated): then nothing is done.
 */
export async function markAnonymising(
  orgId: string,
  icNumber: string,
  anonymousId: string,
  condition: { expression: string; values: Record<string, unknown> },
): Promise<string | undefined> {
  try {
    const out = await table.update({
      Key: keys.employee(orgId, icNumber),
      UpdateExpression: 'SET anonymisingAs = if_not_exists(anonymisingAs, :anon)',
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(anonymisedAt) AND ${condition.expression}`,
      ExpressionAttributeValues: { ':anon': anonymousId, ...condition.values },
      ReturnValues: 'ALL_NEW',
    });
    return out.Attributes?.anonymisingAs as string | undefined;
  } catch (err) {
    if (isWriteConflict(err)) return undefined;
    throw err;
  }
}

/** The condition every write of an employee's anonymisation carries: the employee is still marked with this pseudonym. */
export const stillAnonymising = (orgId: string, icNumber: string, anonymousId: string): TransactItem => ({
  ConditionCheck: {
    Key: keys.employee(orgId, icNumber),
    ConditionExpression: 'anonymisingAs = :anon',
    ExpressionAttributeValues: { ':anon': anonymousId },
  },
});

/** One page of an organisation's items under a sort-key prefix (from the start: what was moved is gone). */
async function firstPage(pk: string, skPrefix: string): Promise<Item[]> {
  const out = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    Limit: PAGE,
    ConsistentRead: true,
  });
  return out.Items ?? [];
}

/** Write `items` with the guards, as many transactions as they need. */
async function writeGuarded(items: readonly TransactItem[], guards: readonly TransactItem[], perItem = 1) {
  const room = Math.floor((MAX_TRANSACTION_ITEMS - guards.length) / perItem) * perItem;
  for (let i = 0; i < items.length; i += room) await table.transact([...guards, ...items.slice(i, i + room)]);
}

/** The Put of an item at its new key and the Delete of the old one: a record moved whole, or not at all. */
const moveItems = (from: Item, to: Item): TransactItem[] => [
  { Put: { Item: asStamped(to), ConditionExpression: 'attribute_not_exists(pk)' } },
  { Delete: { Key: { pk: from.pk, sk: from.sk }, ConditionExpression: 'attribute_exists(pk)' } },
];

/**
 * Move every item under each prefix to the pseudonym's key, changed by `rewrite`, a page at a
 * time (each page one or two transactions with the guards). Answers how many moved.
 */
export async function moveEmployeeItems(
  orgId: string,
  prefixes: readonly string[],
  rewrite: (item: Item) => Item,
  guards: readonly TransactItem[],
): Promise<number> {
  let moved = 0;
  for (const prefix of prefixes) {
    for (let page = await firstPage(orgPk(orgId), prefix); page.length; page = await firstPage(orgPk(orgId), prefix)) {
      await writeGuarded(
        page.flatMap((item) => moveItems(item, rewrite(item))),
        guards,
        2,
      );
      moved += page.length;
    }
  }
  return moved;
}

/** Move these items (already read, e.g. pay-run entries) to their rewritten form. */
export async function moveItemsRead(
  items: readonly Item[],
  rewrite: (item: Item) => Item,
  guards: readonly TransactItem[],
) {
  await writeGuarded(
    items.flatMap((item) => moveItems(item, rewrite(item))),
    guards,
    2,
  );
}

/** Delete every item under each prefix of `pk`, and these single keys; answers how many. */
export async function deleteEmployeeItems(
  pk: string,
  prefixes: readonly string[],
  singleKeys: readonly Key[],
  guards: readonly TransactItem[],
): Promise<number> {
  let deleted = 0;
  for (const prefix of prefixes) {
    for (let page = await firstPage(pk, prefix); page.length; page = await firstPage(pk, prefix)) {
      await writeGuarded(
        page.map((item): TransactItem => ({ Delete: { Key: { pk: item.pk, sk: item.sk } } })),
        guards,
      );
      deleted += page.length;
    }
  }
  if (singleKeys.length) {
    const found = await table.batchGet(singleKeys, { consistentRead: true });
    await writeGuarded(
      found.map((item): TransactItem => ({ Delete: { Key: { pk: item.pk, sk: item.sk } } })),
      guards,
    );
    deleted += found.length;
  }
  return deleted;
}

/** An organisation's failed earned wages of one employee (the platform's list): the prefix in its partition. */
export const failedWagesOf = (orgId: string, icNumber: string) => ({
  pk: FAILED_WAGES_PK,
  prefix: keys.anonymisation(icNumber).failedWagesPrefix(orgId),
});

/** The pay runs of an organisation (their current computation names the entries to move). */
export async function payRunItems(orgId: string): Promise<Item[]> {
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': keys.payRunSkPrefix },
  });
}

/** Existing items of these keys (consistent). */
export const itemsOfKeys = (list: readonly Key[]) => table.batchGet(list, { consistentRead: true });

/** The login is still suspended since the time read (the guard of an employee anonymised for their suspension). */
export const stillSuspended = (orgId: string, userId: string, since: number): TransactItem => ({
  ConditionCheck: {
    Key: keys.user(orgId, userId),
    ConditionExpression: '#status = :suspended AND suspendedAt = :since',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':suspended': 'Suspended', ':since': since },
  },
});

/** A pay run's list of failed employees with the pseudonym for the IC number, unless the run changed since read. */
export const runFailuresItem = (run: Item, failedEmployees: readonly string[]): TransactItem => ({
  Update: {
    Key: { pk: run.pk, sk: run.sk },
    UpdateExpression: 'SET failedEmployees = :list',
    ConditionExpression: 'modifiedAt = :seen',
    ExpressionAttributeValues: { ':list': failedEmployees, ':seen': run.modifiedAt },
  },
});

/** What the last transaction of an employee's anonymisation writes. */
export interface FinalAnonymisation {
  orgId: string;
  icNumber: string;
  anonymousId: string;
  /** The employee record as kept (under the pseudonym's key). */
  employee: Item;
  /** The login as kept, and the condition it is written on (still suspended since, or just present). */
  user?: { item: Item; since?: number };
  /** E-mail addresses and the mobile number whose claims and marks this employee holds. */
  emails: readonly string[];
  mobile?: string;
  /** The employee's history entry and counter changes written with it. */
  extra: readonly TransactItem[];
}

/**
 * The last transaction: the employee record moves to the pseudonym (the old one deleted only
 * while still marked), the login is replaced by its anonymised form, and the e-mail and mobile
 * claims and the verified-number mark this employee holds are released, all or none.
 */
export async function writeFinalAnonymisation(f: FinalAnonymisation): Promise<void> {
  const owner = { orgId: f.orgId, employeeICNumber: f.icNumber };
  const claimKeys = [
    ...f.emails.map((e) => keys.uniqueEmail(e)),
    ...(f.mobile ? [keys.uniqueMobile(f.orgId, f.mobile), keys.verifiedMobile(f.mobile)] : []),
  ];
  const unique = [...new Map(claimKeys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  // Only the claims still this employee's: one released at the deletion may be someone else's now.
  const userId = f.user ? String(f.user.item.id) : undefined;
  const claims = await itemsOfKeys(unique);
  const employees = claims.filter((c) => c.orgId === f.orgId && c.employeeICNumber === f.icNumber);
  const logins = claims.filter((c) => !employees.includes(c) && userId !== undefined && c.userId === userId);
  const userWrite: TransactItem[] = f.user
    ? [
        {
          Put: {
            Item: asStamped({ ...f.user.item, ...keys.user(f.orgId, String(f.user.item.id)) }),
            ConditionExpression:
              f.user.since === undefined ? 'attribute_exists(pk)' : '#status = :suspended AND suspendedAt = :since',
            ...(f.user.since === undefined
              ? {}
              : {
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':suspended': 'Suspended', ':since': f.user.since },
                }),
          },
        },
      ]
    : [];
  await table.transact([
    {
      Delete: {
        Key: keys.employee(f.orgId, f.icNumber),
        ConditionExpression: 'anonymisingAs = :anon',
        ExpressionAttributeValues: { ':anon': f.anonymousId },
      },
    },
    {
      Put: {
        Item: asStamped({ ...f.employee, ...keys.employee(f.orgId, f.anonymousId) }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...userWrite,
    ...employees.map((c) => releaseClaimItem({ pk: String(c.pk), sk: String(c.sk) }, owner)),
    ...logins.map((c): TransactItem => ({
      Delete: {
        Key: { pk: c.pk, sk: c.sk },
        ConditionExpression: 'userId = :uid',
        ExpressionAttributeValues: { ':uid': userId },
      },
    })),
    ...f.extra,
  ]);
}
