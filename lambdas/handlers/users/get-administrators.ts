import { getAdministrators } from '../../../shared/callables/users';
import { makeHandler } from '../chain/make-handler';
import { listUsersOfOrg } from '../../data/identity/users';

/** Administrators are the user records of no organisation (their own partition); a search finds only them. */
export const handler = makeHandler(getAdministrators, async ({ search, cursor, limit }) =>
  listUsersOfOrg(null, { search, cursor, limit }),
);
