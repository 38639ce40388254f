import { updateEscalation } from '../../../shared/callables/settings';
import { makeHandler } from '../chain/make-handler';
import { updateEscalation as update } from '../../services/advance-pay/escalation-settings';

/** A Manager's own organisation only (from the token, never the payload). */
export const handler = makeHandler(updateEscalation, (input, caller) => update(caller, input, new Date()));
