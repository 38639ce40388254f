import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import type { OperationsDashboard } from '../../../../shared/domain/finance/operations-dashboard';
import { plural } from './format';
import { dashboardLinks } from './paths';
import { RouterLink } from '../../components/router-link';

type Month = OperationsDashboard['month'];

const BAR_COLOUR = '#f96d00';

/** The largest organisations of the month as bars, the longest first. */
function Chart({ m }: { m: Month }) {
  return (
    <BarChart<string>
      series={[
        {
          title: 'Withdrawn',
          type: 'bar',
          color: BAR_COLOUR,
          data: m.top.map((o) => ({ x: o.orgName, y: o.amount })),
          valueFormatter: formatRm,
        },
      ]}
      xDomain={m.top.map((o) => o.orgName)}
      xScaleType="categorical"
      horizontalBars
      xTitle="Organization"
      yTitle="Amount (RM)"
      height={Math.max(160, m.top.length * 36)}
      hideFilter
      hideLegend
      ariaLabel={`Withdrawals of ${m.period} by organization, top ${m.top.length} by amount`}
      i18nStrings={{ yTickFormatter: (v) => v.toLocaleString('en-MY') }}
    />
  );
}

/** The same organisations as a list: each links to its withdrawals of the month. */
function Ranking({ m }: { m: Month }) {
  return (
    <SpaceBetween size="xxs">
      {m.top.map((o, i) => (
        <div
          key={o.orgId}
          data-testid={`ops-month-org-${o.orgId}`}
          style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}
        >
          <span>
            {i + 1}.{' '}
            <RouterLink href={dashboardLinks.orgMonth(m.periodKey, o.orgId)} testId={`ops-month-org-link-${o.orgId}`}>
              {o.orgName}
            </RouterLink>
          </span>
          <span style={{ whiteSpace: 'nowrap' }}>
            <b data-testid={`ops-month-org-amount-${o.orgId}`}>{formatRm(o.amount)}</b>{' '}
            <Box variant="span" color="text-body-secondary">
              (<span data-testid={`ops-month-org-count-${o.orgId}`}>{plural(o.count, 'withdrawal')}</span>)
            </Box>
          </span>
        </div>
      ))}
    </SpaceBetween>
  );
}

/** This month's withdrawals across organisations: the total and the ten largest organisations. */
export function MonthCard({ m }: { m: Month }) {
  return (
    <Container
      data-testid="ops-month"
      header={
        <Header
          variant="h2"
          description={`Pending, approved, processing and completed withdrawals of ${m.period}; the ${m.top.length > 1 ? `${m.top.length} largest organizations` : 'largest organization'} by amount`}
        >
          Withdrawals this month by organization
        </Header>
      }
      footer={
        <RouterLink href={dashboardLinks.monthlyReport(m.periodKey)} testId="ops-month-link">
          Monthly report of {m.period}
        </RouterLink>
      }
    >
      {m.count === 0 ? (
        <Box textAlign="center" color="text-body-secondary" padding={{ vertical: 'm' }} data-testid="ops-month-empty">
          <b>No withdrawals in {m.period} yet.</b> When employees of any organization get paid in advance this month,
          their organizations are ranked here.
        </Box>
      ) : (
        <SpaceBetween size="m">
          <Box data-testid="ops-month-total">
            <Box variant="awsui-value-large" display="inline">
              <span style={{ whiteSpace: 'nowrap' }} data-testid="ops-month-amount">
                {formatRm(m.amount)}
              </span>
            </Box>{' '}
            <Box variant="span" color="text-body-secondary">
              in <span data-testid="ops-month-count">{plural(m.count, 'withdrawal')}</span> from{' '}
              <span data-testid="ops-month-orgs">{plural(m.organisations, 'organization')}</span>
            </Box>
          </Box>
          <Chart m={m} />
          <Ranking m={m} />
        </SpaceBetween>
      )}
    </Container>
  );
}
