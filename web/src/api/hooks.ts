import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { api, type ApiError } from './client';

type ListName = {
  [N in CallableName]: CallableOutput<N> extends { items: unknown[]; nextCursor?: string } ? N : never;
}[CallableName];

/** A list callable that takes a page size: the ones a server-paged table reads. */
export type PagedListName = {
  [N in ListName]: CallableInput<N> extends { cursor?: string; limit?: number } ? N : never;
}[ListName];

type Extra<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** Query key of a callable: its name and payload. */
export const callableKey = <N extends CallableName>(name: N, input?: CallableInput<N>) =>
  (input === undefined ? [name] : [name, input]) as readonly unknown[];

/** Read one callable through the query cache. `errorToast` is the default toast on failure. */
export function useCallableQuery<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
  options: Extra<CallableOutput<N>> & { errorToast?: string } = {},
) {
  const { errorToast, ...rest } = options;
  return useQuery<CallableOutput<N>, ApiError>({
    queryKey: callableKey(name, input),
    queryFn: () => api.call(name, input),
    meta: errorToast ? { errorToast } : undefined,
    ...rest,
  });
}

/** The whole of a cursor list: follows `nextCursor` until the last page. */
export function useAllPages<N extends ListName>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor'>,
  options: Extra<CallableOutput<N>['items']> & { errorToast?: string } = {},
) {
  const { errorToast, ...rest } = options;
  return useQuery<CallableOutput<N>['items'], ApiError>({
    queryKey: [...callableKey(name, input as CallableInput<N>), 'all-pages'],
    queryFn: async () => {
      const items: unknown[] = [];
      let cursor: string | undefined;
      do {
        const page = (await api.call(name, { ...input, ...(cursor ? { cursor } : {}) } as CallableInput<N>)) as {
          items: CallableOutput<N>['items'];
          nextCursor?: string;
        };
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items as CallableOutput<N>['items'];
    },
    meta: errorToast ? { errorToast } : undefined,
    ...rest,
  });
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

/**
 * One page at a time of a cursor list (THE server paging of list pages, shown by ResourceTable's
 * `server` mode): the cursors of the pages seen are kept, so Previous and any page already
 * reached are one request each, and Next follows the last page's `nextCursor`. A change of the
 * payload or the page size starts again at page 1. The server's `total` (and `totals`) are
 * passed on when it gives them.
 */
export function usePagedList<N extends PagedListName>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor' | 'limit'>,
  options: {
    pageSize: number;
    enabled?: boolean;
    errorToast?: string;
    /** Read the page shown again every so many ms, decided from its rows (false: not again). */
    refetchInterval?: (items: CallableOutput<N>['items'] | undefined) => number | false;
  },
): PagedList<CallableOutput<N>['items'][number], TotalsOf<CallableOutput<N>>> & {
  /** The answer of the page shown, for what a list gives beside its rows (e.g. the directory's `lastModified`). */
  output?: CallableOutput<N>;
} {
  const { pageSize, enabled, errorToast, refetchInterval } = options;
  // Everything that makes another list: a change of it forgets the cursors seen.
  const listKey = JSON.stringify([name, input, pageSize]);
  const [state, setState] = useState<CursorState>({ listKey, page: 1, cursors: [undefined], ended: false });
  const current: CursorState =
    state.listKey === listKey ? state : { listKey, page: 1, cursors: [undefined], ended: false };
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
    // Only the page shown is read again (never the whole list).
    ...(refetchInterval ? { refetchInterval: (q) => refetchInterval(q.state.data?.items) } : {}),
  });
  // Read through the fields every page may carry (`total` and `totals` only some lists give).
  const shown = query.data as PageOutput | undefined;
  const data = query.isPlaceholderData ? undefined : shown;
  if (data) {
    // What this page says of the next one replaces what was known after it (a reload may have
    // moved the rows; sealed cursors differ at each read, so compare with what is stored).
    const next = data.nextCursor;
    const stored = current.cursors[current.page];
    if (next !== stored)
      setState({
        ...current,
        cursors: [...current.cursors.slice(0, current.page), ...(next ? [next] : [])],
        ended: !next,
      });
    else if (!next && !current.ended) setState({ ...current, ended: true });
  }
  const total = shown?.total;
  return {
    items: (shown?.items ?? []) as CallableOutput<N>['items'],
    currentPage: current.page,
    pagesCount: total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : Math.max(1, current.cursors.length),
    openEnd: total === undefined && !current.ended,
    ...(total !== undefined ? { total } : {}),
    ...(shown?.totals !== undefined ? { totals: shown.totals as TotalsOf<CallableOutput<N>> } : {}),
    pageSize,
    goToPage: (page) => {
      // Only pages whose cursor is known can be read (Cloudscape offers no further one).
      if (page >= 1 && page <= current.cursors.length) setState({ ...current, page });
    },
    isPending: query.isPending || query.isPlaceholderData,
    isFetching: query.isFetching,
    refetch: () => query.refetch(),
    ...(query.data !== undefined ? { output: query.data } : {}),
  };
}

/** The cursors of the pages reached (page n is read with `cursors[n - 1]`) and whether the last page was seen. */
interface CursorState {
  listKey: string;
  page: number;
  cursors: (string | undefined)[];
  ended: boolean;
}

/** What every page answer may carry. */
interface PageOutput {
  items: unknown[];
  nextCursor?: string;
  total?: number;
  totals?: unknown;
}

type TotalsOf<O> = O extends { totals?: infer S } ? S : never;

/** A callable that changes something. `errorToast` is the default toast on failure. */
export function useCallableMutation<N extends CallableName>(name: N, options: { errorToast?: string } = {}) {
  return useMutation<CallableOutput<N>, ApiError, CallableInput<N>>({
    mutationFn: (input) => api.call(name, input),
    meta: options.errorToast ? { errorToast: options.errorToast } : undefined,
  });
}
