import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import {
  pagedListOf,
  useCursorPages,
  type CursorPages,
  type PagedList,
  type PageReadOptions,
} from './use-cursor-pages';

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

/**
 * One page at a time of a report that pages one of its arrays (`rowsOf`) beside figures of the
 * whole report (the rows of a list page, usePagedList, are `items`; a report keeps its shape and
 * adds `nextCursor`). `report` is the answer of the page shown (its figures are the whole
 * report's, whatever the page); `page` drives ResourceTable's server mode. The cursors are
 * useCursorPages', as usePagedList's: a change of the payload or the page size starts again at page 1.
 */
export function usePagedReport<N extends PagedReportName, Row>(
  name: N,
  input: Omit<CallableInput<N>, 'cursor' | 'limit'>,
  options: PageReadOptions & { rowsOf: (report: CallableOutput<N>) => readonly Row[] },
): { report: CallableOutput<N> | undefined; query: CursorPages<CallableOutput<N>>['query']; page: PagedList<Row> } {
  const { rowsOf, ...rest } = options;
  const pages = useCursorPages(name, input, { ...rest, retry: false });
  const shown = pages.query.data;
  return { report: shown, query: pages.query, page: pagedListOf(pages, shown ? rowsOf(shown) : []) };
}
