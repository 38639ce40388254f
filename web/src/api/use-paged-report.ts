import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { api, type ApiError } from './client';
import { callableKey, type PagedList } from './hooks';

/** A report whose answer is an object (figures beside one paged array) and takes a cursor and a page size. */
export type PagedReportName = {
  [N in CallableName]: CallableOutput<N> extends { nextCursor?: string }
    ? CallableInput<N> extends { cursor?: string; limit?: number }
      ? CallableOutput<N> extends { items: unknown[] }
        ? never
        : N
      : never
    : never;
}[CallableName];

/** The cursors of the pages reached (page n is read with `cursors[n - 1]`) and whether the last page was seen. */
interface CursorState {
  listKey: string;
  page: number;
  cursors: (string | undefined)[];
  ended: boolean;
}

/**
 * One page at a time of a report that pages one of its arrays (`rowsOf`) beside figures of the
 * whole report (the rows of a list page, usePagedList, are `items`; a report keeps its shape and
 * adds `nextCursor`). `report` is the answer of the page shown (its figures are the whole
 * report's, whatever the page); `page` drives ResourceTable's server mode. Cursors are kept as
 * usePagedList keeps them: a change of the payload or the page size starts again at page 1.
 */
export function usePagedReport<N extends PagedReportName, Row>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor' | 'limit'>,
  options: {
    pageSize: number;
    rowsOf: (report: CallableOutput<N>) => readonly Row[];
    enabled?: boolean;
    errorToast?: string;
  },
) {
  const { pageSize, rowsOf, enabled, errorToast } = options;
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
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: errorToast ? { errorToast } : undefined,
    enabled,
    retry: false,
  });
  const shown = query.data;
  const data = query.isPlaceholderData ? undefined : (shown as { nextCursor?: string } | undefined);
  if (data) {
    // What this page says of the next one replaces what was known after it (see usePagedList).
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
  const page: PagedList<Row> = {
    items: shown ? rowsOf(shown) : [],
    currentPage: current.page,
    pagesCount: Math.max(1, current.cursors.length),
    openEnd: !current.ended,
    pageSize,
    goToPage: (n) => {
      if (n >= 1 && n <= current.cursors.length) setState({ ...current, page: n });
    },
    isPending: query.isPending || query.isPlaceholderData,
    isFetching: query.isFetching,
    refetch: () => query.refetch(),
  };
  return { report: shown, query, page };
}
