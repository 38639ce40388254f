import { getSuppliers } from '../../shared/callables/suppliers';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listAllSuppliers, listOrgSuppliers } from '../data/suppliers';

/** Management reads its own organisation; an administrator every organisation unless naming one. */
export const handler = makeHandler(getSuppliers, async ({ status, orgId }, caller) => ({
  items:
    caller.isAdmin && !orgId ? await listAllSuppliers(status) : await listOrgSuppliers(scopeOrg(caller, orgId), status),
}));
