import { sendNewInvitation } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { sendNewInvitation as send } from '../../services/employees/new-invitation';

/** A Manager sends an employee who lost access a new temporary password (docs/rules.md#a-new-invitation). */
export const handler = makeHandler(sendNewInvitation, (input, caller) => send(caller, input, epochSeconds()));
