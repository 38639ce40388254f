import { getUser as getUserDef } from '../../../shared/callables/users';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { getUser } from '../../data/identity/users';

export const handler = makeHandler(getUserDef, async ({ tenantId, userId }) => {
  const user = await getUser(tenantId || null, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found!');
  return user;
});
