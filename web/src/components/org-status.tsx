import type { OrganisationStatus } from '../../../shared/domain/organisations/organisation';
import { EntityStatus } from './entity-status';

/** An organisation's status with its indicator. */
export function OrgStatus({ status }: { status: OrganisationStatus }) {
  return <EntityStatus entity="organisation" status={status} testId="org-status-indicator" />;
}
