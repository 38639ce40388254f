import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import {
  policyLabel,
  type SalaryRangeSen,
  type WithdrawalPolicyRecord,
} from '../../../shared/domain/advance-pay/withdrawal-policy';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import {
  approveRecords,
  asReadCondition,
  replaceItem,
  writeAsRead,
  type ApprovableStore,
  type Condition,
} from '../table/approvable';
import { keys } from '../table/keys';
import { queryAllOfKind } from '../table/org-items';
import { conditionFailedAt, table, type TransactItem, isWriteConflict, type WriteConflict } from '../table/table';
import {
  fromWithdrawalPolicyItem,
  inListOrder,
  toWithdrawalPolicyItem,
  transactWithCopies,
} from './withdrawal-policy-copies';
import { withdrawalPolicyAudit } from './withdrawal-policy-audit';

/** The version of the ranges item's shape (the policies' own: withdrawal-policy-copies.ts). */
const VERSION = 1;

/** The id of an organisation's one GENERAL policy. */
export const GENERAL_POLICY_ID = 'GENERAL';

/** Every withdrawal policy of the organisation (GENERAL first, then ADVANCED by minimum salary). */
export async function listWithdrawalPolicies(orgId: string): Promise<WithdrawalPolicyRecord[]> {
  const items = await queryAllOfKind(keys.withdrawalPolicy(orgId, '').pk, keys.withdrawalPolicySkPrefix);
  return inListOrder(items.map(fromWithdrawalPolicyItem));
}

/**
 * Store a policy as given, with its copy (seeding and test fixtures; handlers use the checked
 * writes below). With `ifAbsent`, a policy already stored under its id is left as it is (answers false).
 */
export async function storeWithdrawalPolicy(policy: WithdrawalPolicyRecord, opts: { ifAbsent?: boolean } = {}) {
  try {
    await transactWithCopies(
      policy.orgId,
      [
        {
          Put: {
            Item: toWithdrawalPolicyItem(policy),
            ...(opts.ifAbsent ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
          },
        },
      ],
      [policy],
    );
    return true;
  } catch (err) {
    if (opts.ifAbsent && conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** The refusal of a write decided on a version of a policy that is no longer current. */
export const stalePolicy = () =>
  new AppError(
    'INVALID_STATE',
    'This withdrawal policy was changed by someone else in the meantime. Reload the page and make your change again.',
    [{ field: 'modifiedAt', message: 'Changed since it was read' }],
  );

/** Policies as the approval kit sees them; a write goes with the copies' change (withdrawal-policy-copies.ts). */
const approvable: ApprovableStore<WithdrawalPolicyRecord> = {
  label: 'withdrawal policy',
  key: (p) => keys.withdrawalPolicy(p.orgId, p.id),
};

/**
 * The policy of the organisation whose salary range shares a salary with `range` (both ends
 * included, as the applying policy is chosen: withdrawal-rules.ts `applyingPolicy`), other
 * than `exceptId` itself; compared in sen.
 */
export function overlappingPolicy(
  range: SalaryRangeSen,
  policies: readonly WithdrawalPolicyRecord[],
  exceptId?: string,
): WithdrawalPolicyRecord | undefined {
  return policies.find(
    (p) =>
      p.type === 'ADVANCED' &&
      p.id !== exceptId &&
      p.minSalarySen !== undefined &&
      p.maxSalarySen !== undefined &&
      p.minSalarySen <= range.maxSalarySen &&
      range.minSalarySen <= p.maxSalarySen,
  );
}

/** One policy (strongly consistent read), or undefined when absent or deleted. */
export async function getWithdrawalPolicy(orgId: string, id: string): Promise<WithdrawalPolicyRecord | undefined> {
  const { Item } = await table.get({ Key: keys.withdrawalPolicy(orgId, id), ConsistentRead: true });
  return Item && Item.deleted !== true ? fromWithdrawalPolicyItem(Item) : undefined;
}

export async function requireWithdrawalPolicy(orgId: string, id: string): Promise<WithdrawalPolicyRecord> {
  const policy = await getWithdrawalPolicy(orgId, id);
  if (!policy)
    throw new AppError('NOT_FOUND', 'Withdrawal policy not found!', [
      { field: 'id', message: `There is no withdrawal policy ${id} in your organisation` },
    ]);
  return policy;
}

/**
 * What an advanced range change is decided on: the version of the organisation's ranges, read
 * first, then every policy (strongly consistent). The write moves the version on only if it is
 * still this one, so a policy added meanwhile cannot slip past the overlap check.
 */
export async function readPolicyRanges(
  orgId: string,
): Promise<{ rangesVersion: number; policies: WithdrawalPolicyRecord[] }> {
  const { Item } = await table.get({ Key: keys.withdrawalPolicyRanges(orgId), ConsistentRead: true });
  const rangesVersion = typeof Item?.rangesVersion === 'number' ? Item.rangesVersion : 0;
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.withdrawalPolicy(orgId, '').pk, ':sk': keys.withdrawalPolicySkPrefix },
    ConsistentRead: true,
  });
  return { rangesVersion, policies: items.filter((i) => i.deleted !== true).map(fromWithdrawalPolicyItem) };
}

/** Moves the organisation's ranges version from `seen` to the next (the TransactWrite item). */
function rangesStep(orgId: string, seen: number): TransactItem {
  return {
    Update: {
      Key: keys.withdrawalPolicyRanges(orgId),
      UpdateExpression: 'SET entity = :entity, version = :version, rangesVersion = :next',
      ConditionExpression:
        seen === 0 ? 'attribute_not_exists(rangesVersion) OR rangesVersion = :seen' : 'rangesVersion = :seen',
      ExpressionAttributeValues: {
        ':entity': 'withdrawalPolicyRanges',
        ':version': VERSION,
        ':seen': seen,
        ':next': seen + 1,
      },
    },
  };
}

const rangesChanged = () =>
  new AppError(
    'INVALID_STATE',
    'The withdrawal policies were changed by someone else in the meantime. Reload the page and try again.',
  );

/**
 * Store the organisation's GENERAL policy, only when it has none (a deleted one is replaced):
 * two racing creates give one policy and one 409.
 */
export async function createGeneralPolicyItem(policy: WithdrawalPolicyRecord): Promise<WithdrawalPolicyRecord> {
  try {
    await transactWithCopies(
      policy.orgId,
      [
        {
          Put: {
            Item: toWithdrawalPolicyItem(policy),
            ConditionExpression: 'attribute_not_exists(pk) OR deleted = :true',
            ExpressionAttributeValues: { ':true': true },
          },
        },
        withdrawalPolicyAudit('created', undefined, policy),
      ],
      [policy],
    );
  } catch (err) {
    if (isWriteConflict(err)) {
      throw new AppError(
        'ALREADY_EXISTS',
        'Your organisation already has a General Withdrawal Policy. Edit it instead of creating another.',
      );
    }
    throw err;
  }
  return policy;
}

/** Store a new ADVANCED policy, with the ranges version read before its overlap check. */
export async function createAdvancedPolicyItem(
  policy: WithdrawalPolicyRecord,
  rangesVersion: number,
): Promise<WithdrawalPolicyRecord> {
  try {
    await transactWithCopies(
      policy.orgId,
      [
        { Put: { Item: toWithdrawalPolicyItem(policy), ConditionExpression: 'attribute_not_exists(pk)' } },
        rangesStep(policy.orgId, rangesVersion),
        withdrawalPolicyAudit('created', undefined, policy),
      ],
      [policy],
    );
  } catch (err) {
    if (isWriteConflict(err)) throw rangesChanged();
    throw err;
  }
  return policy;
}

/**
 * Replace a policy by its changed version, only while it is still the version read (same
 * `modifiedAt`, not deleted); an advanced one also with the ranges version read.
 */
export async function replaceWithdrawalPolicy(
  before: WithdrawalPolicyRecord,
  after: WithdrawalPolicyRecord,
  rangesVersion?: number,
): Promise<WithdrawalPolicyRecord> {
  const items = [replaceItem(approvable, toWithdrawalPolicyItem(after), { seen: before.modifiedAt })];
  if (rangesVersion !== undefined) items.push(rangesStep(before.orgId, rangesVersion));
  items.push(withdrawalPolicyAudit('changed', before, after));
  await writeAsRead(approvable, items, {
    write: (all) => transactWithCopies(before.orgId, all, [after]),
    refusal: (err) => (err.conditionFailed(0) ? stalePolicy() : rangesChanged()),
  });
  return after;
}

/** The refusal (409) of an approval that selects a policy not PENDING (docs/rules.md#withdrawal-policies). */
export const NOT_PENDING_POLICY_MESSAGE = 'Policy approval only for PENDING policies!';

/** What an approval adds to each policy's condition, and the items written with it. */
export interface PolicyApprovalOptions {
  /** A condition each policy must also still meet (not prepared by the approver). */
  condition?: Required<Condition>;
  /** Items written in the same transaction after the policies. */
  extra?: readonly TransactItem[];
  /** The refusal of a failed extra item (given the index of the first), if it names one. */
  refusal?: (err: WriteConflict, firstExtraIndex: number) => AppError | undefined;
}

/**
 * Approve policies in one transaction, each only while it is still PENDING and the version read:
 * one changed meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export async function approveWithdrawalPolicies(
  policies: readonly WithdrawalPolicyRecord[],
  by: string,
  now: number,
  options: PolicyApprovalOptions = {},
): Promise<number> {
  const { condition, extra = [], refusal } = options;
  const approvedAt = (p: WithdrawalPolicyRecord) => nextModifiedAt(p, now);
  const after = policies.map((p): WithdrawalPolicyRecord => ({
    ...p,
    status: WITHDRAWAL_POLICY_STATUS.approved,
    approvedBy: by,
    approvedAt: approvedAt(p),
    modifiedBy: by,
    modifiedAt: approvedAt(p),
  }));
  const orgIds = [...new Set(policies.map((p) => p.orgId))];
  if (orgIds.length > 1) throw new Error('Policies of one organisation are approved together, never of several');
  return approveRecords(approvable, policies, {
    by,
    at: approvedAt,
    from: WITHDRAWAL_POLICY_STATUS.pending,
    to: WITHDRAWAL_POLICY_STATUS.approved,
    checkVersion: true,
    ...(condition ? { also: condition } : {}),
    after: [...extra, ...policies.map((p, i) => withdrawalPolicyAudit('approved', p, after[i]))],
    write: (all) => transactWithCopies(orgIds[0] ?? '', all, after),
    refusal: (err) => (extra.length ? refusal?.(err, policies.length) : undefined),
    refused: {
      message: NOT_PENDING_POLICY_MESSAGE,
      detail: (p) => ({ field: 'ids', message: `${policyLabel(p)} was changed meanwhile; reload and try again` }),
    },
  });
}

/**
 * Delete a policy, only while it is the version read: the record stays, marked deleted with
 * who and when (lists leave it out). A freed salary range needs no ranges step: a racing create
 * that still saw it is only refused, never let through.
 */
export async function deleteWithdrawalPolicyItem(
  before: WithdrawalPolicyRecord,
  by: string,
  now: number,
): Promise<void> {
  const asRead = asReadCondition(approvable, { seen: before.modifiedAt });
  const update: TransactItem = {
    Update: {
      Key: approvable.key(before),
      UpdateExpression: 'SET deleted = :true, deletedBy = :by, deletedAt = :at, modifiedBy = :by, modifiedAt = :at',
      ConditionExpression: asRead.ConditionExpression,
      ExpressionAttributeValues: { ...asRead.ExpressionAttributeValues, ':by': by, ':at': nextModifiedAt(before, now) },
    },
  };
  await writeAsRead(approvable, [update, withdrawalPolicyAudit('deleted', before, undefined)], {
    write: (all) => transactWithCopies(before.orgId, all, [], [before.id]),
    refusal: () => stalePolicy(),
  });
}

/** How messages name a policy (shared/domain/advance-pay/withdrawal-policy.ts). */
export { policyLabel };
