import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import { EntityStatus } from '../../components/entity-status';

/** A category's status: Draft, Pending Approval or Approved. */
export function CategoryStatus({ status }: { status: ApprovalStatus }) {
  return <EntityStatus entity="approval" status={status} testId="category-status" />;
}
