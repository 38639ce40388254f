import { downloadMyData } from '../../../shared/callables/users';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { myData } from '../../services/identity/my-data';

/** The caller's own data as one document: the person is the token's, never the payload's. */
export const handler = makeHandler(downloadMyData, async (_input, caller) =>
  myData(caller.user, await requireOwnEmployee(caller)),
);
