import { getEmployeeProfile } from '../../../shared/callables/employees';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';

export const handler = makeHandler(getEmployeeProfile, async (_input, caller) => requireOwnEmployee(caller));
