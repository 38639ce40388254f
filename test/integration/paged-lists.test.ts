import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay';
import { PAGE_SIZE_MAX } from '../../shared/callables/common';
import { callApi, expectOk, expectRefused } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';

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
