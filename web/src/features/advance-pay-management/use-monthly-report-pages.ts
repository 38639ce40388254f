import type { CallableOutput } from '../../../../shared/callables/index';
import { pagedListOf, useCursorPages, type PagedList } from '../../api/use-cursor-pages';

type Report = CallableOutput<'advancePayManagement-getMonthlyReport'>;
type Line = Report['employeesReports'][number];

/**
 * The monthly report a page of employees at a time, for ResourceTable's server mode. The report
 * keeps the shape it has always had (`summary` + `employeesReports`, the whole month's summary on
 * every page); its cursors are kept by useCursorPages, and a change of month, search or page size
 * starts again at page 1. The summary counts the employees, so the pages are counted from it and no
 * page is left open; a search (`search`, the server's: useServerSearch) has no count, so its pages
 * are those reached, more following until the last one is read, and an empty page that is not the
 * last is read past.
 */
export function useMonthlyReportPages(
  period: string,
  search: { search?: string },
  options: { pageSize: number; enabled: boolean; errorToast: string },
): { page: PagedList<Line>; summary: Report['summary'] | undefined; isPending: boolean } {
  const searched = search.search !== undefined;
  const pages = useCursorPages(
    'advancePayManagement-getMonthlyReport',
    { period, ...search },
    { ...options, isEmpty: (out) => out.employeesReports.length === 0 },
  );
  const shown = pages.query.data;
  const page = pagedListOf(
    pages,
    shown?.employeesReports ?? [],
    searched ? undefined : shown?.summary.employeesWithRequests,
  );
  return {
    summary: shown?.summary,
    isPending: pages.query.isPending,
    page: searched ? page : { ...page, openEnd: false },
  };
}
