import { softDeleteOrg } from '../../../shared/callables/orgs';
import { AppError } from '../../../shared/registry/errors';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { loginOf, setLoginsActive } from '../../services/identity/logins';
import { makeHandler } from '../chain/make-handler';
import { getOrg, softDeleteOrg as markDeleted } from '../../data/organisations/orgs';
import { listUsersOfOrg } from '../../data/identity/users';

/**
 * Delete an organisation: marked deleted first (its code no longer signs anyone in: getOrg hides
 * it from orgs-getOrgTenantId), then every login of it suspended, so sessions already open are
 * refused on their next call and AWS refuses the sign-in itself. Suspending is idempotent, so a
 * call repeated after a failure part-way finishes the job.
 */
export const handler = makeHandler(softDeleteOrg, async ({ orgId }, caller) => {
  const org = await getOrg(orgId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found!');
  const now = epochSeconds();
  await markDeleted(org, callerName(caller), now);
  let suspended = 0;
  let cursor: string | undefined;
  do {
    const page = await listUsersOfOrg(orgId, { cursor, limit: 100 });
    const logins = page.items
      .filter((u) => u.status === 'Active')
      .flatMap((u) => loginOf({ userId: u.id, email: u.email, name: u.displayName }) ?? []);
    await setLoginsActive(orgId, logins, false, now, `${org.name} deleted`);
    suspended += logins.length;
    cursor = page.nextCursor;
  } while (cursor);
  return { ok: true as const, suspendedUsers: suspended };
});
