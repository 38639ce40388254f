import type { Supplier } from '../../../shared/domain/benefits/supplier';
import { callerName, scopeOrg, type Caller } from '../../core/caller';
import { replaceSupplier, requireSupplier } from '../../data/benefits/suppliers';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { requireTransition } from './suppliers';
import { requireFresh } from '../../data/table/approvable';

export type ReviewDecision =
  { kind: 'approve' } | { kind: 'reject'; remarks: string } | { kind: 'blacklist'; remarks: string };

/**
 * An administrator approves, rejects or blacklists a supplier: allowed only from the statuses
 * the state machine lets through (409 otherwise), written only if the stored status is still
 * the one decided on. Each decision records when it was made (and the remarks given).
 */
export async function reviewSupplier(
  caller: Caller,
  request: { orgId: string; id: string; modifiedAt?: number },
  decision: ReviewDecision,
): Promise<Supplier> {
  const before = await requireSupplier(scopeOrg(caller, request.orgId), request.id);
  requireFresh('supplier', request.modifiedAt, before.modifiedAt);
  const status = requireTransition(before, { kind: decision.kind });
  const now = nextModifiedAt(before);
  const after: Supplier = { ...before, status, modifiedAt: now, modifiedBy: callerName(caller) };
  if (decision.kind === 'approve') after.approvedAt = now;
  if (decision.kind === 'reject') Object.assign(after, { rejectedAt: now, rejectedRemarks: decision.remarks });
  if (decision.kind === 'blacklist') Object.assign(after, { blacklistedAt: now, blacklistedRemarks: decision.remarks });
  return replaceSupplier(before, after);
}
