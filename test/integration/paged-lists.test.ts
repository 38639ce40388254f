import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { PAGE_SIZE_MAX } from '../../shared/callables/common';
import { callApi, expectOk, expectRefused } from '../support/api';
import { advancePayWorld, freshAdvancePayOrg, storeWithdrawal } from '../support/advance-pay';
import {
  WALK_READS_PER_PAGE,
  walkOrgsPage,
  type ReadOrgPage,
  type WalkPosition,
} from '../../lambdas/data/table/org-walk';
import { countRequests } from '../support/dynamo-requests';

type World = Awaited<ReturnType<typeof advancePayWorld>>;
const now = periodOf();

/** Every page of a list, read with `limit` rows a page, and the pages' answers. */
async function readAllPages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string }>) {
  const pages: { items: T[]; nextCursor?: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('management transactions of a month, page by page', () => {
  let w: World;
  let stored: string[];
  beforeAll(async () => {
    w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    stored = [];
    // One at a time: ids (ULIDs) then follow creation order.
    for (const [i, status] of (['pending', 'completed', 'rejected', 'pending', 'approved'] as const).entries())
      stored.push((await storeWithdrawal(w.orgId, ic, { amount: 100 + i * 10, status })).id);
  });

  it('reads two rows a page, newest first, with no duplicate and no gap, and the month totals on each page', async () => {
    const pages = await readAllPages(async (cursor) => {
      const res = await callApi(
        'advancePayManagement-getTransactions',
        { period: now.key, limit: 2, ...(cursor ? { cursor } : {}) },
        w.manager.token,
      );
      expectOk(res);
      expect(res.body.total).toBe(5);
      expect(res.body.totals).toEqual({
        counts: { pending: 2, approved: 1, processing: 0, completed: 1, rejected: 1, cancelled: 0 },
        amounts: { pending: 230, approved: 140, processing: 0, completed: 110, rejected: 120, cancelled: 0 },
      });
      return res.body;
    });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((t) => t.id))).toEqual([...stored].reverse());
    expect(pages[0].items[0].employeeName).toBe('Nur Hidayah');
  });

  it('refuses a limit over the maximum and a changed cursor (400), and a cursor of another month', async () => {
    const over = await callApi(
      'advancePayManagement-getTransactions',
      { period: now.key, limit: PAGE_SIZE_MAX + 1 },
      w.manager.token,
    );
    expectRefused(over, 400);
    expect(over.body.errorInfo.details?.[0].field).toBe('limit');

    const first = await callApi('advancePayManagement-getTransactions', { period: now.key, limit: 2 }, w.manager.token);
    expectOk(first);
    const cursor = first.body.nextCursor ?? '';
    const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await callApi(
      'advancePayManagement-getTransactions',
      { period: now.key, limit: 2, cursor: tampered },
      w.manager.token,
    );
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.[0].field).toBe('cursor');

    const otherMonth = await callApi(
      'advancePayManagement-getTransactions',
      { period: '2024-01', limit: 2, cursor },
      w.manager.token,
    );
    expectRefused(otherMonth, 400);
  });

  it('answers an empty month with no rows, no cursor and a total of 0', async () => {
    const res = await callApi('advancePayManagement-getTransactions', { period: '2024-01' }, w.manager.token);
    expectOk(res);
    expect(res.body).toMatchObject({ items: [], total: 0 });
    expect(res.body.nextCursor).toBeUndefined();
  });
});

describe('a walk across organisations fills its pages', () => {
  /** Rows of the organisations made for this test (one or two each); every other organisation reads as empty. */
  let rows: Map<string, string[]>;
  beforeAll(async () => {
    const orgs = await Promise.all([1, 2, 3, 4].map(() => freshAdvancePayOrg()));
    const ids = orgs.map((o) => o.id).sort();
    rows = new Map(ids.map((id, i) => [id, i % 2 ? [`${id}/a`, `${id}/b`] : [`${id}/a`]]));
  });

  /** One read of an organisation: a row at a time from the start key (so several reads per organisation), counted. */
  function reader(counter: { reads: number }): ReadOrgPage<string> {
    return (orgId, start) => {
      counter.reads += 1;
      const own = rows.get(orgId) ?? [];
      const from = start ? own.indexOf(String(start.sk)) + 1 : 0;
      if (from >= own.length) return Promise.resolve({ items: [] });
      const item = own[from];
      return Promise.resolve({ items: [item], ...(from + 1 < own.length ? { next: { pk: orgId, sk: item } } : {}) });
    };
  }

  it('reads organisation after organisation until the page is full, short only when the read bound is hit', async () => {
    const expected = [...rows.values()].flat();
    const first = [...rows.keys()][0];
    const seen: string[] = [];
    let start: WalkPosition | undefined = { walkOrg: first };
    let idQueries = 0;
    let pages = 0;
    for (; start && seen.length < expected.length && pages < 50; pages++) {
      const counter = { reads: 0 };
      const from: WalkPosition = start;
      const { result: page, requests } = await countRequests(() =>
        walkOrgsPage<string>({ start: from, limit: 3, read: reader(counter) }),
      );
      // The ids Queries (only when the position carries no ids left) and the partition reads, within the bound.
      idQueries += requests;
      expect(requests + counter.reads).toBeLessThanOrEqual(WALK_READS_PER_PAGE);
      if (page.items.length < 3 && page.next) expect(requests + counter.reads).toBe(WALK_READS_PER_PAGE);
      seen.push(...page.items);
      start = page.next;
    }
    // Full pages (6 rows, pages of 3: two), and the ids listed once are carried by the positions:
    // not one Query of ids a page.
    expect(pages).toBe(2);
    expect(idQueries).toBeLessThan(pages);
    expect(seen.slice(0, expected.length)).toEqual(expected);
  });

  it("reads a lead partition named '' first, across pages, then the organisations from the first", async () => {
    // The administrators' users lead the list of every user under the name '' (lambdas/data/identity/users.ts).
    const lead = ['admin/1', 'admin/2', 'admin/3'];
    rows.set('', lead);
    try {
      const seen: string[] = [];
      let start: WalkPosition | undefined;
      for (let pages = 0; pages === 0 || (start && pages < 20); pages++) {
        const page = await walkOrgsPage<string>({ start, limit: 2, read: reader({ reads: 0 }), lead: [''] });
        seen.push(...page.items);
        start = page.next;
      }
      // Every lead row once, in order, before any organisation's.
      expect(seen.slice(0, lead.length)).toEqual(lead);
      expect(seen.filter((r) => r.startsWith('admin/'))).toEqual(lead);
    } finally {
      rows.delete('');
    }
  });
});
