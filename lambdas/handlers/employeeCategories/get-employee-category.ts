import { getEmployeeCategory } from '../../../shared/callables/employee-categories';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireCategory } from '../../data/organisations/employee-categories';

export const handler = makeHandler(getEmployeeCategory, async ({ empCatId, orgId }, caller) =>
  requireCategory(scopeOrg(caller, orgId), empCatId),
);
