import { createPayRun } from '../../../shared/callables/pay-runs';
import { payRunFieldsToSen, payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { createPayRunDraft } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Compute a run and store it as draft: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(createPayRun, async (fields, caller) =>
  payRunToRm(await createPayRunDraft(caller, payRunFieldsToSen(fields))),
);
