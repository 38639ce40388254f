import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';

import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import type { WithdrawalPolicyRecord } from '../../../shared/domain/advance-pay/withdrawal-policy';
import type { Sen } from '../../../shared/domain/money/money';
import { withdrawnSenOf } from './advance-pay-summaries';
import { fromEmployeeItem } from '../employees/employees';
import { keys } from '../table/keys';
import { managementSettingsFromItem, type ManagementSettings } from '../organisations/management-settings';
import { liveOrgFromItem } from '../organisations/orgs';
import { table, type Item, type Key } from '../table/table';
import { withdrawalCodeKey, type CodeItem } from './withdrawal-codes';
import { guardTxIdOf } from './withdrawal-guards';
import { policiesFromCopies } from './withdrawal-policy-copies';

/**
 * The items an employee's own Advance Pay calls read, by key, in ONE BatchGetItem (docs/data-model.md,
 * "Reads of a withdrawal request"): at most 3 DynamoDB reads a call with the caller's user record
 * before it and one Query after it.
 */

const idOf = (key: Key) => `${String(key.pk)}|${String(key.sk)}`;

/** Read these keys in one BatchGetItem; the item of each name (undefined when absent). */
export async function readByKey(
  wanted: Record<string, Key | undefined>,
  consistentRead: boolean,
): Promise<Record<string, Item | undefined>> {
  const entries = Object.entries(wanted).flatMap(([name, key]) => (key ? [[name, key] as const] : []));
  const items = await table.batchGet(
    entries.map(([, key]) => key),
    { consistentRead },
  );
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return Object.fromEntries(entries.map(([name, key]) => [name, byId.get(idOf(key))]));
}

/** What a withdrawal request reads by key, as of one moment. */
export interface WithdrawalItems {
  /** The live employee record; undefined when absent or deleted. */
  employee: EmployeeRecord | undefined;
  /** The live organisation; undefined when absent or deleted. */
  org: OrganisationRecord | undefined;
  /** The frequency guard's latest withdrawal (lambdas/data/advance-pay/withdrawal-guards.ts), as read. */
  guardTxId: string | undefined;
  /** "Withdrawn this period" of the employee's month summary, sen. */
  withdrawnSen: Sen;
  /** The organisation's live policies from their copies; undefined when it has no copies item yet. */
  policies: WithdrawalPolicyRecord[] | undefined;
  /** The user's withdrawal code item, when asked for. */
  code?: { item: CodeItem | undefined };
  /** The management settings, when asked for. */
  settings?: ManagementSettings;
}

/**
 * The employee's record, guard and month summary, the organisation and its policy copies (and
 * the user's code item and the management settings when asked), in one consistent BatchGetItem.
 * The guard is read consistently, before any Query of the employee's withdrawals that follows.
 */
export async function readWithdrawalItems(
  who: { orgId: string; icNumber: string; userId: string },
  periodKey: string,
  also: { code?: boolean; settings?: boolean } = {},
): Promise<WithdrawalItems> {
  const { orgId, icNumber, userId } = who;
  const read = await readByKey(
    {
      employee: keys.employee(orgId, icNumber),
      guard: keys.withdrawalGuard(orgId, icNumber),
      summary: keys.employeeMonthSummary(orgId, icNumber, periodKey),
      org: keys.org(orgId),
      policies: keys.withdrawalPolicyCopies(orgId),
      ...(also.code ? { code: withdrawalCodeKey(orgId, userId) } : {}),
      ...(also.settings ? { settings: keys.managementSettings(orgId) } : {}),
    },
    true,
  );
  return {
    employee: read.employee && read.employee.deleted !== true ? fromEmployeeItem(read.employee) : undefined,
    org: liveOrgFromItem(read.org),
    guardTxId: guardTxIdOf(read.guard),
    withdrawnSen: withdrawnSenOf(read.summary),
    policies: policiesFromCopies(read.policies),
    ...(also.code ? { code: { item: read.code as CodeItem | undefined } } : {}),
    ...(also.settings ? { settings: managementSettingsFromItem(read.settings) } : {}),
  };
}
