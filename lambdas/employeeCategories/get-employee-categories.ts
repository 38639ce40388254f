import { getEmployeeCategories } from '../../shared/callables/employee-categories';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listCategories } from '../data/employee-categories';

export const handler = makeHandler(getEmployeeCategories, async ({ status, orgId }, caller) => ({
  items: await listCategories(scopeOrg(caller, orgId), status),
}));
