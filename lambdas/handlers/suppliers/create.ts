import { ulid } from 'ulid';
import { create } from '../../../shared/callables/suppliers';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getOrg } from '../../data/organisations/orgs';
import { createSupplier } from '../../data/benefits/suppliers';
import { bankDetailsOf } from '../../services/benefits/suppliers';

/** A new supplier of the caller's organisation, pending an administrator's approval. */
export const handler = makeHandler(create, async (fields, caller) => {
  const orgId = ownOrgId(caller);
  const org = await getOrg(orgId);
  // Suppliers exist to be paid through disbursements: an organisation without them has none.
  if (org?.disbursements.enable !== 'yes')
    throw new AppError('FORBIDDEN', 'Disbursements are not enabled for your organisation.');
  const now = epochSeconds();
  const by = callerName(caller);
  return createSupplier({
    ...fields,
    id: ulid(),
    orgId,
    orgName: org.name,
    status: 'PENDING_APPROVAL',
    bankDetails: bankDetailsOf(fields),
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
});
