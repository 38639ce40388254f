import { updateApprovalRule } from '../../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { updateApprovalRule as setRule } from '../../services/advance-pay/approval-rule';

/** A Manager's own organisation only (from the token, never the payload). */
export const handler = makeHandler(updateApprovalRule, (input, caller) => setRule(caller, input, epochSeconds()));
