import { getUsers } from '../../../shared/callables/users';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { listAllUsers, listUsersOfOrg } from '../../data/identity/users';

export const handler = makeHandler(getUsers, async ({ orgId, tenantId, search, cursor, limit }) => {
  if (orgId && tenantId && orgId !== tenantId) {
    throw new AppError('INVALID_ARGUMENT', 'orgId and tenantId name different organisations.', [
      { field: 'tenantId', message: 'Must match orgId' },
    ]);
  }
  const org = orgId ?? tenantId;
  // A search answers only what the same list unsearched would show (one organisation's users, or every user).
  return org ? listUsersOfOrg(org, { search, cursor, limit }) : listAllUsers({ search, cursor, limit });
});
