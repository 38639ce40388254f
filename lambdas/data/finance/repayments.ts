import { asSen, negateSen, type Sen } from '../../../shared/domain/money/money';
import {
  REPAYMENT_MESSAGES,
  RepaymentRecordSchema,
  type RepaymentRecord,
} from '../../../shared/domain/finance/repayment';
import { AppError } from '../../../shared/registry/errors';
import { GSI1, keys } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { queryFilledPage } from '../table/filled-pages';
import { queryKindPage, searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { table, type TransactItem } from '../table/table';

const ENTITY = 'repayment';
const VERSION = 1;

/**
 * The stored form of a settlement: amounts in sen; GSI1 (`REPAYMENT`, by due date then
 * organisation) is the administrators' list across organisations and the overdue ones.
 */
export function repaymentToItem(r: RepaymentRecord) {
  return {
    ...withEntity(keys.repayment(r.orgId, r.id), ENTITY, VERSION, r),
    gsi1pk: GSI1.repayments,
    gsi1sk: `${r.dueDate}#${r.orgId}#${r.id}`,
  };
}

export function repaymentFromItem(item: Record<string, unknown>): RepaymentRecord {
  const { gsi1pk: _p, gsi1sk: _s, ...rest } = stripItem(item);
  return RepaymentRecordSchema.parse(rest);
}

/** The Put of a new settlement (a disbursement's completion writes it in the same transaction). */
export const newRepaymentItem = (r: RepaymentRecord): TransactItem => ({
  Put: { Item: repaymentToItem(r), ConditionExpression: 'attribute_not_exists(pk)' },
});

// ---------------------------------------------------------------------------------------------
// Reads and writes of settlements (docs/data-model.md, the Settlements table)
// ---------------------------------------------------------------------------------------------

export const repaymentNotFound = (id: string) =>
  new AppError('NOT_FOUND', REPAYMENT_MESSAGES.notFound, [
    { field: 'repaymentId', message: `There is no settlement ${id} in this organisation` },
  ]);

/** A settlement of the organisation, read consistently (undefined when absent). */
export async function getStoredRepayment(orgId: string, id: string): Promise<RepaymentRecord | undefined> {
  const res = await table.get({ Key: keys.repayment(orgId, id), ConsistentRead: true });
  return res.Item ? repaymentFromItem(res.Item) : undefined;
}

/** A settlement of the organisation, else 404 'Repayment not found!'. */
export async function requireStoredRepayment(orgId: string, id: string): Promise<RepaymentRecord> {
  const stored = await getStoredRepayment(orgId, id);
  if (!stored) throw repaymentNotFound(id);
  return stored;
}

/** Which settlements a list keeps: those with money still due (`openOnly`), those due by a day (YYYY-MM-DD). */
export interface RepaymentFilter {
  openOnly?: boolean;
  dueUntil?: string;
}

function repaymentFilter({ openOnly, dueUntil }: RepaymentFilter) {
  const parts = [...(openOnly ? ['amountDueSen > :zero'] : []), ...(dueUntil ? ['dueDate <= :dueUntil'] : [])];
  if (!parts.length) return undefined;
  return {
    expression: parts.join(' AND '),
    values: { ...(openOnly ? { ':zero': 0 } : {}), ...(dueUntil ? { ':dueUntil': dueUntil } : {}) },
  };
}

/**
 * The organisation's settlements kept by the filter, by due date. Reads the organisation's
 * settlements (one per disbursement) with the filter applied by DynamoDB: for the short lists
 * (those still due soon); the full list is paged by {@link listOrgRepaymentsPage}.
 */
export async function listOrgRepayments(orgId: string, filter: RepaymentFilter = {}): Promise<RepaymentRecord[]> {
  const where = repaymentFilter(filter);
  const items = where
    ? await table.queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        FilterExpression: `(attribute_not_exists(deleted) OR deleted <> :deleted) AND ${where.expression}`,
        ExpressionAttributeValues: {
          ':pk': keys.repayment(orgId, '').pk,
          ':sk': keys.repaymentSkPrefix,
          ':deleted': true,
          ...where.values,
        },
      })
    : await queryAllOfKind(keys.repayment(orgId, '').pk, keys.repaymentSkPrefix);
  return items.map(repaymentFromItem).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/**
 * One page of the organisation's settlements in the order they were created (key order: ids are
 * ULIDs), the tables sorting them on screen.
 */
export async function listOrgRepaymentsPage(orgId: string, page: PageRequest): Promise<Page<RepaymentRecord>> {
  const out = await queryKindPage(keys.repayment(orgId, '').pk, keys.repaymentSkPrefix, page);
  return { items: out.items.map(repaymentFromItem), next: out.next };
}

/**
 * One page of every organisation's settlements (GSI1), by due date; `dueUntil` (YYYY-MM-DD) ends
 * the key range on that day, `openOnly` keeps those with money still due.
 */
export async function listAllRepaymentsPage(
  filter: RepaymentFilter,
  page: PageRequest,
): Promise<Page<RepaymentRecord>> {
  const { dueUntil, openOnly } = filter;
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      // '~' sorts after '#': every settlement due on `dueUntil` itself is kept.
      KeyConditionExpression: dueUntil ? 'gsi1pk = :pk AND gsi1sk < :until' : 'gsi1pk = :pk',
      ...(openOnly ? { FilterExpression: 'amountDueSen > :zero' } : {}),
      ExpressionAttributeValues: {
        ':pk': GSI1.repayments,
        ...(dueUntil ? { ':until': `${dueUntil}~` } : {}),
        ...(openOnly ? { ':zero': 0 } : {}),
      },
    },
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(repaymentFromItem), next: out.next };
}

/**
 * A payment of `amountSen` towards a settlement (negative: a payment taken back): the amount due
 * falls and the amount repaid rises by it, in one arithmetic update that holds only while the
 * amount due covers it (and, for a negative one, the amount repaid covers the reversal), so
 * concurrent payments can never take the amount due below zero.
 */
export function repaymentPaymentItem(orgId: string, id: string, amountSen: Sen, at: number, by: string): TransactItem {
  return {
    Update: {
      Key: keys.repayment(orgId, id),
      UpdateExpression:
        'SET amountDueSen = amountDueSen - :amount, amountRepaidSen = amountRepaidSen + :amount, modifiedAt = :at, modifiedBy = :by',
      ConditionExpression:
        amountSen >= 0
          ? 'attribute_exists(pk) AND amountDueSen >= :amount'
          : 'attribute_exists(pk) AND amountRepaidSen >= :back',
      ExpressionAttributeValues: {
        ':amount': amountSen,
        ':at': at,
        ':by': by,
        ...(amountSen >= 0 ? {} : { ':back': negateSen(amountSen) }),
      },
    },
  };
}

/** Condition of a write decided on the settlement as read: it is still exactly that version. */
const unchangedSince = (s: RepaymentRecord) => ({
  ConditionExpression: 'modifiedAt = :readAt AND amountDueSen = :readDue AND amountRepaidSen = :readRepaid',
  values: { ':readAt': s.modifiedAt, ':readDue': s.amountDueSen, ':readRepaid': s.amountRepaidSen },
});

/** Replace a settlement (an administrator's edit), only while it is still exactly as read. */
export function replaceRepaymentItem(before: RepaymentRecord, after: RepaymentRecord): TransactItem {
  const cond = unchangedSince(before);
  return {
    Put: {
      Item: repaymentToItem(after),
      ConditionExpression: cond.ConditionExpression,
      ExpressionAttributeValues: cond.values,
    },
  };
}

/** Delete a settlement, only while it is still exactly as read (no payment recorded meanwhile). */
export function deleteRepaymentItem(before: RepaymentRecord): TransactItem {
  const cond = unchangedSince(before);
  return {
    Delete: {
      Key: keys.repayment(before.orgId, before.id),
      ConditionExpression: cond.ConditionExpression,
      ExpressionAttributeValues: cond.values,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The disbursement a settlement belongs to (its item is the disbursements' own; only the
// top-level attributes the finance contract shares are read here)
// ---------------------------------------------------------------------------------------------

/** What a settlement needs of its disbursement. */
export interface SettledDisbursement {
  id: string;
  orgId: string;
  orgName: string;
  name: string;
  status: string;
  totalSen: Sen;
  repaymentId?: string;
}

/** A disbursement of the organisation, read consistently (undefined when absent or deleted). */
export async function getSettledDisbursement(orgId: string, id: string): Promise<SettledDisbursement | undefined> {
  const res = await table.get({ Key: keys.disbursement(orgId, id), ConsistentRead: true });
  const item = res.Item;
  if (!item || item.deleted === true) return undefined;
  return {
    id: String(item.id),
    orgId: String(item.orgId),
    orgName: String(item.orgName ?? ''),
    name: String(item.name ?? ''),
    status: String(item.status),
    totalSen: asSen(Number(item.totalSen ?? 0)),
    ...(typeof item.repaymentId === 'string' && item.repaymentId ? { repaymentId: item.repaymentId } : {}),
  };
}

/**
 * Point a completed disbursement at its settlement (`repaymentId`; undefined removes it), only
 * while it is completed and still points where it was read to.
 */
export function linkDisbursementItem(d: SettledDisbursement, repaymentId: string | undefined): TransactItem {
  const names = { '#status': 'status' };
  const was = d.repaymentId
    ? { cond: 'repaymentId = :was', values: { ':was': d.repaymentId } }
    : { cond: 'attribute_not_exists(repaymentId)', values: {} };
  return {
    Update: {
      Key: keys.disbursement(d.orgId, d.id),
      UpdateExpression: repaymentId ? 'SET repaymentId = :id' : 'REMOVE repaymentId',
      ConditionExpression: `attribute_exists(pk) AND #status = :completed AND ${was.cond}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':completed': 'completed',
        ...was.values,
        ...(repaymentId ? { ':id': repaymentId } : {}),
      },
    },
  };
}
