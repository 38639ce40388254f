import Box from '@cloudscape-design/components/box';
import type { OperationsDashboard } from '../../../../shared/domain/finance/operations-dashboard';
import { paths } from '../../../../shared/routes';
import { FigureCard } from './figure-card';

/** Benefit pay runs approved by their organisation and not yet paid out. */
export function PayRunsCard({ d }: { d: OperationsDashboard }) {
  const { awaitingPayment, approved, pendingPayment } = d.payRuns;
  return (
    <FigureCard
      title="Pay runs waiting for payment"
      description="Benefit pay runs approved by their organization: make the payout files, then pay them"
      link={{ href: paths.adminPayRuns(), text: 'Pay Runs' }}
      testId="ops-pay-runs"
      value={awaitingPayment}
      empty={{ title: 'None.', text: 'Every approved pay run has been paid out.' }}
    >
      <Box color="text-body-secondary" data-testid="ops-pay-runs-detail">
        {approved} approved (payout files to make) · {pendingPayment} pending payment
      </Box>
    </FigureCard>
  );
}
