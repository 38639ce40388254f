import { employeeBulkImportOverwrite } from '../../../shared/callables/employees';
import { runImportStep } from '../../services/employees/employee-import-steps';
import { makeHandler } from '../chain/make-handler';

/** Replace every employee of the organisation by the file's (the previous ones stay restorable by undo). */
export const handler = makeHandler(employeeBulkImportOverwrite, (input, caller, context) =>
  runImportStep('overwrite', input, caller, context),
);
