import type { ApprovalStatus } from '../../../shared/domain/organisations/approval';
import {
  EmployeeCategorySchema,
  NOT_PENDING_MESSAGE,
  type EmployeeCategory,
} from '../../../shared/domain/employees/employee-category';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { table, type TransactItem, isWriteConflict } from '../table/table';

const ENTITY = 'employeeCategory';
const VERSION = 1;

export const toCategoryItem = (c: EmployeeCategory) =>
  withEntity(keys.employeeCategory(c.orgId, c.id), ENTITY, VERSION, c);
export const fromCategoryItem = (item: Record<string, unknown>): EmployeeCategory =>
  EmployeeCategorySchema.parse(stripItem(item));

const codeClaim = (c: Pick<EmployeeCategory, 'orgId' | 'code' | 'id'>): TransactItem => ({
  Put: {
    Item: {
      ...keys.employeeCategoryCode(c.orgId, c.code),
      entity: 'employeeCategoryCode',
      version: VERSION,
      categoryId: c.id,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const codeTaken = (code: string) =>
  new AppError('ALREADY_EXISTS', `The code ${code} is already used by another employee category.`, [
    { field: 'code', message: 'Code already in use' },
  ]);

/** The organisation's categories (optionally of one status), oldest first (ids are ULIDs). */
export async function listCategories(orgId: string, status?: ApprovalStatus): Promise<EmployeeCategory[]> {
  const items = await queryAllOfKind(keys.employeeCategory(orgId, '').pk, keys.employeeCategorySkPrefix);
  return items.map(fromCategoryItem).filter((c) => !status || c.status === status);
}

/**
 * One page of the organisation's categories (optionally of one status), oldest first: a Query in
 * key order (ids are ULIDs), filled under the status filter (docs/data-model.md#set-up-lists).
 */
export async function listCategoriesPage(
  orgId: string,
  status: ApprovalStatus | undefined,
  page: PageRequest,
): Promise<Page<EmployeeCategory>> {
  const out = await queryKindPage(
    keys.employeeCategory(orgId, '').pk,
    keys.employeeCategorySkPrefix,
    page,
    statusFilter(status),
  );
  return { items: out.items.map(fromCategoryItem), next: out.next };
}

/** Keeps one status when one is named (a filter of the Query: pages still fill). */
const statusFilter = (status: string | undefined) =>
  status
    ? { filter: { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } } }
    : {};

export async function getCategory(orgId: string, id: string): Promise<EmployeeCategory | undefined> {
  const { Item } = await table.get({ Key: keys.employeeCategory(orgId, id) });
  return Item && Item.deleted !== true ? fromCategoryItem(Item) : undefined;
}

export async function requireCategory(orgId: string, id: string): Promise<EmployeeCategory> {
  const category = await getCategory(orgId, id);
  if (!category) throw new AppError('NOT_FOUND', 'Employee category not found!');
  return category;
}

/** Store a new category with the claim of its code, in one transaction (409 when the code is taken). */
export async function createCategory(category: EmployeeCategory): Promise<EmployeeCategory> {
  try {
    await table.transact([
      { Put: { Item: toCategoryItem(category), ConditionExpression: 'attribute_not_exists(pk)' } },
      codeClaim(category),
    ]);
  } catch (err) {
    if (isWriteConflict(err) && err.conditionFailed(1)) throw codeTaken(category.code);
    throw err;
  }
  return category;
}

/**
 * Replace a category by its changed version, only while it still has the status and
 * modification time it was read with (a transition decided on a stale read is refused), and
 * move the code claim when the code changed.
 */
export async function replaceCategory(before: EmployeeCategory, after: EmployeeCategory): Promise<EmployeeCategory> {
  const items: TransactItem[] = [
    {
      Put: {
        Item: toCategoryItem(after),
        ConditionExpression: '#status = :status AND modifiedDate = :seen AND NOT (deleted = :true)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': before.status, ':seen': before.modifiedDate, ':true': true },
      },
    },
  ];
  const codeChanged = before.code !== after.code;
  if (codeChanged) {
    items.push(
      {
        Delete: {
          Key: keys.employeeCategoryCode(before.orgId, before.code),
          ConditionExpression: 'attribute_not_exists(pk) OR categoryId = :id',
          ExpressionAttributeValues: { ':id': before.id },
        },
      },
      codeClaim(after),
    );
  }
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      if (codeChanged && err.conditionFailed(2)) throw codeTaken(after.code);
      throw new AppError(
        'INVALID_STATE',
        'The employee category was changed by someone else meanwhile. Reload and try again.',
      );
    }
    throw err;
  }
  return after;
}

/** Several categories by id (missing or deleted ones left out). At most 100 ids. */
export async function getCategories(orgId: string, ids: string[]): Promise<EmployeeCategory[]> {
  const items = await table.batchGet(ids.map((id) => keys.employeeCategory(orgId, id)));
  return items.filter((item) => item.deleted !== true).map((item) => fromCategoryItem(item));
}

/**
 * Approve categories in one transaction, each only while still Pending Approval: a category
 * changed meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export async function approveCategories(orgId: string, ids: string[], by: string, at: number): Promise<number> {
  try {
    await table.transact(
      ids.map((id) => ({
        Update: {
          Key: keys.employeeCategory(orgId, id),
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
      })),
    );
  } catch (err) {
    if (isWriteConflict(err)) {
      const refused = ids.filter((_, i) => err.conditionFailed(i));
      throw new AppError(
        'INVALID_STATE',
        NOT_PENDING_MESSAGE,
        refused.map((id) => ({ field: 'ids', message: `Category ${id} is no longer Pending Approval` })),
      );
    }
    throw err;
  }
  return ids.length;
}
