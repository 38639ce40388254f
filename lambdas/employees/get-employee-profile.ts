import { getEmployeeProfile } from '../../shared/callables/employees';
import { makeHandler } from '../core/make-handler';
import { requireOwnEmployee } from '../core/own-employee';

export const handler = makeHandler(getEmployeeProfile, async (_input, caller) => requireOwnEmployee(caller));
