import { getSupplier } from '../../../shared/callables/suppliers';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireSupplier } from '../../data/benefits/suppliers';

export const handler = makeHandler(getSupplier, async ({ id, orgId }, caller) =>
  requireSupplier(scopeOrg(caller, orgId), id),
);
