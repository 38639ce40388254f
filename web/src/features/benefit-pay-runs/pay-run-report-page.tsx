import { useParams } from 'react-router-dom';
import { formatRm } from '../../../../shared/domain/money';
import type { PayRunReportLine } from '../../../../shared/domain/pay-run';
import { useAllPages } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { MESSAGES } from './messages';

const columns: ResourceColumn<PayRunReportLine>[] = [
  { id: 'employeeName', header: 'Employee Name', sortingField: 'employeeName', cell: (l) => l.employeeName },
  { id: 'employeeNumber', header: 'IC Number', sortingField: 'employeeNumber', cell: (l) => l.employeeNumber },
  { id: 'netPay', header: 'Net Pay', sortingField: 'netPay', cell: (l) => formatRm(l.netPay) },
  {
    id: 'status',
    header: 'Status',
    sortingField: 'status',
    cell: (l) => (
      <EntityStatus entity="payout" status={l.status} testId={`pay-run-report-status-${l.employeeNumber}`} />
    ),
  },
  { id: 'reason', header: 'Reason', cell: (l) => l.reason ?? '-' },
];

function ReportTable({
  query,
}: {
  query: { data?: PayRunReportLine[]; isPending: boolean; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <ResourceTable<PayRunReportLine>
      tableId="pay-run-report"
      title="Pay Run Report"
      resourceName="report lines"
      items={query.data ?? []}
      query={query}
      trackBy="employeeNumber"
      columnDefinitions={columns}
      // The server pages the report by IC number; people read it by name.
      defaultSortingColumnId="employeeName"
      emptyText={MESSAGES.noReports}
    />
  );
}

/** /benefits-pay-runs/:orgId/:payRunId/report: the outcome of each payment of a completed run. */
export function PayRunReportPage() {
  const payRunId = useParams().payRunId ?? '';
  const report = useAllPages('payRuns-getPayRunReport', { payRunId }, { retry: false, errorToast: MESSAGES.noReports });
  return <ReportTable query={report} />;
}

/** /pay-runs/:orgId/:payRunId/report (administrators). */
export function AdminPayRunReportPage() {
  const { orgId = '', payRunId = '' } = useParams();
  const report = useAllPages(
    'adminPayRuns-getReport',
    { orgId, payRunId },
    { retry: false, errorToast: MESSAGES.noReports },
  );
  return <ReportTable query={report} />;
}
