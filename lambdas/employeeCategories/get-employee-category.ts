import { getEmployeeCategory } from '../../shared/callables/employee-categories';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireCategory } from '../data/employee-categories';

export const handler = makeHandler(getEmployeeCategory, async ({ empCatId, orgId }, caller) =>
  requireCategory(scopeOrg(caller, orgId), empCatId),
);
