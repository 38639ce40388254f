import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleToItem } from '../../lambdas/data/finance/sales';
import { gsi2RoyaltyMonth, keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { saleToRm, type Sale, type SaleRecord } from '../../shared/domain/finance/uploaded-document';
import { asSen, type Sen } from '../../shared/domain/money/money';
import { callApi, expectRefused, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Sales and franchise collections as administrators read them. Sales and royalty months are
 * written here in their stored form, for organisations of their own and in a month of their own
 * (a random one of the years 1000 to 1899), so no other test's sales are in the lists checked.
 */

const tokens = {} as Record<'admin' | 'manager' | 'employee', string>;
beforeAll(async () => {
  const [admin, manager, employee] = await Promise.all(
    ['admin@platform.test', 'manager@demo.test', 'employee@demo.test'].map((e) => signIn(e, DEMO_PASSWORD)),
  );
  Object.assign(tokens, { admin: admin.idToken, manager: manager.idToken, employee: employee.idToken });
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** A month of its own, and the month after it. */
function uniqueMonths(): [string, string] {
  const n = Math.floor(Math.random() * 900 * 12 - 1);
  const month = (k: number) => `${1000 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  return [month(n), month(n + 1)];
}

async function storeSale(
  orgId: string,
  date: string,
  amountSen: Sen,
  extra: Partial<SaleRecord> = {},
): Promise<SaleRecord> {
  const sale: SaleRecord = {
    id: hex(12),
    orgId,
    orgName: `Org ${orgId}`,
    amountSen,
    date,
    reference: `REF-${hex(4)}`,
    uploadedDocumentId: hex(12),
    rowNo: 2,
    createdAt: 1_700_000_000,
    modifiedAt: 1_700_000_000,
    ...extra,
  };
  await table.put({ Item: saleToItem(sale) });
  return sale;
}

const ids = (items: { id: string }[]) => items.map((s) => s.id);

/** Every page of sales-getSales, following its cursors. */
async function allSales(payload: { orgId?: string; month?: string; limit?: number }) {
  const items: Sale[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = okBody(await callApi('sales-getSales', { ...payload, cursor }, tokens.admin));
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, pages };
}

describe('sales', () => {
  it('are for administrators only', async () => {
    for (const token of [tokens.manager, tokens.employee]) {
      expectRefused(await callApi('sales-getSales', {}, token), 403);
      expectRefused(await callApi('sales-getFranchiseCollections', { month: '2026-11' }, token), 403);
    }
  });

  it("list a month's sales newest first, of every organisation or one, a page at a time", async () => {
    const [month, next] = uniqueMonths();
    const [a, b] = [`sales-a-${hex(4)}`, `sales-b-${hex(4)}`];
    const a1 = await storeSale(a, `${month}-03`, asSen(1_000));
    const b1 = await storeSale(b, `${month}-05`, asSen(2_050));
    const a2 = await storeSale(a, `${month}-20`, asSen(3_000), {
      franchisorId: 'fr',
      franchisorName: 'Franchisor',
      royaltyRate: 5,
      royaltySen: asSen(150),
    });
    const aNext = await storeSale(a, `${next}-01`, asSen(4_000));

    const all = await allSales({ month, limit: 1 });
    expect(ids(all.items)).toEqual([a2.id, b1.id, a1.id]);
    expect(all.pages).toBeGreaterThanOrEqual(3);
    expect(all.items[0]).toEqual(saleToRm(a2));
    expect(all.items[0]).toMatchObject({ amount: 30, royaltyAmount: 1.5 });
    expect(all.items[1]).toEqual(saleToRm(b1));
    expect(all.items[1]).toMatchObject({ amount: 20.5 });

    expect(ids((await allSales({ month, orgId: a, limit: 1 })).items)).toEqual([a2.id, a1.id]);
    expect(ids((await allSales({ month, orgId: b })).items)).toEqual([b1.id]);
    expect(ids((await allSales({ month: next, orgId: a })).items)).toEqual([aNext.id]);
    // Without a month: one organisation's every month, newest first.
    expect(ids((await allSales({ orgId: a, limit: 2 })).items)).toEqual([aNext.id, a2.id, a1.id]);
    expect(ids((await allSales({ orgId: `sales-none-${hex(4)}`, limit: 5 })).items)).toEqual([]);
  });

  it('list every sale newest sale date first', async () => {
    const page = okBody(await callApi('sales-getSales', { limit: 20 }, tokens.admin));
    expect(page.items.length).toBeGreaterThan(0);
    const dates = page.items.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuse a cursor of another organisation's or month's list", async () => {
    const [month] = uniqueMonths();
    const org = `sales-c-${hex(4)}`;
    await storeSale(org, `${month}-01`, asSen(100));
    await storeSale(org, `${month}-02`, asSen(200));
    const first = okBody(await callApi('sales-getSales', { month, limit: 1 }, tokens.admin));
    expect(first.nextCursor).toEqual(expect.any(String));
    expectRefused(await callApi('sales-getSales', { month, orgId: org, cursor: first.nextCursor }, tokens.admin), 400);
  });
});

describe('franchise collections', () => {
  it("answer each franchisor's royalties of the month in RM, by name", async () => {
    const [month, next] = uniqueMonths();
    const [zed, acme] = [`fr-z-${hex(4)}`, `fr-a-${hex(4)}`];
    const royaltyMonth = (franchisorId: string, franchisorName: string, fields: Record<string, unknown>) =>
      table.put({
        Item: {
          ...keys.royaltyMonth(franchisorId, month),
          entity: 'royaltyMonth',
          version: 1,
          gsi2pk: gsi2RoyaltyMonth(month),
          gsi2sk: franchisorId,
          franchisorName,
          ...fields,
        },
      });
    await royaltyMonth(zed, 'Zed Holdings', {
      royaltyRate: 5,
      sales: 3,
      salesSen: 1_234_567,
      royaltySen: 61_728,
      franchiseeIds: new Set(['f1', 'f2']),
    });
    await royaltyMonth(acme, 'Acme Franchise', {
      royaltyRate: 2.5,
      sales: 1,
      salesSen: 10_000,
      royaltySen: 250,
      franchiseeIds: new Set(['f3']),
    });

    const { items } = okBody(await callApi('sales-getFranchiseCollections', { month }, tokens.admin));
    expect(items).toEqual([
      {
        franchisorId: acme,
        franchisorName: 'Acme Franchise',
        royaltyRate: 2.5,
        franchisees: 1,
        sales: 1,
        salesAmount: 100,
        royaltyAmount: 2.5,
      },
      {
        franchisorId: zed,
        franchisorName: 'Zed Holdings',
        royaltyRate: 5,
        franchisees: 2,
        sales: 3,
        salesAmount: 12_345.67,
        royaltyAmount: 617.28,
      },
    ]);
    expect(okBody(await callApi('sales-getFranchiseCollections', { month: next }, tokens.admin)).items).toEqual([]);
  });
});
