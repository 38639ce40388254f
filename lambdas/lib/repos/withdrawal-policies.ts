import { WithdrawalPolicySchema, type WithdrawalPolicy } from '../../../shared/domain/withdrawal-policy';
import { rmToSen, senToRm } from '../../../shared/domain/money';
import { keys } from '../keys';
import { queryAllOfKind, withEntity } from './org-items';

const ENTITY = 'withdrawalPolicy';
const VERSION = 1;
type Item = Record<string, unknown>;

/** The id of an organisation's one GENERAL policy. */
export const GENERAL_POLICY_ID = 'GENERAL';

const MONEY = ['maximumWithdrawalAmount', 'minSalary', 'maxSalary'] as const;

/** Stored form of a withdrawal policy: amounts in integer sen (`maximumWithdrawalAmountSen`...). */
export function toWithdrawalPolicyItem(p: WithdrawalPolicy): Item {
  const item: Item = withEntity(keys.withdrawalPolicy(p.orgId, p.id), ENTITY, VERSION, { ...p });
  for (const field of MONEY) {
    delete item[field];
    const rm = p[field];
    if (rm !== undefined) item[`${field}Sen`] = rmToSen(rm);
  }
  return item;
}

export function fromWithdrawalPolicyItem(item: Item): WithdrawalPolicy {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  const out: Item = { ...rest };
  for (const field of MONEY) {
    const sen = out[`${field}Sen`];
    delete out[`${field}Sen`];
    if (typeof sen === 'number') out[field] = senToRm(sen);
  }
  return WithdrawalPolicySchema.parse(out);
}

/** Every withdrawal policy of the organisation (GENERAL first, then ADVANCED by minimum salary). */
export async function listWithdrawalPolicies(orgId: string): Promise<WithdrawalPolicy[]> {
  const items = await queryAllOfKind(keys.withdrawalPolicy(orgId, '').pk, keys.withdrawalPolicySkPrefix);
  return items
    .map(fromWithdrawalPolicyItem)
    .sort((a, b) => (a.type === b.type ? (a.minSalary ?? 0) - (b.minSalary ?? 0) : a.type === 'GENERAL' ? -1 : 1));
}
