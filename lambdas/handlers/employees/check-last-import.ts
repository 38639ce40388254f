import { checkLastImport } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { importOrg } from '../../services/employees/employee-import-scope';
import { makeHandler } from '../chain/make-handler';
import { lastImportView, latestImport } from '../../services/employees/employee-import-latest';

/** Whether undo latest import is possible now, with the latest import's details. */
export const handler = makeHandler(checkLastImport, async ({ orgId }, caller) => {
  const { record, refusal } = await latestImport(await importOrg(caller, orgId), epochSeconds());
  return { allow: !refusal, lastImport: record ? lastImportView(record) : null };
});
