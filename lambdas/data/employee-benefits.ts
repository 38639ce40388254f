import { EmployeeBenefitSchema, type EmployeeBenefit } from '../../shared/domain/employee-benefit';
import { rmToSen, senToRm } from '../../shared/domain/money';
import { keys } from './keys';
import { queryAllOfKind, stripItem, withEntity } from './org-items';
import { table } from './table';

const ENTITY = 'employeeBenefit';
const VERSION = 1;

/** The stored form: the amount as integer sen (docs/rules.md#money-time-and-periods). */
export function toBenefitItem(benefit: EmployeeBenefit) {
  const { amount, ...rest } = benefit;
  return withEntity(keys.employeeBenefit(benefit.orgId, benefit.id), ENTITY, VERSION, {
    ...rest,
    amountSen: rmToSen(amount),
  });
}

export function fromBenefitItem(item: Record<string, unknown>): EmployeeBenefit {
  const { amountSen, ...rest } = stripItem(item);
  return EmployeeBenefitSchema.parse({ ...rest, amount: senToRm(amountSen as number) });
}

/** The organisation's benefits (deleted ones left out), oldest first (ids are ULIDs). */
export async function listBenefits(orgId: string): Promise<EmployeeBenefit[]> {
  const items = await queryAllOfKind(keys.employeeBenefit(orgId, '').pk, keys.employeeBenefitSkPrefix);
  return items.map(fromBenefitItem);
}

/** The Approved benefits: what a pay run pays (docs/rules.md#benefits-and-pay-runs). */
export async function listApprovedBenefits(orgId: string): Promise<EmployeeBenefit[]> {
  return (await listBenefits(orgId)).filter((b) => b.status === 'Approved');
}

export async function getBenefit(orgId: string, id: string): Promise<EmployeeBenefit | undefined> {
  const { Item } = await table.get({ Key: keys.employeeBenefit(orgId, id) });
  return Item && Item.deleted !== true ? fromBenefitItem(Item) : undefined;
}
