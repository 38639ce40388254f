import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { normaliseIc } from '../../../shared/domain/employees/employee';
import { SEARCH_MAX_READS } from '../../../shared/domain/employees/employee-search';
import { gsi3PendingEmployees } from '../table/index-keys';
import { keys } from '../table/keys';
import { cursorScope, openCursor, sealCursor } from '../table/cursors';
import { queryFilledPage } from '../table/filled-pages';
import { table } from '../table/table';
import { getEmployeeCounts } from './employee-counts';
import { fromEmployeeItem, isLive } from './employee-items';

/** The reads of an organisation's directory: its pages, its search, its employees pending approval, its counts. */

type Item = Record<string, unknown>;

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
  page: { status?: EmployeeRecord['status']; search?: string; cursor?: string; limit?: number },
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
export async function listAllEmployees(orgId: string, status?: EmployeeRecord['status']): Promise<EmployeeRecord[]> {
  const all: EmployeeRecord[] = [];
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
export async function listPendingEmployees(orgId: string): Promise<EmployeeRecord[]> {
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
): Promise<{ items: EmployeeRecord[]; next?: Record<string, unknown> }> {
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
