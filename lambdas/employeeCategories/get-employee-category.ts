import { getEmployeeCategory } from '../../shared/callables/employee-categories';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { requireCategory } from '../lib/repos/employee-categories';

export const handler = makeHandler(getEmployeeCategory, async ({ empCatId, orgId }, caller) => requireCategory(scopeOrg(caller, orgId), empCatId));
