import { FailedEarnedWageRecordSchema, type FailedEarnedWageRecord } from '../../../shared/domain/money/bank-transfer';
import { asSen } from '../../../shared/domain/money/money';
import { FAILED_WAGES_PK, keys } from '../table/keys';
import { listSearchText } from '../../../shared/callables/list-search';
import { cursorScope, openCursor, sealCursor } from '../table/cursors';
import { queryFilledPage } from '../table/filled-pages';
import { searchKeep } from '../table/paged-lists';
import { table, type StampedItem } from '../table/table';

const ENTITY = 'failedEarnedWage';
const VERSION = 1;
type Item = Record<string, unknown>;

/**
 * Failed earned wages (docs/rules.md#failed-earned-wages): employees the accrual could not compute, one item per
 * organisation, employee and period under the platform partition `PLATFORM#FAILED_WAGES` (the
 * admin list is one Query; an organisation's failures one sk prefix). The id is the item's own
 * key part, base64url, so a page link or a retry finds the item without an index.
 */
export const failedWageId = (orgId: string, icNumber: string, periodKey: string): string =>
  Buffer.from(JSON.stringify([orgId, icNumber, periodKey])).toString('base64url');

const isIdParts = (value: unknown): value is [string, string, string] =>
  Array.isArray(value) && value.length === 3 && value.every((p) => typeof p === 'string' && p !== '');

/** The key parts of an id, or undefined when it is not one of ours. */
export function parseFailedWageId(id: string): { orgId: string; icNumber: string; periodKey: string } | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (isIdParts(parts)) {
      const [orgId, icNumber, periodKey] = parts;
      return { orgId, icNumber, periodKey };
    }
  } catch {
    // not an id of ours
  }
  return undefined;
}

/** Stored as it is: what could be computed in integer sen (`earnedWagesSen`). */
function toItem(f: FailedEarnedWageRecord): StampedItem {
  return {
    ...keys.failedEarnedWage(f.orgId, f.employeeICNumber, f.periodKey),
    entity: ENTITY,
    version: VERSION,
    ...f,
  };
}

function fromItem(item: Item): FailedEarnedWageRecord {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, earnedWagesSen, ...rest } = item;
  return FailedEarnedWageRecordSchema.parse({ ...rest, earnedWagesSen: asSen(Number(earnedWagesSen ?? 0)) });
}

export async function getFailedWage(id: string): Promise<FailedEarnedWageRecord | undefined> {
  const parts = parseFailedWageId(id);
  if (!parts) return undefined;
  const { Item } = await table.get({
    Key: keys.failedEarnedWage(parts.orgId, parts.icNumber, parts.periodKey),
    ConsistentRead: true,
  });
  return Item ? fromItem(Item) : undefined;
}

/**
 * A page of the failed earned wages of every organisation (by organisation, employee, period).
 * `search` keeps those whose organisation's name, employee's name, IC number, period or reason
 * contain it: the page is filled within LIST_SEARCH_MAX_READS items read (else short, with a cursor).
 */
export async function listFailedWages(page: { cursor?: string; limit?: number; search?: string } = {}) {
  const scope = cursorScope('failed-earned-wages', listSearchText(page.search));
  const keep = searchKeep(page.search, (f) => [f.orgName, f.employeeName, f.employeeICNumber, f.period, f.reason]);
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': FAILED_WAGES_PK, ':sk': keys.failedEarnedWageSkPrefix() },
    },
    keyAttributes: ['pk', 'sk'],
    start: openCursor(scope, page.cursor),
    limit: page.limit ?? 500,
    ...(keep ? { keep } : {}),
  });
  return { items: out.items.map(fromItem), nextCursor: sealCursor(scope, out.next) };
}

/** Every open failure of one organisation (the accrual compares them with today's outcome). */
export async function listOrgFailedWages(orgId: string): Promise<FailedEarnedWageRecord[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': FAILED_WAGES_PK, ':sk': keys.failedEarnedWageSkPrefix(orgId) },
    ConsistentRead: true,
  });
  return items.map(fromItem);
}

/**
 * Record (or update) a failure. `createdAt` stays the first time it failed: a later run with
 * the same outcome only moves `updatedAt`, a changed reason or amount is written over.
 */
export async function putFailedWage(f: FailedEarnedWageRecord): Promise<void> {
  await table.put({ Item: toItem(f) });
}

/** The failure is over: the employee's earned wages can be computed again. */
export async function resolveFailedWage(
  f: Pick<FailedEarnedWageRecord, 'orgId' | 'employeeICNumber' | 'periodKey'>,
): Promise<void> {
  await table.delete({ Key: keys.failedEarnedWage(f.orgId, f.employeeICNumber, f.periodKey) });
}

/** How many failures are open across organisations: a COUNT Query of their partition (no item is read back). */
export async function countFailedWages(): Promise<number> {
  return table.queryCount({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': FAILED_WAGES_PK, ':sk': keys.failedEarnedWageSkPrefix() },
  });
}
