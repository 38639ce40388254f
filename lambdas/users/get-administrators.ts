import { getAdministrators } from '../../shared/callables/users';
import { makeHandler } from '../core/make-handler';
import { listUsersOfOrg } from '../data/users';

/** Administrators are the user records of no organisation (their own partition). */
export const handler = makeHandler(getAdministrators, async ({ cursor, limit }) =>
  listUsersOfOrg(null, { cursor, limit }),
);
