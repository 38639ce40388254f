import { rmToSen, senToRm } from '../../shared/domain/money';
import { SaleSchema, type Sale } from '../../shared/domain/uploaded-document';
import { GSI1, gsi2SalesMonth, keys } from './keys';
import { stripItem, withEntity } from './org-items';

/**
 * The stored form of a sale (docs/data-model.md#uploaded-documents-and-sales): amounts in sen;
 * GSI1 (`SALE`, by sale date) lists every organisation's, GSI2 (`SALE#<YYYY-MM>`, by
 * organisation then date) one month's.
 */

const ENTITY = 'sale';
const VERSION = 1;

export function saleToItem(sale: Sale) {
  const { amount, royaltyAmount, ...rest } = sale;
  return {
    ...withEntity(keys.sale(sale.orgId, sale.id), ENTITY, VERSION, rest),
    amountSen: rmToSen(amount),
    ...(royaltyAmount === undefined ? {} : { royaltySen: rmToSen(royaltyAmount) }),
    gsi1pk: GSI1.sales,
    gsi1sk: `${sale.date}#${sale.orgId}#${sale.id}`,
    gsi2pk: gsi2SalesMonth(sale.date.slice(0, 7)),
    gsi2sk: `${sale.orgId}#${sale.date}#${sale.id}`,
  };
}

export function saleFromItem(item: Record<string, unknown>): Sale {
  const { amountSen, royaltySen, gsi1pk: _p1, gsi1sk: _s1, gsi2pk: _p2, gsi2sk: _s2, ...rest } = stripItem(item);
  return SaleSchema.parse({
    ...rest,
    amount: senToRm(Number(amountSen)),
    ...(royaltySen === undefined ? {} : { royaltyAmount: senToRm(Number(royaltySen)) }),
  });
}
