import {
  SupplierSchema,
  SUPPLIER_MESSAGES,
  type Supplier,
  type SupplierStatus,
} from '../../../shared/domain/benefits/supplier';
import { AppError } from '../../../shared/registry/errors';
import { GSI1, gsi1SupplierSk, keys } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import { queryFilledPage } from '../table/filled-pages';
import { queryKindPage, searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { isWriteConflict, table } from '../table/table';
import { asReadCondition, replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';

const ENTITY = 'supplier';
const VERSION = 1;

/**
 * The stored form of a supplier. A live supplier carries GSI1 (`gsi1pk = SUPPLIER`), the
 * administrators' list across organisations; a deleted one keeps its item (`deleted: true`, for
 * the disbursements that named it) without GSI1, so it leaves every list.
 */
const toItem = (supplier: Supplier) => ({
  ...withEntity(keys.supplier(supplier.orgId, supplier.id), ENTITY, VERSION, supplier),
  gsi1pk: GSI1.suppliers,
  gsi1sk: gsi1SupplierSk(supplier.createdAt, supplier.orgId, supplier.id),
});

const fromItem = (item: Record<string, unknown>): Supplier => {
  const { gsi1pk: _p, gsi1sk: _s, deleted: _d, deletedAt: _a, deletedBy: _b, ...rest } = stripItem(item);
  return SupplierSchema.parse(rest);
};

const notFound = (id: string) =>
  new AppError('NOT_FOUND', SUPPLIER_MESSAGES.notFound, [
    { field: 'id', message: `There is no supplier ${id} in this organisation` },
  ]);

/** Suppliers as the approval kit sees them. */
const approvable: ApprovableStore<Supplier> = { label: 'supplier', key: (s) => keys.supplier(s.orgId, s.id) };

/** A live supplier of the organisation (undefined when absent or deleted). */
export async function getSupplier(orgId: string, id: string): Promise<Supplier | undefined> {
  const res = await table.get({ Key: keys.supplier(orgId, id), ConsistentRead: true });
  if (!res.Item || res.Item.deleted === true) return undefined;
  return fromItem(res.Item);
}

/** A live supplier of the organisation, else 404 'Supplier not found!'. */
export async function requireSupplier(orgId: string, id: string): Promise<Supplier> {
  const supplier = await getSupplier(orgId, id);
  if (!supplier) throw notFound(id);
  return supplier;
}

const statusFilter = (status: SupplierStatus | undefined) =>
  status
    ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } }
    : undefined;

/**
 * One page of the organisation's live suppliers in the order they were added (key order: ids are
 * ULIDs; the table sorts them by name on screen); `status` keeps one status.
 */
export async function listOrgSuppliersPage(
  orgId: string,
  status: SupplierStatus | undefined,
  page: PageRequest,
): Promise<Page<Supplier>> {
  const filter = statusFilter(status);
  const out = await queryKindPage(keys.supplier(orgId, '').pk, keys.supplierSkPrefix, page, filter ? { filter } : {});
  return { items: out.items.map(fromItem), next: out.next };
}

/** One page of every organisation's live suppliers (GSI1), newest first; `status` keeps one status. */
export async function listAllSuppliersPage(
  status: SupplierStatus | undefined,
  page: PageRequest,
): Promise<Page<Supplier>> {
  const filter = statusFilter(status);
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: `(attribute_not_exists(deleted) OR deleted <> :deleted)${filter ? ` AND ${filter.expression}` : ''}`,
      ...(filter ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':pk': GSI1.suppliers, ':deleted': true, ...filter?.values },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(fromItem), next: out.next };
}

/** Store a new supplier (its id is a fresh ULID: a taken key is a bug, answered 409). */
export async function createSupplier(supplier: Supplier): Promise<Supplier> {
  await table.put({ Item: toItem(supplier), ConditionExpression: 'attribute_not_exists(pk)' });
  return supplier;
}

/**
 * Replace a supplier, only while it is still exactly as read (same status and `modifiedAt`, not
 * deleted): a transition decided on the status read can never land on a status changed meanwhile.
 */
export async function replaceSupplier(before: Supplier, after: Supplier): Promise<Supplier> {
  await writeAsRead(approvable, [
    replaceItem(approvable, toItem(after), { status: before.status, seen: before.modifiedAt }),
  ]);
  return after;
}

/** Soft-delete a supplier, on the same condition as {@link replaceSupplier}; its item leaves GSI1. */
export async function softDeleteSupplier(supplier: Supplier, deletedAt: number, deletedBy: string): Promise<void> {
  const { ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues } = asReadCondition(approvable, {
    status: supplier.status,
    seen: supplier.modifiedAt,
  });
  await writeAsRead(approvable, [
    {
      Update: {
        Key: approvable.key(supplier),
        UpdateExpression: 'SET deleted = :true, deletedAt = :at, deletedBy = :by REMOVE gsi1pk, gsi1sk',
        ConditionExpression,
        ExpressionAttributeNames,
        ExpressionAttributeValues: { ...ExpressionAttributeValues, ':at': deletedAt, ':by': deletedBy },
      },
    },
  ]);
}

/** Store a supplier unless present (the demo seed). */
export async function putSupplierIfAbsent(supplier: Supplier): Promise<boolean> {
  try {
    await table.put({ Item: toItem(supplier), ConditionExpression: 'attribute_not_exists(pk)' });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}
