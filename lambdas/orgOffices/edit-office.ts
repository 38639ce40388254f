import { editOffice } from '../../shared/callables/org-offices';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName, scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { replaceOffice, requireOffice } from '../lib/repos/offices';

export const handler = makeHandler(editOffice, async ({ orgId, officeId, modifiedAt, officeCode, ...fields }, caller) => {
  const org = scopeOrg(caller, orgId);
  const before = await requireOffice(org, officeId);
  if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt) {
    throw new AppError('INVALID_STATE', 'The office was changed by someone else meanwhile. Reload and try again.');
  }
  // Optional fields left empty are removed, not kept from before.
  const { postcode: _p, contactNo: _c, ...kept } = before;
  return replaceOffice(before, {
    ...kept,
    ...fields,
    officeCode: officeCode || before.officeCode,
    modifiedAt: Math.max(epochSeconds(), before.modifiedAt + 1),
    modifiedBy: callerName(caller),
  });
});
