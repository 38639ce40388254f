import { employeeBulkImportAdd } from '../../../shared/callables/employees';
import { runImportStep } from '../../services/employees/employee-import-steps';
import { makeHandler } from '../chain/make-handler';

/** Add the file's employees; IC numbers already in the directory are skipped. */
export const handler = makeHandler(employeeBulkImportAdd, (input, caller, context) =>
  runImportStep('add', input, caller, context),
);
