import { isTerminal, type PayRun } from '../../../../shared/domain/benefits/pay-run';
import { usePagedList } from '../../api/hooks';
import { ResourceTable, useTablePageSize } from '../../components/resource-table';
import { MESSAGES, payRunLinks } from './messages';
import { payRunColumns } from './pay-run-columns';

/**
 * /pay-runs (administrators; not in the menu, the dashboard's card leads here): every
 * organisation's pay runs from approval on, with the organisation column; edit is offered until
 * completed or cancelled.
 */
export function AdminPayRunsPage() {
  const [pageSize, setPageSize] = useTablePageSize('admin-pay-runs');
  const list = usePagedList('adminPayRuns-getAll', {}, { pageSize, errorToast: MESSAGES.listFailed });
  return (
    <ResourceTable<PayRun>
      tableId="admin-pay-runs"
      title="Pay Runs"
      resourceName="pay runs"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize }}
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
