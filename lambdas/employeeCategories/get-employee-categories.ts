import { getEmployeeCategories } from '../../shared/callables/employee-categories';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { listCategories } from '../lib/repos/employee-categories';

export const handler = makeHandler(getEmployeeCategories, async ({ status, orgId }, caller) => ({
  items: await listCategories(scopeOrg(caller, orgId), status),
}));
