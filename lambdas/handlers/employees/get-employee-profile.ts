import { getEmployeeProfile } from '../../../shared/callables/employees';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';

export const handler = makeHandler(getEmployeeProfile, async (_input, caller) =>
  employeeToRm(await requireOwnEmployee(caller)),
);
