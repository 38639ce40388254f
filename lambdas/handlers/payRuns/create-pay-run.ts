import { createPayRun } from '../../../shared/callables/pay-runs';
import { createPayRunDraft } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Compute a run and store it as draft: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(createPayRun, (fields, caller) => createPayRunDraft(caller, fields));
