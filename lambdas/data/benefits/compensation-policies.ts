import {
  COMPENSATION_MESSAGES,
  CompensationPolicySchema,
  POLICY_STATUS,
  PayRangeRecordSchema,
  type CompensationPolicy,
  type PayRangeRecord,
} from '../../../shared/domain/benefits/compensation-policy';
import { withRangeMetrics, type RangeMetrics } from '../../../shared/domain/advance-pay/pay-range-metrics';
import { AppError } from '../../../shared/registry/errors';
import { keys, setupListGsi1, setupListIndex } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { keyOfItem } from '../table/filled-pages';
import {
  LIST_INDEX_KEY,
  numberKey,
  queryKindPage,
  queryListIndexPage,
  SEP,
  type Page,
  type PageRequest,
} from '../table/paged-lists';
import { isWriteConflict, table, type TransactItem } from '../table/table';
import { approveRecords, moveItem, replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';
import { compensationPolicyAudit, payRangeAudit } from './compensation-policy-audit';

const POLICY_ENTITY = 'compensationPolicy';
const RANGE_ENTITY = 'payRange';
const VERSION = 1;

const toPolicyItem = (p: CompensationPolicy) =>
  withEntity(keys.compensationPolicy(p.orgId, p.id), POLICY_ENTITY, VERSION, p);
const fromPolicyItem = (item: Record<string, unknown>): CompensationPolicy =>
  CompensationPolicySchema.parse(stripItem(item));

/**
 * Where a range sorts in its policy's list (its GSI1 sort key): by minimum, highest first, then
 * midpoint, highest first (as withRangeMetrics orders them), then id (unique).
 */
const rangeSortKey = (r: PayRangeRecord) =>
  numberKey(r.minimumSen, true) + SEP + numberKey(r.midpointSen, true) + SEP + r.id;

/**
 * A pay range is stored as it is, its amounts integer sen (`minimumSen`...), and, while not deleted,
 * its place in its policy's GSI1 partition (docs/data-model.md#set-up-lists).
 */
const toRangeItem = (r: PayRangeRecord) => ({
  ...withEntity(keys.payRange(r.orgId, r.policyId, r.id), RANGE_ENTITY, VERSION, r),
  ...setupListIndex(setupListGsi1.payRanges(r.orgId, r.policyId), rangeSortKey(r), r.deleted),
});
const fromRangeItem = (item: Record<string, unknown>): PayRangeRecord => PayRangeRecordSchema.parse(stripItem(item));

const policyNotFound = (id: string) =>
  new AppError('NOT_FOUND', COMPENSATION_MESSAGES.policyNotFound, [
    { field: 'policyId', message: `There is no compensation policy ${id}` },
  ]);

/** The policies a list shows: pending approval and approved ones, newest first. */
export async function listPolicies(orgId: string): Promise<CompensationPolicy[]> {
  const items = await queryAllOfKind(keys.compensationPolicy(orgId, '').pk, keys.compensationPolicySkPrefix);
  return items
    .map(fromPolicyItem)
    .filter((p) => p.status !== POLICY_STATUS.deleted)
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

/**
 * One page of the policies a list shows (pending approval and approved), newest first: a Query in
 * descending key order (ids are ULIDs), filled under the filter leaving deleted ones out.
 */
export async function listPoliciesPage(orgId: string, page: PageRequest): Promise<Page<CompensationPolicy>> {
  const out = await queryKindPage(keys.compensationPolicy(orgId, '').pk, keys.compensationPolicySkPrefix, page, {
    descending: true,
    filter: {
      expression: '#status <> :deleted',
      names: { '#status': 'status' },
      values: { ':deleted': POLICY_STATUS.deleted },
    },
  });
  return { items: out.items.map(fromPolicyItem), next: out.next };
}

/** A policy as stored, deleted ones included (the state machine answers for those). */
export async function getPolicy(orgId: string, id: string): Promise<CompensationPolicy | undefined> {
  const { Item } = await table.get({ Key: keys.compensationPolicy(orgId, id) });
  return Item ? fromPolicyItem(Item) : undefined;
}

/** A policy that exists (404 'Compensation Policy data not found' otherwise, deleted ones included). */
export async function requireLivePolicy(orgId: string, id: string): Promise<CompensationPolicy> {
  const policy = await getPolicy(orgId, id);
  if (!policy || policy.status === POLICY_STATUS.deleted) throw policyNotFound(id);
  return policy;
}

/** A policy that was ever created (404 otherwise): edits of a deleted one are refused by the state machine (409). */
export async function requireStoredPolicy(orgId: string, id: string): Promise<CompensationPolicy> {
  const policy = await getPolicy(orgId, id);
  if (!policy) throw policyNotFound(id);
  return policy;
}

export async function createPolicy(policy: CompensationPolicy): Promise<CompensationPolicy> {
  await table.transact([
    { Put: { Item: toPolicyItem(policy), ConditionExpression: 'attribute_not_exists(pk)' } },
    compensationPolicyAudit('created', undefined, policy),
  ]);
  return policy;
}

/** Policies as the approval kit sees them: deleting one is a status, not a flag. */
const approvable: ApprovableStore<CompensationPolicy> = {
  label: 'compensation policy',
  key: (p) => keys.compensationPolicy(p.orgId, p.id),
  softDelete: false,
};

/** Pay ranges as the kit sees them (versions only; a deleted range keeps its item). */
const payRanges: ApprovableStore<PayRangeRecord> = {
  label: 'pay range',
  key: (r) => keys.payRange(r.orgId, r.policyId, r.id),
};

/** Replace a policy only while it is still the version (and status) read (`action`: its audit entry's). */
export async function replacePolicy(
  before: CompensationPolicy,
  after: CompensationPolicy,
  action: string,
): Promise<CompensationPolicy> {
  await writeAsRead(approvable, [
    replaceItem(approvable, toPolicyItem(after), { status: before.status, seen: before.modifiedAt }),
    compensationPolicyAudit(action, before, after),
  ]);
  return after;
}

/**
 * Approve policies in one transaction, each only while still pending approval: one changed
 * meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export const approvePolicies = (policies: readonly CompensationPolicy[], by: string, at: number): Promise<number> =>
  approveRecords(approvable, policies, {
    by,
    at,
    from: POLICY_STATUS.pending,
    to: POLICY_STATUS.approved,
    after: policies.map((p) => compensationPolicyAudit('approved', p, { ...p, status: POLICY_STATUS.approved })),
    refused: {
      message: COMPENSATION_MESSAGES.notPending,
      detail: (p) => ({ field: 'policyIds', message: `${p.compensationName} is no longer pending approval` }),
    },
  });

/** The policy's pay ranges that are not deleted (unsorted: the metrics order them). */
export async function listPayRanges(orgId: string, policyId: string): Promise<PayRangeRecord[]> {
  const items = await queryAllOfKind(keys.payRange(orgId, policyId, '').pk, keys.payRangeSkPrefix(policyId));
  return items.map(fromRangeItem);
}

/**
 * One page of a policy's ranges with their metrics, by minimum highest first: one Query of GSI1 in
 * that order for one range more than the page. Midpoint growth compares a range with the next lower
 * one, which is the range after it in this order: the extra range serves the page's last range
 * (and tells that a next page exists); it is shown first on the next page.
 */
export async function listPayRangesPage(
  orgId: string,
  policyId: string,
  page: PageRequest,
): Promise<Page<PayRangeRecord & RangeMetrics>> {
  const read = await queryListIndexPage(setupListGsi1.payRanges(orgId, policyId), {
    start: page.start,
    limit: page.limit + 1,
  });
  // Already in withRangeMetrics' order (its sort is stable, ties stay in id order as before); the
  // metrics are ratios, taken of the amounts in sen.
  const ranked = withRangeMetrics(
    read.items
      .map(fromRangeItem)
      .map((range) => ({ range, minimum: range.minimumSen, midpoint: range.midpointSen, maximum: range.maximumSen })),
  );
  const items = ranked
    .slice(0, page.limit)
    .map(({ range, rangeSpread, midpointGrowth }) => ({ ...range, rangeSpread, midpointGrowth }));
  const more = read.items.length > page.limit;
  return { items, next: more ? keyOfItem(read.items[page.limit - 1], LIST_INDEX_KEY) : undefined };
}

/** One pay range of a policy (404 'This pay range does not exist!' when missing or deleted). */
export async function requirePayRange(orgId: string, policyId: string, id: string): Promise<PayRangeRecord> {
  const { Item } = await table.get({ Key: keys.payRange(orgId, policyId, id) });
  if (!Item || Item.deleted === true)
    throw new AppError('NOT_FOUND', COMPENSATION_MESSAGES.rangeNotFound, [
      { field: 'payRangeId', message: `There is no pay range ${id} in this policy` },
    ]);
  return fromRangeItem(Item);
}

/**
 * Write a pay range (new, changed or soft-deleted) and, in the same transaction, send its policy
 * back to pending approval without its approval: a policy is approved with the ranges it had.
 * The range is written only while it is the version read (`before`) or new; the policy only while
 * it is not deleted.
 */
export async function writePayRange(
  policy: CompensationPolicy,
  range: PayRangeRecord,
  before: PayRangeRecord | undefined,
  at: number,
  by: string,
): Promise<PayRangeRecord> {
  const rangeWrite: TransactItem = before
    ? replaceItem(payRanges, toRangeItem(range), { seen: before.modifiedAt })
    : { Put: { Item: toRangeItem(range), ConditionExpression: 'attribute_not_exists(pk)' } };
  // Any live policy goes (back) to pending approval without its approval.
  const policyReset = moveItem(approvable, policy, {
    status: [POLICY_STATUS.pending, POLICY_STATUS.approved],
    to: POLICY_STATUS.pending,
    by,
    at,
    remove: ['approvedBy', 'approvedAt'],
  });
  await writeAsRead(payRanges, [rangeWrite, policyReset, payRangeAudit(policy, before, range, POLICY_STATUS.pending)], {
    refusal: (err) =>
      err.conditionFailed(1)
        ? new AppError('INVALID_STATE', 'This compensation policy has been deleted.', [
            { field: 'policyId', message: 'Deleted meanwhile' },
          ])
        : undefined,
  });
  return range;
}

/** Store a policy and its ranges unless the policy is there (seeding; its ranges are written with it). */
export async function putPolicyIfAbsent(
  policy: CompensationPolicy,
  ranges: readonly PayRangeRecord[],
): Promise<boolean> {
  try {
    await table.transact([
      { Put: { Item: toPolicyItem(policy), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...ranges.map((r) => ({ Put: { Item: toRangeItem(r) } })),
    ]);
    return true;
  } catch (err) {
    if (isWriteConflict(err) && err.conditionFailed(0)) return false;
    throw err;
  }
}
