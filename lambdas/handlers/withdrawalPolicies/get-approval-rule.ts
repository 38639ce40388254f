import { getApprovalRule } from '../../../shared/callables/withdrawal-policies';
import { makeHandler } from '../chain/make-handler';
import { getApprovalRule as readRule } from '../../services/advance-pay/approval-rule';

/** The caller's own organisation's rule (from the token, never the payload). */
export const handler = makeHandler(getApprovalRule, (_input, caller) => readRule(caller));
