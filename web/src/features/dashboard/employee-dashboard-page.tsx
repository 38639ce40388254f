import { useDeferredValue, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { MONTHS } from '../../../../shared/domain/advance-pay/advance-pay';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { prefetchCallable, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { routeOf } from '../../app/access';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from './empty-state';
import { DASHBOARD_FAILED } from '../../app/messages';
import { GET_PAID_PATH, PROFILE_NOT_FOUND } from './messages';
import { transactionColumns } from '../../components/advance-transactions';
import { usePaginationLabels } from '../../components/pagination-labels';
import { useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { LOCALE_OF } from '../../../../shared/i18n/languages';
import { useRevealInTurn } from '../../components/use-reveal-in-turn';
import { WelcomeBanner, WelcomeText } from './welcome-banner';
import './dashboard.css';

type Dashboard = CallableOutput<'advancePayEmployee-employeeDashboard'>;

/** The Withdrawal Reasons table shows 7 rows a page. */
export const REASONS_PAGE_SIZE = 7;
const PRIMARY = '#f96d00';
const SECONDARY = '#00998E';

/** The Get Paid button, offered once its page exists in the route table. */
function GetPaidButton() {
  const navigate = useNavigateTo();
  const t = useT();
  if (!routeOf(GET_PAID_PATH)) return null;
  return <Button onClick={() => navigate(GET_PAID_PATH)}>{t('shell.getPaid')}</Button>;
}

function AmountCard({
  title,
  amount,
  description,
  testId,
}: {
  title: string;
  amount: number;
  description: string;
  testId: string;
}) {
  return (
    <Container header={<Header variant="h2">{title}</Header>} fitHeight data-testid={testId}>
      <SpaceBetween size="xxs">
        <Box variant="awsui-value-large" data-testid={`${testId}-value`}>
          {formatRm(amount)}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {description}
        </Box>
      </SpaceBetween>
    </Container>
  );
}

function WithdrawnCard({ d }: { d: Dashboard }) {
  const t = useT();
  const remaining = Math.max(0, Math.round((d.earnedWages - d.withdrawnAmount) * 100) / 100);
  return (
    <Container
      header={<Header variant="h2">{t('dashboard.withdrawnAmount')}</Header>}
      fitHeight
      data-testid="card-withdrawn"
    >
      <SpaceBetween size="xxs">
        <Box variant="awsui-value-large" data-testid="card-withdrawn-value">
          {formatRm(d.withdrawnAmount)}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {t('dashboard.requestedIn', { period: periodText(t.month, d.period) })}
        </Box>
      </SpaceBetween>
      <PieChart
        variant="donut"
        size="small"
        hideFilter
        hideLegend
        hideTitles
        hideDescriptions
        data-testid="chart-withdrawn"
        ariaLabel={t('dashboard.withdrawnChart')}
        innerMetricValue={`${d.percentageWithdrawn}%`}
        innerMetricDescription={t('dashboard.withdrawnShort')}
        data={[
          { title: t('dashboard.withdrawn'), value: d.withdrawnAmount, color: PRIMARY },
          { title: t('dashboard.notWithdrawn'), value: remaining, color: SECONDARY },
        ]}
        detailPopoverContent={(datum) => [{ key: t('advancePay.amount'), value: formatRm(datum.value) }]}
        segmentDescription={(datum) => formatRm(datum.value)}
        empty={
          <Box variant="small" color="text-body-secondary">
            {t('dashboard.nothingEarned')}
          </Box>
        }
      />
    </Container>
  );
}

/** A month's short name ('Jan') in the current language. */
function useShortMonth() {
  const t = useT();
  const format = new Intl.DateTimeFormat(LOCALE_OF[t.language], { month: 'short', timeZone: 'UTC' });
  return (month: string) => {
    const index = (MONTHS as readonly string[]).indexOf(month);
    return index < 0 ? month : format.format(new Date(Date.UTC(2000, index, 1)));
  };
}

function MonthlyWithdrawals({ d }: { d: Dashboard }) {
  const t = useT();
  const shortMonth = useShortMonth();
  const max = Math.max(...d.yearlySummary.map((m) => m.value));
  return (
    <Container
      header={
        <Header variant="h2" description={t('dashboard.monthlyWithdrawalsDescription')}>
          {t('dashboard.monthlyWithdrawals')}
        </Header>
      }
      data-testid="chart-monthly-withdrawals"
    >
      <BarChart<string>
        series={[
          {
            title: t('dashboard.withdrawn'),
            type: 'bar',
            color: PRIMARY,
            data: d.yearlySummary.map((m) => ({ x: m.month, y: m.value })),
            valueFormatter: formatRm,
          },
        ]}
        xDomain={[...MONTHS] as string[]}
        yDomain={[0, max > 0 ? Math.ceil(max * 1.1) : 100]}
        xScaleType="categorical"
        xTitle={t('advancePay.month')}
        yTitle={t('dashboard.amountRm')}
        height={220}
        hideFilter
        hideLegend
        ariaLabel={t('dashboard.monthlyWithdrawalsChart')}
        i18nStrings={{ yTickFormatter: (v) => v.toLocaleString('en-MY'), xTickFormatter: shortMonth }}
      />
    </Container>
  );
}

function WithdrawalReasons({ d }: { d: Dashboard }) {
  const t = useT();
  const paginationLabels = usePaginationLabels();
  const { items, paginationProps, collectionProps } = useCollection(d.reasons, {
    pagination: { pageSize: REASONS_PAGE_SIZE },
    sorting: {},
  });
  return (
    <Table
      {...collectionProps}
      data-testid="table-withdrawal-reasons"
      variant="container"
      header={
        <Header
          variant="h2"
          counter={`(${d.reasons.length})`}
          description={t('dashboard.withdrawalReasonsDescription')}
        >
          {t('dashboard.withdrawalReasons')}
        </Header>
      }
      items={items}
      trackBy="reason"
      columnDefinitions={[
        { id: 'reason', header: t('advancePay.reason'), cell: (r) => t.localize(r.reason), sortingField: 'reason' },
        { id: 'amount', header: t('advancePay.amount'), cell: (r) => formatRm(r.amount), sortingField: 'amount' },
      ]}
      pagination={<Pagination {...paginationProps} ariaLabels={paginationLabels} />}
      empty={
        <EmptyState title={t('dashboard.noWithdrawalsYet')} action={<GetPaidButton />} testId="reasons-empty">
          {t('dashboard.noWithdrawalsYetText')}
        </EmptyState>
      }
    />
  );
}

function RecentTransactions({ d }: { d: Dashboard }) {
  const t = useT();
  const columns = useMemo(() => transactionColumns(t), [t]);
  const { items, collectionProps } = useCollection(d.latestTransactions, { sorting: {} });
  return (
    <Table
      {...collectionProps}
      data-testid="table-recent-transactions"
      variant="container"
      header={
        <Header variant="h2" counter={`(${d.latestTransactions.length})`}>
          {t('dashboard.recentTransactions')}
        </Header>
      }
      items={items}
      trackBy="id"
      columnDefinitions={columns}
      empty={
        <EmptyState title={t('table.noTransactions')} action={<GetPaidButton />} testId="transactions-empty">
          {t('dashboard.noTransactionsText')}
        </EmptyState>
      }
    />
  );
}

/** The dashboard's figures, then its monthly chart, reasons and recent transactions, each built in turn. */
function DashboardFigures({ d }: { d: Dashboard }) {
  const t = useT();
  const shown = useRevealInTurn(4);
  return (
    <SpaceBetween size="l">
      <Box variant="small" color="text-body-secondary" data-testid="dashboard-help">
        {t('dashboard.help')}
      </Box>
      <ColumnLayout columns={4} minColumnWidth={200}>
        <AmountCard
          title={t('dashboard.earnedWages')}
          amount={d.earnedWages}
          description={t('dashboard.earnedSoFar', { period: periodText(t.month, d.period) })}
          testId="card-earned-wages"
        />
        <AmountCard
          title={t('dashboard.inProcessing')}
          amount={d.processing}
          description={t('dashboard.notYetPaidOut')}
          testId="card-in-processing"
        />
        <WithdrawnCard d={d} />
        <AmountCard
          title={t('dashboard.balance')}
          amount={d.balance}
          description={t('dashboard.balanceDescription')}
          testId="card-balance"
        />
      </ColumnLayout>
      {shown >= 2 && (
        <ColumnLayout columns={2} minColumnWidth={320}>
          <MonthlyWithdrawals d={d} />
          {shown >= 3 && <WithdrawalReasons d={d} />}
        </ColumnLayout>
      )}
      {shown >= 4 && <RecentTransactions d={d} />}
    </SpaceBetween>
  );
}

/** The Advance Pay part of the employee dashboard (docs/rules.md#dashboards). */
function AdvancePayDashboard() {
  const t = useT();
  const dashboard = useCallableQuery('advancePayEmployee-employeeDashboard', {}, { errorToast: DASHBOARD_FAILED });
  // The figures render in a transition of their own (in slices, yielding to the browser), once
  // they are in: also when they already are as this mounts (null first, then the figures).
  const data = useDeferredValue(dashboard.data ?? null, null);
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError) {
    const noProfile = dashboard.error.status === 404;
    return (
      <Alert
        type={noProfile ? 'info' : 'error'}
        header={noProfile ? t('dashboard.noProfile') : t.localize(DASHBOARD_FAILED)}
        action={noProfile ? undefined : <Button onClick={() => void dashboard.refetch()}>{t('common.retry')}</Button>}
        data-testid="dashboard-error"
      >
        {noProfile ? t.localize(PROFILE_NOT_FOUND) : t('dashboard.tryAgainInAMoment')}
      </Alert>
    );
  }
  return data ? <DashboardFigures d={data} /> : <PageSpinner />;
}

/**
 * /dashboard: the welcome part, and (when the organisation has Advance Pay) the employee's
 * figures of the current period, the year's monthly withdrawals, reasons and recent transactions.
 */
export function EmployeeDashboardPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const queryClient = useQueryClient();
  // While the organisation's switches load, the figures load beside them (the figures do not
  // depend on them, and an organisation with Advance Pay shows them): one round trip less.
  const orgLoading = org.isLoading;
  useEffect(() => {
    if (orgLoading) prefetchCallable(queryClient, 'advancePayEmployee-employeeDashboard', {});
  }, [orgLoading, queryClient]);
  return (
    <div data-testid="dashboard">
      <ContentLayout>
        <SpaceBetween size="l">
          <WelcomeBanner>
            {org.data && !advancePay && <WelcomeText>{t('dashboard.advancePayOff')}</WelcomeText>}
          </WelcomeBanner>
          {org.isPending && <PageSpinner />}
          {advancePay && <AdvancePayDashboard />}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
