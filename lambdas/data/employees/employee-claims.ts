import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { unusableEmailMessage } from '../../../shared/domain/employees/employee';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { table, type TransactItem, isWriteConflict } from '../table/table';

/**
 * An employee's uniqueness claims (e-mail across the platform, mobile number within the
 * organisation: docs/data-model.md#uniqueness-claims) and the transaction runner that turns a
 * refused claim into a message naming what is taken.
 */
const VERSION = 1;

/** The claim items of an employee's e-mail and mobile number (written with attribute_not_exists). */
export function claimItems(
  employee: Pick<EmployeeRecord, 'orgId' | 'employeeICNumber' | 'email' | 'mobileNumber' | 'userId'>,
  which: { email?: boolean; mobile?: boolean } = { email: true, mobile: true },
): TransactItem[] {
  const owner = {
    orgId: employee.orgId,
    employeeICNumber: employee.employeeICNumber,
    ...(employee.userId ? { userId: employee.userId } : {}),
  };
  const out: TransactItem[] = [];
  if (which.email && employee.email) {
    out.push({
      Put: {
        Item: { ...keys.uniqueEmail(employee.email), entity: 'uniqueEmail', version: VERSION, ...owner },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (which.mobile && employee.mobileNumber) {
    out.push({
      Put: {
        Item: {
          ...keys.uniqueMobile(employee.orgId, employee.mobileNumber),
          entity: 'uniqueMobile',
          version: VERSION,
          ...owner,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  return out;
}

/** The item that frees a claim this employee holds (refused if someone else holds it). */
export function releaseClaimItem(
  key: { pk: string; sk: string },
  employee: Pick<EmployeeRecord, 'orgId' | 'employeeICNumber'>,
): TransactItem {
  return {
    Delete: {
      Key: key,
      ConditionExpression: 'attribute_not_exists(pk) OR (orgId = :org AND employeeICNumber = :ic)',
      ExpressionAttributeValues: { ':org': employee.orgId, ':ic': employee.employeeICNumber },
    },
  };
}

/** What a refused transaction item means to the person, by the item's kind. */
export type ClaimLabel = { kind: 'employee' | 'email' | 'mobile' | 'other'; message: string; field: string };

/**
 * Run a transaction; a refused condition becomes a 409 naming what was taken (the labels
 * follow the items' order), other failures pass through.
 */
export async function transact(items: TransactItem[], labels: (ClaimLabel | undefined)[]): Promise<void> {
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      const refused = err.refusedIndexes.map((i) => labels[i]).filter((l): l is ClaimLabel => !!l);
      if (refused.length) {
        throw new AppError(
          refused[0].kind === 'other' ? 'INVALID_STATE' : 'ALREADY_EXISTS',
          refused.map((r) => r.message).join(' '),
          refused.map((r) => ({ field: r.field, message: r.message })),
        );
      }
      throw new AppError('INVALID_STATE', 'The employee was changed by someone else meanwhile. Reload and try again.');
    }
    throw err;
  }
}

/** The labels of an employee's claim items, in the order `claimItems` writes them. */
export const claimLabels = (
  e: Pick<EmployeeRecord, 'email' | 'mobileNumber'>,
  which = { email: true, mobile: true },
): ClaimLabel[] => [
  ...(which.email && e.email
    ? [{ kind: 'email' as const, field: 'email', message: unusableEmailMessage(e.email) }]
    : []),
  ...(which.mobile && e.mobileNumber
    ? [
        {
          kind: 'mobile' as const,
          field: 'mobileNumber',
          message: `The mobile number ${e.mobileNumber} is already in use.`,
        },
      ]
    : []),
];
