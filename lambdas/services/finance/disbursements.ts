import {
  disbursementTransition,
  visibleDisbursementStatuses,
  type DisbursementAction,
} from '../../../shared/domain/finance/disbursement-status';
import type { DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import type { RecordHistoryEntry } from '../../../shared/domain/organisations/record-history';
import { rmTextOfSen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { callerName, type Caller } from '../../core/caller';
import { disbursementNotFound, getDisbursement } from '../../data/finance/disbursements';
import { getOrg } from '../../data/organisations/orgs';
import { recordHistoryItem } from '../../data/table/record-history';
import type { TransactItem } from '../../data/table/table';

/** A management action on one disbursement of the caller's organisation (`modifiedAt`: as the caller read it). */
export interface DisbursementRef {
  disbursementId: string;
  modifiedAt?: number;
}

/** An administrator's action on one disbursement of the named organisation. */
export interface AdminDisbursementRef extends DisbursementRef {
  orgId: string;
}

/** The organisation, which must have Disbursements on (403 otherwise: it has no credit line to draw on). */
export async function requireDisbursementsOrg(orgId: string): Promise<OrganisationRecord> {
  const org = await getOrg(orgId);
  if (org?.disbursements.enable !== 'yes')
    throw new AppError('FORBIDDEN', 'Disbursements are not enabled for your organisation.');
  return org;
}

/**
 * A disbursement the caller may see: management its own organisation's, administrators only the
 * statuses they see (approved onward). Anything else is the same 404 as an absent one.
 */
export async function requireVisibleDisbursement(
  caller: Caller,
  orgId: string,
  id: string,
): Promise<DisbursementRecord> {
  const d = await getDisbursement(orgId, id);
  if (!d || !visibleDisbursementStatuses(caller.isAdmin ? 'admin' : 'management').includes(d.status))
    throw disbursementNotFound(id);
  return d;
}

/** The next status of `d` under `action`, else 409 with what would allow it. */
export function requireAction(d: DisbursementRecord, action: DisbursementAction) {
  const next = disbursementTransition(d.status, action);
  if (!next.ok)
    throw new AppError('INVALID_STATE', next.message, [
      { field: 'status', message: `The disbursement is ${d.status}` },
    ]);
  return next.to;
}

/** `modifiedAt` as the caller read it must still be the stored one (409 otherwise). */
export function requireFresh(d: DisbursementRecord, modifiedAt: number | undefined): void {
  if (modifiedAt !== undefined && modifiedAt !== d.modifiedAt)
    throw new AppError(
      'INVALID_STATE',
      'The disbursement was changed by someone else meanwhile. Reload and try again.',
    );
}

/** A change's `modifiedAt`: the one rule of every versioned record (shared/domain/organisations/approval.ts). */
export { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** The history entry of a change (same transaction as the change). */
export function historyItem(
  caller: Caller,
  d: DisbursementRecord,
  at: number,
  entry: Omit<RecordHistoryEntry, 'at' | 'by'>,
): TransactItem {
  return recordHistoryItem(d.orgId, 'DISBURSEMENT', d.id, { at, by: callerName(caller), ...entry });
}

/** 'RM 5250.00'-style text of an amount for history entries and messages. */
export const rmText = rmTextOfSen;
