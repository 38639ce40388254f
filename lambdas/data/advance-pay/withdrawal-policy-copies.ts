import {
  WithdrawalPolicyRecordSchema,
  type WithdrawalPolicyRecord,
} from '../../../shared/domain/advance-pay/withdrawal-policy';
import { keys } from '../table/keys';
import { putIfAbsent, withEntity } from '../table/org-items';
import { isWriteConflict, table, type StampedItem, type TransactItem } from '../table/table';

/**
 * How withdrawal policies are stored: amounts in sen, and every live policy copied into its
 * organisation's copies item, changed in the same transaction as the policy.
 */

const ENTITY = 'withdrawalPolicy';
const VERSION = 1;
type Item = Record<string, unknown>;

/** Stored form of a withdrawal policy: the record as it is, amounts in integer sen (`maximumWithdrawalAmountSen`...). */
export function toWithdrawalPolicyItem(p: WithdrawalPolicyRecord): StampedItem {
  return withEntity(keys.withdrawalPolicy(p.orgId, p.id), ENTITY, VERSION, { ...p });
}

export function fromWithdrawalPolicyItem(item: Item): WithdrawalPolicyRecord {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return WithdrawalPolicyRecordSchema.parse(rest);
}

/** GENERAL first, then ADVANCED by minimum salary. */
export const inListOrder = (policies: WithdrawalPolicyRecord[]) =>
  policies.sort((a, b) =>
    a.type === b.type ? (a.minSalarySen ?? 0) - (b.minSalarySen ?? 0) : a.type === 'GENERAL' ? -1 : 1,
  );

// ---------------------------------------------------------------- the copies item

/**
 * The organisation's policy copies (keys.withdrawalPolicyCopies): one attribute `policy#<id>` per
 * live policy holding its stored item, so a withdrawal request gets every policy by key in the
 * BatchGetItem of its other items (lambdas/services/advance-pay/withdrawals.ts) instead of a Query of its own.
 * Every policy write (withdrawal-policies.ts) changes the copies in its own transaction, so they never disagree with
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
export function policyCopiesItem(orgId: string, policies: readonly WithdrawalPolicyRecord[]): StampedItem {
  const copies = Object.fromEntries(policies.map((p) => [`${COPY}${p.id}`, copyOf(toWithdrawalPolicyItem(p))]));
  return { ...keys.withdrawalPolicyCopies(orgId), entity: COPIES_ENTITY, version: VERSION, ...copies };
}

/**
 * The organisation's live policies from its copies item (GENERAL first, then ADVANCED by minimum
 * salary); undefined when it has no copies item yet (Query them: `listWithdrawalPolicies`).
 */
export function policiesFromCopies(item: Item | undefined): WithdrawalPolicyRecord[] | undefined {
  if (!item) return undefined;
  const policies = Object.entries(item).flatMap(([name, copy]) =>
    name.startsWith(COPY) && typeof copy === 'object' && copy !== null && (copy as Item).deleted !== true
      ? [fromWithdrawalPolicyItem(copy as Item)]
      : [],
  );
  return inListOrder(policies);
}

/** The copies item's change of a write: these policies as they are after it, these ids gone. */
function copiesUpdate(
  orgId: string,
  put: readonly WithdrawalPolicyRecord[],
  drop: readonly string[] = [],
): TransactItem {
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
export async function transactWithCopies(
  orgId: string,
  items: readonly TransactItem[],
  put: readonly WithdrawalPolicyRecord[],
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
