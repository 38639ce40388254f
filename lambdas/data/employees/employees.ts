import type { EmployeeFieldsRecord, EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { EMPLOYEE_STATUS, bankNameOf, employeeName } from '../../../shared/domain/employees/employee';
import { AppError } from '../../../shared/registry/errors';
import { NOT_PENDING_MESSAGE, changedMeanwhileMessage } from '../../../shared/domain/organisations/approval';
import { replaceItem, type ApprovableStore } from '../table/approvable';
import { keys } from '../table/keys';
import { table, type TransactItem, isWriteConflict, type StampedItem } from '../table/table';
import { claimItems, claimLabels, releaseClaimItem, transact, type ClaimLabel } from './employee-claims';
import { employeeCountsItem, statusDelta } from './employee-counts';
import { EMPLOYEE_VERSION, fromEmployeeItem, isLive, toEmployeeItem } from './employee-items';
import { employeeStepItem } from '../audit/people-audits';
import { auditFlag } from '../audit/record-audit';

// The directory's reads and the stored form live beside this module; importers keep one name for all.
export { EMPLOYEE_ENTITY, fromEmployeeItem, liveEmployeesOf, toEmployeeItem } from './employee-items';
export {
  countApprovedEmployees,
  countPendingEmployees,
  getEmployeesLastModified,
  listAllEmployees,
  listEmployees,
  listPendingEmployees,
  listPendingEmployeesPage,
  matchesEmployeeSearch,
} from './employee-lists';

/** Employees as the approval kit sees them: keyed by IC number. */
const approvable: ApprovableStore<EmployeeRecord> = {
  label: 'employee',
  key: (e) => keys.employee(e.orgId, e.employeeICNumber),
};

/** The employee record from the manager's fields: bank name from its code, name derived. */
export function employeeFromFields(
  orgId: string,
  fields: EmployeeFieldsRecord,
  extra: Pick<EmployeeRecord, 'status' | 'createdAt' | 'modifiedAt'> & Partial<EmployeeRecord>,
  team?: EmployeeRecord['team'],
): EmployeeRecord {
  const blank = (v: string | undefined) => (v === '' ? undefined : v);
  const { teamCode: _team, email, mobileNumber, bankCode, dateOfBirth, postalCode, accountNumber, ...rest } = fields;
  const employee: EmployeeRecord = {
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
  ) as EmployeeRecord;
}

/** One employee (not deleted) or undefined. */
export async function getEmployee(orgId: string, icNumber: string): Promise<EmployeeRecord | undefined> {
  const { Item } = await table.get({ Key: keys.employee(orgId, icNumber) });
  return isLive(Item) ? fromEmployeeItem(Item) : undefined;
}

export async function requireEmployee(orgId: string, icNumber: string): Promise<EmployeeRecord> {
  const employee = await getEmployee(orgId, icNumber);
  if (!employee) throw new AppError('NOT_FOUND', `There is no employee with IC number ${icNumber}.`);
  return employee;
}

/** Several employees by IC number (missing or deleted ones left out). */
export async function getEmployees(orgId: string, icNumbers: string[]): Promise<EmployeeRecord[]> {
  const items = await table.batchGet(icNumbers.map((ic) => keys.employee(orgId, ic)));
  return items.filter((item) => isLive(item)).map((item) => fromEmployeeItem(item));
}

/** The transaction item that records a change of the directory (part of every employee write). */
export function touchEmployeesItem(orgId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeesMeta(orgId),
      UpdateExpression: 'SET lastModified = :at, entity = :e, version = :v',
      ExpressionAttributeValues: { ':at': at, ':e': 'employeesMeta', ':v': EMPLOYEE_VERSION },
    },
  };
}

/**
 * Store a new employee with its e-mail and mobile claims in one transaction. The IC number is
 * the key: refused while a live employee holds it, allowed over a soft-deleted one. `extra`:
 * items written in the same transaction (the employee's history entries).
 */
export async function createEmployee(employee: EmployeeRecord, extra: TransactItem[] = []): Promise<EmployeeRecord> {
  await transact(
    [
      {
        Put: {
          Item: toEmployeeItem(employee),
          // Not over a record being anonymised (docs/rules.md#privacy): it is moving to its pseudonym.
          ConditionExpression: 'attribute_not_exists(pk) OR (deleted = :true AND attribute_not_exists(anonymisingAs))',
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
  before: EmployeeRecord,
  after: EmployeeRecord,
  expectedModifiedAt = before.modifiedAt,
  extra: TransactItem[] = [],
): Promise<EmployeeRecord> {
  const emailChanged = (before.email ?? '') !== (after.email ?? '');
  const mobileChanged = (before.mobileNumber ?? '') !== (after.mobileNumber ?? '');
  const items: TransactItem[] = [replaceItem(approvable, toEmployeeItem(after), { seen: expectedModifiedAt })];
  const labels: (ClaimLabel | undefined)[] = [
    { kind: 'other', field: 'modifiedAt', message: changedMeanwhileMessage(approvable.label) },
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

/** Mark an employee deleted and free their mobile number (and an e-mail without a login), with its audit entry. */
export async function softDeleteEmployee(employee: EmployeeRecord, at: number, by: string): Promise<void> {
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
  items.push(employeeStepItem(employee, 'deleted', [{ field: 'status', before: employee.status, after: 'deleted' }]));
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
 * Its audit entry (kind `mobileNumber`) goes in the same transaction.
 */
export async function markMobileNumberVerified(employee: EmployeeRecord, at: number): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.employee(employee.orgId, employee.employeeICNumber),
          UpdateExpression: 'SET mobileNumberVerified = :true, mobileNumberVerifiedAt = :at',
          ConditionExpression: 'mobileNumber = :m AND NOT (deleted = :true)',
          ExpressionAttributeValues: { ':true': true, ':m': employee.mobileNumber, ':at': at },
        },
      },
      employeeStepItem(
        employee,
        'verified',
        [{ field: 'mobileNumberVerified', before: 'no', after: 'yes' }],
        'mobileNumber',
      ),
    ]);
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

/**
 * Switch an employee's Advance Pay withdrawals off or on, with its audit entry, while the record
 * is as read (409 when it changed meanwhile; 404 when it is gone).
 */
export async function setWithdrawalsDisabled(
  employee: EmployeeRecord,
  disabled: boolean,
  at: number,
  by: string,
): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.employee(employee.orgId, employee.employeeICNumber),
          UpdateExpression: 'SET advancePayWithdrawalsDisabled = :d, modifiedAt = :at, modifiedBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true) AND modifiedAt = :seen',
          ExpressionAttributeValues: {
            ':d': disabled,
            ':at': at,
            ':by': by,
            ':true': true,
            ':seen': employee.modifiedAt,
          },
        },
      },
      employeeStepItem(employee, disabled ? 'withdrawals disabled' : 'withdrawals enabled', [
        {
          field: 'advancePayWithdrawalsDisabled',
          before: auditFlag(employee.advancePayWithdrawalsDisabled),
          after: auditFlag(disabled),
        },
      ]),
    ]);
  } catch (err) {
    if (isWriteConflict(err))
      throw new AppError('INVALID_STATE', changedMeanwhileMessage(approvable.label), [
        { field: 'employeeICNumber', message: 'Changed since it was read' },
      ]);
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
  employee: EmployeeRecord,
  login: { userItem: StampedItem } | undefined,
  by: string,
  at: number,
  extra: TransactItem[] = [],
): Promise<EmployeeRecord> {
  const approved: EmployeeRecord = {
    ...employee,
    status: EMPLOYEE_STATUS.approved,
    approvedBy: by,
    approvedAt: at,
    modifiedAt: at,
    modifiedBy: by,
    ...(login ? { userId: String(login.userItem.id) } : {}),
  };
  const items: TransactItem[] = [
    replaceItem(approvable, toEmployeeItem(approved), { status: EMPLOYEE_STATUS.pending }),
    touchEmployeesItem(employee.orgId, at),
    ...employeeCountsItem(employee.orgId, statusDelta(EMPLOYEE_STATUS.pending, EMPLOYEE_STATUS.approved)),
  ];
  const labels: (ClaimLabel | undefined)[] = [
    { kind: 'other', field: 'ICNumbers', message: NOT_PENDING_MESSAGE },
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
