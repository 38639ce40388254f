import type { PayRunStatus } from '../../../../shared/domain/benefits/pay-run';
import { EntityStatus } from '../../components/entity-status';

/** A pay run's status, as every pay run screen shows it. */
export function PayRunStatusBadge({ status, testId }: { status: PayRunStatus; testId?: string }) {
  return <EntityStatus entity="payRun" status={status} testId={testId ?? 'pay-run-status'} />;
}
