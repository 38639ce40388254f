import { editOffice } from '../../../shared/callables/org-offices';
import type { Office } from '../../../shared/domain/employees/office';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceOffice, requireOffice } from '../../data/organisations/offices';
import { requireFresh } from '../../data/table/approvable';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/**
 * Change an office. The required fields come with every edit (400 without them); the code and
 * the optional postcode and contact number change only when the body carries them ('' clears
 * the optional ones; the code, unique in the organisation, is kept).
 */
export const handler = makeHandler(
  editOffice,
  async ({ orgId, officeId, modifiedAt, officeCode, postcode, contactNo, ...required }, caller) => {
    const org = scopeOrg(caller, orgId);
    const before = await requireOffice(org, officeId);
    requireFresh('office', modifiedAt, before.modifiedAt);
    const after: Office = {
      ...before,
      ...required,
      officeCode: officeCode || before.officeCode,
      modifiedAt: nextModifiedAt(before),
      modifiedBy: callerName(caller),
    };
    // '' clears an optional field; undefined keeps it.
    if (postcode === '') delete after.postcode;
    else if (postcode !== undefined) after.postcode = postcode;
    if (contactNo === '') delete after.contactNo;
    else if (contactNo !== undefined) after.contactNo = contactNo;
    return replaceOffice(before, after);
  },
);
