import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import { periodFromKey } from '../../../../shared/domain/advance-pay/advance-pay';
import type { OrgsMonthlyReport } from '../../../../shared/domain/money/bank-transfer';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { REPORT_FAILED } from './messages';
import { NOT_AVAILABLE } from '../../components/not-available';
import { MonthSelect, isPeriodKey } from '../../components/month-select';
import { adminTransactionsOf, internalOrgReportPath, internalReportPath } from './paths';

type OrgRow = OrgsMonthlyReport['orgs'][number];

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box fontSize="heading-l" data-testid={testId}>
        {value}
      </Box>
    </div>
  );
}

function useReport(month: string) {
  return useCallableQuery(
    'advancePayAdmin-getOrgsMonthlyReport',
    { period: month },
    { errorToast: REPORT_FAILED, enabled: isPeriodKey(month) },
  );
}

/**
 * /internal/advance-pay/monthly-report/:month: the month's totals across organisations (service
 * fees by who pays them, transferred, total, requests) and one row per organisation with its
 * drill-down link (docs/rules.md#reports-and-the-payroll-deduction-file).
 */
export function InternalMonthlyReportPage() {
  const { month = '' } = useParams();
  const navigate = useNavigateTo();
  const report = useReport(month);
  if (!isPeriodKey(month))
    return (
      <Alert type="error" header={NOT_AVAILABLE}>
        The month in the address is not valid (yyyy-MM).
      </Alert>
    );
  const s = report.data?.summary;
  const columns: ResourceColumn<OrgRow>[] = [
    {
      id: 'orgName',
      header: 'Organization',
      sortingField: 'orgName',
      freeText: true,
      cell: (o) => (
        <Link
          href={internalOrgReportPath(month, o.orgId)}
          onFollow={(e) => {
            e.preventDefault();
            navigate(internalOrgReportPath(month, o.orgId));
          }}
        >
          {o.orgName}
        </Link>
      ),
    },
    { id: 'transferred', header: 'Transferred', sortingField: 'transferred', cell: (o) => formatRm(o.transferred) },
    {
      id: 'orgServiceFee',
      header: 'Organization Service Fee',
      sortingField: 'orgServiceFee',
      cell: (o) => formatRm(o.orgServiceFee),
    },
    {
      id: 'employeesServiceFee',
      header: 'Employees Service Fee',
      sortingField: 'employeesServiceFee',
      cell: (o) => formatRm(o.employeesServiceFee),
    },
    {
      id: 'instantFee',
      header: 'Instant Payout Fees',
      sortingField: 'instantFee',
      cell: (o) => formatRm(o.instantFee),
    },
    { id: 'orgTotal', header: 'Total', sortingField: 'orgTotal', cell: (o) => formatRm(o.orgTotal) },
    { id: 'requests', header: 'Completed / Requests', cell: (o) => `${o.completedRequests} / ${o.totalRequests}` },
  ];
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Completed withdrawals count as transferred (net of the fees taken from them); the total adds the service and instant payout fees; requests count every status."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <MonthSelect value={month} onChange={(m) => navigate(internalReportPath(m))} testId="report-month" />
              <Button onClick={() => navigate(adminTransactionsOf(month))}>Back</Button>
            </SpaceBetween>
          }
        >
          Monthly Report - {periodFromKey(month).text}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Summary</Header>}>
          {report.isPending ? (
            <PageSpinner />
          ) : (
            <ColumnLayout columns={4} variant="text-grid">
              <Figure label="Transferred" value={formatRm(s?.transferredTotal ?? 0)} testId="report-transferred" />
              <Figure
                label="Organizations Service Fee"
                value={formatRm(s?.orgsServiceFee ?? 0)}
                testId="report-orgs-fee"
              />
              <Figure
                label="Employees Service Fee"
                value={formatRm(s?.employeesServiceFee ?? 0)}
                testId="report-employees-fee"
              />
              <Figure label="Instant Payout Fees" value={formatRm(s?.instantFee ?? 0)} testId="report-instant-fee" />
              <Figure label="Total" value={formatRm(s?.total ?? 0)} testId="report-total" />
              <Figure label="Completed Requests" value={s?.completedRequests ?? 0} testId="report-completed" />
              <Figure label="Total Requests" value={s?.totalRequests ?? 0} testId="report-requests" />
            </ColumnLayout>
          )}
        </Container>
        <ResourceTable<OrgRow>
          tableId="internal-monthly-report"
          title="Organizations"
          resourceName="organizations"
          items={report.data?.orgs ?? []}
          query={report}
          trackBy="orgId"
          columnDefinitions={columns}
          defaultSortingColumnId="orgName"
          emptyText={`No organization had withdrawals in ${periodFromKey(month).text}. Choose another month.`}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}

/** /internal/advance-pay/monthly-report/:month/:orgId: one organisation's figures of the month, with its transactions link. */
export function InternalOrgMonthlyReportPage() {
  const { month = '', orgId = '' } = useParams();
  const navigate = useNavigateTo();
  const report = useReport(month);
  if (!isPeriodKey(month))
    return (
      <Alert type="error" header={NOT_AVAILABLE}>
        The month in the address is not valid (yyyy-MM).
      </Alert>
    );
  if (report.isPending) return <PageSpinner />;
  const row = report.data?.orgs.find((o) => o.orgId === orgId);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={periodFromKey(month).text}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(adminTransactionsOf(month, orgId))}>View Transactions</Button>
              <Button onClick={() => navigate(internalReportPath(month))}>Back</Button>
            </SpaceBetween>
          }
        >
          {row?.orgName ?? 'Organization'} - Monthly Report
        </Header>
      }
    >
      {row ? (
        <Container>
          <ColumnLayout columns={3} variant="text-grid">
            <Figure label="Transferred" value={formatRm(row.transferred)} testId="org-report-transferred" />
            <Figure label="Organization Service Fee" value={formatRm(row.orgServiceFee)} testId="org-report-org-fee" />
            <Figure
              label="Employees Service Fee"
              value={formatRm(row.employeesServiceFee)}
              testId="org-report-employees-fee"
            />
            <Figure label="Instant Payout Fees" value={formatRm(row.instantFee)} testId="org-report-instant-fee" />
            <Figure label="Total" value={formatRm(row.orgTotal)} testId="org-report-total" />
            <Figure label="Completed Requests" value={row.completedRequests} testId="org-report-completed" />
            <Figure label="Total Requests" value={row.totalRequests} testId="org-report-requests" />
          </ColumnLayout>
        </Container>
      ) : (
        <Alert type="info" header={NOT_AVAILABLE}>
          This organization had no withdrawals in {periodFromKey(month).text}. Choose another month in the monthly
          report.
        </Alert>
      )}
    </ContentLayout>
  );
}
