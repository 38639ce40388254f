import { isTerminal, type PayRun } from '../../../../shared/domain/benefits/pay-run';
import { usePagedList } from '../../api/hooks';
import { ResourceTable, useTablePageSize } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { MESSAGES, payRunLinks } from './messages';
import { payRunColumns } from './pay-run-columns';

export const ADMIN_PAY_RUNS_SEARCH_PLACEHOLDER = 'Search pay runs by benefit or organization...';

/**
 * /pay-runs (administrators; not in the menu, the dashboard's card leads here): every
 * organisation's pay runs from approval on, with the organisation column; edit is offered until
 * completed or cancelled.
 */
export function AdminPayRunsPage() {
  const [pageSize, setPageSize] = useTablePageSize('admin-pay-runs');
  const search = useServerSearch(ADMIN_PAY_RUNS_SEARCH_PLACEHOLDER);
  const list = usePagedList('adminPayRuns-getAll', search.input, { pageSize, errorToast: MESSAGES.listFailed });
  return (
    <ResourceTable<PayRun>
      tableId="admin-pay-runs"
      title="Pay Runs"
      resourceName="pay runs"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
      trackBy="id"
      columnDefinitions={payRunColumns(
        {
          details: (r) => payRunLinks.adminDetails(r.orgId, r.id),
          edit: (r) => (isTerminal(r.status) ? undefined : payRunLinks.adminEdit(r.orgId, r.id)),
        },
        true,
      )}
      emptyText={MESSAGES.noneFound}
    />
  );
}
