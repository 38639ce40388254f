import { asSen } from '../../../shared/domain/money/money';
import {
  FranchiseCollectionRecordSchema,
  SaleRecordSchema,
  type FranchiseCollectionRecord,
  type SaleRecord,
} from '../../../shared/domain/finance/uploaded-document';
import { queryFilledPage } from '../table/filled-pages';
import { searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { GSI1, gsi2RoyaltyMonth, gsi2SalesMonth, keys } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import { table, type Item, type Key } from '../table/table';

/**
 * The stored form of a sale (docs/data-model.md#uploaded-documents-and-sales): amounts in sen;
 * GSI1 (`SALE`, by sale date) lists every organisation's, GSI2 (`SALE#<YYYY-MM>`, by
 * organisation then date) one month's.
 */

const ENTITY = 'sale';
const VERSION = 1;

export function saleToItem(sale: SaleRecord) {
  return {
    ...withEntity(keys.sale(sale.orgId, sale.id), ENTITY, VERSION, sale),
    gsi1pk: GSI1.sales,
    gsi1sk: `${sale.date}#${sale.orgId}#${sale.id}`,
    gsi2pk: gsi2SalesMonth(sale.date.slice(0, 7)),
    gsi2sk: `${sale.orgId}#${sale.date}#${sale.id}`,
  };
}

export function saleFromItem(item: Record<string, unknown>): SaleRecord {
  const { gsi1pk: _p1, gsi1sk: _s1, gsi2pk: _p2, gsi2sk: _s2, ...rest } = stripItem(item);
  return SaleRecordSchema.parse(rest);
}

// ---------------------------------------------------------------- reads

export interface SalesFilters {
  orgId?: string;
  /** YYYY-MM. */
  month?: string;
}

/**
 * One page of sales, newest sale date first, and the key to carry on from:
 * - a month of one organisation: GSI2 `SALE#<month>`, `begins_with(<orgId>#)`, descending (by date);
 * - a month of every organisation: GSI1 `SALE`, `begins_with(<month>-)`, descending;
 * - every month: GSI1 `SALE` descending, one organisation's kept by a filter (the index is by date
 *   first, so the order holds across pages; the filter may make a page shorter, never wrong).
 */
export async function listSalesPage(
  filters: SalesFilters,
  page: PageRequest,
): Promise<{ items: SaleRecord[]; next?: Key }> {
  const { orgId, month } = filters;
  const out = await queryFilledPage(
    month && orgId
      ? {
          query: {
            IndexName: 'GSI2',
            KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
            ExpressionAttributeValues: { ':pk': gsi2SalesMonth(month), ':prefix': `${orgId}#` },
            ScanIndexForward: false,
          },
          keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
          ...searchedPage(page),
        }
      : {
          query: {
            IndexName: 'GSI1',
            KeyConditionExpression: month ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
            ...(orgId ? { FilterExpression: 'orgId = :orgId' } : {}),
            ExpressionAttributeValues: {
              ':pk': GSI1.sales,
              ...(month ? { ':prefix': `${month}-` } : {}),
              ...(orgId ? { ':orgId': orgId } : {}),
            },
            ScanIndexForward: false,
          },
          keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          ...searchedPage(page),
        },
  );
  return { items: out.items.map(saleFromItem), next: out.next };
}

/** The stored royalty month of a franchisor (keys.royaltyMonth): its sums in sen, franchisees counted. */
export function franchiseCollectionFromItem(item: Item): FranchiseCollectionRecord {
  const ids = item.franchiseeIds;
  const franchisees = ids instanceof Set ? ids.size : Array.isArray(ids) ? ids.length : 0;
  return FranchiseCollectionRecordSchema.parse({
    franchisorId: item.gsi2sk,
    franchisorName: item.franchisorName ?? '',
    ...(typeof item.royaltyRate === 'number' ? { royaltyRate: item.royaltyRate } : {}),
    franchisees,
    sales: Number(item.sales ?? 0),
    salesSen: asSen(Number(item.salesSen ?? 0)),
    royaltySen: asSen(Number(item.royaltySen ?? 0)),
  });
}

/** One page of the franchisors' royalties of a month (GSI2 `ROYALTY#<month>`, one item per franchisor, by franchisor id). */
export async function listFranchiseCollectionsPage(
  month: string,
  page: PageRequest,
): Promise<Page<FranchiseCollectionRecord>> {
  const res = await table.query({
    IndexName: 'GSI2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi2RoyaltyMonth(month) },
    ExclusiveStartKey: page.start,
    Limit: page.limit,
  });
  return { items: (res.Items ?? []).map(franchiseCollectionFromItem), next: res.LastEvaluatedKey };
}
