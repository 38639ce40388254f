import { NOT_PENDING_MESSAGE, type ApprovalStatus } from '../../../shared/domain/organisations/approval';
import { EmployeeCategorySchema, type EmployeeCategory } from '../../../shared/domain/employees/employee-category';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { table, type TransactItem, isWriteConflict } from '../table/table';
import { approveRecords, replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';

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

/** Categories as the approval kit sees them (audit times `modifiedDate`, `approvedDate`). */
export const approvableCategory: ApprovableStore<Pick<EmployeeCategory, 'orgId' | 'id'>> = {
  label: 'employee category',
  key: (c) => keys.employeeCategory(c.orgId, c.id),
  dates: 'Date',
};

/**
 * Replace a category by its changed version, only while it still has the status and
 * modification time it was read with (a transition decided on a stale read is refused), and
 * move the code claim when the code changed.
 */
export async function replaceCategory(before: EmployeeCategory, after: EmployeeCategory): Promise<EmployeeCategory> {
  const items: TransactItem[] = [
    replaceItem(approvableCategory, toCategoryItem(after), { status: before.status, seen: before.modifiedDate }),
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
  await writeAsRead(approvableCategory, items, {
    refusal: (err) => (codeChanged && err.conditionFailed(2) ? codeTaken(after.code) : undefined),
  });
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
export const approveCategories = (categories: readonly EmployeeCategory[], by: string, at: number): Promise<number> =>
  approveRecords(approvableCategory, categories, {
    by,
    at,
    refused: {
      message: NOT_PENDING_MESSAGE,
      detail: (c) => ({ field: 'ids', message: `Category ${c.id} is no longer Pending Approval` }),
    },
  });
