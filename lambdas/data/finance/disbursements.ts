import { DISBURSEMENT_MESSAGES } from '../../../shared/domain/finance/disbursement';
import { ADMIN_VISIBLE_STATUSES } from '../../../shared/domain/finance/disbursement-status';
import { DisbursementRecordSchema, type DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import { AppError } from '../../../shared/registry/errors';
import { GSI1, GSI3_DISBURSEMENTS_AWAITING_PROCESSING, keys, orgPk, sortableSeconds } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { queryFilledPage } from '../table/filled-pages';
import { queryKindPage, searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { conflictCodes, conditionFailedAt, table, type Item, type TransactItem } from '../table/table';

const ENTITY = 'disbursement';
const VERSION = 1;

/**
 * The stored form of a disbursement (docs/data-model.md#disbursements): amounts in sen (`totalSen`,
 * `disbursementTotalSen`, `feesTotalSen`, `platformFeeSen`, `monthlyFeesTotalSen`, each payee's and
 * payout's `amountSen`). GSI1 (`DISBURSEMENT`, newest last by `createdAt`) carries the statuses
 * administrators see; GSI3 (`DISB#AWAITING_PROCESSING`) exactly while approved. A status change
 * rewrites the item, so it moves between the indexes by itself.
 */
export function disbursementToItem(d: DisbursementRecord) {
  return {
    ...withEntity(keys.disbursement(d.orgId, d.id), ENTITY, VERSION, d),
    ...(ADMIN_VISIBLE_STATUSES.includes(d.status)
      ? { gsi1pk: GSI1.disbursements, gsi1sk: `${sortableSeconds(d.createdAt)}#${d.orgId}#${d.id}` }
      : {}),
    ...(d.status === 'approved'
      ? { gsi3pk: GSI3_DISBURSEMENTS_AWAITING_PROCESSING, gsi3sk: `${d.date}#${d.orgId}#${d.id}` }
      : {}),
  };
}

export function disbursementFromItem(item: Item): DisbursementRecord {
  const {
    gsi1pk: _p1,
    gsi1sk: _s1,
    gsi3pk: _p3,
    gsi3sk: _s3,
    deleted: _d,
    deletedAt: _da,
    deletedBy: _db,
    ...rest
  } = stripItem(item);
  return DisbursementRecordSchema.parse(rest);
}

const isLive = (item: Item | undefined): item is Item => !!item && item.deleted !== true;

export const disbursementNotFound = (id: string) =>
  new AppError('NOT_FOUND', DISBURSEMENT_MESSAGES.notFound, [
    { field: 'disbursementId', message: `There is no disbursement ${id} in this organisation` },
  ]);

/** A live disbursement of the organisation (undefined when absent or deleted). */
export async function getDisbursement(orgId: string, id: string): Promise<DisbursementRecord | undefined> {
  const { Item } = await table.get({ Key: keys.disbursement(orgId, id), ConsistentRead: true });
  return isLive(Item) ? disbursementFromItem(Item) : undefined;
}

/** A live disbursement of the organisation, else 404 'Disbursement not found!'. */
export async function requireDisbursement(orgId: string, id: string): Promise<DisbursementRecord> {
  const d = await getDisbursement(orgId, id);
  if (!d) throw disbursementNotFound(id);
  return d;
}

const newestFirst = (a: DisbursementRecord, b: DisbursementRecord) =>
  b.createdAt - a.createdAt || b.id.localeCompare(a.id);

/** The organisation's live disbursements, newest first. */
export async function listOrgDisbursements(orgId: string): Promise<DisbursementRecord[]> {
  const items = await queryAllOfKind(orgPk(orgId), keys.disbursementSkPrefix);
  return items.map(disbursementFromItem).sort(newestFirst);
}

/** Which disbursements a page keeps: one status, or only those administrators see. */
export interface DisbursementFilter {
  status?: DisbursementRecord['status'];
  adminVisibleOnly?: boolean;
}

function statusFilter({ status, adminVisibleOnly }: DisbursementFilter) {
  const statuses = status ? [status] : adminVisibleOnly ? ADMIN_VISIBLE_STATUSES : [];
  if (!statuses.length) return undefined;
  const values = Object.fromEntries(statuses.map((s, i) => [`:status${i}`, s]));
  return {
    expression: `#status IN (${Object.keys(values).join(', ')})`,
    names: { '#status': 'status' },
    values,
  };
}

/**
 * One page of the organisation's live disbursements, newest first: its partition in descending key
 * order (ids are ULIDs, so key order is creation order), the filter applied while filling the page.
 */
export async function listOrgDisbursementsPage(
  orgId: string,
  filter: DisbursementFilter,
  page: PageRequest,
): Promise<Page<DisbursementRecord>> {
  const status = statusFilter(filter);
  const out = await queryKindPage(orgPk(orgId), keys.disbursementSkPrefix, page, {
    descending: true,
    ...(status ? { filter: status } : {}),
  });
  return { items: out.items.map(disbursementFromItem), next: out.next };
}

/**
 * One page of every organisation's disbursements in the statuses administrators see (GSI1 holds
 * only those), newest first; `status` keeps one of them.
 */
export async function listAdminDisbursementsPage(
  status: DisbursementRecord['status'] | undefined,
  page: PageRequest,
): Promise<Page<DisbursementRecord>> {
  const byStatus = statusFilter({ status });
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: `(attribute_not_exists(deleted) OR deleted <> :deleted)${byStatus ? ` AND ${byStatus.expression}` : ''}`,
      ...(byStatus ? { ExpressionAttributeNames: byStatus.names } : {}),
      ExpressionAttributeValues: { ':pk': GSI1.disbursements, ':deleted': true, ...byStatus?.values },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(disbursementFromItem), next: out.next };
}

/** The Put of a new disbursement (its id is a fresh ULID). */
export const newDisbursementItem = (d: DisbursementRecord): TransactItem => ({
  Put: { Item: disbursementToItem(d), ConditionExpression: 'attribute_not_exists(pk)' },
});

const STILL_AS_READ =
  'attribute_exists(pk) AND #status = :status AND modifiedAt = :modifiedAt AND (attribute_not_exists(deleted) OR deleted = :false)';

/** A condition a transition adds to {@link STILL_AS_READ} (an approval: not prepared by the approver). */
export interface ExtraCondition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * The Put of a changed disbursement, only while the stored one is still exactly as read (same status
 * and `modifiedAt`, not deleted): a transition decided on the status read never lands on another.
 */
export const replaceDisbursementItem = (
  before: DisbursementRecord,
  after: DisbursementRecord,
  also?: ExtraCondition,
): TransactItem => ({
  Put: {
    Item: disbursementToItem(after),
    ConditionExpression: also ? `${STILL_AS_READ} AND ${also.expression}` : STILL_AS_READ,
    ExpressionAttributeNames: { '#status': 'status', ...also?.names },
    ExpressionAttributeValues: {
      ':status': before.status,
      ':modifiedAt': before.modifiedAt,
      ':false': false,
      ...also?.values,
    },
  },
});

/** The soft delete of a disbursement (kept with `deleted: true`, out of every list and index), as read. */
export const softDeleteDisbursementItem = (before: DisbursementRecord, at: number, by: string): TransactItem => ({
  Update: {
    Key: keys.disbursement(before.orgId, before.id),
    UpdateExpression:
      'SET deleted = :true, deletedAt = :at, deletedBy = :by, modifiedAt = :at, modifiedBy = :by REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk',
    ConditionExpression: STILL_AS_READ,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':true': true,
      ':false': false,
      ':at': at,
      ':by': by,
      ':status': before.status,
      ':modifiedAt': before.modifiedAt,
    },
  },
});

export const disbursementChangedMeanwhile = () =>
  new AppError('INVALID_STATE', 'The disbursement was changed by someone else meanwhile. Reload and try again.');

/** Times a transaction that only lost a race (TransactionConflict, no condition false) is tried again. */
const CONFLICT_ATTEMPTS = 5;

/**
 * Write a disbursement's change (item 0: its conditional Put / Update) with the items that go with
 * it (history entry, credit, settlement...), all or none. A transaction that merely collided with
 * another one is tried again (each try re-checks every condition, so nothing passes twice); a
 * false condition on item 0 is a change meanwhile (409); `refusal` names other refusals (the credit).
 */
export async function writeDisbursementChange(
  items: readonly TransactItem[],
  refusal?: (err: unknown) => AppError | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await table.transact(items);
      return;
    } catch (err) {
      const codes = conflictCodes(err);
      if (!codes.length) throw err;
      if (conditionFailedAt(err, 0)) throw disbursementChangedMeanwhile();
      const specific = refusal?.(err);
      if (specific) throw specific;
      const onlyRaced = !codes.includes('ConditionalCheckFailed') && codes.includes('TransactionConflict');
      if (!onlyRaced || attempt >= CONFLICT_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}

/** Store a disbursement unless present (the demo seed), with the items that go with it. */
export async function putDisbursementIfAbsent(
  d: DisbursementRecord,
  extra: readonly TransactItem[] = [],
): Promise<boolean> {
  try {
    await table.transact([newDisbursementItem(d), ...extra]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** Every disbursement item of the organisation as stored, deleted ones too (the anonymisation reads their payees). */
export const orgDisbursementItems = (orgId: string): Promise<Item[]> =>
  table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': keys.disbursementSkPrefix },
    ConsistentRead: true,
  });

/**
 * The rewrite of a closed disbursement's payees without a person (docs/rules.md#privacy): its
 * payees, payouts and failure reason replaced, only while the item is still as read (`modifiedAt`,
 * status, and how many payees were anonymised before), so a concurrent change is never lost.
 */
export function anonymisedPayeesItem(
  item: Item,
  set: { selectedPayees: unknown[]; payouts?: unknown[]; failureReason?: string },
): TransactItem {
  const count = typeof item.anonymisedPayees === 'number' ? item.anonymisedPayees : undefined;
  return {
    Update: {
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET selectedPayees = :payees, anonymisedPayees = :count${set.payouts ? ', payouts = :payouts' : ''}${set.failureReason !== undefined ? ', failureReason = :reason' : ''}`,
      ConditionExpression: `modifiedAt = :modifiedAt AND #status = :status AND ${count === undefined ? 'attribute_not_exists(anonymisedPayees)' : 'anonymisedPayees = :before'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':payees': set.selectedPayees,
        ':count': (count ?? 0) + 1,
        ':modifiedAt': item.modifiedAt,
        ':status': item.status,
        ...(count === undefined ? {} : { ':before': count }),
        ...(set.payouts ? { ':payouts': set.payouts } : {}),
        ...(set.failureReason !== undefined ? { ':reason': set.failureReason } : {}),
      },
    },
  };
}

/** The record that an open disbursement still names an anonymised employee (written with the anonymisation's guards). */
export const pendingPayeeItem = (item: Item, icNumber: string, anonymousId: string, at: number): TransactItem => ({
  Put: {
    Item: {
      ...keys.pendingPayee(String(item.orgId), String(item.id), anonymousId),
      entity: 'pendingPayee',
      version: 1,
      disbursementId: item.id,
      icNumber,
      anonymousId,
      createdAt: at,
    },
  },
});

/** The organisation's open disbursements still naming an anonymised employee (one Query). */
export const pendingPayeeItems = (orgId: string): Promise<Item[]> =>
  table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': keys.pendingPayeeSkPrefix },
    ConsistentRead: true,
  });

/** The deletion of a pending payee record, once its disbursement is done with. */
export const donePendingPayeeItem = (pending: Item): TransactItem => ({
  Delete: { Key: { pk: pending.pk, sk: pending.sk } },
});

/** One disbursement item as stored, deleted or not. */
export async function disbursementItem(orgId: string, id: string): Promise<Item | undefined> {
  const { Item } = await table.get({ Key: keys.disbursement(orgId, id), ConsistentRead: true });
  return Item;
}
