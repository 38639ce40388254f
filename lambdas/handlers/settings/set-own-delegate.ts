import { setOwnDelegate } from '../../../shared/callables/settings';
import { makeHandler } from '../chain/make-handler';
import { setOwnDelegate as setDelegate } from '../../services/advance-pay/escalation-settings';

/** The caller names their own delegate (the Manager is the caller, never the payload). */
export const handler = makeHandler(setOwnDelegate, (input, caller) => setDelegate(caller, input, new Date()));
