import { EmployeeBenefitSchema, type EmployeeBenefit } from '../../../shared/domain/benefits/employee-benefit';
import { asSen, rmToSen, senToRm } from '../../../shared/domain/money/money';
import { keys } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { table, isWriteConflict, type TransactItem } from '../table/table';
import { NOT_PENDING_MESSAGE, type EmployeeCategory } from '../../../shared/domain/employees/employee-category';
import { AppError } from '../../../shared/registry/errors';

export const BENEFIT_NOT_FOUND = 'Employee benefit not found!';

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
  return EmployeeBenefitSchema.parse({ ...rest, amount: senToRm(asSen(Number(amountSen))) });
}

/** The organisation's benefits (deleted ones left out), oldest first (ids are ULIDs). */
export async function listBenefits(orgId: string): Promise<EmployeeBenefit[]> {
  const items = await queryAllOfKind(keys.employeeBenefit(orgId, '').pk, keys.employeeBenefitSkPrefix);
  return items.map(fromBenefitItem);
}

/** Which benefits a page keeps (each filter optional). */
export interface BenefitFilter {
  status?: EmployeeBenefit['status'];
  employeeCategoryId?: string;
  recurrence?: EmployeeBenefit['recurrence'];
}

/** One page of the organisation's live benefits kept by the filter, newest first (ids are ULIDs): the table shows what was made last on its first page. */
export async function listBenefitsPage(
  orgId: string,
  filter: BenefitFilter,
  page: PageRequest,
): Promise<Page<EmployeeBenefit>> {
  const kept = Object.entries(filter).filter(([, v]) => v !== undefined);
  const out = await queryKindPage(keys.employeeBenefit(orgId, '').pk, keys.employeeBenefitSkPrefix, page, {
    descending: true,
    ...(kept.length
      ? {
          filter: {
            expression: kept.map(([k]) => `#${k} = :${k}`).join(' AND '),
            names: Object.fromEntries(kept.map(([k]) => [`#${k}`, k])),
            values: Object.fromEntries(kept.map(([k, v]) => [`:${k}`, v])),
          },
        }
      : {}),
  });
  return { items: out.items.map(fromBenefitItem), next: out.next };
}

/** The Approved benefits: what a pay run pays (docs/rules.md#employee-benefits-and-wallet-election). */
export async function listApprovedBenefits(orgId: string): Promise<EmployeeBenefit[]> {
  return (await listBenefits(orgId)).filter((b) => b.status === 'Approved');
}

export async function getBenefit(orgId: string, id: string): Promise<EmployeeBenefit | undefined> {
  const { Item } = await table.get({ Key: keys.employeeBenefit(orgId, id) });
  return Item && Item.deleted !== true ? fromBenefitItem(Item) : undefined;
}

export async function requireBenefit(orgId: string, id: string): Promise<EmployeeBenefit> {
  const benefit = await getBenefit(orgId, id);
  if (!benefit) throw new AppError('NOT_FOUND', BENEFIT_NOT_FOUND);
  return benefit;
}

/** Several benefits by id (missing or deleted ones left out). At most 100 ids. */
export async function getBenefits(orgId: string, ids: readonly string[]): Promise<EmployeeBenefit[]> {
  const items = await table.batchGet(ids.map((id) => keys.employeeBenefit(orgId, id)));
  return items.filter((item) => item.deleted !== true).map(fromBenefitItem);
}

/** Store a new benefit (its id is new: refused if taken). */
export async function createBenefit(benefit: EmployeeBenefit): Promise<EmployeeBenefit> {
  await table.put({ Item: toBenefitItem(benefit), ConditionExpression: 'attribute_not_exists(pk)' });
  return benefit;
}

/** The condition that a benefit is still what was read: same status and modification time, not deleted. */
const unchanged = (before: EmployeeBenefit) => ({
  ConditionExpression: '#status = :status AND modifiedDate = :seen AND NOT (deleted = :true)',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':status': before.status, ':seen': before.modifiedDate, ':true': true },
});

/**
 * The approval of a category that is not Approved yet, conditional on the status it was read with:
 * approving a benefit approves its category first (docs/rules.md#employee-benefits-and-wallet-election).
 */
export const approveCategoryItem = (
  category: Pick<EmployeeCategory, 'orgId' | 'id' | 'status'>,
  by: string,
  at: number,
): TransactItem => ({
  Update: {
    Key: keys.employeeCategory(category.orgId, category.id),
    UpdateExpression:
      'SET #status = :approved, approvedBy = :by, approvedDate = :at, modifiedBy = :by, modifiedDate = :at',
    ConditionExpression: '#status = :was AND NOT (deleted = :true)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':approved': 'Approved',
      ':was': category.status,
      ':by': by,
      ':at': at,
      ':true': true,
    },
  },
});

const CHANGED_MEANWHILE = 'The employee benefit was changed by someone else meanwhile. Reload and try again.';
const CATEGORY_CHANGED = 'The employee category was changed meanwhile. Reload and try again.';

/**
 * Replace a benefit by its changed version, only while it still has the status and modification
 * time it was read with; with `approveCategory`, its category is approved in the same transaction
 * (first item), so both change or neither does.
 */
export async function replaceBenefit(
  before: EmployeeBenefit,
  after: EmployeeBenefit,
  approveCategory?: TransactItem,
): Promise<EmployeeBenefit> {
  const items: TransactItem[] = [
    ...(approveCategory ? [approveCategory] : []),
    { Put: { Item: toBenefitItem(after), ...unchanged(before) } },
  ];
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      throw new AppError(
        'INVALID_STATE',
        approveCategory && err.conditionFailed(0) ? CATEGORY_CHANGED : CHANGED_MEANWHILE,
      );
    }
    throw err;
  }
  return after;
}

/**
 * Approve benefits and the categories given (those not Approved yet) in ONE transaction, each
 * benefit only while still Pending Approval: anything changed meanwhile refuses the whole batch.
 */
export async function approveBenefits(
  benefits: readonly EmployeeBenefit[],
  categories: readonly Pick<EmployeeCategory, 'orgId' | 'id' | 'status'>[],
  by: string,
  at: number,
): Promise<void> {
  const benefitItems: TransactItem[] = benefits.map((b) => ({
    Update: {
      Key: keys.employeeBenefit(b.orgId, b.id),
      UpdateExpression:
        'SET #status = :approved, approvedBy = :by, approvedDate = :at, modifiedBy = :by, modifiedDate = :at',
      ConditionExpression: '#status = :pending AND NOT (deleted = :true)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':approved': 'Approved',
        ':pending': 'Pending Approval',
        ':by': by,
        ':at': at,
        ':true': true,
      },
    },
  }));
  try {
    await table.transact([...categories.map((c) => approveCategoryItem(c, by, at)), ...benefitItems]);
  } catch (err) {
    if (isWriteConflict(err)) {
      const refused = benefits.filter((_, i) => err.conditionFailed(categories.length + i));
      throw new AppError(
        'INVALID_STATE',
        refused.length ? NOT_PENDING_MESSAGE : CHANGED_MEANWHILE,
        refused.map((b) => ({ field: 'benefits', message: `${b.name} is no longer Pending Approval` })),
      );
    }
    throw err;
  }
}

/** Mark a benefit deleted (kept for the record; no list or pay run sees it again). */
export async function softDeleteBenefit(benefit: EmployeeBenefit, by: string, at: number): Promise<void> {
  try {
    await table.update({
      Key: keys.employeeBenefit(benefit.orgId, benefit.id),
      UpdateExpression: 'SET deleted = :true, modifiedBy = :by, modifiedDate = :at',
      ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true)',
      ExpressionAttributeValues: { ':true': true, ':by': by, ':at': at },
    });
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('NOT_FOUND', BENEFIT_NOT_FOUND);
    throw err;
  }
}
