import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ApprovalStatus } from '../../../../shared/domain/approval';

const TYPE: Record<ApprovalStatus, StatusIndicatorProps.Type> = { Draft: 'stopped', 'Pending Approval': 'pending', Approved: 'success' };

/** A category's status: Draft, Pending Approval or Approved. */
export function CategoryStatus({ status }: { status: ApprovalStatus }) {
  return (
    <StatusIndicator type={TYPE[status]} data-testid="category-status">
      {status}
    </StatusIndicator>
  );
}
