import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { MonthKeySchema } from '../domain/advance-pay/transaction-history';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { FranchiseCollectionSchema, SaleSchema } from '../domain/finance/uploaded-document';

/**
 * Sales from the partners' sales files, with the royalty a franchisee owes its franchisor
 * (docs/rules.md#sales-and-royalties). Administrators only: an organisation sees its own sales as
 * SALES rows of its transaction history.
 */

export const getSales = defineCallable({
  name: 'sales-getSales',
  summary:
    'One page of sales, newest sale date first, every organisation or the one named by `orgId`; `month` (YYYY-MM) ' +
    "keeps one month's. A franchisee's sale carries its franchisor and royalty (amount × royaltyRate ÷ 100, RM). " +
    listSearchSummary("organisation name, reference or franchisor's name"),
  input: z.object({
    orgId: OrgIdSchema.optional(),
    month: MonthKeySchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(SaleSchema),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { month: '2026-11', search: 'INV-', limit: 50 },
});

export const getFranchiseCollections = defineCallable({
  name: 'sales-getFranchiseCollections',
  summary:
    "Royalties per franchisor over one month (YYYY-MM, Malaysia time): its franchisees' sales count and amount and " +
    'the royalty they owe it; by franchisor id. Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ month: MonthKeySchema, ...PageInput }),
  output: pageOf(FranchiseCollectionSchema),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { month: '2026-11' },
});
