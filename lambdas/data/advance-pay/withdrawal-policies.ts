import { WithdrawalPolicySchema, type WithdrawalPolicy } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { formatRm, rmToSen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { putIfAbsent, queryAllOfKind, withEntity } from '../table/org-items';
import { conditionFailedAt, table, type TransactItem, isWriteConflict, type StampedItem } from '../table/table';
import { amountsInRm, amountsInSen } from '../table/sen-amounts';

const ENTITY = 'withdrawalPolicy';
const VERSION = 1;
type Item = Record<string, unknown>;

/** The id of an organisation's one GENERAL policy. */
export const GENERAL_POLICY_ID = 'GENERAL';

const MONEY = ['maximumWithdrawalAmount', 'minSalary', 'maxSalary'] as const;

/** Stored form of a withdrawal policy: amounts in integer sen (`maximumWithdrawalAmountSen`...). */
export function toWithdrawalPolicyItem(p: WithdrawalPolicy): StampedItem {
  return amountsInSen(withEntity(keys.withdrawalPolicy(p.orgId, p.id), ENTITY, VERSION, { ...p }), MONEY);
}

export function fromWithdrawalPolicyItem(item: Item): WithdrawalPolicy {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return WithdrawalPolicySchema.parse(amountsInRm(rest, MONEY));
}

/** GENERAL first, then ADVANCED by minimum salary. */
const inListOrder = (policies: WithdrawalPolicy[]) =>
  policies.sort((a, b) =>
    a.type === b.type ? (a.minSalary ?? 0) - (b.minSalary ?? 0) : a.type === 'GENERAL' ? -1 : 1,
  );

/** Every withdrawal policy of the organisation (GENERAL first, then ADVANCED by minimum salary). */
export async function listWithdrawalPolicies(orgId: string): Promise<WithdrawalPolicy[]> {
  const items = await queryAllOfKind(keys.withdrawalPolicy(orgId, '').pk, keys.withdrawalPolicySkPrefix);
  return inListOrder(items.map(fromWithdrawalPolicyItem));
}

// ---------------------------------------------------------------- the copies item

/**
 * The organisation's policy copies (keys.withdrawalPolicyCopies): one attribute `policy#<id>` per
 * live policy holding its stored item, so a withdrawal request gets every policy by key in the
 * BatchGetItem of its other items (lambdas/services/advance-pay/withdrawals.ts) instead of a Query of its own.
 * Every policy write below changes the copies in its own transaction, so they never disagree with
 * the policies. An organisation whose policies predate the copies has no copies item: readers then
 * Query the policies, and the first policy write makes the item from them.
 */
const COPIES_ENTITY = 'withdrawalPolicyCopies';
const COPY = 'policy#';

const copyOf = (item: Item): Item => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest;
};

/** The copies item of a new organisation holding these policies (seeding a fresh table). */
export function policyCopiesItem(orgId: string, policies: readonly WithdrawalPolicy[]): StampedItem {
  const copies = Object.fromEntries(policies.map((p) => [`${COPY}${p.id}`, copyOf(toWithdrawalPolicyItem(p))]));
  return { ...keys.withdrawalPolicyCopies(orgId), entity: COPIES_ENTITY, version: VERSION, ...copies };
}

/**
 * The organisation's live policies from its copies item (GENERAL first, then ADVANCED by minimum
 * salary); undefined when it has no copies item yet (Query them: `listWithdrawalPolicies`).
 */
export function policiesFromCopies(item: Item | undefined): WithdrawalPolicy[] | undefined {
  if (!item) return undefined;
  const policies = Object.entries(item).flatMap(([name, copy]) =>
    name.startsWith(COPY) && typeof copy === 'object' && copy !== null && (copy as Item).deleted !== true
      ? [fromWithdrawalPolicyItem(copy as Item)]
      : [],
  );
  return inListOrder(policies);
}

/** The copies item's change of a write: these policies as they are after it, these ids gone. */
function copiesUpdate(orgId: string, put: readonly WithdrawalPolicy[], drop: readonly string[] = []): TransactItem {
  const names: Record<string, string> = {};
  const values: Item = {};
  const sets: string[] = [];
  put.forEach((p, i) => {
    names[`#p${i}`] = `${COPY}${p.id}`;
    values[`:p${i}`] = copyOf(toWithdrawalPolicyItem(p));
    sets.push(`#p${i} = :p${i}`);
  });
  drop.forEach((id, i) => (names[`#d${i}`] = `${COPY}${id}`));
  const parts = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    drop.length ? `REMOVE ${drop.map((_, i) => `#d${i}`).join(', ')}` : '',
  ].filter(Boolean);
  return {
    Update: {
      Key: keys.withdrawalPolicyCopies(orgId),
      UpdateExpression: parts.join(' '),
      // Made whole once by buildPolicyCopies: a write never starts a copies item with only its own policy.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ...(sets.length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The copies item made from the organisation's policies as stored (once; a racing build is the same). */
async function buildPolicyCopies(orgId: string): Promise<void> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.withdrawalPolicy(orgId, '').pk, ':sk': keys.withdrawalPolicySkPrefix },
    ConsistentRead: true,
  });
  const copies = Object.fromEntries(
    items.filter((i) => i.deleted !== true).map((i) => [`${COPY}${String(i.id)}`, copyOf(i)]),
  );
  await putIfAbsent({ ...keys.withdrawalPolicyCopies(orgId), entity: COPIES_ENTITY, version: VERSION, ...copies });
}

/**
 * Write `items` (policy writes, their conditions first) with the copies' change, all or none. When
 * only the copies item is missing, it is made from the policies and the write made again.
 */
async function transactWithCopies(
  orgId: string,
  items: readonly TransactItem[],
  put: readonly WithdrawalPolicy[],
  drop: readonly string[] = [],
): Promise<void> {
  const all = [...items, copiesUpdate(orgId, put, drop)];
  try {
    await table.transact(all);
  } catch (err) {
    const onlyCopiesMissing =
      isWriteConflict(err) && err.conditionFailed(items.length) && !items.some((_, i) => err.conditionFailed(i));
    if (!onlyCopiesMissing) throw err;
    await buildPolicyCopies(orgId);
    await table.transact(all);
  }
}

/**
 * Store a policy as given, with its copy (seeding and test fixtures; handlers use the checked
 * writes below). With `ifAbsent`, a policy already stored under its id is left as it is (answers false).
 */
export async function storeWithdrawalPolicy(policy: WithdrawalPolicy, opts: { ifAbsent?: boolean } = {}) {
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

/**
 * The next `modifiedAt` of a policy: now, but always after the version it replaces, so the
 * version check of the next write tells every change apart (two changes can fall in one second).
 */
export const nextModifiedAt = (before: { modifiedAt: number } | undefined, now: number) =>
  Math.max(now, (before?.modifiedAt ?? 0) + 1);

/**
 * The policy of the organisation whose salary range shares a salary with `range` (both ends
 * included, as the applying policy is chosen: withdrawal-rules.ts `applyingPolicy`), other
 * than `exceptId` itself; compared in sen.
 */
export function overlappingPolicy(
  range: { minSalary: number; maxSalary: number },
  policies: readonly WithdrawalPolicy[],
  exceptId?: string,
): WithdrawalPolicy | undefined {
  const min = rmToSen(range.minSalary);
  const max = rmToSen(range.maxSalary);
  return policies.find(
    (p) =>
      p.type === 'ADVANCED' &&
      p.id !== exceptId &&
      p.minSalary !== undefined &&
      p.maxSalary !== undefined &&
      rmToSen(p.minSalary) <= max &&
      min <= rmToSen(p.maxSalary),
  );
}

/** One policy (strongly consistent read), or undefined when absent or deleted. */
export async function getWithdrawalPolicy(orgId: string, id: string): Promise<WithdrawalPolicy | undefined> {
  const { Item } = await table.get({ Key: keys.withdrawalPolicy(orgId, id), ConsistentRead: true });
  return Item && Item.deleted !== true ? fromWithdrawalPolicyItem(Item) : undefined;
}

export async function requireWithdrawalPolicy(orgId: string, id: string): Promise<WithdrawalPolicy> {
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
): Promise<{ rangesVersion: number; policies: WithdrawalPolicy[] }> {
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
export async function createGeneralPolicyItem(policy: WithdrawalPolicy): Promise<WithdrawalPolicy> {
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
  policy: WithdrawalPolicy,
  rangesVersion: number,
): Promise<WithdrawalPolicy> {
  try {
    await transactWithCopies(
      policy.orgId,
      [
        { Put: { Item: toWithdrawalPolicyItem(policy), ConditionExpression: 'attribute_not_exists(pk)' } },
        rangesStep(policy.orgId, rangesVersion),
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
  before: WithdrawalPolicy,
  after: WithdrawalPolicy,
  rangesVersion?: number,
): Promise<WithdrawalPolicy> {
  const items: TransactItem[] = [
    {
      Put: {
        Item: toWithdrawalPolicyItem(after),
        ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
        ExpressionAttributeValues: { ':seen': before.modifiedAt, ':true': true },
      },
    },
  ];
  if (rangesVersion !== undefined) items.push(rangesStep(before.orgId, rangesVersion));
  try {
    await transactWithCopies(before.orgId, items, [after]);
  } catch (err) {
    if (isWriteConflict(err)) {
      throw err.conditionFailed(0) ? stalePolicy() : rangesChanged();
    }
    throw err;
  }
  return after;
}

/** The refusal (409) of an approval that selects a policy not PENDING (docs/rules.md#withdrawal-policies). */
export const NOT_PENDING_POLICY_MESSAGE = 'Policy approval only for PENDING policies!';

/** What an approval adds to each policy's condition, and the items written with it. */
export interface PolicyApprovalOptions {
  /** A condition each policy must also still meet (not prepared by the approver). */
  condition?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** Items written in the same transaction after the policies. */
  extra?: readonly TransactItem[];
  /** The refusal of a failed extra item (given the index of the first), if it names one. */
  refusal?: (err: unknown, firstExtraIndex: number) => AppError | undefined;
}

/**
 * Approve policies in one transaction, each only while it is still PENDING and the version read:
 * one changed meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export async function approveWithdrawalPolicies(
  policies: readonly WithdrawalPolicy[],
  by: string,
  now: number,
  options: PolicyApprovalOptions = {},
): Promise<number> {
  const { condition, extra = [], refusal } = options;
  if (!policies.length) return 0;
  const approvedAt = (p: WithdrawalPolicy) => nextModifiedAt(p, now);
  const after = policies.map((p): WithdrawalPolicy => ({
    ...p,
    status: 'APPROVED',
    approvedBy: by,
    approvedAt: approvedAt(p),
    modifiedBy: by,
    modifiedAt: approvedAt(p),
  }));
  const orgIds = [...new Set(policies.map((p) => p.orgId))];
  if (orgIds.length > 1) throw new Error('Policies of one organisation are approved together, never of several');
  try {
    await transactWithCopies(
      orgIds[0] ?? '',
      [
        ...policies.map((p): TransactItem => ({
          Update: {
            Key: keys.withdrawalPolicy(p.orgId, p.id),
            UpdateExpression:
              'SET #status = :approved, approvedBy = :by, approvedAt = :at, modifiedBy = :by, modifiedAt = :at',
            ConditionExpression: `#status = :pending AND modifiedAt = :seen AND NOT (deleted = :true)${condition ? ` AND ${condition.expression}` : ''}`,
            ExpressionAttributeNames: { '#status': 'status', ...condition?.names },
            ExpressionAttributeValues: {
              ':approved': 'APPROVED',
              ':pending': 'PENDING',
              ':by': by,
              ':at': approvedAt(p),
              ':seen': p.modifiedAt,
              ':true': true,
              ...condition?.values,
            },
          },
        })),
        ...extra,
      ],
      after,
    );
  } catch (err) {
    const specific = extra.length ? refusal?.(err, policies.length) : undefined;
    if (specific) throw specific;
    if (isWriteConflict(err)) {
      const refused = policies.filter((_, i) => err.conditionFailed(i));
      throw new AppError(
        'INVALID_STATE',
        NOT_PENDING_POLICY_MESSAGE,
        refused.map((p) => ({
          field: 'ids',
          message: `${policyLabel(p)} was changed meanwhile; reload and try again`,
        })),
      );
    }
    throw err;
  }
  return policies.length;
}

/**
 * Delete a policy, only while it is the version read: the record stays, marked deleted with
 * who and when (lists leave it out). A freed salary range needs no ranges step: a racing create
 * that still saw it is only refused, never let through.
 */
export async function deleteWithdrawalPolicyItem(before: WithdrawalPolicy, by: string, now: number): Promise<void> {
  try {
    await transactWithCopies(
      before.orgId,
      [
        {
          Update: {
            Key: keys.withdrawalPolicy(before.orgId, before.id),
            UpdateExpression:
              'SET deleted = :true, deletedBy = :by, deletedAt = :at, modifiedBy = :by, modifiedAt = :at',
            ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
            ExpressionAttributeValues: {
              ':true': true,
              ':by': by,
              ':at': nextModifiedAt(before, now),
              ':seen': before.modifiedAt,
            },
          },
        },
      ],
      [],
      [before.id],
    );
  } catch (err) {
    if (isWriteConflict(err)) throw stalePolicy();
    throw err;
  }
}

/** How messages name a policy: 'the General policy' or 'the advanced policy for RM 3,000.00 to RM 5,000.00'. */
export function policyLabel(p: Pick<WithdrawalPolicy, 'type' | 'minSalary' | 'maxSalary'>): string {
  if (p.type === 'GENERAL') return 'The General policy';
  return `The advanced policy for salaries ${formatRm(p.minSalary ?? 0)} to ${formatRm(p.maxSalary ?? 0)}`;
}
