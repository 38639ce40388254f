import { createReportFile } from '../../../shared/callables/report-files';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { startReportFile } from '../../services/advance-pay/report-files';

/** Begin a report file job of the caller's organisation: its item and one message to the `report-files` queue. */
export const handler = makeHandler(createReportFile, async ({ kind, period, orgId }, caller) =>
  startReportFile(scopeOrg(caller, orgId), kind, period),
);
