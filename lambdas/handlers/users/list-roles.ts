import { listRoles } from '../../../shared/callables/users';
import { rolesOfKind } from '../../../shared/domain/identity/user-admin';
import { makeHandler } from '../chain/make-handler';

/** The roles a user of an organisation can hold, or (kind administrator) a platform administrator. */
export const handler = makeHandler(listRoles, ({ kind }) => ({ roles: [...rolesOfKind(kind ?? 'organisation')] }));
