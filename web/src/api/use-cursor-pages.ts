import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { api, type ApiError } from './client';
import { callableKey } from './callable-key';

/** A callable read a page at a time: it takes a cursor and a page size and answers the next page's cursor. */
export type CursorPagedName = {
  [N in CallableName]: CallableOutput<N> extends { nextCursor?: string }
    ? CallableInput<N> extends { cursor?: string; limit?: number }
      ? N
      : never
    : never;
}[CallableName];

/** The cursors of the pages reached (page n is read with `cursors[n - 1]`) and whether the last page was seen. */
interface CursorState {
  listKey: string;
  page: number;
  cursors: (string | undefined)[];
  ended: boolean;
  /** Empty pages read on past in a row (see `isEmpty`). */
  skipped: number;
}

/**
 * Empty pages with a next cursor read on past in a row at most, before the empty page shows with
 * its Next: a list whose server bounds each call's reads (a walk across organisations, a search)
 * may answer an empty page that is not the end.
 */
const MAX_EMPTY_PAGES_SKIPPED = 10;

/** How a server-paged table reads its pages: the page size it shows, whether to read, the toast on failure. */
export interface PageReadOptions {
  pageSize: number;
  enabled?: boolean;
  errorToast?: string;
}

/** What a server-paged table shows and does (see usePagedList and ResourceTable's `server` mode). */
export interface PagedList<T, Totals = unknown> {
  /** The rows of the current page. */
  items: readonly T[];
  /** 1-based. */
  currentPage: number;
  /** The pages reached so far (the last one known when `openEnd` is false). */
  pagesCount: number;
  /** More pages may follow that have not been read yet (the server gave no total). */
  openEnd: boolean;
  /** Rows of the whole list, when the server counts them. */
  total?: number;
  /** Sums over the whole list, when the server gives them. */
  totals?: Totals;
  pageSize: number;
  goToPage: (page: number) => void;
  /** The current page is being read (first load or a page change): the table shows its loading state. */
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Where the reading of a cursor-paged callable stands; {@link pagedListOf} makes a PagedList of it. */
export interface CursorPages<O> {
  /** The query of the page shown; its `data` stays the page left until the new one comes. */
  query: UseQueryResult<O, ApiError>;
  pageSize: number;
  /** 1-based. */
  currentPage: number;
  /** The pages whose cursor is known (at least 1). */
  pagesReached: number;
  /** The last page has been read (it gave no `nextCursor`). */
  ended: boolean;
  /** Only pages whose cursor is known can be read (Cloudscape offers no further one). */
  goToPage: (page: number) => void;
}

/**
 * The cursor bookkeeping shared by every server-paged table (usePagedList, usePagedReport): the
 * cursors of the pages seen are kept, so Previous and any page already reached are one request
 * each, and Next follows the last page's `nextCursor`. A change of the payload or the page size
 * starts again at page 1. What the rows of a page are is the caller's business.
 */
export function useCursorPages<N extends CursorPagedName>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor' | 'limit'>,
  options: PageReadOptions & {
    /** Whether a failed read is tried again (react-query's default when not given). */
    retry?: boolean;
    /** Read the page shown again every so many ms, decided from its answer (false: not again). */
    refetchInterval?: (output: CallableOutput<N> | undefined) => number | false;
    /** A page with no rows: when it gives a next cursor, that page is read in its place. */
    isEmpty?: (output: CallableOutput<N>) => boolean;
  },
): CursorPages<CallableOutput<N>> {
  const { pageSize, enabled, errorToast, retry, refetchInterval, isEmpty } = options;
  // Everything that makes another list: a change of it forgets the cursors seen.
  const listKey = JSON.stringify([name, input, pageSize]);
  const fresh: CursorState = { listKey, page: 1, cursors: [undefined], ended: false, skipped: 0 };
  const [state, setState] = useState<CursorState>(fresh);
  const current: CursorState = state.listKey === listKey ? state : fresh;
  if (current !== state) setState(current);
  const cursor = current.cursors[current.page - 1];
  const query = useQuery<CallableOutput<N>, ApiError>({
    queryKey: [...callableKey(name, input as CallableInput<N>), 'page', pageSize, cursor ?? null],
    queryFn: () =>
      api.call(name, { ...input, limit: pageSize, ...(cursor ? { cursor } : {}) } as unknown as CallableInput<N>),
    // The rows of the page left stay until the new page comes (no blank table in between).
    placeholderData: keepPreviousData,
    // A page read again gives a new cursor to the next one, which forgets the pages after it:
    // going back and forth reuses what was read for a while (a change invalidates it anyway).
    staleTime: 30_000,
    meta: errorToast ? { errorToast } : undefined,
    enabled,
    ...(retry !== undefined ? { retry } : {}),
    // Only the page shown is read again (never the whole list).
    ...(refetchInterval ? { refetchInterval: (q) => refetchInterval(q.state.data) } : {}),
  });
  const data = query.isPlaceholderData ? undefined : (query.data as { nextCursor?: string } | undefined);
  const next = data?.nextCursor;
  if (data && next && isEmpty?.(query.data as CallableOutput<N>) && current.skipped < MAX_EMPTY_PAGES_SKIPPED) {
    // Nothing to show but not the end: the page after it is read as this page.
    setState({
      ...current,
      cursors: [...current.cursors.slice(0, current.page - 1), next],
      ended: false,
      skipped: current.skipped + 1,
    });
  } else if (data) {
    // What this page says of the next one replaces what was known after it (a reload may have
    // moved the rows; sealed cursors differ at each read, so compare with what is stored).
    const stored = current.cursors[current.page];
    if (next !== stored)
      setState({
        ...current,
        cursors: [...current.cursors.slice(0, current.page), ...(next ? [next] : [])],
        ended: !next,
        skipped: 0,
      });
    else if (!next && !current.ended) setState({ ...current, ended: true });
  }
  return {
    query,
    pageSize,
    currentPage: current.page,
    pagesReached: Math.max(1, current.cursors.length),
    ended: current.ended,
    goToPage: (page) => {
      if (page >= 1 && page <= current.cursors.length) setState({ ...current, page, skipped: 0 });
    },
  };
}

/**
 * The page shown as a server-paged table reads it: `rows` are the rows of the page shown (the
 * caller picks them from the answer). With the server's `total` the pages are counted from it;
 * without, they are the pages reached, and more may follow until the last one is read. Sums over
 * the list (`totals`) are the caller's to add.
 */
export function pagedListOf<O, Row>(
  pages: CursorPages<O>,
  rows: readonly Row[],
  total?: number,
): PagedList<Row, never> {
  const { query, pageSize } = pages;
  return {
    items: rows,
    currentPage: pages.currentPage,
    pagesCount: total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : pages.pagesReached,
    openEnd: total === undefined && !pages.ended,
    ...(total !== undefined ? { total } : {}),
    pageSize,
    goToPage: pages.goToPage,
    isPending: query.isPending || query.isPlaceholderData,
    isFetching: query.isFetching,
    refetch: () => query.refetch(),
  };
}
