import { remove } from '../../../shared/callables/suppliers';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireSupplier, softDeleteSupplier } from '../../data/benefits/suppliers';
import { requireTransition } from '../../services/benefits/suppliers';
import { disbursementsUsingSupplier } from '../../services/benefits/supplier-usage';
import { requireFresh } from '../../data/table/approvable';

/** Management deletes a supplier of its own organisation: kept as a deleted record, gone from every list. */
export const handler = makeHandler(remove, async ({ id, modifiedAt }, caller) => {
  const supplier = await requireSupplier(ownOrgId(caller), id);
  requireFresh('supplier', modifiedAt, supplier.modifiedAt);
  requireTransition(supplier, { kind: 'delete' });
  const using = await disbursementsUsingSupplier(supplier.orgId, supplier.id);
  if (using.length > 0)
    throw new AppError('INVALID_STATE', `This supplier cannot be deleted: ${using.length} disbursement(s) pay it.`, [
      { field: 'id', message: `Used by ${using.join(', ')}` },
    ]);
  await softDeleteSupplier(supplier, epochSeconds(), callerName(caller));
  return supplier;
});
