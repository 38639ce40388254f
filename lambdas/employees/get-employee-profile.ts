import { getEmployeeProfile } from '../../shared/callables/employee-profile';
import { makeHandler } from '../lib/make-handler';
import { requireOwnEmployee } from '../lib/own-employee';

export const handler = makeHandler(getEmployeeProfile, async (_input, caller) => requireOwnEmployee(caller));
