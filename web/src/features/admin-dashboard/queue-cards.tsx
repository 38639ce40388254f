import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import type { OperationsDashboard } from '../../../../shared/domain/finance/operations-dashboard';
import { FigureCard } from './figure-card';
import { formatRunTime, plural, timeUntil } from './format';
import { dashboardLinks } from './paths';
import { isoToDisplay } from '../../components/date-text';
import { RouterLink } from '../../components/router-link';

type EndOfDay = OperationsDashboard['endOfDay'];

/** RM requested and RM to the bank (net of the fees employees pay), never wrapped. */
function Amounts({ amount, netAmount, testId }: { amount: number; netAmount: number; testId: string }) {
  return (
    <SpaceBetween size="xxs">
      <Box fontSize="heading-m" fontWeight="bold" data-testid={`${testId}-amount`}>
        <span style={{ whiteSpace: 'nowrap' }}>{formatRm(amount)}</span>
      </Box>
      <Box color="text-body-secondary">
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-net`}>
          {formatRm(netAmount)}
        </span>{' '}
        to the bank
      </Box>
    </SpaceBetween>
  );
}

/** Approved withdrawals (and processing ones not yet in a bank file) that the next end of day sends. */
export function WaitingCard({ e }: { e: EndOfDay }) {
  const notSent = e.waiting.count - e.approved;
  return (
    <FigureCard
      title="Waiting for end of day"
      description="Approved withdrawals the next end-of-day run sends to the bank"
      link={{ href: dashboardLinks.transactions, text: 'Advance Pay transactions' }}
      testId="ops-waiting"
      value={e.waiting.count}
      empty={{ title: 'Nothing waiting.', text: 'No approved withdrawal is due to go to the bank at the next run.' }}
    >
      <Amounts amount={e.waiting.amount} netAmount={e.waiting.netAmount} testId="ops-waiting" />
      {notSent > 0 && (
        <Box variant="small" color="text-body-secondary" data-testid="ops-waiting-not-sent">
          {plural(e.approved, 'approved')}, {plural(notSent, 'processing withdrawal')} not yet in a bank file
        </Box>
      )}
    </FigureCard>
  );
}

/** Withdrawals in a bank file, waiting for the administrator's Complete all with the transfer date. */
export function SentToBankCard({ e }: { e: EndOfDay }) {
  return (
    <FigureCard
      title="Waiting for Complete all"
      description="Processing withdrawals sent to the bank, to complete with their transfer date"
      link={{ href: dashboardLinks.transactions, text: 'Advance Pay transactions' }}
      testId="ops-sent"
      value={e.sentToBank.count}
      empty={{ title: 'Nothing to complete.', text: 'Every withdrawal sent to the bank has been completed.' }}
    >
      <Amounts amount={e.sentToBank.amount} netAmount={e.sentToBank.netAmount} testId="ops-sent" />
    </FigureCard>
  );
}

/** When the scheduled end of day runs next, and the holidays of the business calendar it skips to get there. */
export function NextRunCard({ e, asOf }: { e: EndOfDay; asOf: number }) {
  return (
    <Container
      fitHeight
      data-testid="ops-next-run"
      header={
        <Header variant="h2" description="Working days (Monday to Friday, holidays skipped) at 16:00, Malaysia time">
          Next end-of-day run
        </Header>
      }
    >
      <SpaceBetween size="xs">
        <Box fontSize="heading-m" fontWeight="bold" data-testid="ops-next-run-at">
          <span style={{ whiteSpace: 'nowrap' }}>{formatRunTime(e.nextRunAt)}</span>
        </Box>
        <Box color="text-body-secondary" data-testid="ops-next-run-in">
          {timeUntil(e.nextRunAt - asOf)}
        </Box>
        {e.skippedHolidays.map((h) => (
          <Box key={h.date} color="text-status-warning" data-testid="ops-next-run-skips">
            Skips {isoToDisplay(h.date)}: {h.name}
          </Box>
        ))}
        {e.comingHolidays.length > 0 && (
          <Box variant="small" data-testid="ops-coming-holidays">
            Then no run on{' '}
            {e.comingHolidays.map((h, i) => (
              <span key={h.date} data-testid={`ops-coming-holiday-${h.date}`}>
                {i > 0 && '; '}
                <span style={{ whiteSpace: 'nowrap' }}>{isoToDisplay(h.date)}</span> ({h.name})
              </span>
            ))}
            .
          </Box>
        )}
        <Box variant="small" color="text-body-secondary">
          The business calendar is kept at <RouterLink href={dashboardLinks.holidays}>Public Holidays</RouterLink>. An
          administrator can also run it now from Advance Pay › More Options.
        </Box>
      </SpaceBetween>
    </Container>
  );
}
