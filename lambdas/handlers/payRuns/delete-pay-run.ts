import { deletePayRun } from '../../../shared/callables/pay-runs';
import { deletePayRunOf } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Soft delete of a run not yet approved: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(deletePayRun, ({ payRunId }, caller) => deletePayRunOf(caller, payRunId));
