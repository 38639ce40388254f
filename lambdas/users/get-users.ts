import { getUsers } from '../../shared/callables/users';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { listAllUsers, listUsersOfOrg } from '../data/users';

export const handler = makeHandler(getUsers, async ({ orgId, tenantId, cursor, limit }) => {
  if (orgId && tenantId && orgId !== tenantId) {
    throw new AppError('INVALID_ARGUMENT', 'orgId and tenantId name different organisations.', [
      { field: 'tenantId', message: 'Must match orgId' },
    ]);
  }
  const org = orgId ?? tenantId;
  return org ? listUsersOfOrg(org, { cursor, limit }) : listAllUsers({ cursor, limit });
});
