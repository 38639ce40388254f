import { expect } from 'vitest';
import { PageInput } from '../../shared/callables/common';
import type { CallableName } from '../../shared/callables/index';
import { callApiRaw, expectOk, expectRefused } from './api';

/**
 * The checks every paged list owes (docs/data-model.md#paged-lists): small pages that add up to the
 * whole list with no item twice and none missing, a cursor refused on another organisation's list,
 * and a page size over the maximum refused.
 */

interface PageBody {
  items: unknown[];
  nextCursor?: string;
}

/** The largest page a list serves (the schema's maximum), read from the shared page input. */
export const MAX_PAGE_SIZE: number = PageInput.limit.unwrap().maxValue ?? 500;

/** One page; `field` names the rows' array when it is not `items` (`offices`, `jobLevels`). */
async function page(name: CallableName, input: object, token: string, field = 'items'): Promise<PageBody> {
  const res = await callApiRaw(name, input, token);
  expectOk(res);
  const body = res.body as Record<string, unknown> & { nextCursor?: string };
  return { items: body[field] as unknown[], ...(body.nextCursor ? { nextCursor: body.nextCursor } : {}) };
}

/**
 * Walk a list `limit` items at a time and compare it with the same list read as one page: the
 * pages hold the same items in the same order (no duplicates, no gaps), none longer than `limit`.
 * Answers the pages, for further checks, and the first page's cursor.
 */
export async function expectPagesAddUp(
  name: CallableName,
  input: object,
  token: string,
  {
    limit = 1,
    idOf,
    itemsPerPage = true,
    field,
  }: {
    limit?: number;
    idOf: (item: never) => string;
    /** false: `limit` counts something else than items (pay runs of a payout list); pages in any order. */
    itemsPerPage?: boolean;
    /** The rows' array when it is not `items`. */
    field?: string;
  },
): Promise<{ pages: unknown[][]; firstCursor: string }> {
  const whole = await page(name, { ...input, limit: MAX_PAGE_SIZE }, token, field);
  expect(whole.nextCursor, `${name}: the whole list must fit one page for this test`).toBeUndefined();
  expect(whole.items.length, `${name}: the list needs more than one page of ${limit}`).toBeGreaterThan(limit);
  const pages: unknown[][] = [];
  let cursor: string | undefined;
  do {
    const body = await page(name, { ...input, limit, ...(cursor ? { cursor } : {}) }, token, field);
    if (itemsPerPage) expect(body.items.length).toBeLessThanOrEqual(limit);
    pages.push(body.items);
    cursor = body.nextCursor;
    expect(pages.length, `${name}: more pages than items`).toBeLessThanOrEqual(whole.items.length + 1);
  } while (cursor);
  const ids = pages.flat().map((item) => idOf(item as never));
  expect(new Set(ids).size, `${name}: an item on two pages`).toBe(ids.length);
  const wholeIds = whole.items.map((item) => idOf(item as never));
  if (itemsPerPage) expect(ids).toEqual(wholeIds);
  else expect([...ids].sort()).toEqual([...wholeIds].sort());
  const first = await page(name, { ...input, limit }, token, field);
  // A list paged by something else than its items may fit one page of `limit` of those.
  if (itemsPerPage) expect(first.nextCursor).toEqual(expect.any(String));
  return { pages, firstCursor: first.nextCursor ?? '' };
}

/** A cursor replayed by someone whose list is another (another organisation's caller) is a 400 on `cursor`. */
export async function expectCursorRefused(name: CallableName, input: object, cursor: string, token: string) {
  const res = await callApiRaw(name, { ...input, limit: 1, cursor }, token);
  expectRefused(res, 400);
  expect(res.body.errorInfo.message).toMatch(/page cursor/);
  expect(res.body.errorInfo.details?.map((d) => d.field)).toContain('cursor');
}

/** A page size over the maximum is a 400 on `limit`. */
export async function expectOverLimitRefused(name: CallableName, input: object, token: string) {
  const res = await callApiRaw(name, { ...input, limit: MAX_PAGE_SIZE + 1 }, token);
  expectRefused(res, 400);
  expect(res.body.errorInfo.details?.map((d) => d.field)).toContain('limit');
}
