import {
  EmployeeBenefitRecordSchema,
  type EmployeeBenefitRecord,
} from '../../../shared/domain/benefits/employee-benefit';
import { keys } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { table, isWriteConflict, type TransactItem } from '../table/table';
import type { EmployeeCategory } from '../../../shared/domain/employees/employee-category';
import { APPROVED, NOT_PENDING_MESSAGE, changedMeanwhileMessage } from '../../../shared/domain/organisations/approval';
import { approvableCategory } from '../organisations/employee-categories';
import { approveRecords, moveItem, replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';
import { AppError } from '../../../shared/registry/errors';

export const BENEFIT_NOT_FOUND = 'Employee benefit not found!';

const ENTITY = 'employeeBenefit';
const VERSION = 1;

/** The stored form: the record as it is, its amount integer sen (docs/rules.md#money-time-and-periods). */
export function toBenefitItem(benefit: EmployeeBenefitRecord) {
  return withEntity(keys.employeeBenefit(benefit.orgId, benefit.id), ENTITY, VERSION, benefit);
}

export function fromBenefitItem(item: Record<string, unknown>): EmployeeBenefitRecord {
  return EmployeeBenefitRecordSchema.parse(stripItem(item));
}

/** The organisation's benefits (deleted ones left out), oldest first (ids are ULIDs). */
export async function listBenefits(orgId: string): Promise<EmployeeBenefitRecord[]> {
  const items = await queryAllOfKind(keys.employeeBenefit(orgId, '').pk, keys.employeeBenefitSkPrefix);
  return items.map(fromBenefitItem);
}

/** Which benefits a page keeps (each filter optional). */
export interface BenefitFilter {
  status?: EmployeeBenefitRecord['status'];
  employeeCategoryId?: string;
  recurrence?: EmployeeBenefitRecord['recurrence'];
}

/** One page of the organisation's live benefits kept by the filter, newest first (ids are ULIDs): the table shows what was made last on its first page. */
export async function listBenefitsPage(
  orgId: string,
  filter: BenefitFilter,
  page: PageRequest,
): Promise<Page<EmployeeBenefitRecord>> {
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
export async function listApprovedBenefits(orgId: string): Promise<EmployeeBenefitRecord[]> {
  return (await listBenefits(orgId)).filter((b) => b.status === APPROVED);
}

export async function getBenefit(orgId: string, id: string): Promise<EmployeeBenefitRecord | undefined> {
  const { Item } = await table.get({ Key: keys.employeeBenefit(orgId, id) });
  return Item && Item.deleted !== true ? fromBenefitItem(Item) : undefined;
}

export async function requireBenefit(orgId: string, id: string): Promise<EmployeeBenefitRecord> {
  const benefit = await getBenefit(orgId, id);
  if (!benefit) throw new AppError('NOT_FOUND', BENEFIT_NOT_FOUND);
  return benefit;
}

/** Several benefits by id (missing or deleted ones left out). At most 100 ids. */
export async function getBenefits(orgId: string, ids: readonly string[]): Promise<EmployeeBenefitRecord[]> {
  const items = await table.batchGet(ids.map((id) => keys.employeeBenefit(orgId, id)));
  return items.filter((item) => item.deleted !== true).map(fromBenefitItem);
}

/** Store a new benefit (its id is new: refused if taken). */
export async function createBenefit(benefit: EmployeeBenefitRecord): Promise<EmployeeBenefitRecord> {
  await table.put({ Item: toBenefitItem(benefit), ConditionExpression: 'attribute_not_exists(pk)' });
  return benefit;
}

/** Benefits as the approval kit sees them (audit times `modifiedDate`, `approvedDate`). */
const approvable: ApprovableStore<EmployeeBenefitRecord> = {
  label: 'employee benefit',
  key: (b) => keys.employeeBenefit(b.orgId, b.id),
  dates: 'Date',
};

/**
 * The approval of a category that is not Approved yet, conditional on the status it was read with:
 * approving a benefit approves its category first (docs/rules.md#employee-benefits-and-wallet-election).
 */
export const approveCategoryItem = (
  category: Pick<EmployeeCategory, 'orgId' | 'id' | 'status'>,
  by: string,
  at: number,
): TransactItem =>
  moveItem(approvableCategory, category, { status: category.status, to: APPROVED, by, at, approve: true });

const CHANGED_MEANWHILE = changedMeanwhileMessage(approvable.label);
const CATEGORY_CHANGED = 'The employee category was changed meanwhile. Reload and try again.';

/**
 * Replace a benefit by its changed version, only while it still has the status and modification
 * time it was read with; with `approveCategory`, its category is approved in the same transaction
 * (first item), so both change or neither does.
 */
export async function replaceBenefit(
  before: EmployeeBenefitRecord,
  after: EmployeeBenefitRecord,
  approveCategory?: TransactItem,
): Promise<EmployeeBenefitRecord> {
  const items: TransactItem[] = [
    ...(approveCategory ? [approveCategory] : []),
    replaceItem(approvable, toBenefitItem(after), { status: before.status, seen: before.modifiedDate }),
  ];
  await writeAsRead(approvable, items, {
    refusal: (err) =>
      approveCategory && err.conditionFailed(0) ? new AppError('INVALID_STATE', CATEGORY_CHANGED) : undefined,
  });
  return after;
}

/**
 * Approve benefits and the categories given (those not Approved yet) in ONE transaction, each
 * benefit only while still Pending Approval: anything changed meanwhile refuses the whole batch.
 */
export const approveBenefits = (
  benefits: readonly EmployeeBenefitRecord[],
  categories: readonly Pick<EmployeeCategory, 'orgId' | 'id' | 'status'>[],
  by: string,
  at: number,
): Promise<number> =>
  approveRecords(approvable, benefits, {
    by,
    at,
    before: categories.map((c) => approveCategoryItem(c, by, at)),
    refused: {
      message: (refused) => (refused.length ? NOT_PENDING_MESSAGE : CHANGED_MEANWHILE),
      detail: (b) => ({ field: 'benefits', message: `${b.name} is no longer Pending Approval` }),
    },
  });

/** Mark a benefit deleted (kept for the record; no list or pay run sees it again). */
export async function softDeleteBenefit(benefit: EmployeeBenefitRecord, by: string, at: number): Promise<void> {
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
