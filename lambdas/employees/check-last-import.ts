import { checkLastImport } from '../../shared/callables/employee-imports';
import { epochSeconds } from '../../shared/domain/time';
import { importOrg } from '../lib/employee-import-steps';
import { makeHandler } from '../lib/make-handler';
import { lastImportView, latestImport } from '../lib/repos/employee-imports';

/** Whether undo latest import is possible now, with the latest import's details. */
export const handler = makeHandler(checkLastImport, async ({ orgId }, caller) => {
  const { record, refusal } = await latestImport(await importOrg(caller, orgId), epochSeconds());
  return { allow: !refusal, lastImport: record ? lastImportView(record) : null };
});
