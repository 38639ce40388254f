import { getOrgTenantId } from '../../../shared/callables/orgs';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { findOrgIdByDomain, getOrg } from '../../data/organisations/orgs';
import { findByEmail } from '../../data/identity/users';

/** One answer for every refusal, so the call cannot tell which codes or e-mails exist. */
const refused = () =>
  new AppError('NOT_FOUND', 'Invalid credentials, please re-check your code, email and password and try again');

export const handler = makeHandler(getOrgTenantId, async ({ email, domain }) => {
  const [orgId, owner] = await Promise.all([findOrgIdByDomain(domain), findByEmail(email)]);
  if (!orgId || !owner || owner.orgId !== orgId) throw refused();
  const org = await getOrg(orgId);
  if (!org || org.status === 'Suspended') throw refused();
  return { tenantId: org.tenantId };
});
