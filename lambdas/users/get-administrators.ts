import { getAdministrators } from '../../shared/callables/users';
import { makeHandler } from '../core/make-handler';
import { listUsersOfOrg } from '../data/users';

/** Administrators are the user records of no organisation (their own partition); a search finds only them. */
export const handler = makeHandler(getAdministrators, async ({ search, cursor, limit }) =>
  listUsersOfOrg(null, { search, cursor, limit }),
);
