import { update } from '../../../shared/callables/disbursements';
import { disbursementToRm, type DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  replaceDisbursementItem,
  requireDisbursement,
  writeDisbursementChange,
} from '../../data/finance/disbursements';
import {
  historyItem,
  nextModifiedAt,
  requireAction,
  requireDisbursementsOrg,
  requireFresh,
  rmText,
} from '../../services/finance/disbursements';
import { disbursementFromForm } from '../../services/finance/disbursement-forms';

/** What an edit changed, for its history entry. */
function changes(before: DisbursementRecord, after: DisbursementRecord): string {
  const out: string[] = [];
  if (before.name !== after.name) out.push(`name "${before.name}" → "${after.name}"`);
  if (before.date !== after.date) out.push(`date ${before.date} → ${after.date}`);
  if (before.repaymentPeriod !== after.repaymentPeriod)
    out.push(`repayment period ${before.repaymentPeriod} → ${after.repaymentPeriod} month(s)`);
  if (before.payeesType !== after.payeesType) out.push(`payees ${before.payeesType} → ${after.payeesType}`);
  if (before.selectedPayees.length !== after.selectedPayees.length)
    out.push(`${before.selectedPayees.length} → ${after.selectedPayees.length} payee(s)`);
  if (before.totalSen !== after.totalSen) out.push(`total ${rmText(before.totalSen)} → ${rmText(after.totalSen)}`);
  if ((before.notes ?? '') !== (after.notes ?? '')) out.push('notes');
  return out.length ? out.join('; ') : 'no change of figures';
}

/**
 * Management changes a draft or pending-approval disbursement: Save as Draft keeps a draft a draft
 * (refused for one pending approval); Proceed makes it pending approval. Payees and fees are checked
 * and computed again.
 */
export const handler = makeHandler(update, async ({ disbursementId, modifiedAt, ...fields }, caller) => {
  const orgId = ownOrgId(caller);
  const before = await requireDisbursement(orgId, disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, fields.isDraft ? 'saveDraft' : 'update');
  const org = await requireDisbursementsOrg(orgId);
  const at = nextModifiedAt(before);
  const after = await disbursementFromForm(caller, org, fields, {
    id: before.id,
    createdAt: before.createdAt,
    ...(before.createdBy ? { createdBy: before.createdBy } : {}),
    modifiedAt: at,
  });
  await writeDisbursementChange([
    replaceDisbursementItem(before, after),
    historyItem(caller, before, at, {
      action: 'edited',
      from: before.status,
      to: after.status,
      why: changes(before, after),
    }),
  ]);
  return disbursementToRm(after);
});
