import { getEscalation } from '../../../shared/callables/settings';
import { makeHandler } from '../chain/make-handler';
import { getEscalation as read } from '../../services/advance-pay/escalation-settings';

/** The caller's own organisation's escalation settings (from the token, never the payload). */
export const handler = makeHandler(getEscalation, (_input, caller) => read(caller, new Date()));
