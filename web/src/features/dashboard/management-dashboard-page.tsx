import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import PieChart from '@cloudscape-design/components/pie-chart';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MONTHS, periodOf, type MonthName } from '../../../../shared/domain/advance-pay/advance-pay';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { PageSpinner } from '../../components/page-spinner';
import { CreditLinePanel } from './credit-line-panel';
import { SettlementsDuePanel } from './settlements-due-panel';
import { EmptyState } from './empty-state';
import { DASHBOARD_FAILED } from '../../app/messages';
import { WelcomeBanner, WelcomeText } from './welcome-banner';
import './dashboard.css';

type Summary = CallableOutput<'advancePayManagement-getMonthlySummary'>;
type Counter = keyof Summary['amounts'];

/** The month's counters (docs/rules.md#dashboards), in the order a request moves. */
const COUNTERS: { key: Counter; label: string; hint: string }[] = [
  { key: 'pending', label: 'Pending', hint: 'Waiting for approval' },
  { key: 'approved', label: 'Approved', hint: 'To be sent to the bank' },
  { key: 'processing', label: 'Processing', hint: 'Sent to the bank' },
  { key: 'withdrawn', label: 'Withdrawn', hint: 'Paid out to employees' },
  { key: 'rejected', label: 'Rejected', hint: 'Refused by management' },
  { key: 'cancelled', label: 'Cancelled', hint: 'Cancelled before payout' },
];
/** How many years back the picker offers. */
const YEARS_BACK = 4;
const CHART_COLOURS = ['#f96d00', '#00998E', '#ffb066', '#5cc2ba', '#b34f00', '#006b63', '#ffd6b0', '#a8e0db'];

function MonthPicker({
  year,
  month,
  onChange,
}: {
  year: number;
  month: MonthName;
  onChange: (year: number, month: MonthName) => void;
}) {
  const thisYear = periodOf().year;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i));
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <FormField label="Month">
        <Select
          data-testid="month-picker"
          selectedOption={{ value: month, label: month }}
          options={MONTHS.map((m) => ({ value: m, label: m }))}
          onChange={(e) => onChange(year, e.detail.selectedOption.value as MonthName)}
        />
      </FormField>
      <FormField label="Year">
        <Select
          data-testid="year-picker"
          selectedOption={{ value: String(year), label: String(year) }}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(e) => onChange(Number(e.detail.selectedOption.value), month)}
        />
      </FormField>
    </SpaceBetween>
  );
}

function Counters({ s }: { s: Summary }) {
  return (
    <Container
      header={
        <Header variant="h2" description={`Withdrawal requests of ${s.period}: how many, and their amount`}>
          Requests
        </Header>
      }
      data-testid="management-counters"
    >
      <ColumnLayout columns={3} variant="text-grid" minColumnWidth={140}>
        {COUNTERS.map((c) => (
          <div key={c.key} data-testid={`counter-${c.key}`}>
            <Box variant="awsui-key-label">{c.label}</Box>
            <Box variant="awsui-value-large" data-testid={`counter-${c.key}-count`}>
              {s[c.key].toLocaleString('en-MY')}
            </Box>
            <Box color="text-body-secondary" data-testid={`counter-${c.key}-amount`}>
              {formatRm(s.amounts[c.key])}
            </Box>
            <Box variant="small" color="text-body-secondary">
              {c.hint}
            </Box>
          </div>
        ))}
      </ColumnLayout>
    </Container>
  );
}

function ActiveEmployees({ s }: { s: Summary }) {
  return (
    <Container header={<Header variant="h2">Active Employees</Header>} data-testid="active-employees">
      <SpaceBetween size="xxs">
        <Box variant="awsui-value-large" data-testid="active-employees-value">
          {s.activeEmployees.toLocaleString('en-MY')}
        </Box>
        <Box variant="small" color="text-body-secondary">
          Approved employees in your directory today
        </Box>
      </SpaceBetween>
    </Container>
  );
}

function ReasonsChart({ s }: { s: Summary }) {
  const data = Object.entries(s.reasons)
    .sort(([, a], [, b]) => b - a)
    .map(([title, value], i) => ({ title, value, color: CHART_COLOURS[i % CHART_COLOURS.length] }));
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`Amounts requested in ${s.period}, by reason (rejected and cancelled left out)`}
        >
          Withdrawal Reasons
        </Header>
      }
      data-testid="chart-reasons"
    >
      <PieChart
        variant="donut"
        data={data}
        hideFilter
        size="medium"
        ariaLabel={`Withdrawal reasons of ${s.period}`}
        innerMetricValue={formatRm(data.reduce((sum, d) => sum + d.value, 0))}
        innerMetricDescription="requested"
        detailPopoverContent={(datum, sum) => [
          { key: 'Amount', value: formatRm(datum.value) },
          { key: 'Share', value: `${sum > 0 ? ((datum.value / sum) * 100).toFixed(1) : '0'}%` },
        ]}
        segmentDescription={(datum) => formatRm(datum.value)}
        empty={
          <EmptyState title={`No withdrawals in ${s.period}`} testId="reasons-chart-empty">
            When your employees get paid in advance, the reasons they give are shown here.
          </EmptyState>
        }
      />
    </Container>
  );
}

/**
 * /management/dashboard: one month of the organisation's Advance Pay (a month and year picker,
 * the current month in Malaysia by default): counters by status, active employees, reasons.
 */
export function ManagementDashboardPage() {
  const session = useSession().data;
  const org = useOrgInfo(session);
  const now = periodOf();
  const [picked, setPicked] = useState<{ year: number; month: MonthName }>({
    year: now.year,
    month: MONTHS[now.month - 1],
  });
  const advancePay = org.data?.advancePay === 'yes';
  const summary = useCallableQuery('advancePayManagement-getMonthlySummary', picked, {
    enabled: advancePay,
    errorToast: DASHBOARD_FAILED,
  });

  return (
    <div data-testid="management-dashboard">
      <ContentLayout>
        <SpaceBetween size="l">
          <WelcomeBanner>
            {org.data && !advancePay && (
              <WelcomeText>
                Advance Pay is not switched on for your organisation, so there are no withdrawals to show.
              </WelcomeText>
            )}
          </WelcomeBanner>
          <CreditLinePanel />
          <SettlementsDuePanel />
          {org.isPending && <PageSpinner />}
          {advancePay && (
            <SpaceBetween size="l">
              <Header
                variant="h2"
                actions={<MonthPicker {...picked} onChange={(year, month) => setPicked({ year, month })} />}
              >
                Advance Pay — {summary.data?.period ?? `${picked.month} ${picked.year}`}
              </Header>
              {summary.isPending && <PageSpinner />}
              {summary.isError && (
                <Alert
                  type="error"
                  header={DASHBOARD_FAILED}
                  action={<Button onClick={() => void summary.refetch()}>Retry</Button>}
                  data-testid="dashboard-error"
                >
                  Please try again in a moment.
                </Alert>
              )}
              {summary.data && (
                <SpaceBetween size="l">
                  <Counters s={summary.data} />
                  <Grid gridDefinition={[{ colspan: { default: 12, m: 4 } }, { colspan: { default: 12, m: 8 } }]}>
                    <ActiveEmployees s={summary.data} />
                    <ReasonsChart s={summary.data} />
                  </Grid>
                </SpaceBetween>
              )}
            </SpaceBetween>
          )}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
