import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { OrganisationStatus } from '../../../../shared/domain/organisation';

const TYPE: Record<OrganisationStatus, StatusIndicatorProps.Type> = { Onboarding: 'pending', Active: 'success', Suspended: 'stopped' };

/** An organisation's status with its indicator. */
export function OrgStatus({ status }: { status: OrganisationStatus }) {
  return (
    <StatusIndicator type={TYPE[status]} data-testid="org-status-indicator">
      {status}
    </StatusIndicator>
  );
}
