import type { CallableOutput } from '../../../../shared/callables/index';
import { pagedListOf, useCursorPages, type PagedList } from '../../api/use-cursor-pages';

type Report = CallableOutput<'advancePayManagement-getMonthlyReport'>;
type Line = Report['employeesReports'][number];

/**
 * The monthly report a page of employees at a time, for ResourceTable's server mode. The report
 * keeps the shape it has always had (`summary` + `employeesReports`, the whole month's summary on
 * every page); its cursors are kept by useCursorPages, and a change of month or page size starts
 * again at page 1. The summary counts the employees, so the pages are counted from it and no page
 * is left open.
 */
export function useMonthlyReportPages(
  period: string,
  options: { pageSize: number; enabled: boolean; errorToast: string },
): { page: PagedList<Line>; summary: Report['summary'] | undefined; isPending: boolean } {
  const pages = useCursorPages('advancePayManagement-getMonthlyReport', { period }, options);
  const shown = pages.query.data;
  return {
    summary: shown?.summary,
    isPending: pages.query.isPending,
    page: {
      ...pagedListOf(pages, shown?.employeesReports ?? [], shown?.summary.employeesWithRequests),
      openEnd: false,
    },
  };
}
