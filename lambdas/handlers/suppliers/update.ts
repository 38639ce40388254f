import { update } from '../../../shared/callables/suppliers';
import { sameBankAccounts, type Supplier } from '../../../shared/domain/benefits/supplier';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceSupplier, requireSupplier } from '../../data/benefits/suppliers';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { bankDetailsOf, requireTransition } from '../../services/benefits/suppliers';
import { requireFresh } from '../../data/table/approvable';

/**
 * Management changes a supplier of its own organisation. The status follows the state machine:
 * refused when blacklisted, back to pending approval after a rejection or a bank account change.
 */
export const handler = makeHandler(update, async ({ id, modifiedAt, ...fields }, caller) => {
  const before = await requireSupplier(ownOrgId(caller), id);
  requireFresh('supplier', modifiedAt, before.modifiedAt);
  const bankDetails = bankDetailsOf(fields);
  const status = requireTransition(before, {
    kind: 'edit',
    bankAccountsChanged: !sameBankAccounts(before.bankDetails, bankDetails),
  });
  const after: Supplier = {
    ...before,
    ...fields,
    bankDetails,
    status,
    modifiedAt: nextModifiedAt(before),
    modifiedBy: callerName(caller),
  };
  // A supplier sent back for approval is judged afresh: the earlier approval no longer stands.
  if (status === 'PENDING_APPROVAL') delete after.approvedAt;
  return replaceSupplier(before, after);
});
