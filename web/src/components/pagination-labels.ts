import type { PaginationProps } from '@cloudscape-design/components/pagination';

/**
 * What a screen reader says of a table's page buttons (Cloudscape leaves the arrows unnamed). A
 * module of its own, so a page with a small table (the dashboard) does not load ResourceTable.
 */
export const PAGINATION_LABELS: PaginationProps.Labels = {
  nextPageLabel: 'Next page',
  previousPageLabel: 'Previous page',
  paginationLabel: 'Pages',
  pageLabel: (n) => `Page ${n}`,
  jumpToPageButton: 'Go to page',
};
