import { paths } from '../../../../shared/routes';
import Box from '@cloudscape-design/components/box';
import { formatRm } from '../../../../shared/domain/money/money';
import type { OperationsDashboard } from '../../../../shared/domain/finance/operations-dashboard';
import { isoToDisplay } from '../../components/date-text';
import { FigureCard } from './figure-card';
import { plural } from './format';

/**
 * Where the finance cards lead: the administrators' disbursements and settlements lists (their
 * routes are `adminDisbursements` and `adminRepayments` of shared/routes.ts once those pages exist).
 */
export const FINANCE_LINKS = {
  disbursements: paths.adminDisbursements(),
  settlements: paths.adminRepayments(),
} as const;

/** Disbursements approved by their organisation and not yet processed (paid) by the platform. */
export function DisbursementsWaitingCard({ d }: { d: OperationsDashboard }) {
  const count = d.disbursements.awaitingProcessing;
  return (
    <FigureCard
      title="Disbursements waiting to be processed"
      description="Approved by their organization: download them for processing or pay them through the gateway"
      link={{ href: FINANCE_LINKS.disbursements, text: 'Disbursements' }}
      testId="ops-disbursements"
      value={count}
      empty={{ title: 'None.', text: 'Every approved disbursement has been processed.' }}
    >
      <Box color="text-body-secondary">
        {plural(count, 'disbursement')} approved; the organizations wait for the money to reach their payees.
      </Box>
    </FigureCard>
  );
}

/** Settlements past their due date with an amount still due. */
export function OverdueSettlementsCard({ d }: { d: OperationsDashboard }) {
  const { count, amount, oldestDueDate } = d.overdueSettlements;
  return (
    <FigureCard
      title="Overdue settlements"
      description="Settlements past their due date with an amount still due; record the payments as they arrive"
      link={{ href: FINANCE_LINKS.settlements, text: 'Settlements' }}
      testId="ops-overdue"
      value={count}
      empty={{ title: 'None.', text: 'No settlement is past its due date with an amount still due.' }}
    >
      <Box variant="h3" tagOverride="p" data-testid="ops-overdue-amount">
        {formatRm(amount)}
      </Box>
      <Box color="text-body-secondary" data-testid="ops-overdue-detail">
        still due{oldestDueDate ? `, the oldest since ${isoToDisplay(oldestDueDate)}` : ''}
      </Box>
    </FigureCard>
  );
}
