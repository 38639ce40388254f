import type { PaginationProps } from '@cloudscape-design/components/pagination';
import { useT } from '../i18n/i18n';

/**
 * What a screen reader says of a table's page buttons (Cloudscape leaves the arrows unnamed), in
 * the current language. A module of its own, so a page with a small table (the dashboard) does
 * not load ResourceTable.
 */
export function usePaginationLabels(): PaginationProps.Labels {
  const t = useT();
  return {
    nextPageLabel: t('table.nextPage'),
    previousPageLabel: t('table.previousPage'),
    paginationLabel: t('table.pages'),
    pageLabel: (n) => t('table.page', { n }),
    jumpToPageButton: t('table.goToPage'),
  };
}
