import {
  PAY_RUN_MESSAGES,
  PayRunEmployeeRecordSchema,
  PayRunRecordSchema,
  isAdminVisible,
  isAwaitingPayment,
  type PayRunEmployeeRecord,
  type PayRunRecord,
} from '../../../shared/domain/benefits/pay-run';
import { AppError } from '../../../shared/registry/errors';
import { queryFilledPage } from '../table/filled-pages';
import { GSI1, GSI3_PAY_RUNS_AWAITING_PAYMENT, keys, sortableSeconds } from '../table/keys';
import { searchKeep, searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { stripItem } from '../table/org-items';
import { MAX_TRANSACTION_ITEMS, isWriteConflict, table, type StampedItem, type TransactItem } from '../table/table';
import { payRunAudit } from './pay-run-audit';

/**
 * Benefit pay runs (docs/data-model.md#benefit-pay-runs). A run is one item in its organisation's
 * partition; its employees (as a computation of the run found them) are one item each under the
 * run's current `computationId`, so a run of any size fits, and an edit that recomputes the run
 * writes a new computation first and then points the run at it in one conditional write.
 * Amounts are integer sen in the records and stored as they are.
 */

const ENTITY = 'payRun';
const EMPLOYEE_ENTITY = 'payRunEmployee';
const VERSION = 1;
type Item = Record<string, unknown>;

/** The index keys a run carries by status: GSI1 (admin list) from approval on, GSI3 while awaiting payment. */
function indexAttributes(run: PayRunRecord): Item {
  return {
    ...(isAdminVisible(run.status)
      ? { gsi1pk: GSI1.payRuns, gsi1sk: `${sortableSeconds(run.modifiedAt)}#${run.orgId}#${run.id}` }
      : {}),
    ...(isAwaitingPayment(run.status)
      ? { gsi3pk: GSI3_PAY_RUNS_AWAITING_PAYMENT, gsi3sk: `${run.orgId}#${run.id}` }
      : {}),
  };
}

export function toPayRunItem(run: PayRunRecord): StampedItem {
  const { payoutFiles, orgName: _shownOnly, ...rest } = run;
  return {
    ...keys.payRun(run.orgId, run.id),
    entity: ENTITY,
    version: VERSION,
    ...indexAttributes(run),
    ...rest,
    ...(payoutFiles ? { payoutFiles } : {}),
  };
}

export function fromPayRunItem(item: Item): PayRunRecord {
  const { payoutFiles, gsi1pk: _1, gsi1sk: _2, gsi3pk: _3, gsi3sk: _4, ...rest } = stripItem(item);
  return PayRunRecordSchema.parse({ ...rest, ...(Array.isArray(payoutFiles) ? { payoutFiles } : {}) });
}

export function toRunEmployeeItem(
  run: Pick<PayRunRecord, 'orgId' | 'id' | 'computationId'>,
  e: PayRunEmployeeRecord,
): StampedItem {
  return {
    ...keys.payRunEmployee(run.orgId, run.id, run.computationId, e.employeeNumber),
    entity: EMPLOYEE_ENTITY,
    version: VERSION,
    ...e,
  };
}

export function fromRunEmployeeItem(item: Item): PayRunEmployeeRecord {
  return PayRunEmployeeRecordSchema.parse(stripItem(item));
}

const notFound = () => new AppError('NOT_FOUND', PAY_RUN_MESSAGES.notFound);
const changedMeanwhile = () =>
  new AppError('INVALID_STATE', 'The pay run was changed by someone else meanwhile. Reload and try again.');

/**
 * One page of the organisation's runs, newest first (descending key order: ids are ULIDs, so the
 * order they were created). `status` keeps one status; `notDeleted` leaves the deleted ones out.
 */
export async function listPayRunsPage(
  orgId: string,
  filter: { status?: PayRunRecord['status']; notDeleted?: boolean },
  page: PageRequest,
): Promise<Page<PayRunRecord>> {
  const condition = filter.status ? '#status = :status' : filter.notDeleted ? '#status <> :status' : undefined;
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ...(condition ? { FilterExpression: condition, ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: {
        ':pk': keys.payRun(orgId, '').pk,
        ':sk': keys.payRunSkPrefix,
        ...(condition ? { ':status': filter.status ?? 'deleted' } : {}),
      },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(fromPayRunItem), next: out.next };
}

export async function getPayRun(orgId: string, id: string): Promise<PayRunRecord | undefined> {
  const { Item } = await table.get({ Key: keys.payRun(orgId, id) });
  return Item ? fromPayRunItem(Item) : undefined;
}

/** A run that exists and is not deleted (404 'Pay run data not found!' otherwise). */
export async function requirePayRun(orgId: string, id: string): Promise<PayRunRecord> {
  const run = await getPayRun(orgId, id);
  if (!run || run.status === 'deleted') throw notFound();
  return run;
}

/** Several runs by id (missing ones left out). At most 100 ids. */
export async function getPayRuns(orgId: string, ids: readonly string[]): Promise<PayRunRecord[]> {
  const items = await table.batchGet(ids.map((id) => keys.payRun(orgId, id)));
  return items.map(fromPayRunItem);
}

/** The employees of the run's current computation, by name. */
export async function listRunEmployees(run: Pick<PayRunRecord, 'orgId' | 'id' | 'computationId'>) {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.payRun(run.orgId, '').pk,
      ':sk': keys.payRunEmployeeSkPrefix(run.id, run.computationId),
    },
  });
  return items
    .map(fromRunEmployeeItem)
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeNumber.localeCompare(b.employeeNumber));
}

/**
 * One page of the employees the run paid (its current computation's eligible ones), by employee
 * number (key order): a run has one item per employee, so its report is read a page at a time.
 */
export async function listPaidRunEmployeesPage(
  run: Pick<PayRunRecord, 'orgId' | 'id' | 'computationId'>,
  page: PageRequest,
): Promise<Page<PayRunEmployeeRecord>> {
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: 'eligible = :eligible',
      ExpressionAttributeValues: {
        ':pk': keys.payRun(run.orgId, '').pk,
        ':sk': keys.payRunEmployeeSkPrefix(run.id, run.computationId),
        ':eligible': true,
      },
    },
    keyAttributes: ['pk', 'sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(fromRunEmployeeItem), next: out.next };
}

/** The search of a run's report (`page.keep` of {@link listPaidRunEmployeesPage}): the employee's name or IC number. */
export const reportSearchKeep = (search: string | undefined) =>
  searchKeep(search, (item) => [item.employeeName, item.employeeNumber]);

/** One employee's entry in each of these runs (runs they are not in left out). */
export async function getEmployeeEntries(runs: readonly PayRunRecord[], icNumber: string) {
  const items = await table.batchGet(runs.map((r) => keys.payRunEmployee(r.orgId, r.id, r.computationId, icNumber)));
  const bySk = new Map(items.map((item) => [item.sk as string, fromRunEmployeeItem(item)]));
  return runs.flatMap((run) => {
    const entry = bySk.get(keys.payRunEmployee(run.orgId, run.id, run.computationId, icNumber).sk);
    return entry ? [{ run, entry }] : [];
  });
}

/** Write a computation's employees (before the run points at it), 100 per transaction. */
async function putComputation(run: PayRunRecord, employees: readonly PayRunEmployeeRecord[]): Promise<void> {
  for (let i = 0; i < employees.length; i += MAX_TRANSACTION_ITEMS) {
    await table.transact(
      employees.slice(i, i + MAX_TRANSACTION_ITEMS).map((e) => ({ Put: { Item: toRunEmployeeItem(run, e) } })),
    );
  }
}

/** Remove a computation no run points at any more (best effort: an orphan is never read). */
async function deleteComputation(run: PayRunRecord, employees: readonly PayRunEmployeeRecord[]): Promise<void> {
  for (let i = 0; i < employees.length; i += MAX_TRANSACTION_ITEMS) {
    await table.transact(
      employees.slice(i, i + MAX_TRANSACTION_ITEMS).map((e): TransactItem => ({
        Delete: { Key: keys.payRunEmployee(run.orgId, run.id, run.computationId, e.employeeNumber) },
      })),
    );
  }
}

/** Store a new run and its employees: the employees first, the run last (a run never points at a partial computation). */
export async function createPayRun(
  run: PayRunRecord,
  employees: readonly PayRunEmployeeRecord[],
): Promise<PayRunRecord> {
  await putComputation(run, employees);
  await table.transact([
    { Put: { Item: toPayRunItem(run), ConditionExpression: 'attribute_not_exists(pk)' } },
    payRunAudit('created', undefined, run),
  ]);
  return run;
}

/** The condition that the stored run is still the one read: same status, change time and computation. */
const unchangedSince = (before: PayRunRecord) => ({
  ConditionExpression: '#status = :status AND modifiedAt = :seen AND computationId = :computation',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':status': before.status,
    ':seen': before.modifiedAt,
    ':computation': before.computationId,
  },
});

/**
 * Replace a run by its changed version, only while it is still as read (a transition decided on
 * a stale read is refused, 409), with its audit entry (`action`, docs/rules.md#audit-trail). With
 * `recomputed`, the new computation's employees are written first (under `after.computationId`)
 * and the previous computation is removed afterwards.
 */
export async function replacePayRun(
  before: PayRunRecord,
  after: PayRunRecord,
  action: string,
  recomputed?: { employees: readonly PayRunEmployeeRecord[]; previous: readonly PayRunEmployeeRecord[] },
): Promise<PayRunRecord> {
  if (recomputed) await putComputation(after, recomputed.employees);
  try {
    await table.transact([
      { Put: { Item: toPayRunItem(after), ...unchangedSince(before) } },
      payRunAudit(action, before, after, after.failureReason || undefined),
    ]);
  } catch (err) {
    if (isWriteConflict(err)) throw changedMeanwhile();
    throw err;
  }
  if (recomputed && before.computationId !== after.computationId) await deleteComputation(before, recomputed.previous);
  return after;
}

/** What a batch change adds to each run's condition, and the items written with it. */
export interface BatchChangeOptions {
  /** A condition each run must also still meet (an approval: not prepared by the approver). */
  condition?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** Items written in the same transaction after the runs. */
  extra?: readonly TransactItem[];
  /** The refusal of a failed extra item (its index in the transaction), else the run changed meanwhile. */
  refusal?: (err: unknown, firstExtraIndex: number) => AppError | undefined;
}

/**
 * Replace several runs at once, all or none, each only while still as read: one run changed
 * meanwhile refuses the whole batch (409) and nothing changes.
 */
export async function replacePayRuns(
  changes: readonly { before: PayRunRecord; after: PayRunRecord }[],
  action: string,
  options: BatchChangeOptions = {},
): Promise<void> {
  const { condition, extra = [], refusal } = options;
  const runs = changes.map(({ before, after }): TransactItem => {
    const still = unchangedSince(before);
    return {
      Put: {
        Item: toPayRunItem(after),
        ConditionExpression: condition
          ? `${still.ConditionExpression} AND ${condition.expression}`
          : still.ConditionExpression,
        ExpressionAttributeNames: { ...still.ExpressionAttributeNames, ...condition?.names },
        ExpressionAttributeValues: { ...still.ExpressionAttributeValues, ...condition?.values },
      },
    };
  });
  try {
    await table.transact([...runs, ...extra, ...changes.map((c) => payRunAudit(action, c.before, c.after))]);
  } catch (err) {
    if (isWriteConflict(err)) throw (extra.length ? refusal?.(err, runs.length) : undefined) ?? changedMeanwhile();
    throw err;
  }
}

/**
 * One page of the runs administrators see (approved or later) across organisations, newest change
 * first (GSI1: one partition, so no walk across organisations); `page.keep` is the list's search.
 */
export async function listAdminPayRunsPage(page: PageRequest): Promise<Page<PayRunRecord>> {
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': GSI1.payRuns },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(fromPayRunItem), next: out.next };
}

/** How many runs wait for the platform to pay them, by status (the sparse GSI3 partition). */
export async function countAwaitingPayment(): Promise<{ approved: number; pendingPayment: number }> {
  const items = await table.queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': GSI3_PAY_RUNS_AWAITING_PAYMENT },
    ProjectionExpression: '#status',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return {
    approved: items.filter((i) => i.status === 'approved').length,
    pendingPayment: items.filter((i) => i.status === 'pending_payment').length,
  };
}
