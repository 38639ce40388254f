import { employeeBulkImportAdd } from '../../shared/callables/employee-imports';
import { runImportStep } from '../lib/employee-import-steps';
import { makeHandler } from '../lib/make-handler';

/** Add the file's employees; IC numbers already in the directory are skipped. */
export const handler = makeHandler(employeeBulkImportAdd, (input, caller, context) => runImportStep('add', input, caller, context));
