import { undoImport } from '../../../shared/callables/employees';
import { undoImportStep } from '../../services/employees/employee-import-steps';
import { makeHandler } from '../chain/make-handler';

/** Undo the latest employee import, once (a large one over several calls): lambdas/services/employees/employee-import-steps.ts. */
export const handler = makeHandler(undoImport, ({ orgId }, caller, context) => undoImportStep(caller, orgId, context));
