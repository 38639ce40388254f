import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallableQuery } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { DASHBOARD_FAILED } from '../../app/messages';
import { FailedWagesCard, LockedAccountsCard, OrganisationsCard } from './attention-cards';
import { FilesWithErrorsCard } from './files-with-errors-card';
import { DisbursementsWaitingCard, OverdueSettlementsCard } from './finance-cards';
import { MonthCard } from './month-card';
import { PayRunsCard } from './pay-runs-card';
import { NextRunCard, SentToBankCard, WaitingCard } from './queue-cards';

const THIRDS = [
  { colspan: { default: 12, s: 4 } },
  { colspan: { default: 12, s: 4 } },
  { colspan: { default: 12, s: 4 } },
];

/**
 * /internal/dashboard, where administrators land: today's Advance Pay queue and the next
 * end-of-day run, this month's withdrawals by organisation, and what needs fixing (failed
 * earned wages, locked accounts), with the organisations by status. Each card links to the
 * page where its figure is acted on.
 */
export function OperationsDashboardPage() {
  const dashboard = useCallableQuery('advancePayAdmin-getOperationsDashboard', {}, { errorToast: DASHBOARD_FAILED });
  const d = dashboard.data;
  return (
    <div data-testid="ops-dashboard">
      <ContentLayout
        header={
          <Header
            variant="h1"
            description={
              d ? `Every organization, as of ${formatDateTime(d.asOf)} (Malaysia time)` : 'Every organization, today'
            }
            actions={
              <Button
                iconName="refresh"
                loading={dashboard.isFetching}
                onClick={() => void dashboard.refetch()}
                data-testid="ops-refresh"
              >
                Refresh
              </Button>
            }
          >
            Dashboard
          </Header>
        }
      >
        {dashboard.isPending && (
          <StatusIndicator type="loading" data-testid="ops-loading">
            Loading the figures of every organization
          </StatusIndicator>
        )}
        {dashboard.isError && !d && (
          // The toast says what failed; this stays on the page with a way out.
          <Alert
            type="error"
            header="The figures could not be loaded."
            action={<Button onClick={() => void dashboard.refetch()}>Retry</Button>}
            data-testid="ops-error"
          >
            Please try again in a moment.
          </Alert>
        )}
        {d && (
          <SpaceBetween size="l">
            <Grid gridDefinition={THIRDS}>
              <WaitingCard e={d.endOfDay} />
              <SentToBankCard e={d.endOfDay} />
              <NextRunCard e={d.endOfDay} asOf={d.asOf} />
            </Grid>
            <MonthCard m={d.month} />
            <Grid gridDefinition={THIRDS}>
              <FailedWagesCard d={d} />
              <LockedAccountsCard d={d} />
              <OrganisationsCard d={d} />
            </Grid>
            <Grid gridDefinition={THIRDS}>
              <PayRunsCard d={d} />
              <DisbursementsWaitingCard d={d} />
              <OverdueSettlementsCard d={d} />
            </Grid>
            <Grid gridDefinition={THIRDS}>
              <FilesWithErrorsCard />
            </Grid>
          </SpaceBetween>
        )}
      </ContentLayout>
    </div>
  );
}
