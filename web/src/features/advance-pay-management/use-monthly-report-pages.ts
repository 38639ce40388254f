import type { CallableOutput } from '../../../../shared/callables/index';
import { pagedListOf, useCursorPages, type PagedList } from '../../api/use-cursor-pages';
import { useServerSearch } from '../../components/server-search';

type Report = CallableOutput<'advancePayManagement-getMonthlyReport'>;
type Line = Report['employeesReports'][number];

/** What the search box looks at: the server searches the whole month (shared/callables/advance-pay-management.ts). */
const REPORT_SEARCH_PLACEHOLDER = 'Search employees by name, IC number or e-mail...';

/**
 * The monthly report a page of employees at a time, for ResourceTable's server mode. The report
 * keeps the shape it has always had (`summary` + `employeesReports`, the whole month's summary on
 * every page); its cursors are kept by useCursorPages, and a change of month, search or page size
 * starts again at page 1. The summary counts the employees, so the pages are counted from it and no
 * page is left open. Its search runs on the server (`search` goes to the table's `server.search`)
 * and has no count, so its pages are those reached, more following until the last one is read,
 * and an empty page that is not the last is read past.
 */
export function useMonthlyReportPages(
  period: string,
  options: { pageSize: number; enabled: boolean; errorToast: string },
) {
  const search = useServerSearch(REPORT_SEARCH_PLACEHOLDER);
  const searched = search.input.search !== undefined;
  const pages = useCursorPages(
    'advancePayManagement-getMonthlyReport',
    { period, ...search.input },
    { ...options, isEmpty: (out) => out.employeesReports.length === 0 },
  );
  const shown = pages.query.data;
  const page = pagedListOf(
    pages,
    shown?.employeesReports ?? [],
    searched ? undefined : shown?.summary.employeesWithRequests,
  );
  const shownPage: PagedList<Line> = searched ? page : { ...page, openEnd: false };
  return {
    summary: shown?.summary,
    isPending: pages.query.isPending,
    page: shownPage,
    search: search.search,
  };
}
