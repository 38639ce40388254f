import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallableOutput } from '../../../../shared/callables/index';
import { api } from '../../api/client';
import type { ApiError } from '../../api/client';
import { callableKey, type PagedList } from '../../api/hooks';

type Report = CallableOutput<'advancePayManagement-getMonthlyReport'>;
type Line = Report['employeesReports'][number];

/**
 * The monthly report a page of employees at a time, for ResourceTable's server mode. usePagedList
 * reads lists answering `items`; this report keeps the shape it has always had (`summary` +
 * `employeesReports`, the whole month's summary on every page), so it follows its own cursors the
 * same way: the cursors of the pages reached are kept, Next follows the last page's `nextCursor`,
 * and a change of month or page size starts again at page 1.
 */
export function useMonthlyReportPages(
  period: string,
  options: { pageSize: number; enabled: boolean; errorToast: string },
): { page: PagedList<Line>; summary: Report['summary'] | undefined; isPending: boolean } {
  const { pageSize, enabled, errorToast } = options;
  const listKey = JSON.stringify([period, pageSize]);
  const [state, setState] = useState({ listKey, page: 1, cursors: [undefined] as (string | undefined)[] });
  const current = state.listKey === listKey ? state : { listKey, page: 1, cursors: [undefined] };
  if (current !== state) setState(current);
  const cursor = current.cursors[current.page - 1];
  const input = { period, limit: pageSize, ...(cursor ? { cursor } : {}) };
  const query = useQuery<Report, ApiError>({
    queryKey: [...callableKey('advancePayManagement-getMonthlyReport', { period }), 'page', pageSize, cursor ?? null],
    queryFn: () => api.call('advancePayManagement-getMonthlyReport', input),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast },
    enabled,
  });
  const shown = query.data;
  if (shown && !query.isPlaceholderData) {
    const next = shown.nextCursor;
    if (next !== current.cursors[current.page])
      setState({ ...current, cursors: [...current.cursors.slice(0, current.page), ...(next ? [next] : [])] });
  }
  const total = shown?.summary.employeesWithRequests;
  return {
    summary: shown?.summary,
    isPending: query.isPending,
    page: {
      items: shown?.employeesReports ?? [],
      currentPage: current.page,
      pagesCount: total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : 1,
      openEnd: false,
      ...(total !== undefined ? { total } : {}),
      pageSize,
      goToPage: (page) => {
        if (page >= 1 && page <= current.cursors.length) setState({ ...current, page });
      },
      isPending: query.isPending || query.isPlaceholderData,
      isFetching: query.isFetching,
      refetch: () => query.refetch(),
    },
  };
}
