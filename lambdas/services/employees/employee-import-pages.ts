import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { AppError } from '../../../shared/registry/errors';
import { mapLimit } from '../../core/concurrency';
import { keys } from '../../data/table/keys';
import { loginOf, setLoginsActive, type EmployeeLogin } from '../identity/logins';
import { fromEmployeeItem, toEmployeeItem } from '../../data/employees/employees';
import { importedPayoutChange, sendPayoutNotices, type PayoutNotice } from './payout-accounts';
import { claimItems, releaseClaimItem } from '../../data/employees/employee-claims';
import { countedStatus, employeeCountsItem, statusDelta, sumDeltas } from '../../data/employees/employee-counts';
import { asStamped, type TransactItem } from '../../data/table/table';
import { employeeAuditItems, employeeStepItem } from '../../data/audit/people-audits';

import {
  type Counts,
  GROUP_SIZE,
  type ImportRecord,
  type Item,
  type Key,
  PAGE_SIZE,
  PARALLEL,
  PART_ROWS,
  type Phase,
  VERSION,
  ZERO,
  batchGet,
  keyOf,
  prefixQuery,
  queryPage,
  softDeleteByImportItem,
  tryTransact,
} from '../../data/employees/employee-imports';
import { type StagedRow, chunk, stagedRowToEmployee } from '../../data/employees/employee-import-rows';

/**
 * The page runners of an employee import's phases (services/employee-import.ts drives them): each
 * reads one page, decides from what it read, and writes in conditional transactions.
 */
// ---------------------------------------------------------------- apply and roll back

/** What one page of a phase did: where the next page starts (null: the phase is over), or run it again. */
export interface PageResult {
  next: Key | null;
  again?: boolean;
  counts?: Partial<Counts>;
}

/** One item keeping a group of employees' stored items as they were (condition: a new key). */
export const backupPut = (record: ImportRecord, group: string, items: Item[]): TransactItem => ({
  Put: {
    Item: {
      ...keys.employeeImportBackup(record.orgId, record.importId, group),
      entity: 'employeeImportBackup',
      version: VERSION,
      importId: record.importId,
      items,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const isLiveItem = (item: Item | undefined): boolean => !!item && item.deleted !== true;
export const employeeKey = (record: ImportRecord, ic: unknown) => keys.employee(record.orgId, String(ic));
export const ownerOf = (record: ImportRecord, e: Item) => ({
  orgId: record.orgId,
  employeeICNumber: String(e.employeeICNumber),
});

/**
 * The counters' change (data/employee-counts.ts) of a group's transaction, from each employee's
 * stored item before and after: it commits or fails with the group, so the counts stay exact
 * whatever page runs again.
 */
export const countsItem = (record: ImportRecord, changes: [before: Item | undefined, after: Item | undefined][]) =>
  employeeCountsItem(record.orgId, sumDeltas(changes.map(([b, a]) => statusDelta(countedStatus(b), countedStatus(a)))));

/** The audit entry of an employee an import takes out of the directory (docs/rules.md#audit-trail). */
const removedItem = (record: ImportRecord, e: Item, why: string): TransactItem =>
  employeeStepItem(
    { ...ownerOf(record, e), name: String(e.name) },
    'deleted',
    [{ field: 'status', before: String(e.status), after: 'deleted' }],
    'user',
    why,
  );

/** Employees leaving the directory (deleted or removed): each before, nothing after. */
const removals = (employees: Item[]): [Item, undefined][] => employees.map((e) => [e, undefined]);

/** The release of a live employee's mobile and (without a login) e-mail claims. */
export function releaseClaims(record: ImportRecord, e: Item): TransactItem[] {
  if (!isLiveItem(e)) return [];
  return [
    ...(typeof e.mobileNumber === 'string' && e.mobileNumber
      ? [releaseClaimItem(keys.uniqueMobile(record.orgId, e.mobileNumber), ownerOf(record, e))]
      : []),
    ...(typeof e.email === 'string' && e.email && !e.userId
      ? [releaseClaimItem(keys.uniqueEmail(e.email), ownerOf(record, e))]
      : []),
  ];
}

export type Group = {
  items: TransactItem[];
  counts: Partial<Counts>;
  logins?: EmployeeLogin[];
  notices?: PayoutNotice[];
};

/** Run a page's transactions; a refused one means a lost race (the page runs again) unless `explain` throws. */
export async function runGroups(
  groups: Group[],
  explain?: (group: Group, refused: number[]) => void,
): Promise<{ again: boolean; counts: Counts; done: Group[] }> {
  const results = await mapLimit(groups, PARALLEL, (g) => tryTransact(g.items));
  const counts = { ...ZERO };
  const done: Group[] = [];
  let again = false;
  results.forEach((res, i) => {
    if (res.ok) {
      done.push(groups[i]);
      const added = groups[i].counts;
      for (const k of Object.keys(added) as (keyof Counts)[]) counts[k] += added[k] ?? 0;
    } else {
      explain?.(groups[i], res.refused);
      again = true;
    }
  });
  return { again, counts, done };
}

export const pageResult = (
  cursor: Key | undefined,
  next: Key | undefined,
  run: { again: boolean; counts: Counts },
): PageResult =>
  run.again ? { next: cursor ?? null, again: true, counts: run.counts } : { next: next ?? null, counts: run.counts };

/** Overwrite, first: soft-delete a page of the live employees, each kept as it was. */
export async function replacePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':true': true }),
    FilterExpression: 'NOT (deleted = :true)',
    Limit: PAGE_SIZE,
    ExclusiveStartKey: cursor,
  });
  // A removed employee signs in no more (as with a single soft delete); done first, so a page
  // run again after a failure still suspends them, and an undo reactivates them.
  await setLoginsActive(
    record.orgId,
    page.items.flatMap((e) => loginOf(e) ?? []),
    false,
    at,
    'Replaced by import',
  );
  const groups = chunk(page.items, GROUP_SIZE).map((employees): Group => ({
    items: [
      backupPut(record, `R#${String(employees[0].employeeICNumber)}`, employees),
      ...employees.flatMap((e): TransactItem[] => [
        softDeleteByImportItem(record, e, at),
        ...releaseClaims(record, e),
        removedItem(record, e, 'Replaced by import'),
      ]),
      ...countsItem(record, removals(employees)),
    ],
    counts: { replaced: employees.length },
  }));
  return pageResult(cursor, page.next, await runGroups(groups));
}

/** Write a page of the staged rows as employees (pending approval); add skips the IC numbers that are live. */
export async function writePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeImportPartSkPrefix(record.importId)),
    Limit: PAGE_SIZE / PART_ROWS,
    ExclusiveStartKey: cursor,
  });
  const rows = page.items.flatMap((p) => p.rows as StagedRow[]);
  const current = await batchGet(rows.map((r) => employeeKey(record, r.employeeICNumber)));
  const claimRows = new Map<string, StagedRow>();
  const groups = chunk(rows, GROUP_SIZE).map((groupRows): Group => {
    const counts = { added: 0, skipped: 0 };
    const writtenOver: Item[] = [];
    const notices: PayoutNotice[] = [];
    const items = groupRows.flatMap((row): TransactItem[] => {
      const cur = current.get(keyOf(employeeKey(record, row.employeeICNumber)));
      if (cur && isLiveItem(cur)) {
        // Written by this import already (a page run again), or there before it: skipped.
        if (cur.importId !== record.importId) counts.skipped += 1;
        return [];
      }
      // A soft-deleted record written over is kept, unless this import already kept it (overwrite).
      if (cur && cur.deletedByImport !== record.importId) writtenOver.push(cur);
      // Over an employee this overwrite replaced: a new bank account or number passes the payout-account gate.
      const gate = importedPayoutChange(
        cur && cur.deletedByImport === record.importId ? fromEmployeeItem(cur) : undefined,
        stagedRowToEmployee(record, row, at),
        record.by,
        at,
      );
      const employee = gate.employee;
      if (gate.notice) notices.push(gate.notice);
      const claims = claimItems(employee, { email: false, mobile: true });
      if (employee.mobileNumber) claimRows.set(keyOf(keys.uniqueMobile(employee.orgId, employee.mobileNumber)), row);
      counts.added += 1;
      return [
        {
          Put: {
            Item: toEmployeeItem(employee),
            ConditionExpression: cur
              ? 'deleted = :true AND modifiedAt = :seen AND attribute_not_exists(anonymisingAs)'
              : 'attribute_not_exists(pk)',
            ...(cur ? { ExpressionAttributeValues: { ':true': true, ':seen': cur.modifiedAt } } : {}),
          },
        },
        ...claims,
        ...gate.items,
      ];
    });
    if (writtenOver.length) items.push(backupPut(record, `W#${String(writtenOver[0].employeeICNumber)}`, writtenOver));
    // Every row written is a new pending employee (a record written over was deleted).
    items.push(...employeeCountsItem(record.orgId, { pending: counts.added }));
    return { items, counts, notices };
  });
  const run = await runGroups(groups, (group, refused) => {
    // A mobile number someone else claimed since the rows were staged: that row cannot be imported.
    for (const i of refused) {
      const item = (group.items[i].Put as { Item?: Item } | undefined)?.Item;
      const row = item ? claimRows.get(keyOf({ pk: String(item.pk), sk: String(item.sk) })) : undefined;
      if (row) {
        const message = `Row ${row.row}: The mobile number ${row.mobileNumber} is already in use.`;
        throw new AppError('ALREADY_EXISTS', message, [{ field: 'rows', message }]);
      }
    }
  });
  // Each employee whose account or number changed is told once their record is stored.
  await sendPayoutNotices(run.done.flatMap((g) => g.notices ?? []));
  return pageResult(cursor, page.next, run);
}

/** Delete a page of the backups of the import before this one: it can no longer be undone. */
export async function forgetPage(record: ImportRecord, cursor: Key | undefined): Promise<PageResult> {
  if (!record.previousImportId) return { next: null };
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeImportBackupSkPrefix(record.previousImportId)),
    ProjectionExpression: 'pk, sk',
    Limit: 100,
    ExclusiveStartKey: cursor,
  });
  const deletes = page.items.map((b): TransactItem => ({
    Delete: { Key: { pk: b.pk as string, sk: b.sk as string } },
  }));
  return pageResult(cursor, page.next, await runGroups(deletes.length ? [{ items: deletes, counts: {} }] : []));
}

/** Roll back, first: delete the employees the import wrote (still carrying its id). */
export async function removePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':id': record.importId }),
    FilterExpression: 'importId = :id',
    Limit: PAGE_SIZE,
    ExclusiveStartKey: cursor,
  });
  await setLoginsActive(
    record.orgId,
    page.items.flatMap((e) => loginOf(e) ?? []),
    false,
    at,
    'Import undone',
  );
  const groups = chunk(page.items, GROUP_SIZE).map((employees): Group => ({
    items: [
      ...employees.flatMap((e): TransactItem[] => [
        {
          Delete: {
            Key: employeeKey(record, e.employeeICNumber),
            ConditionExpression: 'modifiedAt = :seen',
            ExpressionAttributeValues: { ':seen': e.modifiedAt },
          },
        },
        ...releaseClaims(record, e),
        ...(isLiveItem(e) ? [removedItem(record, e, 'Import undone')] : []),
      ]),
      ...countsItem(record, removals(employees)),
    ],
    counts: { removed: employees.filter(isLiveItem).length },
  }));
  return pageResult(cursor, page.next, await runGroups(groups));
}

/** Roll back, then: put back every employee exactly as it was before the import. */
export async function restorePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeImportBackupSkPrefix(record.importId)),
    Limit: PAGE_SIZE / GROUP_SIZE,
    ExclusiveStartKey: cursor,
  });
  const olds = page.items.flatMap((b) => b.items as Item[]);
  const claimKeys = olds
    .filter(isLiveItem)
    .flatMap((o) => [
      ...(typeof o.mobileNumber === 'string' && o.mobileNumber
        ? [keys.uniqueMobile(record.orgId, o.mobileNumber)]
        : []),
      ...(typeof o.email === 'string' && o.email && !o.userId ? [keys.uniqueEmail(o.email)] : []),
    ]);
  const [current, claims] = await Promise.all([
    batchGet(olds.map((o) => employeeKey(record, o.employeeICNumber))),
    batchGet(claimKeys),
  ]);

  const groups = page.items.map((backup): Group => {
    const counts = { restored: 0, notRestored: 0, claimsLost: 0 };
    const restoredLogins: EmployeeLogin[] = [];
    // What each put back replaces (nothing, or a record this import deleted) and becomes.
    const restored: [Item | undefined, Item][] = [];
    const items = (backup.items as Item[]).flatMap((stored): TransactItem[] => {
      const old = { ...stored };
      const cur = current.get(keyOf(employeeKey(record, old.employeeICNumber)));
      // The IC number belongs to a record made after the import: never overwrite it.
      if (cur && !(cur.deleted === true && cur.deletedByImport === record.importId)) {
        counts.notRestored += 1;
        return [];
      }
      const claimFor = { email: false, mobile: false };
      if (isLiveItem(old)) {
        const ownedHere = (claim: Item | undefined) =>
          !!claim && claim.orgId === record.orgId && claim.employeeICNumber === old.employeeICNumber;
        if (typeof old.mobileNumber === 'string' && old.mobileNumber) {
          const claim = claims.get(keyOf(keys.uniqueMobile(record.orgId, old.mobileNumber)));
          if (!claim) claimFor.mobile = true;
          else if (!ownedHere(claim)) {
            delete old.mobileNumber;
            delete old.mobileNumberVerified;
            counts.claimsLost += 1;
          }
        }
        if (typeof old.email === 'string' && old.email && !old.userId) {
          const claim = claims.get(keyOf(keys.uniqueEmail(old.email)));
          if (!claim) claimFor.email = true;
          else if (!ownedHere(claim)) {
            delete old.email;
            counts.claimsLost += 1;
          }
        }
      }
      counts.restored += 1;
      restored.push([cur, old]);
      const login = isLiveItem(old) ? loginOf(old) : undefined;
      if (login) restoredLogins.push(login);
      return [
        {
          Put: {
            Item: asStamped(old),
            ConditionExpression: cur ? 'modifiedAt = :seen' : 'attribute_not_exists(pk)',
            ...(cur ? { ExpressionAttributeValues: { ':seen': cur.modifiedAt } } : {}),
          },
        },
        ...claimItems(old as unknown as EmployeeRecord, claimFor),
        // Its record, bank account and mobile number back as they were: one audit entry per kind.
        ...(isLiveItem(old)
          ? employeeAuditItems(undefined, old as unknown as EmployeeRecord, 'restored', 'Import undone')
          : []),
      ];
    });
    // The backup goes with what it restored, so a page run again only sees what is left.
    items.push(
      { Delete: { Key: { pk: backup.pk as string, sk: backup.sk as string } } },
      ...countsItem(record, restored),
    );
    return { items, counts, logins: restoredLogins };
  });
  const run = await runGroups(groups);
  // The logins of the employees put back sign in again.
  await setLoginsActive(
    record.orgId,
    run.done.flatMap((g) => g.logins ?? []),
    true,
    at,
    'Import undone',
  );
  return pageResult(cursor, page.next, run);
}

export const PAGE_RUNNERS: Record<
  Phase,
  (record: ImportRecord, cursor: Key | undefined, at: number) => Promise<PageResult>
> = {
  replace: replacePage,
  write: writePage,
  forget: (record, cursor) => forgetPage(record, cursor),
  remove: removePage,
  restore: restorePage,
};
