import {
  EmployeeSchema,
  bankNameOf,
  employeeName,
  normaliseIc,
  type Employee,
  type EmployeeFields,
} from '../../../shared/domain/employees/employee';
import { asSen, rmToSen, senToRm } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { SEARCH_MAX_READS } from '../../../shared/domain/employees/employee-search';
import { gsi3PendingEmployees, keys } from '../table/keys';
import { cursorScope, openCursor, sealCursor } from '../table/cursors';
import { queryFilledPage } from '../table/filled-pages';
import { table, type TransactItem, isWriteConflict, type StampedItem } from '../table/table';
import { claimItems, claimLabels, releaseClaimItem, transact, type ClaimLabel } from './employee-claims';
import { employeeCountsItem, getEmployeeCounts, statusDelta } from './employee-counts';

const ENTITY = 'employee';
const VERSION = 1;
type Item = Record<string, unknown>;

/**
 * The stored form of an employee: salary in integer sen, the pending-approval index keys
 * (GSI3, sparse) while pending. Every writer of employee items (create, edit, import,
 * approval, seed) goes through this.
 */
export function toEmployeeItem(employee: Employee): StampedItem {
  const { salary, ...rest } = employee;
  return {
    ...keys.employee(employee.orgId, employee.employeeICNumber),
    entity: ENTITY,
    version: VERSION,
    ...rest,
    ...(salary !== undefined ? { salarySen: rmToSen(salary) } : {}),
    ...(employee.status === 'pending-approval'
      ? { gsi3pk: gsi3PendingEmployees(employee.orgId), gsi3sk: `EMP#${employee.employeeICNumber}` }
      : {}),
  };
}

export function fromEmployeeItem(item: Item): Employee {
  const { salarySen, ...rest } = item;
  return EmployeeSchema.parse({
    ...rest,
    ...(typeof salarySen === 'number' ? { salary: senToRm(asSen(salarySen)) } : {}),
  });
}

const isLive = (item: Item | undefined): item is Item => !!item && item.deleted !== true;

/** The employee record from the manager's fields: bank name from its code, name derived. */
export function employeeFromFields(
  orgId: string,
  fields: EmployeeFields,
  extra: Pick<Employee, 'status' | 'createdAt' | 'modifiedAt'> & Partial<Employee>,
  team?: Employee['team'],
): Employee {
  const blank = (v: string | undefined) => (v === '' ? undefined : v);
  const { teamCode: _team, email, mobileNumber, bankCode, dateOfBirth, postalCode, accountNumber, ...rest } = fields;
  const employee: Employee = {
    advancePayWithdrawalsDisabled: false,
    ...extra,
    ...rest,
    orgId,
    name: employeeName(fields),
    email: blank(email)?.toLowerCase(),
    mobileNumber: blank(mobileNumber),
    bankCode: blank(bankCode),
    bank: bankNameOf(blank(bankCode)),
    accountNumber: blank(accountNumber),
    dateOfBirth: blank(dateOfBirth),
    postalCode: blank(postalCode),
    team,
  };
  // Empty fields are left out of the record rather than stored as ''.
  return Object.fromEntries(
    Object.entries<unknown>(employee).filter(([, value]) => value !== undefined && value !== ''),
  ) as Employee;
}

/** One employee (not deleted) or undefined. */
export async function getEmployee(orgId: string, icNumber: string): Promise<Employee | undefined> {
  const { Item } = await table.get({ Key: keys.employee(orgId, icNumber) });
  return isLive(Item) ? fromEmployeeItem(Item) : undefined;
}

export async function requireEmployee(orgId: string, icNumber: string): Promise<Employee> {
  const employee = await getEmployee(orgId, icNumber);
  if (!employee) throw new AppError('NOT_FOUND', `There is no employee with IC number ${icNumber}.`);
  return employee;
}

/** The live employees among the items of a read (a BatchGetItem of `keys.employee` keys with other keys). */
export const liveEmployeesOf = (items: readonly Item[]): Employee[] =>
  items.filter((item) => isLive(item) && item.entity === ENTITY).map((item) => fromEmployeeItem(item));

/** Several employees by IC number (missing or deleted ones left out). */
export async function getEmployees(orgId: string, icNumbers: string[]): Promise<Employee[]> {
  const items = await table.batchGet(icNumbers.map((ic) => keys.employee(orgId, ic)));
  return items.filter((item) => isLive(item)).map((item) => fromEmployeeItem(item));
}

/** Items read per Query while searching: enough that a rare match fills a page in few round trips. */
const SEARCH_READ = 500;
/** Items read per Query at least: a page near full does not fill itself a few rows at a time. */
const MIN_READ = 50;

/**
 * Whether an employee matches a directory search: the text (case-insensitive) within the name or
 * the e-mail, or within the IC number as keyed (dashes and spaces of the text left out).
 */
export function matchesEmployeeSearch(item: Item, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const within = (v: unknown) => typeof v === 'string' && v.toLowerCase().includes(text);
  const ic = normaliseIc(text);
  return (
    within(item.name) ||
    within(item.email) ||
    (ic !== '' && typeof item.employeeICNumber === 'string' && item.employeeICNumber.includes(ic))
  );
}

/**
 * A page of the organisation's live employees, by IC number, filled to `limit` (a filter that
 * skips deleted or other-status rows does not shorten it).
 *
 * With `search`, the rows are matched in the Lambda (DynamoDB has no case-insensitive filter):
 * a call reads the organisation's employees in IC-number order from the cursor, up to
 * {@link SEARCH_MAX_READS} items (a few Queries of {@link SEARCH_READ}), and answers the matches
 * found; when that bound is hit before the page is full, the page comes back short with a cursor
 * to carry on, so a search of a very large directory never holds a request long.
 */
export async function listEmployees(
  orgId: string,
  page: { status?: Employee['status']; search?: string; cursor?: string; limit?: number },
) {
  const scope = cursorScope('employees', orgId);
  const limit = page.limit ?? 500;
  const search = page.search?.trim() ?? '';
  const values: Item = { ':pk': keys.employee(orgId, '').pk, ':sk': keys.employeeSkPrefix, ':true': true };
  let filter = 'NOT (deleted = :true)';
  if (page.status) {
    filter += ' AND #status = :status';
    values[':status'] = page.status;
  }
  const maxReads = search ? SEARCH_MAX_READS : Number.POSITIVE_INFINITY;
  const items: Item[] = [];
  let start = openCursor(scope, page.cursor);
  let read = 0;
  for (;;) {
    const room = limit - items.length;
    const res = await table.query({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: filter,
      ExpressionAttributeNames: page.status ? { '#status': 'status' } : undefined,
      ExpressionAttributeValues: values,
      ExclusiveStartKey: start,
      Limit: search ? SEARCH_READ : Math.max(room, MIN_READ),
    });
    read += res.ScannedCount ?? res.Items?.length ?? 0;
    const found = (res.Items ?? []).filter((item) => matchesEmployeeSearch(item, search));
    if (found.length > room) {
      // More matches than room: cut after the last one kept, the next page starts after it.
      items.push(...found.slice(0, room));
      const last = items[items.length - 1];
      return { items: items.map(fromEmployeeItem), nextCursor: sealCursor(scope, { pk: last.pk, sk: last.sk }) };
    }
    items.push(...found);
    start = res.LastEvaluatedKey;
    if (!start || items.length === limit || read >= maxReads)
      return { items: items.map(fromEmployeeItem), nextCursor: sealCursor(scope, start) };
  }
}

/** Every live employee of the organisation (jobs, small look-ups). */
export async function listAllEmployees(orgId: string, status?: Employee['status']): Promise<Employee[]> {
  const all: Employee[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEmployees(orgId, { status, cursor, limit: 1000 });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const pendingQuery = (orgId: string) => ({
  IndexName: 'GSI3',
  KeyConditionExpression: 'gsi3pk = :pk',
  ExpressionAttributeValues: { ':pk': gsi3PendingEmployees(orgId) },
});

/** Employees pending approval (the sparse GSI3: no read of the approved ones). */
export async function listPendingEmployees(orgId: string): Promise<Employee[]> {
  // GSI3 projects no employee attributes: the index gives the keys, the records are read by key.
  const found = await table.queryAll({ ...pendingQuery(orgId), ProjectionExpression: 'pk, sk' });
  const items = found.length ? await table.batchGet(found.map((k) => ({ pk: k.pk, sk: k.sk }))) : [];
  return items
    .filter(isLive)
    .sort((a, b) => String(a.sk).localeCompare(String(b.sk)))
    .map(fromEmployeeItem);
}

/**
 * One page of the employees pending approval, by IC number (`icPrefix`: only those whose IC
 * number starts with it): a Query of the sparse GSI3 (keys
 * only: the index projects no employee attributes), then the page's records in one BatchGet
 * (two requests a page). A record deleted meanwhile is left out, so a page may hold fewer.
 */
export async function listPendingEmployeesPage(
  orgId: string,
  page: { start?: Record<string, unknown>; limit: number; icPrefix?: string },
): Promise<{ items: Employee[]; next?: Record<string, unknown> }> {
  // A search by IC number is a key condition on the index's sort key: it reads only the matches.
  const query = page.icPrefix
    ? {
        IndexName: 'GSI3',
        KeyConditionExpression: 'gsi3pk = :pk AND begins_with(gsi3sk, :ic)',
        ExpressionAttributeValues: { ':pk': gsi3PendingEmployees(orgId), ':ic': `EMP#${page.icPrefix}` },
      }
    : pendingQuery(orgId);
  const found = await queryFilledPage({
    query: { ...query, ProjectionExpression: 'pk, sk, gsi3pk, gsi3sk' },
    keyAttributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
    start: page.start,
    limit: page.limit,
  });
  const items = found.items.length ? await table.batchGet(found.items.map((k) => ({ pk: k.pk, sk: k.sk }))) : [];
  const employees = items
    .filter(isLive)
    .sort((a, b) => String(a.sk).localeCompare(String(b.sk)))
    .map(fromEmployeeItem);
  return { items: employees, ...(found.next ? { next: found.next } : {}) };
}

/** Employees pending approval: the organisation's counters (data/employee-counts.ts), not a count of the index. */
export const countPendingEmployees = async (orgId: string): Promise<number> => (await getEmployeeCounts(orgId)).pending;

/**
 * Approved, not deleted employees of an organisation (active employees of the dashboards): the
 * organisation's employee counters (data/employee-counts.ts), not a read of the directory.
 */
export const countApprovedEmployees = async (orgId: string): Promise<number> =>
  (await getEmployeeCounts(orgId)).approved;

/** When the directory last changed (null: never). */
export async function getEmployeesLastModified(orgId: string): Promise<number | null> {
  const { Item } = await table.get({ Key: keys.employeesMeta(orgId) });
  return typeof Item?.lastModified === 'number' ? Item.lastModified : null;
}

/** The transaction item that records a change of the directory (part of every employee write). */
export function touchEmployeesItem(orgId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeesMeta(orgId),
      UpdateExpression: 'SET lastModified = :at, entity = :e, version = :v',
      ExpressionAttributeValues: { ':at': at, ':e': 'employeesMeta', ':v': VERSION },
    },
  };
}

/**
 * Store a new employee with its e-mail and mobile claims in one transaction. The IC number is
 * the key: refused while a live employee holds it, allowed over a soft-deleted one. `extra`:
 * items written in the same transaction (the employee's history entries).
 */
export async function createEmployee(employee: Employee, extra: TransactItem[] = []): Promise<Employee> {
  await transact(
    [
      {
        Put: {
          Item: toEmployeeItem(employee),
          ConditionExpression: 'attribute_not_exists(pk) OR deleted = :true',
          ExpressionAttributeValues: { ':true': true },
        },
      },
      ...claimItems(employee),
      touchEmployeesItem(employee.orgId, employee.modifiedAt),
      ...employeeCountsItem(employee.orgId, statusDelta(undefined, employee.status)),
      ...extra,
    ],
    [
      {
        kind: 'employee',
        field: 'employeeICNumber',
        message: `An employee with IC number ${employee.employeeICNumber} already exists.`,
      },
      ...claimLabels(employee),
    ],
  );
  return employee;
}

/**
 * Replace an employee record by its changed version, swapping the e-mail and mobile claims
 * that changed, all in one transaction. `expectedModifiedAt` (the version the editor read)
 * refuses an edit over someone else's newer change. `extra`: items written in the same
 * transaction (the employee's history entries).
 */
export async function replaceEmployee(
  before: Employee,
  after: Employee,
  expectedModifiedAt = before.modifiedAt,
  extra: TransactItem[] = [],
): Promise<Employee> {
  const emailChanged = (before.email ?? '') !== (after.email ?? '');
  const mobileChanged = (before.mobileNumber ?? '') !== (after.mobileNumber ?? '');
  const items: TransactItem[] = [
    {
      Put: {
        Item: toEmployeeItem(after),
        ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
        ExpressionAttributeValues: { ':seen': expectedModifiedAt, ':true': true },
      },
    },
  ];
  const labels: (ClaimLabel | undefined)[] = [
    {
      kind: 'other',
      field: 'modifiedAt',
      message: 'The employee was changed by someone else meanwhile. Reload and try again.',
    },
  ];
  if (emailChanged && before.email) {
    items.push(releaseClaimItem(keys.uniqueEmail(before.email), before));
    labels.push(undefined);
  }
  if (mobileChanged && before.mobileNumber) {
    items.push(releaseClaimItem(keys.uniqueMobile(before.orgId, before.mobileNumber), before));
    labels.push(undefined);
  }
  const claims = claimItems(after, { email: emailChanged, mobile: mobileChanged });
  items.push(
    ...claims,
    touchEmployeesItem(after.orgId, after.modifiedAt),
    ...employeeCountsItem(after.orgId, statusDelta(before.status, after.status)),
    ...extra,
  );
  labels.push(...claimLabels(after, { email: emailChanged, mobile: mobileChanged }));
  await transact(items, labels);
  return after;
}

/** Mark an employee deleted and free their mobile number (and an e-mail without a login). */
export async function softDeleteEmployee(employee: Employee, at: number, by: string): Promise<void> {
  const items: TransactItem[] = [
    {
      Update: {
        Key: keys.employee(employee.orgId, employee.employeeICNumber),
        UpdateExpression:
          'SET deleted = :true, deletedAt = :at, deletedBy = :by, modifiedAt = :at REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true)',
        ExpressionAttributeValues: { ':true': true, ':at': at, ':by': by },
      },
    },
    touchEmployeesItem(employee.orgId, at),
    ...employeeCountsItem(employee.orgId, statusDelta(employee.status, undefined)),
  ];
  if (employee.mobileNumber)
    items.push(releaseClaimItem(keys.uniqueMobile(employee.orgId, employee.mobileNumber), employee));
  if (employee.email && !employee.userId) items.push(releaseClaimItem(keys.uniqueEmail(employee.email), employee));
  await transact(items, [
    {
      kind: 'other',
      field: 'employeeICNumber',
      message: `There is no employee with IC number ${employee.employeeICNumber}.`,
    },
  ]);
}

/**
 * Mark the employee's mobile number verified (its owner proved it by a code), as long as it is
 * still the number that was verified: a change meanwhile leaves the new number unverified (409).
 */
export async function markMobileNumberVerified(employee: Employee, at: number): Promise<void> {
  try {
    await table.update({
      Key: keys.employee(employee.orgId, employee.employeeICNumber),
      UpdateExpression: 'SET mobileNumberVerified = :true, mobileNumberVerifiedAt = :at',
      ConditionExpression: 'mobileNumber = :m AND NOT (deleted = :true)',
      ExpressionAttributeValues: { ':true': true, ':m': employee.mobileNumber, ':at': at },
    });
  } catch (err) {
    if (isWriteConflict(err)) {
      throw new AppError(
        'INVALID_STATE',
        'Your mobile number changed meanwhile. Reload your profile and verify the number shown.',
        [{ field: 'mobileNumber', message: 'Changed since it was read' }],
      );
    }
    throw err;
  }
}

/** Switch an employee's Advance Pay withdrawals off or on. */
export async function setWithdrawalsDisabled(
  orgId: string,
  icNumber: string,
  disabled: boolean,
  at: number,
  by: string,
): Promise<void> {
  try {
    await table.update({
      Key: keys.employee(orgId, icNumber),
      UpdateExpression: 'SET advancePayWithdrawalsDisabled = :d, modifiedAt = :at, modifiedBy = :by',
      ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true)',
      ExpressionAttributeValues: { ':d': disabled, ':at': at, ':by': by, ':true': true },
    });
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('NOT_FOUND', `There is no employee with IC number ${icNumber}.`);
    throw err;
  }
}

/**
 * Approve a pending employee in one transaction: the record becomes approved (off the pending
 * index); with a login, its user record is created and the e-mail claim gains the user id.
 * Refused (409) when the employee is no longer pending. `extra`: items written in the same
 * transaction (the employee's history entries).
 */
export async function approveEmployeeRecord(
  employee: Employee,
  login: { userItem: StampedItem } | undefined,
  by: string,
  at: number,
  extra: TransactItem[] = [],
): Promise<Employee> {
  const approved: Employee = {
    ...employee,
    status: 'approved',
    approvedBy: by,
    approvedAt: at,
    modifiedAt: at,
    modifiedBy: by,
    ...(login ? { userId: String(login.userItem.id) } : {}),
  };
  const items: TransactItem[] = [
    {
      Put: {
        Item: toEmployeeItem(approved),
        ConditionExpression: '#status = :pending AND NOT (deleted = :true)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending-approval', ':true': true },
      },
    },
    touchEmployeesItem(employee.orgId, at),
    ...employeeCountsItem(employee.orgId, statusDelta('pending-approval', 'approved')),
  ];
  const labels: (ClaimLabel | undefined)[] = [
    { kind: 'other', field: 'ICNumbers', message: 'Selected items are not Pending Approval!' },
    undefined,
    undefined,
  ];
  if (login && employee.email) {
    items.push(
      { Put: { Item: login.userItem, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          Key: keys.uniqueEmail(employee.email),
          UpdateExpression: 'SET userId = :uid',
          ConditionExpression: 'orgId = :org AND employeeICNumber = :ic AND attribute_not_exists(userId)',
          ExpressionAttributeValues: {
            ':uid': login.userItem.id,
            ':org': employee.orgId,
            ':ic': employee.employeeICNumber,
          },
        },
      },
    );
    labels.push(undefined, {
      kind: 'email',
      field: 'ICNumbers',
      message: `The e-mail ${employee.email} already belongs to another account.`,
    });
  }
  items.push(...extra);
  await transact(items, labels);
  return approved;
}
