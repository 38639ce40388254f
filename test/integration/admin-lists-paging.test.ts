import { beforeAll, describe, expect, it } from 'vitest';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import { callApi, expectOk, signIn } from '../support/api';
import { freshAdvancePayOrg, storeWithdrawal } from '../support/advance-pay';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The administrators' server-paged lists: pages of even size (a page of N holds N rows unless it
 * is the last), the Advance Pay month newest first with its status filter, and search on the
 * server across every page. Each test makes its own organisations and rows, in a month of its own
 * (other runs may have left rows in it: every check holds with them).
 */

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

const rand = () => Math.floor(Math.random() * 1e6);
/** A month far ahead, rarely the same twice. */
const farPeriod = () => periodFromKey(`${2100 + (rand() % 800)}-${String(1 + (rand() % 12)).padStart(2, '0')}`);
const uniqueIc = () => `99${String(rand()).padStart(6, '0')}${String(rand() % 10_000).padStart(4, '0')}`;

type Row = { id: string; orgId: string; status: AdvanceStatus; sentToBank?: boolean; employeeICNumber: string };

/** Every page of the list, in order. */
async function pagesOf(input: { period: string; orgId?: string; status?: string; search?: string; limit: number }) {
  const pages: Row[][] = [];
  let cursor: string | undefined;
  do {
    const res = await callApi('advancePayAdmin-getAll', { ...input, ...(cursor ? { cursor } : {}) } as never, admin);
    expectOk(res);
    const body = res.body as { items: Row[]; nextCursor?: string };
    pages.push(body.items);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 200);
  expect(cursor).toBeUndefined();
  return pages;
}

/** Every page but the last holds `limit` rows (the last may be empty only when the one before it was full). */
function expectEvenPages(pages: Row[][], limit: number) {
  pages.slice(0, -1).forEach((page, i) => expect(page.length, `page ${i + 1}`).toBe(limit));
  expect(pages.at(-1)!.length).toBeLessThanOrEqual(limit);
}

describe("the administrators' Advance Pay month", () => {
  it('is newest first across organisations, in full pages, every row once', async () => {
    const period = farPeriod();
    const [a, b] = await Promise.all([freshAdvancePayOrg(), freshAdvancePayOrg()]);
    const stored: string[] = [];
    for (let i = 0; i < 7; i += 1) stored.push((await storeWithdrawal(i % 2 ? a.id : b.id, uniqueIc(), { period })).id);

    const pages = await pagesOf({ period: period.key, limit: 3 });

    expectEvenPages(pages, 3);
    const ids = pages.flat().map((r) => r.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(ids.length);
    // Mine, newest (the last stored) first.
    expect(ids.filter((id) => stored.includes(id))).toEqual([...stored].reverse());
  });

  it('keeps what the next End of day sends with status endOfDay (approved, processing not sent), in full pages', async () => {
    const period = farPeriod();
    const org = await freshAdvancePayOrg();
    const statuses: AdvanceStatus[] = [
      'pending',
      'approved',
      'completed',
      'approved',
      'rejected',
      'processing',
      'approved',
    ];
    const stored = [];
    for (const status of statuses) stored.push(await storeWithdrawal(org.id, uniqueIc(), { period, status }));

    const pages = await pagesOf({ period: period.key, orgId: org.id, status: 'endOfDay', limit: 2 });

    expectEvenPages(pages, 2);
    const waiting = stored.filter((t) => t.status === 'approved' || (t.status === 'processing' && !t.sentToBank));
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(pages.flat().map((r) => r.id)).toEqual(waiting.map((t) => t.id).reverse());
    // Without the filter: every status of the month, newest first.
    const all = await pagesOf({ period: period.key, orgId: org.id, limit: 50 });
    expect(all.flat().map((r) => r.id)).toEqual(stored.map((t) => t.id).reverse());
  });

  it('searches the whole month on the server: a row of a later page is on the first page searched', async () => {
    const period = farPeriod();
    const org = await freshAdvancePayOrg();
    const oldestIc = uniqueIc();
    const oldest = await storeWithdrawal(org.id, oldestIc, { period });
    for (let i = 0; i < 6; i += 1) await storeWithdrawal(org.id, uniqueIc(), { period });

    // Unsearched, the oldest row is on the last of 4 pages of 2.
    const unsearched = await pagesOf({ period: period.key, orgId: org.id, limit: 2 });
    expect(unsearched.length).toBe(4);
    expect(unsearched[3].map((r) => r.id)).toEqual([oldest.id]);

    // Searched by (part of) its IC number, across every organisation: found on page 1.
    const searched = await pagesOf({ period: period.key, search: oldestIc.slice(2), limit: 2 });
    expect(searched[0].map((r) => r.id)).toEqual([oldest.id]);
    // By the organisation's name (another letter case): its 7 rows, in full pages.
    const byOrg = await pagesOf({ period: period.key, search: org.name.toUpperCase(), limit: 3 });
    expectEvenPages(byOrg, 3);
    expect(byOrg.flat().filter((r) => r.orgId === org.id)).toHaveLength(7);
    // Nothing matches: one empty page, no cursor.
    expect(await pagesOf({ period: period.key, search: 'no such employee zz', limit: 2 })).toEqual([[]]);
  });
});

describe("the administrators' list of every user", () => {
  it('pages evenly: a page of N holds N users however many organisations have none', async () => {
    const limit = 4;
    let cursor: string | undefined;
    for (let page = 1; page <= 4; page += 1) {
      const res = await callApi('users-getUsers', { limit, ...(cursor ? { cursor } : {}) }, admin);
      expectOk(res);
      cursor = res.body.nextCursor;
      if (!cursor) break;
      expect(res.body.items.length, `page ${page}`).toBe(limit);
    }
  });
});
