import { z } from 'zod';

/** The payload of a callable that takes none. */
export const EmptyInput = z.object({}).strict();

/** The longest page cursor a callable accepts (lambdas/data/table/cursors.ts never issues longer). */
export const CURSOR_MAX_LENGTH = 2048;

/**
 * The most rows one page of any list may hold. With rows of at most ~2 KB a page stays well
 * under 1 MB, so no list answer can approach Lambda's 6 MB response limit however large the
 * organisation grows (docs/data-model.md#pagination-and-cursors).
 */
export const PAGE_SIZE_MAX = 500;

/** The page size when the caller sends none: one screen's worth many times over, a small answer. */
export const DEFAULT_PAGE_SIZE = 100;

export const PAGE_SIZE_MAX_MESSAGE = `At most ${PAGE_SIZE_MAX} rows per page`;

/** A page cursor as sent back by the client: opaque, sealed by the server. */
export const CursorInput = z.string().max(CURSOR_MAX_LENGTH, 'The page cursor is too long; reload the list.');

/** The page size a caller may ask for: 1 to {@link PAGE_SIZE_MAX}. */
export const PageLimitInput = z
  .number()
  .int()
  .min(1, 'At least 1 row per page')
  .max(PAGE_SIZE_MAX, PAGE_SIZE_MAX_MESSAGE);

/** Cursor pagination of every list (docs/data-model.md#pagination-and-cursors). */
export const PageInput = {
  cursor: CursorInput.optional(),
  limit: PageLimitInput.optional(),
};

/** The page size a handler reads: the caller's, else {@link DEFAULT_PAGE_SIZE}. */
export const pageLimit = (limit: number | undefined): number => limit ?? DEFAULT_PAGE_SIZE;

/**
 * One page of a list: its rows, the cursor of the next page (absent on the last), and, when the
 * server knows it without reading the whole list, `total`, the number of rows of the whole list
 * (the table then shows "page n of m"; absent, the table pages open-ended). A list whose page
 * shows sums over the whole list (e.g. amounts of the month) passes their schema as `totals`:
 * computed on the server, never by the browser from the rows it has.
 */
export function pageOf<T extends z.ZodType>(item: T): z.ZodObject<PageShape<T>>;
export function pageOf<T extends z.ZodType, S extends z.ZodType>(
  item: T,
  totals: S,
): z.ZodObject<PageShape<T> & { totals: S }>;
export function pageOf(item: z.ZodType, totals?: z.ZodType) {
  const base = {
    items: z.array(item),
    nextCursor: z.string().optional(),
    total: z.number().int().nonnegative().optional(),
  };
  return z.object(totals ? { ...base, totals } : base);
}

type PageShape<T extends z.ZodType> = {
  items: z.ZodArray<T>;
  nextCursor: z.ZodOptional<z.ZodString>;
  total: z.ZodOptional<z.ZodNumber>;
};

export const OkOutput = z.object({ ok: z.literal(true) });
