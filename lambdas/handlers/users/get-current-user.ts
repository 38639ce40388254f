import { getCurrentUser } from '../../../shared/callables/users';
import { makeHandler } from '../chain/make-handler';

/** The record was already read (and a locked account refused) by the handler chain. */
export const handler = makeHandler(getCurrentUser, (_input, caller) => caller.user);
