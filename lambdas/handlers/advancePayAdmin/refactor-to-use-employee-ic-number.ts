import { refactorToUseEmployeeICNumber } from '../../../shared/callables/advance-pay-admin';
import { migrateEmployeeRecords } from '../../services/employees/employee-migration';
import { makeHandler } from '../chain/make-handler';

/** One bounded step of the employee-records migration; the page calls again with `nextCursor`. */
export const handler = makeHandler(refactorToUseEmployeeICNumber, async ({ cursor }) => migrateEmployeeRecords(cursor));
