import type { ReactNode } from 'react';
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
import type { CallableOutput } from '../../../../shared/callables/index';
import { periodFromKey } from '../../../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../../../shared/domain/money/money';
import { useSession } from '../../auth/session';
import { NoAccess } from '../../components/no-access';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useMonthlyReportPages } from './use-monthly-report-pages';
import { NoWrap } from '../../components/no-wrap';
import { ReportFileButton } from './report-file-download';
import { EMPLOYEE_REPORT_TABLE_ID, EmployeeTransactionsTable } from './employee-transactions-table';
import { usePagedReport } from '../../api/use-paged-report';
import { DOWNLOAD_FAILED, REPORT_FAILED, REPORT_FILE_FAILED, REPORT_TITLE } from './messages';
import { MonthSelect, isPeriodKey } from '../../components/month-select';
import { NotAvailable } from '../../components/not-available';
import { employeeReportPath, monthlyReportPath, TRANSACTIONS_PATH, transactionsOfMonthPath } from './paths';

type Report = CallableOutput<'advancePayManagement-getMonthlyReport'>;
type Line = Report['employeesReports'][number];
type Figures = Pick<
  Report['summary'],
  | 'total'
  | 'transferred'
  | 'inFlight'
  | 'serviceFee'
  | 'totalRequests'
  | 'completedRequests'
  | 'instantPayouts'
  | 'instantFee'
>;

/** One figure of a summary card. */
function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" data-testid={`${testId}-value`}>
        <NoWrap>{value}</NoWrap>
      </Box>
      {hint && (
        <Box variant="small" color="text-body-secondary">
          {hint}
        </Box>
      )}
    </div>
  );
}

/**
 * The month's figures as cards (definitions: shared/domain/advance-pay/advance-pay-reports.ts).
 * A column is as wide as a large amount ('RM 12,345.67'): one column on a phone, never overlapping.
 */
export function FigureCards({ f, extra }: { f: Figures; extra?: ReactNode }) {
  return (
    <Container header={<Header variant="h2">Summary</Header>} data-testid="report-summary">
      <ColumnLayout columns={4} variant="text-grid" minColumnWidth={260}>
        <Figure
          testId="figure-transferred"
          label="Transferred"
          value={formatRm(f.transferred)}
          hint="Completed withdrawals, paid out"
        />
        <Figure
          testId="figure-in-flight"
          label="In Processing"
          value={formatRm(f.inFlight)}
          hint="Pending, approved or sent to bank"
        />
        <Figure
          testId="figure-total"
          label="Total Requested"
          value={formatRm(f.total)}
          hint="All requests but rejected and cancelled"
        />
        <Figure
          testId="figure-requests"
          label="Requests"
          value={`${f.completedRequests} / ${f.totalRequests}`}
          hint="Completed / all requests of the month"
        />
        <Figure
          testId="figure-fee-employer"
          label="Service Fee (Employer)"
          value={formatRm(f.serviceFee.employer)}
          hint="Billed to your organisation (completed)"
        />
        <Figure
          testId="figure-fee-employee"
          label="Service Fee (Employees)"
          value={formatRm(f.serviceFee.employee)}
          hint="Deducted upfront from payouts (completed)"
        />
        <Figure
          testId="figure-instant-fee"
          label="Instant Payout Fees"
          value={formatRm(f.instantFee)}
          hint={`${String(f.instantPayouts)} paid instantly, the fee taken from the payout (completed)`}
        />
        {extra}
      </ColumnLayout>
    </Container>
  );
}

const REPORT_TABLE_ID = 'management-advance-pay-monthly-report';

/** The route's orgId must be the manager's own organisation; the month must be 'yyyy-MM'. */
function useReportParams() {
  const { orgId = '', month = '', id = '' } = useParams();
  const session = useSession().data;
  return { orgId, month, id, own: !!session && session.orgId === orgId, valid: isPeriodKey(month) };
}

/**
 * /advance-pay/org/:orgId/monthly-report/:month: the organisation's month — summary cards, one
 * line per employee with a details link, and the payroll deduction file
 * (docs/rules.md#reports-and-the-payroll-deduction-file).
 */
export function MonthlyReportPage() {
  const { orgId, month, own, valid } = useReportParams();
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(REPORT_TABLE_ID);
  // One page of employees at a time, by IC number, searched on the server; the month's summary comes with every page.
  const report = useMonthlyReportPages(month, { pageSize, enabled: own && valid, errorToast: REPORT_FAILED });

  if (!own) return <NoAccess />;
  if (!valid)
    return (
      <NotAvailable>The month in the address is not valid. Open the report from the transactions page.</NotAvailable>
    );
  if (report.isPending) return <PageSpinner />;
  const summary = report.summary;
  if (!summary) return <NotAvailable>The report could not be loaded. Please reload the page.</NotAvailable>;

  const go = (href: string) => (e: CustomEvent) => {
    e.preventDefault();
    navigate(href);
  };
  const columns: ResourceColumn<Line>[] = [
    {
      id: 'employeeName',
      header: 'Employee',
      freeText: true,
      sortingField: 'employeeName',
      cell: (l) => {
        const href = employeeReportPath(orgId, month, l.employeeICNumber);
        return (
          <Link href={href} onFollow={go(href)} data-testid={`employee-report-${l.employeeICNumber}`}>
            {l.employeeName}
          </Link>
        );
      },
    },
    {
      id: 'employeeICNumber',
      header: 'IC Number',
      sortingField: 'employeeICNumber',
      cell: (l) => l.employeeICNumber,
      hiddenByDefault: true,
    },
    {
      id: 'email',
      header: 'Email',
      sortingField: 'email',
      cell: (l) => l.email ?? '-',
      hiddenByDefault: true,
      freeText: true,
    },
    { id: 'withdrawals', header: 'Withdrawals', sortingField: 'withdrawals', cell: (l) => l.withdrawals },
    { id: 'total', header: 'Total Requested', sortingField: 'total', cell: (l) => formatRm(l.total) },
    { id: 'transferred', header: 'Transferred', sortingField: 'transferred', cell: (l) => formatRm(l.transferred) },
    { id: 'inFlight', header: 'In Processing', sortingField: 'inFlight', cell: (l) => formatRm(l.inFlight) },
    { id: 'serviceFee', header: 'Service Fee', sortingField: 'serviceFee', cell: (l) => formatRm(l.serviceFee) },
    {
      id: 'instantPayouts',
      header: 'Paid Instantly',
      sortingField: 'instantPayouts',
      cell: (l) => l.instantPayouts,
      hiddenByDefault: true,
    },
    {
      id: 'instantFee',
      header: 'Instant Fee',
      sortingField: 'instantFee',
      cell: (l) => formatRm(l.instantFee),
    },
  ];
  const transactionsHref = transactionsOfMonthPath(month);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${summary.orgName} — ${summary.period}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <MonthSelect
                value={month}
                onChange={(next) => navigate(monthlyReportPath(orgId, next))}
                testId="report-month"
              />
              <Button href={transactionsHref} onFollow={go(transactionsHref)} data-testid="report-transactions">
                Transactions
              </Button>
              <ReportFileButton
                kind="monthlyReport"
                period={month}
                label="Download report (CSV)"
                failedToast={REPORT_FILE_FAILED}
                testId="download-monthly-report"
              />
              <ReportFileButton
                kind="payrollDeduction"
                period={month}
                label="Download payroll deduction file"
                failedToast={DOWNLOAD_FAILED}
                testId="download-payroll-deduction"
              />
            </SpaceBetween>
          }
        >
          {REPORT_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <FigureCards
          f={summary}
          extra={
            <Figure
              testId="figure-active-employees"
              label="Active Employees"
              value={String(summary.activeEmployees)}
              hint={`${summary.employeesWithRequests} asked for an advance this month`}
            />
          }
        />
        <ResourceTable<Line>
          tableId={REPORT_TABLE_ID}
          title="Employees"
          description="What each employee asked for this month, by IC number. The payroll deduction file lists what to deduct on pay day: completed, approved and processing withdrawals (fees and instant payout fees are never added)."
          resourceName="employees"
          testId="monthly-report-table"
          items={[]}
          server={{ page: report.page, onPageSizeChange: setPageSize, search: report.search }}
          trackBy="employeeICNumber"
          columnDefinitions={columns}
          emptyText={`No employee asked for an advance in ${periodFromKey(month).text}. Choose another month above.`}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}

/** /advance-pay/org/:orgId/monthly-report/:month/:id/details: one employee's month (id = IC number). */
export function EmployeeMonthlyReportPage() {
  const { orgId, month, id, own, valid } = useReportParams();
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(EMPLOYEE_REPORT_TABLE_ID);
  // The month's figures come with every page; the table pages the transactions on the server.
  const { report, query, page } = usePagedReport(
    'advancePayManagement-getEmployeeMonthlyReport',
    { employeeICNumber: id, period: month },
    {
      pageSize,
      rowsOf: (out) => out.transactions,
      enabled: own && valid && id !== '',
      errorToast: REPORT_FAILED,
    },
  );
  if (!own) return <NoAccess />;
  if (valid && id !== '' && query.isPending) return <PageSpinner />;
  const r = report;
  const back = () => navigate(valid ? monthlyReportPath(orgId, month) : TRANSACTIONS_PATH);
  if (!valid || !r) {
    return (
      <NotAvailable>
        <SpaceBetween size="s" alignItems="center">
          <span>
            This employee has no Advance Pay report for the month. Go back to the monthly report and choose an employee
            from the list.
          </span>
          <Button onClick={back}>Back</Button>
        </SpaceBetween>
      </NotAvailable>
    );
  }
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${r.employee.employeeICNumber}${r.employee.email ? ` — ${r.employee.email}` : ''}`}
          actions={
            <Button onClick={back} data-testid="employee-report-back">
              Back
            </Button>
          }
        >
          {r.employee.employeeName} — {r.period}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <FigureCards f={r.summary} />
        <EmployeeTransactionsTable
          period={r.period}
          page={page}
          onPageSizeChange={setPageSize}
          onOpen={(href) => navigate(href)}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
