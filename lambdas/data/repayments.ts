import { rmToSen, senToRm } from '../../shared/domain/money';
import { RepaymentSchema, type Repayment } from '../../shared/domain/repayment';
import { GSI1, keys } from './keys';
import { stripItem, withEntity } from './org-items';
import type { TransactItem } from './table';

const ENTITY = 'repayment';
const VERSION = 1;

/**
 * The stored form of a settlement: amounts in sen; GSI1 (`REPAYMENT`, by due date then
 * organisation) is the administrators' list across organisations and the overdue ones.
 */
export function repaymentToItem(r: Repayment) {
  const { amountDue, amountRepaid, ...rest } = r;
  return {
    ...withEntity(keys.repayment(r.orgId, r.id), ENTITY, VERSION, rest),
    amountDueSen: rmToSen(amountDue),
    amountRepaidSen: rmToSen(amountRepaid),
    gsi1pk: GSI1.repayments,
    gsi1sk: `${r.dueDate}#${r.orgId}#${r.id}`,
  };
}

export function repaymentFromItem(item: Record<string, unknown>): Repayment {
  const { amountDueSen, amountRepaidSen, gsi1pk: _p, gsi1sk: _s, ...rest } = stripItem(item);
  return RepaymentSchema.parse({
    ...rest,
    amountDue: senToRm(Number(amountDueSen)),
    amountRepaid: senToRm(Number(amountRepaidSen)),
  });
}

/** The Put of a new settlement (a disbursement's completion writes it in the same transaction). */
export const newRepaymentItem = (r: Repayment): TransactItem => ({
  Put: { Item: repaymentToItem(r), ConditionExpression: 'attribute_not_exists(pk)' },
});
