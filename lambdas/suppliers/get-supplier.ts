import { getSupplier } from '../../shared/callables/suppliers';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireSupplier } from '../data/suppliers';

export const handler = makeHandler(getSupplier, async ({ id, orgId }, caller) =>
  requireSupplier(scopeOrg(caller, orgId), id),
);
