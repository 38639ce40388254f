import { useParams } from 'react-router-dom';
import { formatRm } from '../../../../shared/domain/money/money';
import type { PayRunReportLine } from '../../../../shared/domain/benefits/pay-run';
import { usePagedList, type PagedList } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { MESSAGES } from './messages';

const columns: ResourceColumn<PayRunReportLine>[] = [
  {
    id: 'employeeName',
    header: 'Employee Name',
    sortingField: 'employeeName',
    cell: (l) => l.employeeName,
    freeText: true,
  },
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
  { id: 'reason', header: 'Reason', cell: (l) => l.reason ?? '-', freeText: true },
];

const TABLE_ID = 'pay-run-report';
export const PAY_RUN_REPORT_SEARCH_PLACEHOLDER = 'Search report lines by employee name or IC number...';

/** The report's lines, a page at a time (a run pays every employee of the organisation). */
function ReportTable({
  page,
  onPageSizeChange,
  search,
}: {
  page: PagedList<PayRunReportLine>;
  onPageSizeChange: (n: number) => void;
  search: ReturnType<typeof useServerSearch>['search'];
}) {
  return (
    <ResourceTable<PayRunReportLine>
      tableId={TABLE_ID}
      title="Pay Run Report"
      resourceName="report lines"
      items={[]}
      server={{ page, onPageSizeChange, search }}
      trackBy="employeeNumber"
      columnDefinitions={columns}
      emptyText={MESSAGES.noReports}
    />
  );
}

/** /benefits-pay-runs/:orgId/:payRunId/report: the outcome of each payment of a completed run. */
export function PayRunReportPage() {
  const payRunId = useParams().payRunId ?? '';
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const search = useServerSearch(PAY_RUN_REPORT_SEARCH_PLACEHOLDER);
  const report = usePagedList(
    'payRuns-getPayRunReport',
    { payRunId, ...search.input },
    { pageSize, errorToast: MESSAGES.noReports },
  );
  return <ReportTable page={report} onPageSizeChange={setPageSize} search={search.search} />;
}

/** /pay-runs/:orgId/:payRunId/report (administrators). */
export function AdminPayRunReportPage() {
  const { orgId = '', payRunId = '' } = useParams();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const search = useServerSearch(PAY_RUN_REPORT_SEARCH_PLACEHOLDER);
  const report = usePagedList(
    'adminPayRuns-getReport',
    { orgId, payRunId, ...search.input },
    { pageSize, errorToast: MESSAGES.noReports },
  );
  return <ReportTable page={report} onPageSizeChange={setPageSize} search={search.search} />;
}
