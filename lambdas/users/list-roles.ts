import { listRoles } from '../../shared/callables/users';
import { ORG_ROLES } from '../../shared/registry/roles';
import { makeHandler } from '../lib/make-handler';

/** The roles a user of an organisation can hold (administrators are managed on their own page). */
export const handler = makeHandler(listRoles, async () => ({ roles: [...ORG_ROLES] }));
